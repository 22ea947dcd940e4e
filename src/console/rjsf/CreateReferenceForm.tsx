import { useCallback, useMemo, useState, type ComponentType } from 'react';
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
import { useKindSchema } from '../registry/useKindSchema.ts';
import { pickDocument, type WireItem } from '../model/wireItem.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useServerNotice } from '../http/useServerNotice.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { baseLanguageAtom, inLanguage } from '../i18n/contentLanguage.ts';
import { createPendingEdits } from './pendingEdits.ts';
import { submitSoon } from './submitSoon.ts';

/** The target kind's form in create mode, saved with the kind's create call. */
export function CreateReferenceForm({ form: ConsoleForm, kind, parts, itemLabel, onCreated, onCancel }: {
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
