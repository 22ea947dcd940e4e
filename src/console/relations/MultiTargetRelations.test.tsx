// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WireLink, WireOwnerLink } from '../../core/relations.ts';
import { renderInConsole, testRegistryWith, type Call } from './consoleTest.testUtil.tsx';
import { InverseRelationsPanel } from './InverseRelationsPanel.tsx';
import { RelationsPanel } from './RelationsPanel.tsx';

afterEach(cleanup);

const OWNER = 5;

// An event's programme in miniature: a tour links venues and other tours, in order, each link with its own state.
const programme = { target: ['tk_venue', 'tk_tour'], ordered: true, lifecycle: true, label: 'kind.tk_tour.stops', inverse: { label: 'kind.tk_tour.tab' } } as const;

const link = (id: number, position: number, kind: string, target: { id: number; title: string; state: string }): WireLink => ({
  id, owner_id: OWNER, target_id: target.id, target_kind: kind, position, state: 'active', is_published: false, is_archived: false, target,
});

const groups = (items: { id: number; title: string; state: string }[]) => ({
  data: { groups: { published: items.filter((i) => i.state === 'published'), active: items.filter((i) => i.state === 'active') } },
});

const writes = (calls: Call[]) => calls.filter((c) => !c.path.startsWith('/groups/') && !/\/links\/\w+$/.test(c.path) && !c.path.includes('/of/'));

describe('relations to several kinds', () => {
  function setup() {
    let links = [
      link(11, 0, 'tk_venue', { id: 7, title: 'Museum of Art', state: 'published' }),
      link(12, 1, 'tk_tour', { id: 3, title: 'Harbour walk', state: 'active' }),
    ];
    const venues = [{ id: 7, title: 'Museum of Art', state: 'published' }, { id: 3, title: 'Old Museum', state: 'active' }];
    const tours = [{ id: 3, title: 'Harbour walk', state: 'active' }, { id: 4, title: 'Museum night', state: 'published' }];
    const answer = (call: Call): unknown => {
      if (call.path === `/tk_tour/${OWNER}/links/programme`) return { data: { links } };
      if (call.path === '/groups/tk_venue') return groups(venues);
      if (call.path === '/groups/tk_tour') return groups(tours);
      const m = /^\/tk_tour\/5\/links\/programme\/add\/(tk_venue|tk_tour)\/(\d+)$/.exec(call.path);
      if (m) {
        const item = (m[1] === 'tk_venue' ? venues : tours).find((x) => x.id === Number(m[2]))!;
        links = [...links, link(20, links.length, m[1], item)];
        return { message: 'Successfully Saved' };
      }
      throw new Error(`unexpected ${call.method} ${call.path}`);
    };
    const registry = testRegistryWith({ programme });
    const view = renderInConsole(<RelationsPanel kind={registry.get('tk_tour')} ownerId={OWNER} />, answer, registry);
    const rows = () => within(screen.getByRole('list', { name: 'Stops' })).getAllByRole('listitem');
    return { ...view, rows };
  }

  it('tags each row with its kind, searches every target kind, offers venue 3 although tour 3 is linked (kind and id), and adds with the kind in the path', async () => {
    const { rows, calls } = setup();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((r) => r.querySelector('.kind-tag')?.textContent)).toEqual(['Venue', 'Tour']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Add to Stops' }), { target: { value: 'm' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    // Both kinds were asked; venue 7 and tour 3 are linked, venue 3 is not (the same id, another kind).
    expect(calls.filter((c) => c.path.startsWith('/groups/')).map((c) => c.path).sort()).toEqual(['/groups/tk_tour', '/groups/tk_venue']);
    const options = screen.getAllByRole('option');
    // Published first whatever the kind.
    expect(options.map((o) => [o.querySelector('.item-line__title')?.textContent, o.querySelector('.kind-tag')?.textContent]))
      .toEqual([['Museum night', 'Tour'], ['Old Museum', 'Venue']]);

    fireEvent.click(options[0]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(writes(calls)).toEqual([{ path: '/tk_tour/5/links/programme/add/tk_tour/4', method: 'GET', query: undefined, body: undefined }]);
    expect(rows()[2].querySelector('.kind-tag')?.textContent).toBe('Tour');
  });

  it('keeps single-target relations on the paths without a kind and their rows untagged', async () => {
    const single = { target: 'tk_venue', ordered: true, label: 'kind.tk_tour.stops' } as const;
    let links = [link(11, 0, 'tk_venue', { id: 7, title: 'Museum of Art', state: 'published' })];
    const answer = (call: Call): unknown => {
      if (call.path === `/tk_tour/${OWNER}/links/stops`) return { data: { links } };
      if (call.path === '/groups/tk_venue') return groups([{ id: 3, title: 'Old Museum', state: 'active' }]);
      if (call.path === '/tk_tour/5/links/stops/add/3') { links = [...links, link(20, 1, 'tk_venue', { id: 3, title: 'Old Museum', state: 'active' })]; return {}; }
      throw new Error(`unexpected ${call.method} ${call.path}`);
    };
    const registry = testRegistryWith({ stops: single });
    const { calls } = renderInConsole(<RelationsPanel kind={registry.get('tk_tour')} ownerId={OWNER} />, answer, registry);
    const rows = () => within(screen.getByRole('list', { name: 'Stops' })).getAllByRole('listitem');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0].querySelector('.kind-tag')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Add to Stops' }), { target: { value: 'o' } });
    const option = await screen.findByRole('option', { name: /Old Museum/ });
    expect(option.querySelector('.kind-tag')).toBeNull();
    fireEvent.click(option);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(writes(calls).map((c) => c.path)).toEqual(['/tk_tour/5/links/stops/add/3']);
  });
});

describe('the target’s side of a relation with a link lifecycle ("Used in events")', () => {
  const ownerLink = (id: number, state: WireOwnerLink['state'], owner: WireOwnerLink['owner']): WireOwnerLink => ({
    id, owner_id: owner.id, target_id: 7, target_kind: 'tk_venue', position: 0, state, is_published: state === 'published', is_archived: state === 'archived', owner,
  });

  function setup() {
    let links = [ownerLink(31, 'active', { id: 5, title: 'Harbour tour', state: 'published' })];
    const tours = [{ id: 5, title: 'Harbour tour', state: 'published' }, { id: 9, title: 'Night tour', state: 'active' }];
    const answer = (call: Call): unknown => {
      if (call.path === '/tk_tour/links/programme/of/tk_venue/7') return { data: { links } };
      if (call.path === '/groups/tk_tour') return groups(tours);
      let m = /^\/tk_tour\/links\/programme\/(publish|un-publish|archive|un-archive|remove)\/(\d+)$/.exec(call.path);
      if (m) {
        const op = m[1];
        if (op === 'remove') { links = links.filter((l) => l.id !== Number(m![2])); return { message: 'Successfully Deleted' }; }
        const state = ({ publish: 'published', 'un-publish': 'unpublished', archive: 'archived', 'un-archive': 'active' } as const)[op as 'publish'];
        links = links.map((l) => (l.id === Number(m![2]) ? { ...l, state } : l));
        return { message: 'Successfully Published' };
      }
      m = /^\/tk_tour\/(\d+)\/links\/programme\/add\/tk_venue\/7$/.exec(call.path);
      if (m) {
        const t = tours.find((x) => x.id === Number(m![1]))!;
        links = [...links, ownerLink(32, 'active', t)];
        return { message: 'Successfully Saved' };
      }
      throw new Error(`unexpected ${call.method} ${call.path}`);
    };
    const registry = testRegistryWith({ programme });
    const view = renderInConsole(<InverseRelationsPanel kind={registry.get('tk_venue')} itemId={7} />, answer, registry);
    const rows = () => within(screen.getByRole('list', { name: 'Tours' })).getAllByRole('listitem');
    const badges = (row: HTMLElement) => [...row.querySelectorAll('.relation-row__state')].map((s) => s.textContent);
    return { ...view, rows, badges };
  }

  it('finds the relation by one of its target kinds, shows the link’s state beside the owner’s, and publishes the link by its id', async () => {
    const { rows, badges, calls, notices } = setup();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls[0].path).toBe('/tk_tour/links/programme/of/tk_venue/7');
    expect(screen.getByRole('heading', { name: 'Tours' })).toBeTruthy();
    // The case that matters most: a link never published beside a published owner reads "Hidden", not an item's "Active".
    expect(badges(rows()[0])).toEqual(['In this listHidden', 'TourPublished']);

    fireEvent.click(within(rows()[0]).getByRole('button', { name: 'Publish in “Harbour tour”' }));
    await waitFor(() => expect(badges(rows()[0])).toEqual(['In this listListed', 'TourPublished']));
    expect(writes(calls).map((c) => c.path)).toEqual(['/tk_tour/links/programme/publish/31']);
    expect(notices.at(-1)?.tone).toBe('success');
    // A published link offers un-publish and archive.
    expect(within(rows()[0]).getAllByRole('button').map((b) => b.textContent)).toEqual(['Unpublish', 'Archive', 'Unlink']);
  });

  it('removes the link by its id after confirmation, and adds an owner with the opened kind in the path', async () => {
    const { rows, calls } = setup();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(within(rows()[0]).getByRole('button', { name: 'Unlink “Harbour tour”' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Tours' })).toBeNull());
    expect(writes(calls).map((c) => c.path)).toEqual(['/tk_tour/links/programme/remove/31']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Add to Tours' }), { target: { value: 'tour' } });
    fireEvent.click(await screen.findByRole('option', { name: /Night tour/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(writes(calls).map((c) => c.path).at(-1)).toBe('/tk_tour/9/links/programme/add/tk_venue/7');
  });

  it('keeps a single-target relation without lifecycle as before: no kind in the paths, no link state, unlink by owner and target', async () => {
    let links = [ownerLink(41, 'active', { id: 5, title: 'Harbour tour', state: 'active' })];
    const answer = (call: Call): unknown => {
      if (call.path === '/tk_tour/links/games/of/7') return { data: { links } };
      if (call.path === '/tk_tour/5/links/games/unlink/7') { links = []; return { message: 'Successfully Deleted' }; }
      throw new Error(`unexpected ${call.method} ${call.path}`);
    };
    const registry = testRegistryWith({ games: { target: 'tk_venue', label: 'kind.tk_tour.stops', inverse: { label: 'kind.tk_tour.tab' } } });
    const { calls } = renderInConsole(<InverseRelationsPanel kind={registry.get('tk_venue')} itemId={7} />, answer, registry);
    const list = await screen.findByRole('list', { name: 'Tours' });
    const row = within(list).getByRole('listitem');
    expect([...row.querySelectorAll('.badge')].map((b) => b.textContent)).toEqual(['Draft']);
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['Unlink']);
    fireEvent.click(within(row).getByRole('button', { name: 'Unlink “Harbour tour”' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Tours' })).toBeNull());
    expect(writes(calls).map((c) => c.path)).toEqual(['/tk_tour/5/links/games/unlink/7']);
  });
});
