// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Grant } from '../../core/roles.ts';
import type { WireLink, WireOwnerLink } from '../../core/relations.ts';
import { renderInConsole, testRegistry, testRegistryWith, type Call } from './consoleTest.testUtil.tsx';
import { InverseRelationsPanel } from './InverseRelationsPanel.tsx';
import { RelationsPanel } from './RelationsPanel.tsx';

afterEach(cleanup);

const stop = (id: number, position: number, title: string): WireLink => ({
  id, owner_id: 5, target_id: id + 100, target_kind: 'tk_venue', position, state: 'published',
  is_published: true, is_archived: false, target: { id: id + 100, title, state: 'published' },
});
const stops = [stop(11, 0, 'Museum'), stop(12, 1, 'Harbour')];
const answer = (call: Call): unknown => {
  if (call.path === '/tk_tour/5/links/stops') return { data: { links: stops } };
  throw new Error(`unexpected ${call.method} ${call.path}`);
};

/** tk_tour's stops (ordered, with a link lifecycle) as `grant` sees them: the row's buttons and whether rows drag. */
async function stopsAs(grant: Grant) {
  renderInConsole(<RelationsPanel kind={testRegistry().get('tk_tour')} ownerId={5} />, answer, testRegistry(), { grant });
  const section = await screen.findByRole('region', { name: 'Stops' });
  const rows = await waitFor(() => { const r = within(section).getAllByRole('listitem'); expect(r).toHaveLength(2); return r; });
  const seen = {
    buttons: within(rows[0]).queryAllByRole('button').map((b) => b.getAttribute('aria-label')),
    draggable: rows[0].getAttribute('draggable'),
    add: within(section).queryByRole('combobox', { name: 'Add to Stops' }) !== null,
  };
  cleanup();
  return seen;
}

describe('the relations panel mirrors the role', () => {
  it('gives an editor add, remove, the link’s lifecycle and its order', async () => {
    expect(await stopsAs({ role: 'editor' })).toEqual({
      buttons: ['Unpublish “Museum”', 'Archive “Museum”', 'Move “Museum” up', 'Move “Museum” down', 'Remove “Museum”'],
      draggable: 'true', add: true,
    });
  });
  it('gives an author add and remove, not the link’s lifecycle or order', async () => {
    expect(await stopsAs({ role: 'author' })).toEqual({ buttons: ['Remove “Museum”'], draggable: 'false', add: true });
  });
  it('gives a viewer, a translator and an author limited to another kind the links alone', async () => {
    const none = { buttons: [], draggable: 'false', add: false };
    expect(await stopsAs({ role: 'viewer' })).toEqual(none);
    expect(await stopsAs({ role: 'translator' })).toEqual(none);
    expect(await stopsAs({ role: 'editor', kinds: ['tk_venue'] })).toEqual(none);
  });
});

describe('the inverse panel asks about the owner kind', () => {
  const link: WireOwnerLink = { id: 31, state: 'active', owner: { id: 5, title: 'Harbour tour', state: 'published' } } as WireOwnerLink;
  const programme = { target: 'tk_venue', ordered: true, lifecycle: true, label: 'kind.tk_tour.stops', inverse: { label: 'kind.tk_tour.tab' } } as const;
  async function buttonsAs(grant: Grant) {
    const registry = testRegistryWith({ programme });
    renderInConsole(<InverseRelationsPanel kind={registry.get('tk_venue')} itemId={7} />, (call) => {
      if (call.path === '/tk_tour/links/programme/of/7') return { data: { links: [link] } };
      throw new Error(`unexpected ${call.method} ${call.path}`);
    }, registry, { grant });
    const row = within(await screen.findByRole('list', { name: 'Tours' })).getByRole('listitem');
    const seen = [within(row).queryAllByRole('button').map((b) => b.textContent), screen.queryByRole('combobox', { name: 'Add to Tours' }) !== null];
    cleanup();
    return seen;
  }
  it('offers an editor publish and unlink, an author of tours unlink, an author of venues only nothing', async () => {
    expect(await buttonsAs({ role: 'editor' })).toEqual([['Publish', 'Archive', 'Unlink'], true]);
    expect(await buttonsAs({ role: 'author', kinds: ['tk_tour'] })).toEqual([['Unlink'], true]);
    expect(await buttonsAs({ role: 'author', kinds: ['tk_venue'] })).toEqual([[], false]);
  });
});
