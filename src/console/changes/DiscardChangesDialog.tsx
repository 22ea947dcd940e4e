import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import type { LanguageRows } from './useChangedRows.ts';

/**
 * Asks before the changes of a published item are discarded, naming what will be lost: how many changed
 * fields in which languages, each field listed (with its language where the client has several), and the
 * form's unsaved edits when there are any.
 */
export function DiscardChangesDialog({ itemLabel, title, groups, named, unsaved, onDiscard, onCancel }: {
  itemLabel: string;
  /** The item's title as its list shows it. */
  title: string;
  /** The changes by language (see useChangedRows). */
  groups: readonly LanguageRows[];
  /** The client has several languages: each field is named with its language. */
  named: boolean;
  /** The form holds edits not saved: they go too. */
  unsaved: boolean;
  onDiscard(): void;
  onCancel(): void;
}) {
  const t = useT();
  const intl = useIntl();
  const count = groups.reduce((n, g) => n + g.rows.length, 0);
  const languages = intl.formatList(groups.map((g) => g.name), { type: 'conjunction' }) as string;
  const fields = groups.flatMap((g) => g.rows.map((r) => (named ? t('discard.field', { field: r.label, language: g.name }) : r.label)));
  const body = [t('discard.body', { count, languages, title }), unsaved ? t('discard.bodyDirty') : ''].filter(Boolean).join(' ');
  return (
    <ConfirmDialog title={t('discard.title', { item: itemLabel })} body={body} items={fields}
      confirmLabel={t('discard.confirm')} cancelLabel={t('confirm.cancel')} onConfirm={onDiscard} onCancel={onCancel} />
  );
}
