import { useMemo, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { FieldChange } from '../../core/documentDiff.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { useKindSchema } from '../registry/useKindSchema.ts';
import { userWebAtom } from '../session/session.ts';
import { draftKey, removeDraft } from '../editor/draftStore.ts';
import type { KindEditor } from '../editor/useKindEditor.ts';
import { createChangesCalls } from './changesCalls.ts';
import { DiscardChangesDialog } from './DiscardChangesDialog.tsx';
import { useChangedRows } from './useChangedRows.ts';

/** "Discard changes" of a published item: `ask` reads what would be lost and asks first (`dialog`); `reading` while it reads. */
export interface DiscardChanges {
  ask(): void;
  reading: boolean;
  dialog: ReactNode;
}

/**
 * The discard of a published item's changes: asks first, naming what will be lost as it is when asked,
 * then the form shows the published version again (the unsaved edits go too: no local copy is offered back).
 */
export function useDiscardChanges(kind: ResolvedKind, editor: KindEditor): DiscardChanges {
  const t = useT();
  const { http } = useServices();
  const calls = useMemo(() => createChangesCalls(http, kind.api), [http, kind.api]);
  const { schema } = useKindSchema(kind);
  const companyId = useAtomValue(userWebAtom)?.company?.id;
  const [asking, setAsking] = useState<FieldChange[] | null>(null);
  const [reading, setReading] = useState(false);
  const { groups, named } = useChangedRows(kind.id, schema, asking);
  const item = editor.current;
  const ask = async () => {
    if (!item) return;
    setReading(true);
    try {
      const changes = await calls.changes(item.id);
      // Nothing left (published or discarded meanwhile): the server's answer says so in the user's language.
      if (changes.length) setAsking(changes);
      else void editor.run('discard');
    } catch { /* told by the http client */ } finally { setReading(false); }
  };
  const discard = () => {
    setAsking(null);
    if (item) removeDraft(draftKey(companyId, kind.id, item.id));
    void editor.run('discard');
  };
  const dialog = asking && item ? (
    <DiscardChangesDialog itemLabel={t(kind.labels.item)} title={kind.list.toListItem(item).title || t('list.untitled')}
      groups={groups} named={named} unsaved={editor.dirty} onDiscard={discard} onCancel={() => setAsking(null)} />
  ) : null;
  return { ask: () => void ask(), reading, dialog };
}
