import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';

/** Looks a message up; undefined when the catalogue has no such id. */
export type Lookup = (id: string) => string | undefined;

/**
 * Returns copies of a kind's schemas with field titles and help taken from the catalogue
 * (`field.<kind>.<path>` and `field.<kind>.<path>.help`) where present, so forms follow the UI language.
 * The root title is dropped: the editor header already names the kind.
 */
export function localizeSchema(kindId: string, schema: JsonSchema, uiSchema: UiSchema, lookup: Lookup): { schema: JsonSchema; uiSchema: UiSchema } {
  const s = structuredClone(schema);
  const ui = structuredClone(uiSchema);
  delete s.title;
  walk(s, ui, `field.${kindId}`, lookup);
  return { schema: s, uiSchema: ui };
}

function walk(schema: JsonSchema, ui: UiSchema, prefix: string, lookup: Lookup): void {
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const id = `${prefix}.${key}`;
    const childUi = (ui[key] ??= {}) as UiSchema;
    const title = lookup(id);
    if (title) child.title = title;
    const help = lookup(`${id}.help`);
    if (help) childUi['ui:help'] = help;
    walk(child, childUi, id, lookup);
    if (child.items) walk(child.items, ((childUi.items ??= {}) as UiSchema), id, lookup);
  }
}
