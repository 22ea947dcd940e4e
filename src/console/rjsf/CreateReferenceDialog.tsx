import { useCallback, useMemo, useState, type ComponentType, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useAtomValue } from 'jotai';
import { FetchError } from 'ofetch';
import type { ErrorSchema } from '@rjsf/utils';
import { kindPaths, type ResolvedKind } from '../../core/defineKind.ts';
import type { KindConsoleParts } from '../../core/kindConsole.ts';
import { userWebAtom } from '../session/session.ts';
import type { ConsoleFormProps } from '../editor/ConsoleForm.tsx';
import { withFormDefaults } from './formDefaults.ts';
import { toErrorSchema, type ServerFieldError } from './formErrors.ts';
import { kindRules } from '../model/kindChecks.ts';
import { useClientKind } from '../registry/useClientRegistry.ts';
import { useKindSchema } from '../registry/useKindSchema.ts';
import { useModalDialog } from '../ui/useModalDialog.ts';
import { pickDocument, type WireItem } from '../model/wireItem.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useServerNotice } from '../http/useServerNotice.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { baseLanguageAtom, inLanguage } from '../i18n/contentLanguage.ts';
import { useKindConsoleParts } from '../registry/useKindConsoleParts.ts';
import { forgetFailedConsoleParts } from '../registry/kindConsoleParts.ts';
import { createPendingEdits } from './pendingEdits.ts';
import { submitSoon } from './submitSoon.ts';
import '../ui/formDialog.css';
import './createReference.css';

/** Props of the dialog that creates an item of a reference's target kind. */
export interface CreateReferenceDialogProps {
  /** The target kind (the registry's); the dialog runs it as this client does (variant, patch, settings). */
  kind: ResolvedKind;
  /** The console's form component, from the surrounding form's `formContext.nestedForm`. */
  form: ComponentType<ConsoleFormProps>;
  /** The stored item, once the server has created it. */
  onCreated(item: WireItem): void;
  onCancel(): void;
}

// The dialog lives in a portal, but React still bubbles its events through the widget's ancestors
// (a collapsible row's drag and key handlers): they stop at the dialog.
const stop = (e: SyntheticEvent) => e.stopPropagation();
const CONTAINED = {
  onKeyDown: stop, onKeyUp: stop, onClick: stop, onPointerDown: stop, onMouseDown: stop,
  onDragStart: stop, onDragEnter: stop, onDragOver: stop, onDragLeave: stop, onDrop: stop, onDragEnd: stop,
};

/**
 * A modal <dialog> with the target kind's own form (its schema, UI schema, rules and console parts,
 * as the kind's own screen has them), its own pending edits and its own Save and Cancel. Save creates
 * the item through the kind's create call; the server's field errors show in the dialog.
 */
export function CreateReferenceDialog({ kind, form, onCreated, onCancel }: CreateReferenceDialogProps) {
  const t = useT();
  const { ref, titleId, bodyId } = useModalDialog();
  const client = useClientKind(kind);
  // The target kind's widgets, fields and templates: loaded here when its own screen has not yet.
  const parts = useKindConsoleParts(client.ok ? client.kind : { id: kind.id });
  const itemLabel = t(kind.labels.item);
  const problem = !client.ok ? client.error : parts.status === 'error' ? parts.error : undefined;
  // Closing after a failed load lets "New …" try again the next time it is opened.
  const dismiss = () => { if (client.ok) forgetFailedConsoleParts(client.kind); onCancel(); };
  return createPortal(
    <dialog ref={ref} className="dialog dialog--wide dialog--form" aria-labelledby={titleId} aria-describedby={bodyId}
      onCancel={(e) => { e.preventDefault(); dismiss(); }} {...CONTAINED}>
      <h2 id={titleId} className="dialog__title">{t('ref.createTitle', { item: itemLabel })}</h2>
      {/* Saved at once and on its own, not with the surrounding form: said before it happens. */}
      <p id={bodyId} className="dialog__hint">{t('ref.createHint', { item: itemLabel, tab: t(kind.labels.tab) })}</p>
      {problem ? (
        <>
          {/* The user's words first; the technical reason (for whoever fixes it) folded below. */}
          <p className="dialog__error" role="alert">{t('ref.createLoadFailed', { item: itemLabel })}</p>
          <details className="dialog__details">
            <summary>{t('ref.createLoadDetails')}</summary>
            <pre className="dialog__problem">{problem.message}</pre>
          </details>
          <div className="dialog__actions">
            <button type="button" className="btn" autoFocus onClick={dismiss}>{t('ref.createCancel')}</button>
          </div>
        </>
      ) : client.ok && parts.status === 'ready' ? (
        <CreateForm form={form} kind={client.kind} parts={parts.parts} itemLabel={itemLabel} onCreated={onCreated} onCancel={onCancel} />
      ) : (
        <>
          <p className="dialog__loading" role="status" aria-busy="true"><span className="spinner" aria-hidden="true" />{t('ref.createLoading', { item: itemLabel })}</p>
          {/* Loading can take a while on a slow line: the user may always leave. */}
          <div className="dialog__actions">
            <button type="button" className="btn" onClick={onCancel}>{t('ref.createCancel')}</button>
          </div>
        </>
      )}
    </dialog>,
    document.body,
  );
}

/** The target kind's form in create mode, saved with the kind's create call. */
function CreateForm({ form: ConsoleForm, kind, parts, itemLabel, onCreated, onCancel }: {
  form: ComponentType<ConsoleFormProps>; kind: ResolvedKind; parts: KindConsoleParts | null; itemLabel: string; onCreated(item: WireItem): void; onCancel(): void;
}) {
  const t = useT();
  const intl = useIntl();
  const { http } = useServices();
  const notice = useServerNotice();
  const { schema, uiSchema } = useKindSchema(kind);
  const settings = useAtomValue(userWebAtom)?.user_setting as Record<string, unknown> | undefined;
  // Items are created in the base language (the server refuses any other), whatever is being translated.
  const base = useAtomValue(baseLanguageAtom);
  const rules = useMemo(() => kindRules(kind, settings), [kind, settings]);
  const pending = useMemo(createPendingEdits, []);
  const [formData, setFormData] = useState(() => withFormDefaults(schema, { ...kind.rules?.defaults?.() }));
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = useCallback((data: Record<string, unknown>) => {
    setFormData(data);
    // The server's errors describe what was sent; once the user edits, they are stale.
    setExtraErrors(undefined);
  }, []);

  const save = useCallback(async (data: Record<string, unknown>) => {
    setFormData(data);
    setBusy(true);
    setFailed(false);
    try {
      const res = await http<{ message?: string; data?: WireItem }>(kindPaths.create(kind.api), { method: 'POST', body: pickDocument(data, schema), ...inLanguage(base) });
      notice(res.message);
      if (res.data) onCreated(res.data);
    } catch (err) {
      const status = err instanceof FetchError ? err.status : undefined;
      const body = err instanceof FetchError ? (err.data as { errors?: ServerFieldError[] } | undefined) : undefined;
      if (status === 400 && body?.errors?.length) {
        setExtraErrors(toErrorSchema(body.errors, t, (id) => id in intl.messages));
        setFailed(true);
      }
      // Anything else the http client has already told the user.
    } finally {
      setBusy(false);
    }
  }, [http, kind.api, schema, notice, onCreated, t, intl, base]);

  return (
    <ConsoleForm idPrefix={`${kind.id}-new`} schema={schema} uiSchema={uiSchema} formData={formData} pending={pending}
      extraErrors={extraErrors} rules={rules} parts={parts} disabled={busy} onChange={change} onSubmit={(data) => void save(data)}>
      {failed && <p className="dialog__error" role="alert">{t('ref.createFailed', { item: itemLabel })}</p>}
      <div className="dialog__actions dialog__actions--sticky">
        <button type="button" className="btn" onClick={onCancel}>{t('ref.createCancel')}</button>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={(e) => submitSoon(e.currentTarget.form, pending)}>
          {busy ? t('editor.saving') : t('ref.createSave')}
        </button>
      </div>
    </ConsoleForm>
  );
}
