import type { JsonSchema } from '../../../core/jsonSchema.ts';
import { capitaliseKey } from '../../routes/tabTitle.ts';

/** Looks a message up; undefined when the catalogue has no such id. */
export type Lookup = (id: string) => string | undefined;

const isArray = (node: JsonSchema | undefined) =>
  !!node && (node.type === 'array' || (Array.isArray(node.type) && node.type.includes('array')) || (!node.properties && !!node.items));

/**
 * The readable parts of a translatable field's path (`pages/12/text` → Pages, 12, Page Text): each
 * property by the kind's field title (`field.<kind>.pages.text`, the ids the form uses), else its
 * schema title, else the capitalised name. A keyed child keeps its key; an unkeyed one (addressed by
 * index) shows its position from 1, as an author counts.
 */
export function fieldPathParts(kindId: string, schema: JsonSchema, path: string, lookup: Lookup): string[] {
  const parts: string[] = [];
  const ids: string[] = [];
  let node: JsonSchema | undefined = schema;
  for (const segment of path.split('/')) {
    if (isArray(node)) {
      const index = Number(segment);
      parts.push(!node!['x-key'] && Number.isInteger(index) ? String(index + 1) : segment);
      node = node!.items;
      continue;
    }
    const child: JsonSchema | undefined = node?.properties?.[segment];
    ids.push(segment);
    parts.push(lookup(`field.${kindId}.${ids.join('.')}`) ?? child?.title ?? capitaliseKey(segment));
    node = child;
  }
  return parts;
}

/** Paths with the fields of one child together (`pages/3/…` before `pages/4/…`), in the order each child first appears. */
export function groupByParent(paths: readonly string[]): string[] {
  const parent = (p: string) => p.slice(0, Math.max(0, p.lastIndexOf('/')));
  const firstSeen = new Map<string, number>();
  paths.forEach((p, i) => { if (!firstSeen.has(parent(p))) firstSeen.set(parent(p), i); });
  return paths.map((p, i) => ({ p, i })).sort((a, b) => firstSeen.get(parent(a.p))! - firstSeen.get(parent(b.p))! || a.i - b.i).map(({ p }) => p);
}
