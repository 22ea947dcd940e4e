// The readable path lives in core: the server names fields in its sentences (zone findings) the same way.
export { fieldPathParts, type Lookup } from '../../../core/fieldPathLabel.ts';

/** Paths with the fields of one child together (`pages/3/…` before `pages/4/…`), in the order each child first appears. */
export function groupByParent(paths: readonly string[]): string[] {
  const parent = (p: string) => p.slice(0, Math.max(0, p.lastIndexOf('/')));
  const firstSeen = new Map<string, number>();
  paths.forEach((p, i) => { if (!firstSeen.has(parent(p))) firstSeen.set(parent(p), i); });
  return paths.map((p, i) => ({ p, i })).sort((a, b) => firstSeen.get(parent(a.p))! - firstSeen.get(parent(b.p))! || a.i - b.i).map(({ p }) => p);
}
