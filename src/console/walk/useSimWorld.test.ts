// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { WireLink } from '../../core/relations.ts';
import { walkedLinks } from './useSimWorld.ts';

const link = (id: number, position: number, over: { state?: WireLink['state']; target?: string } = {}): WireLink => ({
  id, owner_id: 1, target_id: 100 + id, target_kind: 'tk_venue', position, state: over.state ?? 'active', is_published: false, is_archived: over.state === 'archived',
  target: { id: 100 + id, title: `Venue ${id}`, state: over.target ?? 'active' },
});

describe('the stops a simulated walk goes through', () => {
  it('are the links in order, without archived links and without links to archived items', () => {
    const links = [link(1, 3), link(2, 0), link(3, 1, { state: 'archived' }), link(4, 2, { target: 'archived' }), link(5, 4, { target: 'published' })];
    expect(walkedLinks(links).map((l) => l.id)).toEqual([2, 1, 5]);
  });
});
