import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import type { JsonSchema } from '../../core/jsonSchema.ts';

/** A field error as the server sends it in a 400 answer (API contract). */
export interface ServerFieldError {
  field: string;
  message: string;
}

/** Splits "a.b", "/a/b", "a[0].b" or ".a" into path segments. */
function segments(path: string): string[] {
  return path.replace(/\[(\d+)\]/g, '.$1').split(/[./]/).filter(Boolean);
}

/** Turns server `errors[]` into an RJSF error schema, so each message sits next to its field. */
export function toErrorSchema(errors: readonly ServerFieldError[]): ErrorSchema {
  const root: Record<string, any> = {};
  for (const { field, message } of errors) {
    let node = root;
    for (const seg of segments(field || '')) node = node[seg] ??= {};
    (node.__errors ??= []).push(message);
  }
  return root as ErrorSchema;
}

/** The (translated) title of the field at an error's property path, else its key. */
export function fieldTitle(schema: JsonSchema, property: string | undefined): string {
  let node: JsonSchema | undefined = schema;
  let last = '';
  for (const seg of segments(property ?? '')) {
    last = seg;
    node = /^\d+$/.test(seg) ? node?.items : node?.properties?.[seg];
  }
  return node?.title || last;
}

/** Keywords the catalogue words itself; other ajv messages pass through unchanged. */
const MESSAGE_IDS: Record<string, string> = {
  required: 'form.error.required',
  minLength: 'form.error.minLength',
  maxLength: 'form.error.maxLength',
  format: 'form.error.format',
  pattern: 'form.error.pattern',
};

/** Builds RJSF's transformErrors: ajv wording replaced by catalogue messages in the UI language. */
export function makeTransformErrors(schema: JsonSchema, t: (id: string, values?: Record<string, string | number>) => string) {
  // ajv adds an `if` error ('must match "then" schema') beside the then-branch's own errors; it names
  // no field, so RJSF would show it at the top of the form, and the field errors already say it all.
  return (errors: RJSFValidationError[]): RJSFValidationError[] => errors.filter((error) => error.name !== 'if').map((error) => {
    const id = error.name ? MESSAGE_IDS[error.name] : undefined;
    if (!id) return error;
    const params = (error.params ?? {}) as { limit?: number; format?: string };
    const message = t(id, { field: fieldTitle(schema, error.property), limit: params.limit ?? 0, format: params.format ?? '' });
    return { ...error, message, stack: message };
  });
}
