/** JSON with object keys sorted and undefined dropped, so two equal documents give the same string (core's copy, for server and console alike). */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.keys(v).sort().filter((k) => v[k] !== undefined).map((k) => [k, v[k]]))
    : v));
}

/** Deep equality of two JSON values (order of keys ignored). */
export const sameJson = (a: unknown, b: unknown): boolean => stableJson(a) === stableJson(b);
