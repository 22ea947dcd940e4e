import beacon from '../../schemas/_shared/beacon.json';
import coordinates from '../../schemas/_shared/coordinates.json';
import media from '../../schemas/_shared/media.json';
import type { JsonSchema } from './jsonSchema.ts';

/** The definitions of `schemas/_shared/`, by file name: rules several kinds share (SPEC §5/§9), written once. */
export const SHARED_SCHEMAS: Readonly<Record<string, JsonSchema>> = Object.freeze({
  'beacon.json': beacon as JsonSchema,
  'coordinates.json': coordinates as JsonSchema,
  'media.json': media as JsonSchema,
});

const SHARED_REF = /^(?:\.\/|\.\.\/)*_shared\/([a-z0-9_-]+\.json)#\/(.+)$/;

function resolvePointer(root: JsonSchema, pointer: string, ref: string): JsonSchema {
  let at: unknown = root;
  for (const part of pointer.split('/')) {
    at = (at as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (!at || typeof at !== 'object') throw new Error(`$ref "${ref}" points at nothing`);
  return at as JsonSchema;
}

/**
 * A copy of the schema with every `{"$ref": "_shared/<file>.json#/definitions/<name>", …}` replaced by
 * the shared definition, the referring object's other keywords (a title, a tighter limit) winning. RJSF
 * resolves only local refs, and one inlined schema is what both the form and ajv then read.
 */
export function inlineSharedRefs<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(inlineSharedRefs) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const obj = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = k === '$ref' ? v : inlineSharedRefs(v);
  const ref = obj.$ref;
  if (typeof ref !== 'string') return out as T;
  const m = SHARED_REF.exec(ref);
  if (!m) return out as T;
  const file = SHARED_SCHEMAS[m[1]];
  if (!file) throw new Error(`$ref "${ref}": there is no schemas/_shared/${m[1]}`);
  const target = inlineSharedRefs(resolvePointer(file, m[2], ref));
  delete out.$ref;
  return { ...structuredClone(target), ...out } as T;
}
