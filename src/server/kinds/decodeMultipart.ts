import type { KindRecord, MultipartFields } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';

/** `pages[2][page_title]` → `['pages', '2', 'page_title']`; `games[]` → `['games', '']`. */
function keyPath(key: string): string[] {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!m) return [key];
  return [m[1], ...[...m[2].matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1])];
}

/**
 * The default multipart codec: bracket names (`pages[0][title]`, `ids[]`) become nested objects and
 * arrays, the way HTML forms and PHP-style APIs send them. Array indices are ordered by number.
 */
export function nestFields(fields: MultipartFields): KindRecord {
  const root: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(fields)) {
    const values = Array.isArray(raw) ? raw : [raw];
    const path = keyPath(key);
    let at: Record<string, unknown> = root;
    for (let i = 0; i < path.length - 1; i++) {
      const part = path[i];
      at[part] ??= {};
      at = at[part] as Record<string, unknown>;
    }
    const last = path[path.length - 1];
    if (last === '' ) {
      // `name[]`: a list under the parent key.
      const parentPath = path.slice(0, -1);
      let parent: Record<string, unknown> = root;
      for (let i = 0; i < parentPath.length - 1; i++) parent = parent[parentPath[i]] as Record<string, unknown>;
      parent[parentPath[parentPath.length - 1]] = values;
    } else {
      at[last] = values.length === 1 && !key.endsWith('[]') ? values[0] : values;
    }
  }
  return toArrays(root) as KindRecord;
}

/** Objects whose keys are all indices become arrays in index order. */
function toArrays(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(toArrays);
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length && keys.every((k) => /^\d+$/.test(k))) return keys.sort((a, b) => Number(a) - Number(b)).map((k) => toArrays(o[k]));
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
