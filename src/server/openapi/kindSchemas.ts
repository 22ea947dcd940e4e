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

/** The component name of a kind's slim list item (`GET /{x}?slim=1`). */
export const slimName = (kindId: string): string => `${kindId}.slim`;

/** The component name of a kind's item as the delivery API sends it. */
export const deliveredName = (kindId: string): string => `${kindId}.delivered`;

/**
 * A kind's slim list item: only the document fields its list shows (`list.fields`; all of them when
 * it names none), none of them required — the slim list sends what the item has — plus the lifecycle
 * columns. `component` is the kind's component as kindSchemaComponent made it (references resolve into it).
 */
export function slimItemComponent(kindId: string, component: JsonObject, fields: readonly string[] | undefined): JsonObject {
  const properties = (component.properties ?? {}) as Record<string, unknown>;
  const names = fields ? fields.filter((f) => f in properties) : Object.keys(properties);
  // No default either: generators read a default as "always present", and a slim item may lack the field.
  const picked = Object.fromEntries(names.map((f) => {
    const { default: _default, ...rest } = properties[f] as JsonObject;
    return [f, rest];
  }));
  return {
    description: `A \`${kindId}\` item as \`slim=1\` lists it: ${fields ? `the fields ${fields.map((f) => `\`${f}\``).join(', ')} where the item has them` : 'its document'} and the lifecycle columns.`,
    allOf: [{ type: 'object', properties: picked }, { $ref: '#/components/schemas/Item' }],
  };
}

/**
 * A kind's item as the delivery API sends it: the client's document of the kind (in the answer's
 * language), its id, kind and last change, the live targets of its relations and what its references
 * point at (one level, any kind).
 */
export function deliveredItemComponent(kindId: string): JsonObject {
  const anyDelivered = { $ref: '#/components/schemas/DeliveredItem' };
  return {
    allOf: [{ $ref: `#/components/schemas/${kindId}` }, {
      type: 'object',
      required: ['id', 'kind', 'updated_at', 'images'],
      properties: {
        id: { type: 'integer' }, kind: { type: 'string', const: kindId }, updated_at: { type: 'string', format: 'date-time' },
        images: {
          type: 'object',
          description: 'Each image field of the item that names a stored picture, by the field\'s JSON pointer ("/pages/0/picture"), '
            + 'with what `srcset` needs. Empty when the item has none; a name that is not a stored picture of the company has no entry.',
          additionalProperties: { $ref: '#/components/schemas/DeliveredImage' },
        },
        relations: { type: 'object', description: 'Per relation, its live targets in link order.', additionalProperties: { type: 'array', items: anyDelivered } },
        included: { type: 'object', description: 'The live items the references point at, by `<kind>/<id>`.', additionalProperties: anyDelivered },
      },
    }],
  };
}

/** Any delivered item: one of the kinds' delivered shapes, told apart by `kind`. */
export function deliveredUnion(kindIds: readonly string[]): JsonObject {
  return {
    description: 'A published item in the requested language: one kind\'s delivered shape, told apart by `kind`.',
    oneOf: kindIds.map((id) => ({ $ref: `#/components/schemas/${deliveredName(id)}` })),
    discriminator: { propertyName: 'kind', mapping: Object.fromEntries(kindIds.map((id) => [id, `#/components/schemas/${deliveredName(id)}`])) },
  };
}
