import type { JsonSchema, UiSchema } from './jsonSchema.ts';

/** Lists ui keys (as dotted paths) that name no property of the schema; `ui:*` options are skipped. */
export function unknownUiKeys(schema: JsonSchema, ui: UiSchema, path = ''): string[] {
  const missing: string[] = [];
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    const here = path ? `${path}.${key}` : key;
    const child = key === 'items' && schema.items ? schema.items : schema.properties?.[key];
    if (!child) { missing.push(here); continue; }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      missing.push(...unknownUiKeys(child, value as UiSchema, here));
    }
  }
  return missing;
}

/** Collects every string value of one `ui:*` option (e.g. `ui:widget`) anywhere in a UI schema. */
function uiOptionValues(ui: UiSchema, option: string): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(ui)) {
    if (key === option && typeof value === 'string') found.push(value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) found.push(...uiOptionValues(value as UiSchema, option));
  }
  return found;
}

/** Collects every `ui:widget` name used in a UI schema, so a registry can refuse unknown widgets. */
export const uiWidgets = (ui: UiSchema): string[] => uiOptionValues(ui, 'ui:widget');

/** Collects every `ui:field` name used in a UI schema, so a registry can refuse unknown custom fields. */
export const uiFields = (ui: UiSchema): string[] => uiOptionValues(ui, 'ui:field');
