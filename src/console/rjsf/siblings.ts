import type { JsonSchema } from '../../core/jsonSchema.ts';
import { schemaAnnotations, valuesAt, type SchemaAnnotations, type SchemaPath, type SiblingSpec } from '../../core/schemaAnnotations.ts';

/** A concrete location in a document (`['pages', 2, 'next']`). */
export type Location = readonly (string | number)[];

/** A document as the form holds it. */
export type Doc = Record<string, unknown>;

const annotationCache = new WeakMap<object, SchemaAnnotations>();

/** The annotations of a schema, found once per schema object (forms keep their schema object stable). */
export function annotationsOf(schema: JsonSchema): SchemaAnnotations {
  let found = annotationCache.get(schema);
  if (!found) { found = schemaAnnotations(schema); annotationCache.set(schema, found); }
  return found;
}

/** The sub-schema a schema path reaches (`*` steps into `items`), or undefined. */
export function schemaAt(schema: JsonSchema | undefined, path: SchemaPath): JsonSchema | undefined {
  let s = schema;
  for (const part of path) {
    if (!s) return undefined;
    s = part === '*' ? s.items : s.properties?.[part];
  }
  return s;
}

/** The value at a concrete location, or undefined. */
export function valueAt(doc: unknown, at: Location): unknown {
  let v = doc;
  for (const part of at) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[part];
  }
  return v;
}

/** A copy of `doc` with `value` at `at` (objects and arrays along the way are copied, the rest shared). */
export function setAt<T>(doc: T, at: Location, value: unknown): T {
  if (at.length === 0) return value as T;
  const [head, ...rest] = at;
  const base = (doc ?? (typeof head === 'number' ? [] : {})) as Record<string | number, unknown> | unknown[];
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string | number, unknown>;
  copy[head] = setAt(copy[head], rest, value);
  return copy as T;
}

/** A copy of `doc` without the property at `at` (objects and arrays along the way are copied). */
export function omitAt<T>(doc: T, at: Location): T {
  if (at.length === 0 || doc === null || typeof doc !== 'object') return doc;
  const [head, ...rest] = at;
  const base = doc as Record<string | number, unknown>;
  if (!(head in base)) return doc;
  const copy = (Array.isArray(doc) ? [...doc] : { ...base }) as Record<string | number, unknown>;
  if (rest.length === 0) delete copy[head];
  else copy[head] = omitAt(copy[head], rest);
  return copy as T;
}

const samePath = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The key property of the keyed array at a (root) array path, when the array has `x-key`. */
export function keyPropOf(schema: JsonSchema, arrayPath: SchemaPath): string | undefined {
  return annotationsOf(schema).keyed.find((k) => samePath(k.path, arrayPath))?.key;
}

/** Whether the keys of an array's children are integers (else strings), from the key property's schema. */
export function integerKeys(schema: JsonSchema, arrayPath: SchemaPath, key: string): boolean {
  const t = schemaAt(schema, [...arrayPath, '*', key])?.type;
  return t === 'integer' || t === 'number';
}

/** Whether a value is usable as a key (a string or a whole number). */
export const isKey = (v: unknown): v is string | number => (typeof v === 'string' && v !== '') || (typeof v === 'number' && Number.isInteger(v));

/**
 * What a child is called in selects and warnings: its `title`, else its first non-empty string
 * property (in schema order, the key excluded), else undefined (the caller shows a numbered fallback).
 */
export function childTitle(child: unknown, itemSchema: JsonSchema | undefined, keyProp?: string): string | undefined {
  if (!child || typeof child !== 'object') return undefined;
  const c = child as Record<string, unknown>;
  if (typeof c.title === 'string' && c.title.trim()) return c.title.trim();
  const props = Object.entries(itemSchema?.properties ?? {});
  for (const [name, s] of props) {
    if (name === keyProp || s.type !== 'string') continue;
    const v = c[name];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return undefined;
}

/** One sibling a pointer may choose. */
export interface SiblingChoice {
  key: string | number;
  index: number;
  /** The child's title, or undefined when it has none (show a numbered fallback). */
  title?: string;
}

/** The children of the array an `x-sibling` names, as choices (children without a key yet are left out). */
export function siblingChoices(schema: JsonSchema, doc: unknown, arrayPath: SchemaPath): SiblingChoice[] {
  const keyProp = keyPropOf(schema, arrayPath);
  const list = valueAt(doc, arrayPath);
  if (!keyProp || !Array.isArray(list)) return [];
  const itemSchema = schemaAt(schema, [...arrayPath, '*']);
  const out: SiblingChoice[] = [];
  list.forEach((child, index) => {
    const key = (child as Record<string, unknown> | null)?.[keyProp];
    if (isKey(key)) out.push({ key, index, title: childTitle(child, itemSchema, keyProp) });
  });
  return out;
}

/** RJSF's id for a location: the id prefix and the path joined by the separator (as `toFieldPathId` builds it). */
export function fieldId(at: Location, opts: { idPrefix: string; idSeparator: string }): string {
  return [opts.idPrefix, ...at].join(opts.idSeparator);
}

/**
 * Every concrete location a schema path can reach in a document, present or not: `*` expands to the
 * indexes of the array found there, named steps are taken even when the property is missing.
 */
export function locationsOf(doc: unknown, path: SchemaPath): Location[] {
  let found: Location[] = [[]];
  for (const part of path) {
    const next: Location[] = [];
    for (const at of found) {
      if (part !== '*') { next.push([...at, part]); continue; }
      const list = valueAt(doc, at);
      if (Array.isArray(list)) list.forEach((_, i) => next.push([...at, i]));
    }
    found = next;
  }
  return found;
}

/** Where a widget with this RJSF id sits, among the locations of the given schema paths. */
export function locateWidget(id: string, paths: readonly SchemaPath[], doc: unknown, opts: { idPrefix: string; idSeparator: string }): Location | undefined {
  for (const path of paths) {
    for (const at of locationsOf(doc, path)) if (fieldId(at, opts) === id) return at;
  }
  return undefined;
}

/** The sibling specs whose pointers choose among the children of this (root) array. */
export function siblingSpecsOf(schema: JsonSchema, arrayPath: SchemaPath): SiblingSpec[] {
  return annotationsOf(schema).siblings.filter((s) => samePath(s.arrayPath, arrayPath));
}

/** A child that points at another: where it is, what it is called, and which field points. */
export interface Referrer {
  /** Location of the referring child (`['pages', 1]`). */
  at: Location;
  index: number;
  title?: string;
  /** The pointer field's title (schema title, else its property name). */
  field: string;
}

/**
 * The children that point at the child at `childAt` (`['pages', 2]`) through an `x-sibling` field,
 * the child itself excluded. Empty when the child has no key yet (nothing can point at it).
 */
export function referrersOf(schema: JsonSchema, doc: unknown, childAt: Location): Referrer[] {
  const index = childAt[childAt.length - 1];
  const arrayAt = childAt.slice(0, -1);
  if (typeof index !== 'number' || arrayAt.some((p) => typeof p !== 'string')) return [];
  const arrayPath = arrayAt as string[];
  const keyProp = keyPropOf(schema, arrayPath);
  const key = keyProp ? (valueAt(doc, childAt) as Record<string, unknown> | undefined)?.[keyProp] : undefined;
  if (!keyProp || !isKey(key)) return [];
  const out: Referrer[] = [];
  for (const spec of siblingSpecsOf(schema, arrayPath)) {
    const star = spec.path.lastIndexOf('*');
    if (star < 0) continue;
    const containerPath = spec.path.slice(0, star);
    const itemSchema = schemaAt(schema, [...containerPath, '*']);
    const fieldSchema = schemaAt(schema, spec.path);
    const field = fieldSchema?.title ?? spec.path[spec.path.length - 1];
    for (const { at, value } of valuesAt(doc, spec.path)) {
      if (value !== key) continue;
      const childOfReferrer = at.slice(0, star + 1);
      if (samePath(childOfReferrer, childAt)) continue;
      const referrerKeyProp = keyPropOf(schema, containerPath);
      out.push({
        at: childOfReferrer,
        index: childOfReferrer[star] as number,
        title: childTitle(valueAt(doc, childOfReferrer), itemSchema, referrerKeyProp),
        field,
      });
    }
  }
  return out;
}

const isChild = (v: unknown): v is object => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The document with a temporary key on every child of a keyed array that has none (or repeats an
 * earlier child's key, as a copied child does): a negative integer for integer keys, `new-<n>` for
 * string keys. The server swaps temporary keys for real ones and remaps the pointers to them.
 * Returns the same object when every child already has its own key.
 */
export function withTempKeys<T extends Doc>(schema: JsonSchema, doc: T): T {
  let out = doc;
  for (const spec of annotationsOf(schema).keyed) {
    const integer = integerKeys(schema, spec.path, spec.key);
    for (const { at, value } of valuesAt(out, spec.path)) {
      if (!Array.isArray(value)) continue;
      const keys = value.map((c) => (c && typeof c === 'object' ? (c as Record<string, unknown>)[spec.key] : undefined));
      const seen = new Set<unknown>();
      const needs: number[] = [];
      keys.forEach((k, i) => {
        if (!isKey(k) || seen.has(k)) needs.push(i);
        else seen.add(k);
      });
      if (!needs.some((i) => isChild(value[i]))) continue;
      let nextInt = Math.min(0, ...keys.filter((k): k is number => typeof k === 'number' && Number.isInteger(k))) - 1;
      let nextStr = 1 + Math.max(0, ...keys.map((k) => (typeof k === 'string' ? /^new-(\d+)$/.exec(k)?.[1] : undefined)).filter(Boolean).map(Number));
      const list = [...value];
      for (const i of needs) {
        const child = list[i];
        if (!isChild(child)) continue;
        const key = integer ? nextInt-- : `new-${nextStr++}`;
        list[i] = { ...(child as object), [spec.key]: key };
      }
      out = setAt(out, at, list);
    }
  }
  return out;
}

/** The keys of the children of a keyed array in a document. */
function keysIn(schema: JsonSchema, doc: unknown, arrayPath: SchemaPath): Set<string | number> {
  const keyProp = keyPropOf(schema, arrayPath);
  const list = valueAt(doc, arrayPath);
  const keys = new Set<string | number>();
  if (keyProp && Array.isArray(list)) {
    for (const c of list) {
      const k = (c as Record<string, unknown> | null)?.[keyProp];
      if (isKey(k)) keys.add(k);
    }
  }
  return keys;
}

/**
 * The document without the sibling pointers (`x-sibling`) whose target child this change removed:
 * the removal and the clearing are then one change (one undo step), and the save is never refused
 * for a dangling pointer. Pointers that dangled already before the change are left to the server.
 */
export function withoutRemovedTargets<T extends Doc>(schema: JsonSchema, next: T, prev: Doc | undefined): T {
  if (!prev) return next;
  let out = next;
  for (const spec of annotationsOf(schema).siblings) {
    const before = keysIn(schema, prev, spec.arrayPath);
    if (before.size === 0) continue;
    const now = keysIn(schema, next, spec.arrayPath);
    for (const { at, value } of valuesAt(next, spec.path)) {
      if (isKey(value) && !now.has(value) && before.has(value)) out = omitAt(out, at);
    }
  }
  return out;
}

/** What the console's form does to every change: temporary keys for new children, pointers to removed children cleared. */
export function tidyKeyedChildren<T extends Doc>(schema: JsonSchema, next: T, prev: Doc | undefined): T {
  return withTempKeys(schema, withoutRemovedTargets(schema, next, prev));
}
