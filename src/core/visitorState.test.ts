import { describe, expect, it } from 'vitest';
import { itemState } from './lifecycle.ts';
import { changedLanguages, hasPublishStep, hasUnpublishedChanges, linkPlacement, reviewStep, seenThrough, shownState, visitorState } from './visitorState.ts';
import { isLive } from '../server/delivery/deliverItems.ts';
import type { ResolvedKind } from './defineKind.ts';

const FLAGS = [false, true].flatMap((is_published) => [false, true].flatMap((is_archived) => [false, true].map((was_published) => ({ is_published, is_archived, was_published }))));

describe('visitorState', () => {
  it('maps every wire state to draft, published or archived', () => {
    expect(['active', 'unpublished', 'published', 'archived'].map((s) => visitorState(s))).toEqual(['draft', 'draft', 'published', 'archived']);
    // Flags alone (a row without `state`) and nothing at all.
    expect(visitorState({ is_published: true, is_archived: false })).toBe('published');
    expect(visitorState({ is_published: true, is_archived: true })).toBe('archived');
    expect(visitorState({ is_published: false })).toBe('draft');
    expect(visitorState(undefined)).toBe('draft');
  });

  it('reads a not-archived item of a kind without a publish step as published: visitors get it', () => {
    expect(['active', 'unpublished', 'published', 'archived'].map((s) => visitorState(s, false))).toEqual(['published', 'published', 'published', 'archived']);
    expect(hasPublishStep({ api: { actions: ['delete', 'restore', 'destroy'] } })).toBe(false);
    expect(hasPublishStep({ api: { actions: ['publish', 'un-publish', 'delete'] } })).toBe(true);
  });

  it('says "published" exactly for the items the delivery API hands to visitors', () => {
    for (const actions of [['publish', 'un-publish', 'delete', 'restore', 'destroy'], ['delete', 'restore', 'destroy']]) {
      const kind = { api: { actions } } as unknown as ResolvedKind;
      for (const flags of FLAGS) {
        expect(visitorState(itemState(flags), hasPublishStep(kind)) === 'published', JSON.stringify({ actions, flags })).toBe(isLive(kind, flags));
      }
    }
  });
});

describe('linkPlacement and seenThrough', () => {
  it('gives a link its own words: a new or un-published link is hidden, a published one listed', () => {
    expect(['active', 'unpublished', 'published', 'archived'].map((s) => linkPlacement(s))).toEqual(['hidden', 'hidden', 'listed', 'archived']);
    expect(linkPlacement({ is_published: true, is_archived: false })).toBe('listed');
  });

  it('shows a linked item to visitors only when the link is listed and the item published', () => {
    // The case that matters most: a link never published next to a published item is not seen.
    expect(seenThrough('active', 'published')).toBe(false);
    expect(seenThrough('published', 'published')).toBe(true);
    expect(seenThrough('published', 'active')).toBe(false);
    expect(seenThrough('published', 'active', false)).toBe(true);
    expect(seenThrough('archived', 'published')).toBe(false);
    expect(seenThrough('published', 'archived')).toBe(false);
  });
});

describe('shownState: a draft in review', () => {
  const submitted = { state: 'submitted', comment: null, by: { id: 2, name: 'Ann' }, at: '2026-01-01T00:00:00Z' };
  const returned = { ...submitted, state: 'returned', comment: 'Fix the title' };

  it('shows a draft under review as "review", a returned one as "returned", a draft without review as draft', () => {
    expect(shownState({ state: 'active', review: submitted })).toBe('review');
    expect(shownState({ state: 'unpublished', review: returned })).toBe('returned');
    expect(shownState({ state: 'active', review: null })).toBe('draft');
    expect(reviewStep({ state: 'active', review: returned })).toBe('returned');
  });

  it('never shows a published or archived item as in review, nor an item of a kind without a publish step', () => {
    expect(shownState({ state: 'published', review: submitted })).toBe('published');
    expect(shownState({ state: 'archived', review: returned })).toBe('archived');
    expect(shownState({ state: 'active', review: submitted }, false)).toBe('published');
    expect(reviewStep({ state: 'published', review: submitted })).toBeUndefined();
    // A bare wire state carries no review.
    expect(shownState('active')).toBe('draft');
  });
});

describe('shownState: a published item with changes not published yet', () => {
  const submitted = { state: 'submitted', comment: null, by: { id: 2, name: 'Ann' }, at: '2026-01-01T00:00:00Z' };
  const live = { state: 'published', has_changes: true, changed_languages: ['en', 'es'] };

  it('shows a published item whose working copy differs as "changes", submitted changes as "changes-review"', () => {
    expect(shownState(live)).toBe('changes');
    expect(shownState({ ...live, review: submitted })).toBe('changes-review');
    // Returned changes are still changes not published; the return's comment shows above the form.
    expect(shownState({ ...live, review: { ...submitted, state: 'returned' } })).toBe('changes');
    expect(reviewStep({ ...live, review: { ...submitted, state: 'returned' } })).toBe('returned');
    expect(changedLanguages(live)).toEqual(['en', 'es']);
  });

  it('reads a published item without changes, a draft and an archived one as before, whatever their flags say', () => {
    expect(shownState({ state: 'published', has_changes: false, review: submitted })).toBe('published');
    expect(reviewStep({ state: 'published', has_changes: false, review: submitted })).toBeUndefined();
    // Only a live item has a published version to differ from.
    expect(hasUnpublishedChanges({ state: 'active', has_changes: true })).toBe(false);
    expect(hasUnpublishedChanges({ state: 'archived', has_changes: true })).toBe(false);
    expect(hasUnpublishedChanges(live, false)).toBe(false);
    expect(shownState({ state: 'active', has_changes: true, review: submitted })).toBe('review');
    expect(changedLanguages('published')).toEqual([]);
  });
});
