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

/**
 * The lifecycle bar's buttons for a published item with changes: for the lifecycle roles "Publish changes"
 * (through the same confirmation as a first publish: `publish`) and "Discard changes" (asks first, naming
 * what will be lost, then the form shows the published version again); for an author "Submit changes for
 * review" until they are submitted. `after` follows "Publish changes" (an editor's "Return to author").
 */
export function ChangesActions({ kind, editor, lifecycle, submit, disabled, publish, after }: {
  kind: ResolvedKind; editor: KindEditor;
  /** The user may publish and discard (a lifecycle right). */
  lifecycle: boolean;
  /** The user submits changes for review instead, and they are not submitted yet. */
  submit: boolean;
  disabled: boolean;
  publish(): void;
  after?: ReactNode;
}) {
  const t = useT();
  const { http } = useServices();
  const calls = useMemo(() => createChangesCalls(http, kind.api), [http, kind.api]);
  const { schema } = useKindSchema(kind);
  const companyId = useAtomValue(userWebAtom)?.company?.id;
  const [asking, setAsking] = useState<FieldChange[] | null>(null);
  const [reading, setReading] = useState(false);
  const { groups, named } = useChangedRows(kind.id, schema, asking);
  const item = editor.current;
  if (!item) return null;
  // What will be lost is read when asked, so the dialog names the changes as they are now.
  const askDiscard = async () => {
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
    // The unsaved edits go with the changes: no local copy of them is offered back afterwards.
    removeDraft(draftKey(companyId, kind.id, item.id));
    void editor.run('discard');
  };
  return (
    <>
      {submit && (
        <button type="button" className="btn btn--sm btn--accent-soft" disabled={disabled} onClick={() => void editor.run('submit-review')}>
          {t('lifecycle.submit-changes')}
        </button>
      )}
      {lifecycle && (
        <>
          <button type="button" className="btn btn--sm btn--accent-soft" disabled={disabled} onClick={publish}>{t('lifecycle.publish-changes')}</button>
          {after}
          <button type="button" className="btn btn--sm" disabled={disabled || reading} onClick={() => void askDiscard()}>{t('lifecycle.discard-changes')}</button>
        </>
      )}
      {asking && (
        <DiscardChangesDialog itemLabel={t(kind.labels.item)} title={kind.list.toListItem(item).title || t('list.untitled')}
          groups={groups} named={named} unsaved={editor.dirty} onDiscard={discard} onCancel={() => setAsking(null)} />
      )}
    </>
  );
}
