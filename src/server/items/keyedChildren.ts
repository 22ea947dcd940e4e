import type { KindRecord } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { fieldName, valuesAt, type KeyedSpec, type SchemaAnnotations, type SchemaPath } from '../../core/schemaAnnotations.ts';
import type { SayMessage } from '../../core/validationMessage.ts';
import { invalidFields, type FieldError } from '../kinds/createKindValidator.ts';

/** Hands out `n` fresh child keys (the `child_keys` sequence: unique within every company). */
export type FreshKeys = (n: number) => Promise<number[]>;

const MAX_NEW_KEYS = 10_000;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const isKey = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';
const samePath = (a: SchemaPath, b: SchemaPath) => a.length === b.length && a.every((p, i) => p === b[i]);

/** The sub-schema a path reaches through `properties` and `items` (`*`). */
function schemaAt(schema: JsonSchema | undefined, path: SchemaPath): JsonSchema | undefined {
  let s = schema;
  for (const part of path) s = part === '*' ? (Array.isArray(s?.items) ? undefined : s?.items) : s?.properties?.[part];
  return s;
}

/** Whether the keyed array's key property is a string (else keys are integers, the sequence's own type). */
export function stringKeys(schema: JsonSchema, spec: KeyedSpec): boolean {
  const t = schemaAt(schema, [...spec.path, '*', spec.key])?.type;
  return t === 'string' || (Array.isArray(t) && t.includes('string') && !t.includes('integer') && !t.includes('number'));
}

/** Sets the value at a concrete location found by `valuesAt`. */
export function setAt(doc: unknown, at: readonly (string | number)[], value: unknown) {
  let parent = doc as Obj;
  for (const part of at.slice(0, -1)) parent = parent[part as string] as Obj;
  parent[at[at.length - 1] as string] = value;
}

/** The value at a concrete location, or undefined. */
export function getAt(doc: unknown, at: readonly (string | number)[]): unknown {
  let v = doc;
  for (const part of at) v = v && typeof v === 'object' ? (v as Obj)[part as string] : undefined;
  return v;
}

/**
 * Gives every child of every keyed array (`x-key`) a stable key, returning a new document. A child
 * keeps its key only when the stored item had it in the same array and no earlier child of this save
 * claimed it; any other key (none, a console temp key, a duplicate, one copied from another item) is
 * replaced by a fresh one, and sibling pointers (`x-sibling`) that named the replaced key follow it —
 * so a console can add a page and point at it in the same save.
 */
export async function assignChildKeys(input: KindRecord, stored: KindRecord | undefined, schema: JsonSchema, ann: SchemaAnnotations, fresh: FreshKeys): Promise<KindRecord> {
  if (!ann.keyed.length) return input;
  const doc = structuredClone(input);
  for (const spec of ann.keyed) {
    const allowed = new Set(stored ? valuesAt(stored, [...spec.path, '*', spec.key]).map((f) => f.value) : []);
    const kept = new Set<unknown>();
    const replace: { child: Obj; old: unknown }[] = [];
    for (const { value } of valuesAt(doc, spec.path)) {
      if (!Array.isArray(value)) continue; // the schema names it
      for (const child of value) {
        if (!isObj(child)) continue;
        const key = child[spec.key];
        if (isKey(key) && allowed.has(key) && !kept.has(key)) kept.add(key);
        else replace.push({ child, old: key });
      }
    }
    if (!replace.length) continue;
    // The body limit already bounds this; the cap keeps one save from draining the key sequence.
    if (replace.length > MAX_NEW_KEYS) throw invalidFields([{ field: spec.path.join('.'), message: `has more than ${MAX_NEW_KEYS} new entries` }]);
    const asString = stringKeys(schema, spec);
    const keys = await fresh(replace.length);
    const remap = new Map<unknown, string | number>();
    replace.forEach(({ child, old }, i) => {
      const key = asString ? String(keys[i]) : keys[i];
      child[spec.key] = key;
      // A pointer to a kept key means the child that kept it; the first child with a temp key wins its pointers.
      if (isKey(old) && !kept.has(old) && !remap.has(old)) remap.set(old, key);
    });
    for (const sib of ann.siblings) {
      if (!samePath(sib.arrayPath, spec.path)) continue;
      for (const f of valuesAt(doc, sib.path)) if (remap.has(f.value)) setAt(doc, f.at, remap.get(f.value));
    }
  }
  return doc;
}

/** The key property of the keyed array a sibling pointer selects from (undefined when the array is not keyed). */
export function siblingKey(ann: SchemaAnnotations, arrayPath: SchemaPath): string | undefined {
  return ann.keyed.find((k) => samePath(k.path, arrayPath))?.key;
}

/** The child (of the array the pointer selects from) that holds a pointer found at `at`, when it sits inside that array. */
function holder(doc: unknown, arrayPath: SchemaPath, at: readonly (string | number)[]): Obj | undefined {
  if (at.length <= arrayPath.length + 1 || !arrayPath.every((p, i) => p === at[i])) return undefined;
  const child = getAt(doc, at.slice(0, arrayPath.length + 1));
  return isObj(child) ? child : undefined;
}

/** How a sibling pointer's location reads to an author: the field by its label, the child holding it by position and title. */
export type NameAt = (at: readonly (string | number)[]) => { field: string; child?: string };

/**
 * Every sibling pointer that names a key not in its array, or (with `notSelf`) its own child, as a
 * sentence (`api.refused.pointsNowhere` …) that names the field and its child as `name` reads them.
 */
export function siblingErrors(doc: KindRecord, ann: SchemaAnnotations, name: NameAt, say: SayMessage): FieldError[] {
  const errors: FieldError[] = [];
  const push = (at: readonly (string | number)[], id: string) => {
    const values = name(at);
    const messageId = values.child === undefined ? `${id}.top` : id;
    errors.push({ field: fieldName(at), message: say(messageId, values), messageId, values });
  };
  for (const sib of ann.siblings) {
    const key = siblingKey(ann, sib.arrayPath);
    if (!key) continue; // the registry refuses such a schema at start-up
    const keys = new Set(valuesAt(doc, [...sib.arrayPath, '*', key]).map((f) => f.value));
    for (const f of valuesAt(doc, sib.path)) {
      if (!keys.has(f.value)) push(f.at, 'api.refused.pointsNowhere');
      else if (sib.notSelf && holder(doc, sib.arrayPath, f.at)?.[key] === f.value) push(f.at, 'api.refused.pointsToItself');
    }
  }
  return errors;
}

/** The pointers (as dotted fields) that name the child with `key` in the array, other than the child's own. */
export function pointersTo(doc: KindRecord, ann: SchemaAnnotations, arrayPath: SchemaPath, key: unknown): string[] {
  const keyProp = siblingKey(ann, arrayPath);
  const out: string[] = [];
  for (const sib of ann.siblings) {
    if (!samePath(sib.arrayPath, arrayPath)) continue;
    for (const f of valuesAt(doc, sib.path)) {
      if (f.value !== key) continue;
      if (keyProp && holder(doc, arrayPath, f.at)?.[keyProp] === key) continue;
      out.push(fieldName(f.at));
    }
  }
  return out;
}
