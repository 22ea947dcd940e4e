import { describe, expect, it } from 'vitest';
import { itemState } from './lifecycle.ts';
import { hasPublishStep, linkPlacement, seenThrough, visitorState } from './visitorState.ts';
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
    // The row: a link never published next to a published item is not seen.
    expect(seenThrough('active', 'published')).toBe(false);
    expect(seenThrough('published', 'published')).toBe(true);
    expect(seenThrough('published', 'active')).toBe(false);
    expect(seenThrough('published', 'active', false)).toBe(true);
    expect(seenThrough('archived', 'published')).toBe(false);
    expect(seenThrough('published', 'archived')).toBe(false);
  });
});
