import type { JsonSchema } from './jsonSchema.ts';
import { sameJson } from './stableJson.ts';

/** One difference between two documents of a kind, at a field path the editor can label (fieldPathLabel). */
export interface FieldChange {
  /** `title`, `pages/12/text` (a keyed child by its x-key value), `answers` (an unkeyed array is one leaf). */
  path: string;
  change: 'added' | 'removed' | 'changed';
  /** Absent when added. */
  before?: unknown;
  /** Absent when removed. */
  after?: unknown;
}

type Doc = Record<string, unknown>;

const isObject = (v: unknown): v is Doc => !!v && typeof v === 'object' && !Array.isArray(v);

// A form that never touched a field and one that cleared it store different things; an author sees no change.
const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || (isObject(v) && Object.keys(v).length === 0);

/** A local `#/definitions/…` reference followed from the root; shared files' references stay leaves. */
function resolve(root: JsonSchema, node: JsonSchema | undefined): JsonSchema | undefined {
  const ref = node?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) target = isObject(target) ? target[part] : undefined;
  return isObject(target) ? { ...(target as JsonSchema), ...node, $ref: undefined } : node;
}

/** Property names in schema order, then keys only the documents have, each once. */
function keysOf(schema: JsonSchema | undefined, before: Doc, after: Doc): string[] {
  return [...new Set([...Object.keys(schema?.properties ?? {}), ...Object.keys(before), ...Object.keys(after)])];
}

function diffValue(root: JsonSchema, node: JsonSchema | undefined, path: string, before: unknown, after: unknown, out: FieldChange[]): void {
  const b = isEmpty(before) ? undefined : before;
  const a = isEmpty(after) ? undefined : after;
  if (b === undefined && a === undefined) return;
  if (b === undefined) return void out.push({ path, change: 'added', after: a });
  if (a === undefined) return void out.push({ path, change: 'removed', before: b });
  if (sameJson(b, a)) return;
  const schema = resolve(root, node);
  if (schema?.properties && isObject(b) && isObject(a)) return diffObject(root, schema, `${path}/`, b, a, out);
  const key = schema?.['x-key'];
  if (schema && typeof key === 'string' && Array.isArray(b) && Array.isArray(a) && diffKeyed(root, schema, key, path, b, a, out)) return;
  out.push({ path, change: 'changed', before: b, after: a });
}

function diffObject(root: JsonSchema, schema: JsonSchema | undefined, prefix: string, before: Doc, after: Doc, out: FieldChange[]): void {
  for (const key of keysOf(schema, before, after)) diffValue(root, schema?.properties?.[key], `${prefix}${key}`, before[key], after[key], out);
}

/** Children matched by their key; false when a child has no key or a key repeats on one side (then the array compares whole). */
function diffKeyed(root: JsonSchema, schema: JsonSchema, key: string, path: string, before: unknown[], after: unknown[], out: FieldChange[]): boolean {
  const keyOf = (child: unknown) => (isObject(child) && (typeof child[key] === 'string' || typeof child[key] === 'number') ? String(child[key]) : undefined);
  const beforeKeys = before.map(keyOf);
  const afterKeys = after.map(keyOf);
  if ([...beforeKeys, ...afterKeys].some((k) => k === undefined)) return false;
  // A repeated key would match one child and hide its twin's change.
  if (new Set(beforeKeys).size !== beforeKeys.length || new Set(afterKeys).size !== afterKeys.length) return false;
  const beforeBy = new Map(before.map((c, i) => [beforeKeys[i]!, c]));
  const afterBy = new Map(after.map((c, i) => [afterKeys[i]!, c]));
  const kept = (keys: (string | undefined)[], other: Map<string, unknown>) => keys.filter((k) => other.has(k!)).join('\u0000');
  if (kept(beforeKeys, afterBy) !== kept(afterKeys, beforeBy)) {
    out.push({ path, change: 'changed', before: before.map((c) => (c as Doc)[key]), after: after.map((c) => (c as Doc)[key]) });
  }
  for (const k of new Set([...beforeKeys, ...afterKeys] as string[])) {
    diffValue(root, schema.items, `${path}/${k}`, beforeBy.get(k), afterBy.get(k), out);
  }
  return true;
}

/** The differences, in schema property order (then any extra keys), recursing into objects and keyed arrays. */
export function diffDocuments(schema: JsonSchema, before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const out: FieldChange[] = [];
  diffObject(schema, schema, '', before ?? {}, after ?? {}, out);
  return out;
}

/** The top-level field names the changes touch, once each, in order (`pages/12/text` → `pages`). */
export function changedFields(changes: readonly FieldChange[]): string[] {
  return [...new Set(changes.map((c) => c.path.split('/')[0]!))];
}
