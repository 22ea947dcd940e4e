import { useMemo } from 'react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFValidationError } from '@rjsf/utils';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { CONSOLE_WIDGETS } from '../rjsf/widgets.ts';
import { buttonTemplates } from '../rjsf/buttonTemplates.tsx';
import { makeTransformErrors } from './formErrors.ts';
import { withoutAutofocus } from './withoutAutofocus.ts';
import type { KindEditor } from './useKindEditor.ts';

const templates = { ButtonTemplates: buttonTemplates };

/** The kind's RJSF form (schema + client patch), with translated errors, server errors and a Save footer. */
export function KindForm({ kind, schema, uiSchema, editor }: { kind: ResolvedKind; schema: JsonSchema; uiSchema: UiSchema; editor: KindEditor }) {
  const t = useT();
  const transformErrors = useMemo(() => makeTransformErrors(schema, t), [schema, t]);
  // Autofocus helps on "New", but when an item is opened from the list, focus must stay in the
  // list so ↑/↓ keep moving the selection.
  const editing = editor.current !== null;
  const ui = useMemo(() => (editing ? withoutAutofocus(uiSchema) : uiSchema), [editing, uiSchema]);
  return (
    <Form
      // A new key per item resets RJSF's own error state when another item is opened.
      key={editor.current?.id ?? 'new'}
      className="rjsf kind-form"
      idPrefix={kind.id}
      schema={schema as never}
      uiSchema={ui as never}
      formData={editor.formData}
      validator={validator}
      widgets={CONSOLE_WIDGETS}
      templates={templates}
      transformErrors={transformErrors}
      extraErrors={editor.extraErrors}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      disabled={editor.busy}
      onChange={(e) => editor.setFormData((e.formData ?? {}) as Record<string, unknown>)}
      onSubmit={() => void editor.save()}
      onError={(errors: RJSFValidationError[]) => console.debug('form invalid', errors.length)}
    >
      <div className="form-footer">
        <button type="submit" className="btn btn--primary" disabled={editor.busy}>
          {editor.busy ? t('editor.saving') : t('editor.save')}
        </button>
      </div>
    </Form>
  );
}
