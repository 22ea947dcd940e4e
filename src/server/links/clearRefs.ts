import type { KindRecord } from '../../core/defineKind.ts';

type Container = Record<string, unknown> | unknown[];

const isIndex = (s: string) => /^\d+$/.test(s);

// Segment-wise, numbers as numbers, descending: within one list the highest index goes first, so
// removing it does not move the others still to be removed.
function descending(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    if (isIndex(a[i]) && isIndex(b[i])) return Number(b[i]) - Number(a[i]);
    return a[i] < b[i] ? 1 : -1;
  }
  return b.length - a.length;
}

function containerAt(doc: unknown, segs: readonly string[]): Container | undefined {
  let v: unknown = doc;
  for (const s of segs) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[s] : undefined;
  return v && typeof v === 'object' ? (v as Container) : undefined;
}

/**
 * Removes reference values from a copy of a document by their dotted field paths (`sponsor_id`,
 * `slots.2`): a property is deleted, an element of a list of references is spliced out. `rename`
 * maps any other field path of the original document to where it sits now (undefined: removed),
 * so the owner's remaining link rows can follow the shifted list elements.
 */
export function removeRefValues(input: KindRecord, fields: readonly string[]): { doc: KindRecord; rename(field: string): string | undefined } {
  const doc = structuredClone(input);
  const splices: { prefix: string[]; index: number }[] = [];
  for (const segs of fields.map((f) => f.split('.')).sort(descending)) {
    const parent = containerAt(doc, segs.slice(0, -1));
    const last = segs[segs.length - 1];
    if (Array.isArray(parent) && isIndex(last)) {
      if (Number(last) >= parent.length) continue;
      parent.splice(Number(last), 1);
      splices.push({ prefix: segs.slice(0, -1), index: Number(last) });
    } else if (parent && !Array.isArray(parent)) {
      delete parent[last];
    }
  }
  const rename = (field: string): string | undefined => {
    if (fields.includes(field)) return undefined;
    let segs = field.split('.');
    for (const { prefix, index } of splices) {
      const at = prefix.length;
      if (segs.length <= at || !prefix.every((p, i) => segs[i] === p) || !isIndex(segs[at])) continue;
      const n = Number(segs[at]);
      if (n === index) return undefined;
      if (n > index) segs = [...segs.slice(0, at), String(n - 1), ...segs.slice(at + 1)];
    }
    return segs.join('.');
  };
  return { doc, rename };
}
