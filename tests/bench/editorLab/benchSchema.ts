import type { JsonSchema } from '../../../src/core/jsonSchema.ts';

/** The bench form: `fields` string fields plus an array of `rows` objects (200 fields + 500 items). */
export function benchSchema(fields = 200, rows = 500): { schema: JsonSchema; data: Record<string, unknown> } {
  const properties: Record<string, JsonSchema> = {};
  const data: Record<string, unknown> = {};
  for (let i = 0; i < fields; i++) {
    properties[`f${i}`] = { type: 'string', title: `Field ${i}`, maxLength: 500 };
    data[`f${i}`] = `Value ${i}`;
  }
  properties.rows = {
    type: 'array', title: 'Rows',
    items: { type: 'object', properties: { label: { type: 'string', title: 'Label' }, note: { type: 'string', title: 'Note' } } },
  };
  data.rows = Array.from({ length: rows }, (_, i) => ({ label: `Row ${i}`, note: `Note ${i}` }));
  return { schema: { type: 'object', required: ['f0'], properties } as JsonSchema, data };
}
