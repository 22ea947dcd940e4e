import { useState } from 'react';
import { Link } from 'wouter';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { FAULT_TYPES, itemHref, type Fault, type FaultType } from './overviewApi.ts';
import type { OverviewKinds } from '../routes/overviewKinds.ts';
import { OverviewSection } from './OverviewSection.tsx';

/** The faults of one item, in the server's order. */
interface FaultGroup { kind: string; id: number; title: string; faults: Fault[] }

/** Faults grouped by item, the items in the order their first fault came. */
export function groupFaults(faults: readonly Fault[]): FaultGroup[] {
  const groups = new Map<string, FaultGroup>();
  for (const f of faults) {
    const key = `${f.kind}/${f.id}`;
    const g = groups.get(key);
    if (g) g.faults.push(f); else groups.set(key, { kind: f.kind, id: f.id, title: f.title, faults: [f] });
  }
  return [...groups.values()];
}

/**
 * The "Publish readiness" card: what a visitor would trip over, grouped by item; each fault links to the editor
 * at its field (`?id=…&field=…`). Filterable by type when there is more than one; the fault's words
 * come from the console's catalogue when it knows the message id, else as the server rendered them.
 */
export function ReadinessList({ faults, total, kinds }: { faults: readonly Fault[]; total: number; kinds: OverviewKinds }) {
  const t = useT();
  const aside = total > 0 ? t('overview.readiness.count', { count: total, items: groupFaults(faults).length }) : undefined;
  return (
    <OverviewSection id="ov-readiness" title={t('overview.readiness.title')} aside={aside} className="ov-card--readiness">
      {faults.length === 0 ? <p className="ov-empty ov-empty--good">{t('overview.readiness.empty')}</p> : <FaultList faults={faults} total={total} kinds={kinds} />}
    </OverviewSection>
  );
}

function FaultList({ faults, total, kinds }: { faults: readonly Fault[]; total: number; kinds: OverviewKinds }) {
  const t = useT();
  const intl = useIntl();
  const [type, setType] = useState<FaultType | undefined>();

  const text = (f: Fault) => f.text || (intl.messages[f.message] ? t(f.message, f.values) : f.message);
  const present = FAULT_TYPES.filter((ty) => faults.some((f) => f.type === ty));
  const shown = type ? faults.filter((f) => f.type === type) : faults;
  const option = (value: FaultType | undefined, label: string, n: number) => (
    <button key={value ?? 'all'} type="button" className="ov-filter__option" aria-pressed={type === value} onClick={() => setType(value)}>
      {label}<span className="ov-filter__count">{intl.formatNumber(n)}</span>
    </button>
  );
  return (
    <div className="ov-readiness">
      {present.length > 1 && (
        <div className="ov-filter" role="group" aria-label={t('overview.readiness.filter')}>
          {option(undefined, t('overview.readiness.all'), faults.length)}
          {present.map((ty) => option(ty, t(`overview.fault.${ty}`), faults.filter((f) => f.type === ty).length))}
        </div>
      )}
      <ul className="ov-faults">
        {groupFaults(shown).map((g) => {
          const kind = kinds.find(g.kind);
          const title = g.title || t('overview.untitled');
          return (
            <li key={`${g.kind}/${g.id}`} className="ov-fitem" data-item={`${g.kind}/${g.id}`}>
              <div className="ov-fitem__head">
                <span className="ov-kind">{kinds.label(g.kind)}</span>
                {kind ? <Link className="ov-fitem__title" href={itemHref(kind.route, g.id)}>{title}</Link> : <span className="ov-fitem__title">{title}</span>}
              </div>
              <ul className="ov-fitem__faults">
                {g.faults.map((f, i) => {
                  const words = text(f);
                  return (
                    <li key={i} className="ov-fault">
                      <span className={`ov-ftype ov-ftype--${f.type}`}>{t(`overview.fault.${f.type}`)}</span>
                      {kind
                        ? <Link className="ov-fault__link" href={itemHref(kind.route, f.id, f.at)} aria-label={t('overview.readiness.fix', { fault: words, title })}>{words}</Link>
                        : <span>{words}</span>}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
      {total > faults.length && <p className="ov-note">{t('overview.readiness.capped', { shown: faults.length, total })}</p>}
    </div>
  );
}
