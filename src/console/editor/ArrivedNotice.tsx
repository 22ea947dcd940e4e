import { useIntl, useT } from '../i18n/IntlContext.tsx';
import type { KindEditor } from './useKindEditor.ts';

/** How many field names the notice spells out before "and N more". */
const NAMED = 4;

/**
 * The quiet note of what someone else's save did to the open item (merged fields, archived, deleted),
 * and a conflict put aside for later; it stays until dismissed or the next save.
 */
export function ArrivedNotice({ editor, itemLabel }: { editor: KindEditor; itemLabel: string }) {
  const t = useT();
  const intl = useIntl();
  const { arrival, conflict, conflictOpen } = editor;
  if (conflict && !conflictOpen) {
    return (
      <div className="arrived arrived--conflict" role="status">
        <span className="arrived__text">{t('live.conflictLater', { name: conflict.by ?? t('live.someone') })}</span>
        <button type="button" className="btn btn--sm btn--primary" onClick={editor.reopenConflict}>{t('live.choose')}</button>
      </div>
    );
  }
  if (!arrival) return null;
  const name = arrival.by ?? t('live.someone');
  const named = arrival.fields.slice(0, NAMED);
  const rest = arrival.fields.length - named.length;
  const fields = intl.formatList(rest > 0 ? [...named, t('live.more', { n: rest })] : named, { type: 'conjunction' }) as string;
  const text = arrival.action === 'destroyed' ? t(arrival.kept ? 'live.destroyedKept' : 'live.destroyed', { name, item: itemLabel })
    : arrival.action === 'archived' ? t(arrival.kept ? 'live.archivedKept' : 'live.archived', { name, item: itemLabel })
    : named.length ? t(arrival.kept ? 'live.mergedKept' : 'live.merged', { name, fields })
    : t('live.changed', { name, item: itemLabel });
  return (
    <div className="arrived" role="status">
      <span className="arrived__text">{text}</span>
      <button type="button" className="btn btn--sm" onClick={editor.dismissArrival}>{t('live.dismiss')}</button>
    </div>
  );
}
