import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';

/** Looks a message up; undefined when the catalogue has no such id. */
export type Lookup = (id: string) => string | undefined;

/** The keywords whose failure message a kind may word per field. */
export const MESSAGE_KEYWORDS = ['required', 'minLength', 'maxLength', 'minimum', 'maximum', 'pattern', 'format', 'type', 'minItems', 'maxItems'] as const;

/**
 * Returns copies of a kind's schemas with field titles and help taken from the catalogue
 * (`field.<kind>.<path>` and `field.<kind>.<path>.help`) where present, and per-field failure
 * messages (`field.<kind>.<path>.required`, … as the `x-messages` annotation), so forms follow the UI language.
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
    // An enum's choices by value (`field.question.type.yes_no`: "Yes / no"); a choice that is a kind id
    // (the kind of a listing's entry) is named by that kind's own item label unless the field words it.
    if (Array.isArray(child.enum)) {
      const names = child.enum.map((v) => lookup(`${id}.${String(v)}`) ?? lookup(`kind.${String(v)}.item`));
      if (names.every(Boolean)) childUi['ui:enumNames'] = names as string[];
    }
    // A kind may word a keyword's failure for one field (`field.story.name.required`: "Name is required").
    const words = Object.fromEntries(MESSAGE_KEYWORDS.flatMap((k) => { const m = lookup(`${id}.${k}`); return m ? [[k, m]] : []; }));
    if (Object.keys(words).length) child['x-messages'] = words;
    walk(child, childUi, id, lookup);
    // What one child of a list is called ("Page" → "Página 1"), as the rows and the translation list name it.
    const noun = child.items ? lookup(`${id}.item`) : undefined;
    if (noun) child.items!.title = noun;
    if (child.items) walk(child.items, ((childUi.items ??= {}) as UiSchema), id, lookup);
  }
}
