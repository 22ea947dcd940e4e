import { useCallback, useMemo, useState } from 'react';
import type { CustomValidator, ErrorSchema, ErrorTransformer } from '@rjsf/utils';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import { formValidator } from './formValidator.ts';

/** What the form needs to check fields when they lose focus. */
export interface BlurCheckOptions {
  idPrefix: string;
  idSeparator?: string;
  schema: JsonSchema;
  uiSchema: UiSchema;
  customValidate?: CustomValidator;
  transformErrors?: ErrorTransformer;
}

/** The top-level properties whose UI schema asks `ui:options.checkOnBlur: true`. */
export function blurCheckedFields(uiSchema: UiSchema): string[] {
  return Object.entries(uiSchema).filter(([key, ui]) => !key.startsWith('ui:') && ((ui as UiSchema)?.['ui:options'] as Record<string, unknown> | undefined)?.checkOnBlur === true).map(([key]) => key);
}

/**
 * `ui:options.checkOnBlur: true` on a top-level field (SPEC §5: "Station Name is required", on blur):
 * once the field has lost focus, its errors show next to it and follow every change; the other
 * fields still wait for Save. The errors come from the same validation Save runs.
 */
export function useBlurChecks({ idPrefix, idSeparator = '_', schema, uiSchema, customValidate, transformErrors }: BlurCheckOptions) {
  const fields = useMemo(() => blurCheckedFields(uiSchema), [uiSchema]);
  const [touched, setTouched] = useState<readonly string[]>([]);
  // After a save attempt the form's own errors are shown: checking on blur as well would show each twice.
  const [stopped, setStopped] = useState(false);
  const [errors, setErrors] = useState<ErrorSchema | undefined>(undefined);

  const check = useCallback((data: Record<string, unknown>, keys: readonly string[]) => {
    if (!keys.length) return;
    const { errorSchema } = formValidator.validateFormData(data, schema as never, customValidate, transformErrors, uiSchema as never);
    const picked = Object.fromEntries(keys.flatMap((k) => (errorSchema as Record<string, unknown>)[k] ? [[k, (errorSchema as Record<string, unknown>)[k]]] : []));
    const next = Object.keys(picked).length ? (picked as ErrorSchema) : undefined;
    // The same errors again are no change: the form must not re-render for them.
    setErrors((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
  }, [schema, uiSchema, customValidate, transformErrors]);

  /**
   * RJSF's onBlur: a checked field that lost focus joins the checked ones. The check itself runs in
   * `onChange`, which the form calls again with the data once `touched` has changed (so the typing a
   * deferred input reports on blur has reached the data by then).
   */
  const onBlur = useCallback((id: string) => {
    const key = stopped ? undefined : fields.find((f) => `${idPrefix}${idSeparator}${f}` === id);
    if (key && !touched.includes(key)) setTouched([...touched, key]);
  }, [fields, idPrefix, idSeparator, touched, stopped]);

  /** Every change (and every new touched field): re-check the fields already left (an error goes once it is fixed). */
  const onChange = useCallback((data: Record<string, unknown>) => {
    if (touched.length) check(data, touched);
  }, [touched, check]);

  /** A save was tried: from now on the form's own validation speaks (until the form is remounted for another item). */
  const stop = useCallback(() => {
    setStopped(true);
    setTouched([]);
    setErrors(undefined);
  }, []);

  return { errors, onBlur, onChange, stop, active: fields.length > 0 && !stopped };
}
