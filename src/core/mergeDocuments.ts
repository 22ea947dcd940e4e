import type { KindRecord } from './defineKind.ts';
import type { KeyedSpec, SchemaPath } from './schemaAnnotations.ts';
import { sameJson } from './stableJson.ts';

/**
 * One field both sides changed, as the 409 of a stale save names it. `path` is a JSON pointer in
 * which a child of a keyed array (story pages, questions) is named by its key, not its index
 * (`/pages/1234/title`), as translation paths are; `undefined` values (absent, removed) go out as null.
 */
export interface MergeConflict {
  path: string;
  yours: unknown;
  theirs: unknown;
  base: unknown;
  /** Set on a translation's conflict: the language whose text both changed. */
  language?: string;
}

/** A three-way merge's outcome: the merged document, the overlaps, and what each side changed (pointers). */
export interface MergeResult {
  merged: KindRecord;
  conflicts: MergeConflict[];
  /** The pointers where the caller's document differs from the base (a child's whole subtree counts once). */
  yours: string[];
  /** The pointers changed since the base by others. */
  theirs: string[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const isKey = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';
// JSON equality (server and console share this module): a property set to undefined is an absent one.
const same = sameJson;
const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The value at a pointer made by mergeDocuments (keyed children by key), or undefined. */
export function valueAtPointer(doc: unknown, pointer: string, keyed: readonly KeyedSpec[]): unknown {
  let node = doc;
  const sp: string[] = [];
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) {
      const spec = keyed.find((k) => samePath(k.path, sp));
      node = spec ? node.find((c) => isObj(c) && String(c[spec.key]) === part) : node[Number(part)];
      sp.push('*');
    } else {
      node = isObj(node) ? node[part] : undefined;
      sp.push(part);
    }
  }
  return node;
}

/**
 * A copy of `doc` with the value at a pointer made by mergeDocuments replaced (`undefined` removes it):
 * how a field-by-field choice puts one side's value back. A missing parent or child is left alone.
 */
export function withValueAtPointer<T>(doc: T, pointer: string, value: unknown, keyed: readonly KeyedSpec[]): T {
  const parts = pointer.split('/').slice(1).map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'));
  const put = (node: unknown, at: number, sp: string[]): unknown => {
    if (at === parts.length) return value;
    const part = parts[at]!;
    if (Array.isArray(node)) {
      const spec = keyed.find((k) => samePath(k.path, sp));
      const i = spec ? node.findIndex((c) => isObj(c) && String(c[spec.key]) === part) : Number(part);
      if (i < 0 || i >= node.length) return node;
      const copy = [...node];
      if (at === parts.length - 1 && value === undefined) copy.splice(i, 1);
      else copy[i] = put(node[i], at + 1, [...sp, '*']);
      return copy;
    }
    if (!isObj(node)) return node;
    const copy: Obj = { ...node };
    const next = put(node[part], at + 1, [...sp, part]);
    if (next === undefined) delete copy[part]; else copy[part] = next;
    return copy;
  };
  return put(doc, 0, []) as T;
}

const samePath = (a: SchemaPath, b: SchemaPath) => a.length === b.length && a.every((p, i) => p === b[i]);

/** The children of a keyed array by key, or undefined when one has no key or a key twice (then the array is one field). */
function byKey(list: unknown[], key: string): Map<string | number, unknown> | undefined {
  const out = new Map<string | number, unknown>();
  for (const child of list) {
    const k = isObj(child) ? child[key] : undefined;
    if (!isKey(k) || out.has(k)) return undefined;
    out.set(k, child);
  }
  return out;
}

/** The keys of `order` that `other` also has, in `order`'s order. */
const common = (order: (string | number)[], other: Set<string | number>) => order.filter((k) => other.has(k));

/**
 * Merges the caller's document (`yours`, made from `base`) into the stored one (`theirs`, which others
 * changed since `base`): each field takes the side that changed it; a field both changed to different
 * values is a conflict. Objects merge property by property; keyed arrays child by child by key (a child
 * one side added, removed or edited survives as that side left it) and their order takes the side that
 * reordered — a reorder overlaps only another, different reorder of the same array. Any other array or
 * value is one field. The documents are not changed.
 */
export function mergeDocuments(base: KindRecord, yours: KindRecord, theirs: KindRecord, keyed: readonly KeyedSpec[]): MergeResult {
  const out: MergeResult = { merged: {}, conflicts: [], yours: [], theirs: [] };
  const conflict = (path: string, y: unknown, t: unknown, b: unknown) =>
    out.conflicts.push({ path, yours: y ?? null, theirs: t ?? null, base: b ?? null });

  const merge = (b: unknown, y: unknown, t: unknown, sp: string[], ptr: string): unknown => {
    const yoursChanged = !same(y, b);
    const theirsChanged = !same(t, b);
    if (!yoursChanged) { if (theirsChanged) diff(b, t, sp, ptr, out.theirs); return t; }
    if (!theirsChanged || same(y, t)) { diff(b, y, sp, ptr, out.yours); return y; }
    if (isObj(b) && isObj(y) && isObj(t)) return mergeObject(b, y, t, sp, ptr);
    const spec = keyed.find((k) => samePath(k.path, sp));
    if (spec && Array.isArray(b) && Array.isArray(y) && Array.isArray(t)) {
      const kept = mergeKeyed(b, y, t, spec.key, sp, ptr);
      if (kept) return kept.list;
    }
    out.yours.push(ptr);
    out.theirs.push(ptr);
    conflict(ptr, y, t, b);
    return t;
  };

  // The finest pointers where `v` differs from `b`: properties, keyed children by key (and `ptr` itself for their order), else the value.
  const diff = (b: unknown, v: unknown, sp: string[], ptr: string, into: string[]): void => {
    if (same(b, v)) return;
    if (isObj(b) && isObj(v)) {
      for (const k of new Set([...Object.keys(b), ...Object.keys(v)])) diff(b[k], v[k], [...sp, k], `${ptr}/${escape(k)}`, into);
      return;
    }
    const spec = keyed.find((k) => samePath(k.path, sp));
    const [bm, vm] = spec && Array.isArray(b) && Array.isArray(v) ? [byKey(b, spec.key), byKey(v, spec.key)] : [];
    if (!bm || !vm) { into.push(ptr); return; }
    for (const k of new Set([...bm.keys(), ...vm.keys()])) diff(bm.get(k), vm.get(k), [...sp, '*'], `${ptr}/${escape(String(k))}`, into);
    if (!same(common([...bm.keys()], new Set(vm.keys())), common([...vm.keys()], new Set(bm.keys())))) into.push(ptr);
  };

  const mergeObject = (b: Obj, y: Obj, t: Obj, sp: string[], ptr: string): Obj => {
    const result: Obj = {};
    for (const k of new Set([...Object.keys(t), ...Object.keys(y), ...Object.keys(b)])) {
      const v = merge(b[k], y[k], t[k], [...sp, k], `${ptr}/${escape(k)}`);
      if (v !== undefined) result[k] = v;
    }
    return result;
  };

  const mergeKeyed = (b: unknown[], y: unknown[], t: unknown[], key: string, sp: string[], ptr: string) => {
    const [bm, ym, tm] = [byKey(b, key), byKey(y, key), byKey(t, key)];
    if (!bm || !ym || !tm) return undefined;
    const children = new Map<string | number, unknown>();
    for (const k of new Set([...tm.keys(), ...ym.keys(), ...bm.keys()])) {
      const v = merge(bm.get(k), ym.get(k), tm.get(k), [...sp, '*'], `${ptr}/${escape(String(k))}`);
      if (v !== undefined) children.set(k, v);
    }
    const [bo, yo, to] = [[...bm.keys()], [...ym.keys()], [...tm.keys()]];
    const reordered = (side: (string | number)[], sideKeys: Map<string | number, unknown>) =>
      !same(common(side, new Set(bm.keys())), common(bo, new Set(sideKeys.keys())));
    const [yr, tr] = [reordered(yo, ym), reordered(to, tm)];
    if (yr) out.yours.push(ptr);
    if (tr) out.theirs.push(ptr);
    if (yr && tr && !same(common(yo, new Set(tm.keys())), common(to, new Set(ym.keys())))) conflict(ptr, y, t, b);
    // The order of the side that reordered (else theirs); a child only the other side has goes after its predecessor there.
    const [lead, other] = yr ? [yo, to] : [to, yo];
    const order = lead.filter((k) => children.has(k));
    other.forEach((k, i) => {
      if (!children.has(k) || order.includes(k)) return;
      const before = other.slice(0, i).reverse().find((p) => order.includes(p));
      order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, k);
    });
    return { list: order.map((k) => children.get(k)) };
  };

  out.merged = mergeObject(base, yours, theirs, [], '') as KindRecord;
  return out;
}
