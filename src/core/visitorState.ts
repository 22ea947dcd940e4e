/**
 * The one vocabulary of state every screen shows (list badges, editor header, Info's counts, relations,
 * "Used in", History, the schedule) and the delivery API documents. It says what visitors can see:
 *
 * - `draft`: visitors do not see it. New, or un-published again (the wire's `active` and `unpublished`:
 *   both are SPEC §4 lifecycle steps, not something a visitor could tell apart).
 * - `published`: visitors see it. A kind without a publish step (no `publish` action) has every item not
 *   archived out for visitors, so those read as published.
 * - `archived`: put away (SPEC §4 "delete"); visitors do not see it until it is restored.
 *
 * A link with its own lifecycle (an event's programme: SPEC §7's "as event" calls) adds where the linked
 * item shows, in words of its own so that they never read as the item's state:
 *
 * - `listed`: the link is published: visitors see the item there whenever the item itself is published.
 * - `hidden`: the link is new or un-published: visitors do not see the item there.
 * - `archived`: the link is archived: visitors do not see the item there.
 *
 * Visitors see a linked item in its owner only when the link is listed and the item published (`seenThrough`),
 * exactly as the delivery API answers.
 *
 * A draft may be at a step of the review, which screens show in the draft's place (`shownState`):
 *
 * - `review`: submitted by its author, waiting for an editor; visitors do not see it.
 * - `returned`: sent back to its author (with a comment); visitors do not see it.
 *
 * A published item may have changes not published yet (its working copy differs from what visitors get):
 *
 * - `changes`: published; the team's changes wait for a publish ("Published · changes not published yet").
 * - `changes-review`: those changes were submitted by their author and wait for an editor.
 *
 * Only a draft, or a published item's changes, can be in review: publishing ends the review, and an
 * archived item is put away; a published item without changes has nothing to review.
 */
export type VisitorState = 'draft' | 'published' | 'archived';

/** The visitor states in the order screens list them: what visitors see first. */
export const VISITOR_STATES: readonly VisitorState[] = ['published', 'draft', 'archived'];

/** A link's own contribution to what visitors see (relations with `lifecycle`). */
export type LinkPlacement = 'listed' | 'hidden' | 'archived';

/** The lifecycle fields an item or a link carries on the wire; the wire's `state` alone will do. */
export interface LifecycleFields {
  state?: unknown;
  is_published?: unknown;
  is_archived?: unknown;
  /** The review step: null or `{ state: 'submitted' | 'returned', … }`. */
  review?: unknown;
  /** A live item's working copy differs from its published version (in any language). */
  has_changes?: unknown;
  /** The content languages whose working copy differs (the base language's code for the base document). */
  changed_languages?: unknown;
}

/** A review step an item can be at, as the wire's `review.state` says it. */
export type ReviewStep = 'submitted' | 'returned';

/** What a screen shows of an item: what visitors see, for a draft the review step it is at, for a published item its changes. */
export type ShownState = VisitorState | 'review' | 'returned' | 'changes' | 'changes-review';

// The wire state of a string or of an item's fields: its `state`, else its flags (a row read straight from the database).
function wireState(of: LifecycleFields | string | undefined | null): string {
  if (typeof of === 'string') return of;
  if (!of) return 'active';
  if (typeof of.state === 'string') return of.state;
  if (of.is_archived === true) return 'archived';
  return of.is_published === true ? 'published' : 'active';
}

/** Whether a kind has a publish step; without one, every item not archived is out for visitors. */
export const hasPublishStep = (kind: { api: { actions: readonly string[] } }): boolean => kind.api.actions.includes('publish');

/** What visitors see of an item: its wire `state` (or lifecycle flags) in the one vocabulary above. */
export function visitorState(item: LifecycleFields | string | undefined | null, publishable = true): VisitorState {
  const state = wireState(item);
  if (state === 'archived') return 'archived';
  if (state === 'published' || !publishable) return 'published';
  return 'draft';
}

/** What a link with its own lifecycle adds: listed (published), hidden (new or un-published) or archived. */
export function linkPlacement(link: LifecycleFields | string | undefined | null): LinkPlacement {
  const state = wireState(link);
  if (state === 'archived') return 'archived';
  return state === 'published' ? 'listed' : 'hidden';
}

/** Whether visitors see a linked item in its owner: the link listed and the item published. */
export function seenThrough(link: LifecycleFields | string | undefined | null, item: LifecycleFields | string | undefined | null, publishable = true): boolean {
  return linkPlacement(link) === 'listed' && visitorState(item, publishable) === 'published';
}

/** Whether visitors get an older version than the team's: a published item whose working copy has changes. */
export function hasUnpublishedChanges(item: LifecycleFields | string | undefined | null, publishable = true): boolean {
  if (!item || typeof item === 'string' || !publishable) return false;
  return visitorState(item, publishable) === 'published' && item.has_changes === true;
}

/** The languages whose working copy differs from what visitors get, as the wire names them (codes); [] when none. */
export function changedLanguages(item: LifecycleFields | string | undefined | null): string[] {
  if (!item || typeof item === 'string' || !Array.isArray(item.changed_languages)) return [];
  return item.changed_languages.filter((c): c is string => typeof c === 'string');
}

/**
 * The review step an item is at, if any: a draft, or a published item's changes (publishing ends a
 * review; an archived item is put away; a published item without changes has nothing under review).
 */
export function reviewStep(item: LifecycleFields | string | undefined | null, publishable = true): ReviewStep | undefined {
  if (!item || typeof item === 'string') return undefined;
  if (visitorState(item, publishable) !== 'draft' && !hasUnpublishedChanges(item, publishable)) return undefined;
  const step = (item.review as { state?: unknown } | null | undefined)?.state;
  return step === 'submitted' || step === 'returned' ? step : undefined;
}

/**
 * The one word a screen shows for an item: its visitor state, a draft's review step in the draft's place,
 * a published item's changes (submitted ones as in review; returned ones stay changes, their comment shows above the form).
 */
export function shownState(item: LifecycleFields | string | undefined | null, publishable = true): ShownState {
  const step = reviewStep(item, publishable);
  if (hasUnpublishedChanges(item, publishable)) return step === 'submitted' ? 'changes-review' : 'changes';
  if (step === 'submitted') return 'review';
  return step ?? visitorState(item, publishable);
}
