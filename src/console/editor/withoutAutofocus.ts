import type { UiSchema } from '../../core/jsonSchema.ts';

/** A copy of a UI schema with every `ui:autofocus` removed (recursively). */
export function withoutAutofocus(ui: UiSchema): UiSchema {
  const out: UiSchema = {};
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:autofocus') continue;
    out[key] = value && typeof value === 'object' && !Array.isArray(value) ? withoutAutofocus(value as UiSchema) : value;
  }
  return out;
}
