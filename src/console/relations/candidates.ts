import { kindVariant, type ResolvedKind } from '../../core/defineKind.ts';
import type { ItemState } from '../../core/lifecycle.ts';

/** An item of some kind as pickers show it: id, its kind's list item and its state. */
export interface Candidate {
  id: number;
  kind: string;
  title: string;
  ingress?: string;
  thumbnail?: string;
  state: ItemState;
}

/** The key of an item among items of several kinds (`story:3` is not `form:3`). */
export const candidateKey = (kind: string, id: number | string): string => `${kind}:${id}`;

const STATES: readonly ItemState[] = ['active', 'published', 'unpublished', 'archived'];

/** The state a wire item carries (its `state`, else its lifecycle flags, else the group it came in). */
export function stateOf(item: Record<string, unknown>, fallback: ItemState = 'active'): ItemState {
  if (STATES.includes(item.state as ItemState)) return item.state as ItemState;
  if (item.is_archived === true) return 'archived';
  if (item.is_published === true) return 'published';
  return fallback;
}

/**
 * A wire item of `kind` as a candidate, titled by the kind's own `toListItem` — of the shape the item
 * was written in (an older station is named by its navn, a newer one by its title).
 */
export function toCandidate(kind: ResolvedKind, item: Record<string, unknown>, fallback?: ItemState): Candidate {
  let view: { title?: string; ingress?: string; thumbnail?: string } = {};
  try {
    const variant = typeof item.variant === 'string' && kind.variants?.[item.variant] ? kindVariant(kind, item.variant) : kind;
    view = variant.list.toListItem(item);
  } catch {
    // A half-filled record must not break a picker; it shows as untitled.
  }
  return {
    id: Number(item.id),
    kind: kind.id,
    title: typeof view.title === 'string' ? view.title : '',
    ingress: view.ingress || undefined,
    thumbnail: view.thumbnail || undefined,
    state: stateOf(item, fallback),
  };
}

/** The order groups are listed in: what visitors see first, archived last. */
export const GROUP_ORDER: readonly ItemState[] = ['published', 'active', 'unpublished', 'archived'];

/** The answer of `GET /groups/{x}`: items by state. */
export interface GroupsAnswer {
  data?: { groups?: Partial<Record<ItemState, Record<string, unknown>[]>> };
}

/** Flattens a groups answer into candidates, published first and archived last. */
export function candidatesOf(kind: ResolvedKind, answer: GroupsAnswer): Candidate[] {
  const groups = answer.data?.groups ?? {};
  const out: Candidate[] = [];
  for (const state of GROUP_ORDER) for (const item of groups[state] ?? []) out.push(toCandidate(kind, item, state));
  return out;
}
