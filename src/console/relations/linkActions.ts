import type { ItemState } from '../../core/lifecycle.ts';
import type { LinkAction } from '../../core/relations.ts';

const STATES: readonly string[] = ['active', 'published', 'unpublished', 'archived'];

/** A state as the wire sends it, read as a lifecycle state (anything unknown counts as active). */
export const asItemState = (s: string | undefined): ItemState => (STATES.includes(s ?? '') ? (s as ItemState) : 'active');

/** The link lifecycle actions a link in this state offers (shared by the owner's panel and the target's "used in"). */
export function linkActions(state: ItemState): LinkAction[] {
  if (state === 'archived') return ['un-archive'];
  return [state === 'published' ? 'un-publish' : 'publish', 'archive'];
}
