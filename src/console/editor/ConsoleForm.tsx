import { useMemo, type ReactNode } from 'react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { CONSOLE_WIDGETS, DEFERRED_TEXT_WIDGETS } from '../rjsf/widgets.ts';
import { buttonTemplates } from '../rjsf/buttonTemplates.tsx';
import type { ConsoleFormContext, PendingEdits } from '../rjsf/pendingEdits.ts';
import { makeTransformErrors } from './formErrors.ts';

const templates = { ButtonTemplates: buttonTemplates };
const widgets = { ...DEFERRED_TEXT_WIDGETS, ...CONSOLE_WIDGETS };

/** Props of the console's RJSF form. */
export interface ConsoleFormProps {
  idPrefix: string;
  schema: JsonSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  pending: PendingEdits;
  extraErrors?: ErrorSchema;
  disabled?: boolean;
  onChange(data: Record<string, unknown>): void;
  onSubmit(data: Record<string, unknown>): void;
  children?: ReactNode;
}

/**
 * RJSF configured the console's way: its widgets (media, map, deferred text inputs), templates,
 * translated errors next to their field, no HTML5 validation bubbles, and the pending-typing
 * registry in `formContext`. Shared by the kind editor and the editor bench.
 */
export function ConsoleForm({ idPrefix, schema, uiSchema, formData, pending, extraErrors, disabled, onChange, onSubmit, children }: ConsoleFormProps) {
  const t = useT();
  const transformErrors = useMemo(() => makeTransformErrors(schema, t), [schema, t]);
  const formContext = useMemo<ConsoleFormContext>(() => ({ pending }), [pending]);
  return (
    <Form
      className="rjsf kind-form"
      idPrefix={idPrefix}
      schema={schema as never}
      uiSchema={uiSchema as never}
      formData={formData}
      formContext={formContext}
      validator={validator}
      widgets={widgets}
      templates={templates}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      disabled={disabled}
      onChange={(e) => onChange((e.formData ?? {}) as Record<string, unknown>)}
      onSubmit={(e) => onSubmit((e.formData ?? {}) as Record<string, unknown>)}
      onError={(errors: RJSFValidationError[]) => console.debug('form invalid', errors.length)}
    >
      {children}
    </Form>
  );
}
