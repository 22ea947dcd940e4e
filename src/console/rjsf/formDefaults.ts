import { getDefaultFormState } from '@rjsf/utils';
import { formValidator as validator } from './formValidator.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';

type Doc = Record<string, unknown>;

/**
 * The document with the schema's defaults filled in, exactly as RJSF fills them when the form mounts
 * (same function, same validator). The editor loads this, so RJSF filling in `"default": false` is no
 * edit: a new or opened item is not "unsaved" before the user touches it, whether or not the kind has `defaults()`.
 */
export function withFormDefaults(schema: JsonSchema, doc: Doc): Doc {
  const filled = getDefaultFormState(validator, schema as never, doc, schema as never);
  return filled && typeof filled === 'object' && !Array.isArray(filled) ? (filled as Doc) : doc;
}
