import type { JsonSchema } from '../../core/jsonSchema.ts';

/** The schema title of the field a JSON pointer ends at (`/pages/4/latitude` → `Latitude`); its key when untitled or unknown. */
export function fieldTitle(schema: JsonSchema | undefined, pointer: string): string {
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: JsonSchema | undefined = schema;
  let last = '';
  for (const part of parts) {
    if (/^\d+$/.test(part)) {
      node = node?.items;
      continue;
    }
    last = part;
    node = node?.properties?.[part];
  }
  return (typeof node?.title === 'string' && node.title.trim()) || last || pointer;
}

/**
 * Where in an item a zone sits, for a finding's sentence: the field's title, after the zone's own label
 * when that differs from the item's title (a page of an item with pages: `The fjord pier › Latitude`).
 */
export function zoneFieldName(schema: JsonSchema | undefined, pointer: string, zoneLabel: string | undefined, itemTitle: string): string {
  const field = fieldTitle(schema, pointer);
  return zoneLabel && zoneLabel !== itemTitle ? `${zoneLabel} › ${field}` : field;
}
