import type { JsonSchema } from '../../core/jsonSchema.ts';
import type { JsonObject } from './openApiTypes.ts';

/** The dialect kinds' schemas are written in (what ajv and RJSF read); OpenAPI 3.1's default is 2020-12. */
export const KIND_SCHEMA_DIALECT = 'http://json-schema.org/draft-07/schema#';

/** A copy with every document-local `$ref` (`#/definitions/x`) pointing into the component it now lives in. */
function rewriteRefs(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, base));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) =>
    [k, k === '$ref' && typeof v === 'string' && v.startsWith('#') ? base + v.slice(1) : rewriteRefs(v, base)]));
}

/**
 * A kind's JSON Schema as a component of the document (`#/components/schemas/<name>`): the schema as
 * the client has it, annotations (`x-ref`, `x-key`, `x-localized`, …) kept, shared definitions already
 * inlined, local references rewritten to resolve from the document, and its dialect named.
 */
export function kindSchemaComponent(schema: JsonSchema, name: string): JsonObject {
  const out = rewriteRefs(schema, `#/components/schemas/${name}`) as JsonObject;
  return { $schema: KIND_SCHEMA_DIALECT, ...out };
}
