import { memo, useMemo, useRef } from 'react';
import { useAtomValue } from 'jotai';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { ChildState } from '../rjsf/childState.ts';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import { userWebAtom } from '../session/session.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { InverseRelationsPanel } from '../relations/InverseRelationsPanel.tsx';
import type { PendingEdits } from '../rjsf/pendingEdits.ts';
import { submitSoon } from '../rjsf/submitSoon.ts';
import { ConsoleForm, type FormParts } from './ConsoleForm.tsx';
import { kindLint, kindRules } from '../model/kindChecks.ts';
import { RelationsPanel } from '../relations/RelationsPanel.tsx';
import { UsedInPanel } from './UsedInPanel.tsx';
import { withoutAutofocus } from './withoutAutofocus.ts';
import { saveShortcut, useSaveShortcut } from './useSaveShortcut.ts';
import type { KindEditor } from './useKindEditor.ts';


/**
 * The kind's form (schema + client patch) with translated errors (the schema's, the kind's rules' and
 * the server's), the kind's own widgets, fields and templates, and a Save footer.
 * Memoised: re-rendering RJSF is the expensive part of the screen, and a list selection alone must not.
 */
export const KindForm = memo(function KindForm({ kind, schema, uiSchema, editor, pending, parts, childState, readOnly = false }: {
  /** The client's kind (its variant and patch): its rules run on submit. */
  kind: ResolvedKind; schema: JsonSchema; uiSchema: UiSchema; editor: KindEditor; pending: PendingEdits;
  /** The kind's console module's form parts, loaded before the form renders. */
  parts?: FormParts | null;
  /** The screen's open children and lint faults, shared with the preview. */
  childState?: ChildState;
  /** The user may not write this kind: every field read-only, no Save. */
  readOnly?: boolean;
}) {
  const t = useT();
  const { notify } = useServices();
  const settings = useAtomValue(userWebAtom)?.user_setting as Record<string, unknown> | undefined;
  const rules = useMemo(() => kindRules(kind, settings), [kind, settings]);
  const lint = useMemo(() => kindLint(kind), [kind]);
  // Autofocus helps on "New", but when an item is opened from the list, focus must stay in the
  // list so ↑/↓ keep moving the selection.
  const editing = editor.current !== null;
  // Ctrl+S saves what changed (typing not yet reported counts) or a new item; an unchanged item is left alone.
  const saveButton = useRef<HTMLButtonElement>(null);
  useSaveShortcut(saveButton, () => editor.dirty || pending.any() || !editing);
  const shortcut = saveShortcut();
  const ui = useMemo(() => (editing ? withoutAutofocus(uiSchema) : uiSchema), [editing, uiSchema]);
  // SPEC §5 (older station): creating without a name warns as well as marking the field.
  const warnOnCreate = (data: Record<string, unknown>): boolean => {
    const warning = editing ? undefined : kind.rules?.createWarning?.(data);
    if (warning) notify('warning', t(warning));
    return warning !== undefined;
  };
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
      rules={rules}
      lint={lint}
      childState={childState}
      parts={parts}
      refs={editor.current?.refs as Record<string, unknown> | undefined}
      disabled={editor.busy}
      readonly={readOnly}
      onChange={editor.setFormData}
      onSubmit={(data) => { if (!readOnly && !warnOnCreate(data)) void editor.save(data); }}
      onInvalid={warnOnCreate}
    >
      {/* Inside the form, above the Save bar: links are saved at once, but they belong to what is being edited. */}
      {kind.relations && editor.current && <RelationsPanel kind={kind} ownerId={editor.current.id} />}
      {/* Where other kinds' items use this one (shown only for kinds something can point at). */}
      {editor.current && <InverseRelationsPanel kind={kind} itemId={editor.current.id} />}
      {editor.current && <UsedInPanel kind={kind} itemId={editor.current.id} version={editor.current.version} />}
      {!readOnly && <div className="form-footer">
        <button ref={saveButton} type="button" className="btn btn--primary" disabled={editor.busy} onClick={(e) => submitSoon(e.currentTarget.form, pending)}
          title={`${t('editor.save')} (${shortcut.keys})`} aria-keyshortcuts={shortcut.aria}>
          {editor.busy ? t('editor.saving') : t('editor.save')}
        </button>
        {editor.dirty && <span className="form-footer__dirty">{t('editor.unsaved')}</span>}
      </div>}
    </ConsoleForm>
  );
});
