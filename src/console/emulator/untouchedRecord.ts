import type { JsonSchema } from '../../core/jsonSchema.ts';
import { deepEqual } from './deepEqual.ts';

/** Nothing a visitor could read: no value, blank text, or an empty list or object (all the way down). */
function blank(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.every(blank);
  // Plain objects only: a chosen file (a Blob) is content even though it has no own keys.
  if (typeof v === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(v))) return Object.values(v as object).every(blank);
  return false;
}

/**
 * Whether a new item's record holds nothing the author gave it: every value is blank or the value
 * the item started with (the kind's `rules.defaults`, a property's schema `default`). Such a record
 * previews as the empty state, the same for every kind, instead of showing only what defaults draw
 * (a counter's "0 / 1", a share's platform buttons) or a blank screen.
 */
export function untouchedRecord(record: Readonly<Record<string, unknown>>, defaults: Readonly<Record<string, unknown>> = {}, schema?: JsonSchema): boolean {
  const props = (schema?.properties ?? {}) as Record<string, JsonSchema | boolean>;
  return Object.entries(record).every(([key, value]) => {
    if (blank(value)) return true;
    if (Object.hasOwn(defaults, key) && deepEqual(value, defaults[key])) return true;
    const prop = props[key];
    return typeof prop === 'object' && prop !== null && Object.hasOwn(prop, 'default') && deepEqual(value, prop.default);
  });
}
