/** An id order with the id at `from` moved to index `to` (clamped to the list). */
export function movedIds(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, id);
  return next;
}

/**
 * The items in `order`; items `order` does not name (created or loaded since) follow in their own
 * order, ids no longer among the items are skipped.
 */
export function arranged<T extends { id: number }>(items: readonly T[], order: readonly number[]): T[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const out: T[] = [];
  for (const id of order) {
    const item = byId.get(id);
    if (item) { out.push(item); byId.delete(id); }
  }
  for (const item of items) if (byId.has(item.id)) out.push(item);
  return out;
}
