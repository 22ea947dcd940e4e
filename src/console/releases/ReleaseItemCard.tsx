import { Link } from 'wouter';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { FieldChange } from '../../core/documentDiff.ts';
import type { ReleaseItem } from '../../core/releaseWire.ts';
import { hasPublishStep } from '../../core/visitorState.ts';
import { useAtomValue } from 'jotai';
import { changeLanguage } from '../changes/changeGroups.ts';
import { useChangedRows } from '../changes/useChangedRows.ts';
import { userWebAtom } from '../session/session.ts';
import { clientLanguageCodes } from '../session/userWeb.ts';
import { ChangeTable } from '../history/ChangeTable.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { itemHref } from '../overview/overviewApi.ts';
import type { OverviewKinds } from '../routes/overviewKinds.ts';
import { useKindSchema } from '../registry/useKindSchema.ts';
import { StateBadge } from '../ui/StateBadge.tsx';
import '../history/history.css';
import '../changes/changes.css';

/** The languages an item's changes are in (`es:title` → es; the base document's → the base language), as the badge names them. */
const changedLanguages = (changes: readonly FieldChange[], base: string) => [...new Set(changes.map((c) => changeLanguage(c, base).language))];

/**
 * One item of a release: its kind and title (opening its editor), what the release does to it, what
 * visitors see of it now, why it cannot go live (the reason and its readiness findings), and its
 * changes since it was published, field by field as History shows them. `onRemove` when the user may take it out.
 */
export function ReleaseItemCard({ item, kinds, onRemove, busy }: {
  item: ReleaseItem;
  kinds: OverviewKinds;
  onRemove?: () => void;
  busy?: boolean;
}) {
  const t = useT();
  const kind = kinds.find(item.kind);
  const title = item.title || t('overview.untitled');
  const base = clientLanguageCodes(useAtomValue(userWebAtom))[0] ?? '';
  const live = item.state === 'published';
  const state = { state: item.state, has_changes: live && item.changes.length > 0, changed_languages: changedLanguages(item.changes, base) };
  return (
    <li className="rel-item" data-item={`${item.kind}/${item.id}`} data-can-publish={item.can_publish}>
      <div className="rel-item__head">
        <span className="ov-kind">{kinds.label(item.kind)}</span>
        {kind ? <Link className="rel-item__title" href={itemHref(kind.route, item.id)}>{title}</Link> : <span className="rel-item__title">{title}</span>}
        <span className={`rel-action rel-action--${item.action}`}>{t(`releases.action.${item.action}`)}</span>
        <StateBadge state={state} publishable={!kind || hasPublishStep(kind)} />
        {onRemove && (
          <button type="button" className="btn btn--sm rel-item__remove" disabled={busy} onClick={onRemove}
            aria-label={t('releases.removeNamed', { title })}>{t('releases.remove')}</button>
        )}
      </div>
      {item.reason && <p className="rel-item__reason">{t('releases.cannotGoLive', { reason: item.reason })}</p>}
      {item.readiness.length > 0 && (
        <div className="rel-item__findings">
          <p className="rel-item__label">{t('releases.findings', { count: item.readiness.length })}</p>
          <ul>{item.readiness.map((f, i) => <li key={i}>{f.message}</li>)}</ul>
        </div>
      )}
      {item.action === 'unpublish' ? <p className="rel-item__note">{t('releases.takenDown')}</p>
        : !live ? <p className="rel-item__note">{t('releases.firstPublish')}</p>
        : item.changes.length === 0 ? <p className="rel-item__note">{t('changes.none')}</p>
        : kind ? <ItemChanges kind={kind} changes={item.changes} />
        : null}
    </li>
  );
}

/** A live item's changes since its published version, one table per language (the Changes panel's). */
function ItemChanges({ kind, changes }: { kind: ResolvedKind; changes: readonly FieldChange[] }) {
  const t = useT();
  const { schema } = useKindSchema(kind);
  const { groups, named } = useChangedRows(kind.id, schema, changes);
  const count = groups.reduce((n, g) => n + g.rows.length, 0);
  return (
    <details className="rel-item__changes" open>
      <summary>{t('history.compareCount', { count })}</summary>
      {groups.map((g) => (
        <div key={g.language} className="changes__group" data-language={g.language}>
          <ChangeTable rows={g.rows} before={t('preview.visitors')} after={t('preview.draft')} caption={named ? g.name : undefined} />
        </div>
      ))}
    </details>
  );
}
