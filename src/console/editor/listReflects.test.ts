import { describe, expect, it } from 'vitest';
import type { LiveAction, LiveItemEvent } from '../live/createLiveClient.ts';
import { listReflects } from './listReflects.ts';
import type { WireItem } from '../model/wireItem.ts';

const item = (id: number, version: number): WireItem => ({ id, version, state: 'active', is_published: false, is_archived: false });
const event = (id: number, action: LiveAction, version: number | null = 3): LiveItemEvent => ({ kind: 'trip', id, version, action, by: { id: 9, name: 'Eva' }, at: '2026-11-27T18:00:00.000Z' });
const LIST = [item(1, 3), item(2, 5)];
const BASE = { includeArchived: false, translated: false };

describe('listReflects: which live events a list already shows (no reload)', () => {
  it('skips the echo of a save the list already has, and reloads for a newer version or an item it lacks', () => {
    expect(listReflects(LIST, event(1, 'updated', 3), BASE)).toBe(true);
    expect(listReflects(LIST, event(1, 'updated', 2), BASE)).toBe(true);
    expect(listReflects(LIST, event(1, 'updated', 4), BASE)).toBe(false);
    expect(listReflects(LIST, event(7, 'created', 1), BASE)).toBe(false);
    expect(listReflects(LIST, event(1, 'published', null), BASE)).toBe(false);
  });

  it('reloads for a destroy of a listed item only, and for an archive it does not show yet', () => {
    expect(listReflects(LIST, event(2, 'destroyed', 5), BASE)).toBe(false);
    expect(listReflects(LIST, event(7, 'destroyed', 5), BASE)).toBe(true);
    expect(listReflects(LIST, event(7, 'archived', 5), BASE)).toBe(true);
    expect(listReflects(LIST, event(7, 'archived', 5), { ...BASE, includeArchived: true })).toBe(false);
  });

  it('always reloads for a reorder (the order has no version), never for a link, and for a translation only in a language list', () => {
    expect(listReflects(LIST, event(1, 'reordered', 3), BASE)).toBe(false);
    expect(listReflects(LIST, event(1, 'linked', 3), BASE)).toBe(true);
    expect(listReflects(LIST, event(1, 'unlinked', 3), BASE)).toBe(true);
    expect(listReflects(LIST, event(1, 'translated', 3), BASE)).toBe(true);
    expect(listReflects(LIST, event(1, 'translated', 3), { ...BASE, translated: true })).toBe(false);
  });

  it('reloads for a translation of a published item: its badge names the languages with changes not published yet', () => {
    const live: WireItem = { ...item(1, 3), state: 'published', is_published: true, has_changes: false, changed_languages: [] };
    expect(listReflects([live], event(1, 'translated', 3), BASE)).toBe(false);
    expect(listReflects([live], event(1, 'discarded', 4), BASE)).toBe(false);
    expect(listReflects([live], event(1, 'discarded', 3), BASE)).toBe(true);
  });
});
