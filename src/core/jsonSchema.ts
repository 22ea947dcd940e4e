/** A JSON Schema (draft-07) object, loosely typed: schemas are data loaded from `schemas/`. */
export type JsonSchema = {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  definitions?: Record<string, JsonSchema>;
  [keyword: string]: unknown;
};

/** An RJSF UI schema: field keys mapping to `ui:*` options, nested like the schema. */
export type UiSchema = { [key: string]: unknown };
