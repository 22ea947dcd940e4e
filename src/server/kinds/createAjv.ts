import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { Ajv, ValidateFunction } from 'ajv';
import type addFormatsType from 'ajv-formats';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { addAnnotationKeywords } from '../../core/schemaAnnotations.ts';
import { createSchemaCheck } from './createSchemaCheck.ts';

/**
 * The server's ajv: drops properties an object schema does not declare (so unknown fields are
 * never stored), reports every error so the console can mark each field. Only objects that
 * `closeObjects` marked are trimmed: ajv's 'all' mode would also trim inside if/then branches and
 * delete the very fields a conditional rule is about.
 */
export function createAjv(): Ajv {
  // ajv (CommonJS, ~100 files) is required on the first compile, not imported at start: a restart whose
  // schemas are unchanged never compiles one (createSchemaCheck), and validators compile on first use.
  const require = createRequire(import.meta.url);
  const { Ajv } = require('ajv') as typeof import('ajv');
  const addFormats = require('ajv-formats') as typeof addFormatsType;
  // strictSchema: an unknown keyword (a typo, an unregistered annotation) is a start-up error, not ignored.
  const ajv = new Ajv({ allErrors: true, removeAdditional: true, useDefaults: true, strict: false, strictSchema: true });
  addFormats.default ? addFormats.default(ajv) : (addFormats as unknown as (a: Ajv) => void)(ajv);
  return addAnnotationKeywords(ajv);
}

/**
 * A copy of the schema in which every object reachable through `properties`, `items` and
 * `definitions` (not through if/then/else or combinators) refuses undeclared keys.
 */
export function closeObjects(schema: JsonSchema): JsonSchema {
  const copy: JsonSchema = { ...schema };
  if (copy.properties) {
    copy.properties = Object.fromEntries(Object.entries(copy.properties).map(([k, v]) => [k, closeObjects(v)]));
    if (copy.additionalProperties === undefined) copy.additionalProperties = false;
  }
  if (copy.items && typeof copy.items === 'object' && !Array.isArray(copy.items)) copy.items = closeObjects(copy.items);
  if (copy.definitions) copy.definitions = Object.fromEntries(Object.entries(copy.definitions).map(([k, v]) => [k, closeObjects(v)]));
  return copy;
}

/**
 * A validator of `schemas/<file>`: checked at start-up (a broken file stops the server naming it; the check
 * is remembered while the file is unchanged) but compiled for use on first use, since each compile costs start time.
 */
export function lazySchemaValidator(rootDir: string, file: string): () => ValidateFunction {
  let schema: JsonSchema;
  try {
    schema = closeObjects(JSON.parse(readFileSync(join(rootDir, 'schemas', file), 'utf8')));
    const check = createSchemaCheck(rootDir, createAjv);
    check.compile(schema);
    check.save();
  } catch (err) {
    throw new Error(`schemas/${file}: ${(err as Error).message}`);
  }
  let validate: ValidateFunction | undefined;
  return () => (validate ??= createAjv().compile(schema));
}
