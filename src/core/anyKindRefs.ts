import type { JsonSchema } from './jsonSchema.ts';

/** `x-ref` kind that stands for every kind of the registry but the owner (a listing's entries may be of any kind). */
export const ANY_KIND = '*';

/**
 * A copy of the schema in which every `"x-ref": { "kind": "*", "kindField": "kind", "except": [...] }`
 * names the kinds of this registry (in the given order, without the owner and the `except` ones; an
 * `except` naming a kind that is not installed is simply nothing to leave out), and its `kindField`
 * sibling offers exactly those as its enum. So a kind that can point at any kind keeps working when a
 * kind is added or removed, and everything after the registry sees plain lists.
 */
export function expandAnyKindRefs(schema: JsonSchema, kindIds: readonly string[], owner: string): JsonSchema {
  const walk = (s: JsonSchema): JsonSchema => {
    if (!s || typeof s !== 'object') return s;
    let out = s;
    if (s.properties) {
      const props: Record<string, JsonSchema> = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, walk(v)]));
      for (const [key, prop] of Object.entries(props)) {
        const ref = prop['x-ref'] as { kind?: unknown; kindField?: string; except?: string[] } | undefined;
        if (!ref || ref.kind !== ANY_KIND) continue;
        const kinds = kindIds.filter((id) => id !== owner && !(ref.except ?? []).includes(id));
        const { except: _except, ...rest } = ref;
        props[key] = { ...prop, 'x-ref': { ...rest, kind: kinds } };
        if (ref.kindField && props[ref.kindField]) props[ref.kindField] = { ...props[ref.kindField], enum: kinds };
      }
      out = { ...out, properties: props };
    }
    if (s.items && typeof s.items === 'object' && !Array.isArray(s.items)) out = { ...out, items: walk(s.items as JsonSchema) };
    return out;
  };
  return walk(schema);
}
