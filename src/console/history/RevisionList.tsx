import { useId } from 'react';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { hasPublishStep } from '../../core/visitorState.ts';
import { StateBadge } from '../ui/StateBadge.tsx';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { useOptionalRegistry } from '../registry/RegistryContext.tsx';
import { relativeTime } from '../model/relativeTime.ts';
import { actionLabel, authorLabel } from './actionLabel.ts';
import { changedLabels } from './changeRows.ts';
import type { RevisionSummary } from './revisionTypes.ts';

/** The two revisions picked for comparing. */
export interface RevisionPair {
  from: number | null;
  to: number | null;
}

/**
 * The item's revisions, newest first: number, action, what visitors saw after it (the state badge every
 * screen shows), who, when and the fields changed (by their form labels), two radio groups to pick what to compare (arrow keys move within each), and per revision
 * "Preview in phone" and "Restore" (not on the newest: it is what is stored; only for who may restore).
 * A review step shows the comment given with it.
 */
export function RevisionList({ revisions, kindId, schema, pair, onPick, previewing, onPreview, onRestore, mayRestore = true, busy }: {
  revisions: readonly RevisionSummary[]; kindId: string; schema: JsonSchema;
  pair: RevisionPair; onPick(side: keyof RevisionPair, n: number): void;
  /** The revision the phone shows, if any. */
  previewing: number | null;
  onPreview(n: number): void;
  onRestore(n: number): void;
  /** Whether the signed-in user may restore a revision of this item. */
  mayRestore?: boolean;
  busy: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const group = useId();
  const kind = useOptionalRegistry()?.kinds.find((k) => k.id === kindId);
  const publishable = !kind || hasPublishStep(kind);
  const now = Date.now();
  const newest = revisions[0]?.n;
  return (
    <div className="hlist">
      <div className="hlist__head" aria-hidden="true">
        <span className="hlist__pick">{t('history.from')}</span>
        <span className="hlist__pick">{t('history.to')}</span>
      </div>
      <ol className="hlist__rows">
        {revisions.map((r) => {
          const fields = changedLabels(kindId, schema, r.changed);
          const when = intl.formatDate(r.at, { dateStyle: 'medium', timeStyle: 'short' });
          return (
            <li key={r.n} className={`hrow${previewing === r.n ? ' hrow--previewing' : ''}`} data-revision={r.n}>
              {(['from', 'to'] as const).map((side) => (
                <span key={side} className="hlist__pick">
                  <input type="radio" name={`${group}-${side}`} checked={pair[side] === r.n} disabled={!r.has_document}
                    aria-label={t(side === 'from' ? 'history.compareFrom' : 'history.compareTo', { n: r.n })}
                    onChange={() => onPick(side, r.n)} />
                </span>
              ))}
              <div className="hrow__main">
                <div className="hrow__line">
                  <span className="hrow__n">{t('history.number', { n: r.n })}</span>
                  <span className={`hrow__action hrow__action--${r.action}`}>{actionLabel(r, t)}</span>
                  {r.n === newest && <span className="hrow__current">{t('history.current')}</span>}
                </div>
                <div className="hrow__meta">
                  <span className="hrow__who" title={r.user?.email || undefined}>
                    {r.scheduled ? t('history.scheduledBy', { name: authorLabel(r.user, t('history.nobody')) }) : authorLabel(r.user, t('history.nobody'))}
                  </span>
                  <span aria-hidden="true">·</span>
                  <time className="hrow__when" dateTime={r.at} title={when}>{relativeTime(intl, r.at, now) || when}</time>
                  <StateBadge state={r.state} publishable={publishable} />
                </div>
                {r.comment?.trim() && <p className="hrow__comment">{t('history.comment', { comment: r.comment.trim() })}</p>}
                {fields.length > 0 && <p className="hrow__fields">{t('history.changed', { fields: intl.formatList(fields, { type: 'conjunction' }) as string })}</p>}
                {!r.has_document && <p className="hrow__fields">{t('history.noDocument')}</p>}
              </div>
              {r.has_document && (
                <div className="hrow__actions">
                  <button type="button" className="btn btn--sm" aria-pressed={previewing === r.n}
                    aria-label={t('history.previewNamed', { n: r.n })} onClick={() => onPreview(r.n)}>{t('history.preview')}</button>
                  {r.n !== newest && mayRestore && (
                    <button type="button" className="btn btn--sm" disabled={busy}
                      aria-label={t('history.restoreNamed', { n: r.n })} onClick={() => onRestore(r.n)}>{t('history.restore')}</button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
