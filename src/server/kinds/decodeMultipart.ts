import type { KindRecord, MultipartFields } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { HttpError } from '../errors/httpError.ts';

/** Deepest bracket nesting a field name may have (`a[0][b][1][c]` is 4). */
const MAX_DEPTH = 8;
// Names that would reach Object.prototype through an assignment.
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** `pages[2][page_title]` → `['pages', '2', 'page_title']`; `games[]` → `['games', '']`. */
function keyPath(key: string): string[] {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  const path = m ? [m[1], ...[...m[2].matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1])] : [key];
  if (path.length > MAX_DEPTH + 1) throw new HttpError(400, `The field name "${key.slice(0, 80)}" nests deeper than ${MAX_DEPTH} levels.`);
  if (path.some((p) => FORBIDDEN.has(p))) throw new HttpError(400, `The field name "${key.slice(0, 80)}" is not allowed.`);
  return path;
}

const isContainer = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const clash = (key: string) => new HttpError(400, `The field "${key.slice(0, 80)}" is sent both as a value and as a group of fields.`);

/**
 * The default multipart codec: bracket names (`pages[0][title]`, `ids[]`) become nested objects and
 * arrays, the way HTML forms and PHP-style APIs send them. Array indices are ordered by number.
 */
export function nestFields(fields: MultipartFields): KindRecord {
  // Null-prototype objects throughout: a field name can never reach Object.prototype.
  const root: Record<string, unknown> = Object.create(null);
  for (const [key, raw] of Object.entries(fields)) {
    const values = Array.isArray(raw) ? raw : [raw];
    const path = keyPath(key);
    // `name[]`: a list under the parent key.
    const list = path[path.length - 1] === '';
    const steps = list ? path.slice(0, -1) : path;
    let at = root;
    for (const part of steps.slice(0, -1)) {
      const next = Object.hasOwn(at, part) ? at[part] : (at[part] = Object.create(null));
      if (!isContainer(next)) throw clash(key);
      at = next;
    }
    const last = steps[steps.length - 1];
    if (Object.hasOwn(at, last)) throw clash(key);
    at[last] = list ? values : values.length === 1 ? values[0] : values;
  }
  return toArrays(root) as KindRecord;
}

/** Objects whose keys are all indices become arrays in index order. */
function toArrays(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(toArrays);
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length && keys.every((k) => /^\d{1,4}$/.test(k))) return keys.sort((a, b) => Number(a) - Number(b)).map((k) => toArrays(o[k]));
  return Object.fromEntries(keys.map((k) => [k, toArrays(o[k])]));
}

function typesOf(schema: JsonSchema | undefined): string[] {
  const t = schema?.type;
  return Array.isArray(t) ? t : t ? [t] : [];
}

/**
 * Text fields read as the schema says: numbers and integers from digits, booleans from 1/0 and
 * true/false (SPEC §3: the older station sends is_need_close_to_beacon as 1/0), an empty text for a
 * non-text field as "not given". Anything that does not parse stays text, so the schema names the field.
 */
export function coerceToSchema(value: unknown, schema: JsonSchema | undefined): unknown {
  const types = typesOf(schema);
  if (Array.isArray(value)) return types.includes('array') || !types.length ? value.map((v) => coerceToSchema(v, schema?.items)) : value;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(o).flatMap(([k, v]) => {
      const c = coerceToSchema(v, schema?.properties?.[k]);
      return c === undefined ? [] : [[k, c]];
    }));
  }
  if (typeof value !== 'string' || types.includes('string') || !types.length) return value;
  const text = value.trim();
  if (text === '') return undefined;
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (types.includes('boolean')) {
    if (text === '1' || text === 'true') return true;
    if (text === '0' || text === 'false') return false;
  }
  return value;
}
