import { useMemo } from 'react';
import { flushSync } from 'react-dom';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import { useT } from '../i18n/IntlContext.tsx';
import type { PendingEdits } from '../rjsf/pendingEdits.ts';
import { ConsoleForm } from './ConsoleForm.tsx';
import { withoutAutofocus } from './withoutAutofocus.ts';
import type { KindEditor } from './useKindEditor.ts';

/** The kind's form (schema + client patch) with translated errors, server errors and a Save footer. */
export function KindForm({ kind, schema, uiSchema, editor, pending }: { kind: ResolvedKind; schema: JsonSchema; uiSchema: UiSchema; editor: KindEditor; pending: PendingEdits }) {
  const t = useT();
  // Autofocus helps on "New", but when an item is opened from the list, focus must stay in the
  // list so ↑/↓ keep moving the selection.
  const editing = editor.current !== null;
  const ui = useMemo(() => (editing ? withoutAutofocus(uiSchema) : uiSchema), [editing, uiSchema]);
  return (
    <ConsoleForm
      // A new key per opened item (and after New or a save) resets RJSF's own error state (SPEC §4).
      key={editor.formKey}
      idPrefix={kind.id}
      schema={schema}
      uiSchema={ui}
      formData={editor.formData}
      pending={pending}
      extraErrors={editor.extraErrors}
      disabled={editor.busy}
      onChange={editor.setFormData}
      onSubmit={(data) => void editor.save(data)}
    >
      {/* Typing not yet reported must reach the form before it validates and submits. */}
      <div className="form-footer" onPointerDownCapture={() => flushSync(() => pending.flushAll())}>
        <button type="submit" className="btn btn--primary" disabled={editor.busy}>
          {editor.busy ? t('editor.saving') : t('editor.save')}
        </button>
        {editor.dirty && <span className="form-footer__dirty">{t('editor.unsaved')}</span>}
      </div>
    </ConsoleForm>
  );
}
