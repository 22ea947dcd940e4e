import { fieldPathParts, keyedChildNames } from '../../core/fieldPathLabel.ts';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * A pointer as the form titles it (the schema is already localized): "Title", and through a keyed
 * child "Page 2 · Arrival › Title" (its position in `doc`, its own title), so a row says which page.
 */
export function fieldLabel(kindId: string, schema: JsonSchema, uiSchema: UiSchema | undefined, pointer: string, doc: unknown): string {
  const path = pointer.split('/').slice(1).map(unescape).join('/');
  if (!path) return '';
  const children = keyedChildNames(schema, uiSchema as Record<string, unknown> | undefined, doc, [path]);
  return fieldPathParts(kindId, schema, path, () => undefined, children).join(' › ');
}

/** The distinct labels of several pointers, in their order (two pointers in one field name it once). */
export function fieldLabels(kindId: string, schema: JsonSchema, uiSchema: UiSchema | undefined, pointers: readonly string[], doc: unknown): string[] {
  return [...new Set(pointers.map((p) => fieldLabel(kindId, schema, uiSchema, p, doc)).filter(Boolean))];
}
