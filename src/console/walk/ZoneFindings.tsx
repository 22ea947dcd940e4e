import { useId } from 'react';
import { Link } from 'wouter';
import type { SimSubject } from '../../core/walk/simWorld.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { itemHref } from '../overview/overviewApi.ts';
import { useOverviewKinds, type OverviewKinds } from '../routes/overviewKinds.ts';
import { useZoneFindings, type FindingItem, type ZoneFindingRow } from './useZoneFindings.ts';
import './walkPanels.css';

/**
 * "Zone check": the zone lint of what is simulated at the chosen GPS accuracy (zones too small,
 * overlapping, shared beacons, pages never reached, far stops), each finding in the server's words
 * linking to the editor at the field to fix, with the other item and the trip it concerns. Asked
 * again when the accuracy changes or the window gets focus back; a failure says so and offers a retry.
 */
export function ZoneFindings({ subject, accuracy }: { subject: SimSubject; accuracy: number }) {
  const t = useT();
  const kinds = useOverviewKinds();
  const headingId = useId();
  const { answer, loading, failed, reload } = useZoneFindings(subject, accuracy);
  const findings = answer?.findings ?? [];
  return (
    <section className="zone-check" aria-labelledby={headingId} aria-busy={loading}>
      <div className="zone-check__head">
        <h2 id={headingId} className="zone-check__title">{t('zoneCheck.title')}</h2>
        {answer && findings.length > 0 && <span className="zone-check__count">{t('zoneCheck.count', { count: findings.length })}</span>}
      </div>
      {failed && (
        <p className="zone-check__note zone-check__note--error" role="alert">
          {t(answer ? 'zoneCheck.stale' : 'zoneCheck.failed')}{' '}
          <button type="button" className="btn btn--sm" onClick={reload}>{t('zoneCheck.retry')}</button>
        </p>
      )}
      {!answer && !failed && <p className="zone-check__note">{t('app.loading')}</p>}
      {answer && findings.length === 0 && <p className="zone-check__note zone-check__note--good">{t('zoneCheck.empty', { accuracy: answer.accuracy })}</p>}
      {findings.length > 0 && (
        <ul className="zone-check__list">
          {findings.map((f, i) => <FindingRow key={`${f.code}:${f.zone ?? f.at}:${f.other?.zone ?? ''}:${i}`} finding={f} kinds={kinds} />)}
        </ul>
      )}
    </section>
  );
}

/** One finding: what is wrong (a link to the field), whose it is, the other side and the trip. */
function FindingRow({ finding: f, kinds }: { finding: ZoneFindingRow; kinds: OverviewKinds }) {
  const t = useT();
  const intl = useIntl();
  const title = (i: FindingItem) => i.title || t('overview.untitled');
  const code = intl.messages[`zoneCheck.code.${f.code}`] ? t(`zoneCheck.code.${f.code}`) : t('overview.fault.zone');
  const href = (i: FindingItem, at?: string) => { const k = kinds.find(i.kind); return k ? itemHref(k.route, i.id, at) : undefined; };
  const itemLink = (i: FindingItem, at?: string) => {
    const to = href(i, at);
    return to ? <Link href={to}>{title(i)}</Link> : <span>{title(i)}</span>;
  };
  // The kind's singular name ("Station", "Trip"), as the editor's title says it.
  const kindName = (name: string) => { const k = kinds.find(name); return k ? t(k.labels.item) : name; };
  const fix = href(f.item, f.at);
  return (
    <li className="zone-check__finding" data-code={f.code}>
      <span className="zone-check__code">{code}</span>
      <div className="zone-check__body">
        {fix
          ? <Link className="zone-check__text" href={fix} aria-label={t('overview.readiness.fix', { fault: f.text, title: title(f.item) })}>{f.text}</Link>
          : <span className="zone-check__text">{f.text}</span>}
        <span className="zone-check__meta">
          <span>{kindName(f.item.kind)} {itemLink(f.item)}</span>
          {f.other && <span>{t('zoneCheck.with')} {itemLink(f.other, f.other.at)}</span>}
          {f.walk && <span>{t('zoneCheck.walk', { kind: kindName(f.walk.kind) })} {itemLink(f.walk)}</span>}
        </span>
      </div>
    </li>
  );
}
