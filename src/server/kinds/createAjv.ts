import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The server's ajv: strict about schemas, drops properties the schema does not name (so unknown
 * fields are never stored), reports every error so the console can mark each field.
 */
export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, removeAdditional: 'all', useDefaults: true, strict: false });
  addFormats.default ? addFormats.default(ajv) : (addFormats as unknown as (a: Ajv) => void)(ajv);
  return ajv;
}
