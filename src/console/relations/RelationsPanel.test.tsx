// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WireLink } from '../../core/relations.ts';
import { renderInConsole, testIntl, testRegistry, type Call } from './consoleTest.testUtil.tsx';
import { RelationsPanel } from './RelationsPanel.tsx';

afterEach(cleanup);

const OWNER = 5;

const link = (id: number, position: number, state: WireLink['state'], target: { id: number; title: string; state: string; thumbnail?: string; ingress?: string }): WireLink => ({
  id, owner_id: OWNER, target_id: target.id, target_kind: 'tk_venue', position, state,
  is_published: state === 'published', is_archived: state === 'archived', target,
});

/** A fake server for tk_tour's `stops` relation, answering the generic relation paths. */
function stopsServer() {
  let links: WireLink[] = [
    link(11, 0, 'published', { id: 7, title: 'Museum of Art', state: 'published', thumbnail: 'museum.jpg', ingress: 'Oslo' }),
    link(12, 1, 'active', { id: 8, title: 'Old Hall', state: 'archived' }),
    link(13, 2, 'active', { id: 9, title: 'Harbour', state: 'active' }),
  ];
  const venues = [{ id: 7, title: 'Museum of Art', state: 'published' }, { id: 10, title: 'New Museum', state: 'active', city: 'Bergen' }];
  const answer = (call: Call): unknown => {
    const { path } = call;
    if (path === `/tk_tour/${OWNER}/links/stops`) return { code: 200, data: { links } };
    if (path === '/groups/tk_venue') {
      const q = String(call.query?.query ?? '').toLowerCase();
      const found = venues.filter((v) => v.title.toLowerCase().includes(q));
      return { data: { groups: { published: found.filter((v) => v.state === 'published'), active: found.filter((v) => v.state === 'active') } } };
    }
    let m = /^\/tk_tour\/5\/links\/stops\/add\/(\d+)$/.exec(path);
    if (m) {
      const v = venues.find((x) => x.id === Number(m![1]))!;
      const added = link(20, links.length, 'active', { id: v.id, title: v.title, state: v.state });
      links = [...links, added];
      return { message: 'Successfully Saved', data: added };
    }
    if (path === `/tk_tour/${OWNER}/links/stops/sync` && call.method === 'POST') {
      const ids = (call.body as { ids: number[] }).ids;
      links = ids.map((id, position) => ({ ...links.find((l) => l.id === id)!, position }));
      return { data: { links } };
    }
    m = /^\/tk_tour\/links\/stops\/(remove|publish|un-publish|archive|un-archive)\/(\d+)$/.exec(path);
    if (m) {
      const [, op, id] = m;
      if (op === 'remove') { links = links.filter((l) => l.id !== Number(id)); return { message: 'Successfully Deleted' }; }
      const states: Record<string, WireLink['state']> = { publish: 'published', 'un-publish': 'unpublished', archive: 'archived', 'un-archive': 'active' };
      const state = states[op];
      links = links.map((l) => (l.id === Number(id) ? { ...l, state, is_published: state === 'published', is_archived: state === 'archived' } : l));
      const messages: Record<string, string> = { publish: 'Successfully Published', 'un-publish': 'Successfully Unpublished', archive: 'Successfully Archived', 'un-archive': 'Successfully Restored' };
      const message = messages[op];
      return { message, data: links.find((l) => l.id === Number(id)) };
    }
    throw new Error(`unexpected ${call.method} ${path}`);
  };
  return { answer, links: () => links };
}

function setup() {
  const server = stopsServer();
  const kind = testRegistry().get('tk_tour');
  const view = renderInConsole(<RelationsPanel kind={kind} ownerId={OWNER} />, server.answer);
  const section = () => screen.getByRole('region', { name: 'Stops' });
  const rows = () => within(within(section()).getByRole('list', { name: 'Stops' })).getAllByRole('listitem');
  const titles = () => rows().map((r) => r.querySelector('.item-line__title')?.textContent);
  return { ...view, server, section, rows, titles };
}

const writes = (calls: Call[]) => calls.filter((c) => !c.path.endsWith('/links/stops') && !c.path.startsWith('/groups/'));

describe('relations panel', () => {
  it('lists the open item’s links in order with title, thumbnail, the link’s state and the item’s own state', async () => {
    const { rows, titles, calls } = setup();
    await waitFor(() => expect(titles()).toEqual(['Museum of Art', 'Old Hall', 'Harbour']));
    expect(calls[0]).toMatchObject({ path: '/tk_tour/5/links/stops', method: 'GET' });
    const [museum, hall] = rows();
    expect(museum.getAttribute('aria-label')).toBe('Museum of Art, 1 of 3');
    expect(museum.querySelector('img')?.getAttribute('src')).toBe('/public/image/museum.jpg');
    expect(within(museum).getByText('Oslo')).toBeTruthy();
    // The link's own words (where visitors see the item), then the linked item's own state: never an item's word twice.
    expect([...museum.querySelectorAll('.relation-row__state')].map((b) => b.textContent)).toEqual(['In this listListed', 'ItemPublished']);
    expect([...hall.querySelectorAll('.badge')].map((b) => b.textContent)).toEqual(['Hidden', 'Archived']);
    expect(hall.className).toContain('relation-row--archived');
    expect(screen.getByText('3 links')).toBeTruthy();
  });

  it('publishes, un-publishes and archives a link, showing the server’s notice and the new state', async () => {
    const { rows, titles, calls, notices } = setup();
    await waitFor(() => expect(titles()).toHaveLength(3));
    fireEvent.click(within(rows()[1]).getByRole('button', { name: 'Publish “Old Hall”' }));
    await waitFor(() => expect([...rows()[1].querySelectorAll('.badge')].map((b) => b.textContent)).toEqual(['Listed', 'Archived']));
    expect(writes(calls).at(-1)).toMatchObject({ path: '/tk_tour/links/stops/publish/12', method: 'GET' });
    expect(notices.at(-1)).toEqual({ tone: 'success', text: testIntl().formatMessage({ id: 'notice.published' }) });

    fireEvent.click(within(rows()[0]).getByRole('button', { name: 'Unpublish “Museum of Art”' }));
    await waitFor(() => expect(rows()[0].querySelector('.badge')?.textContent).toBe('Hidden'));
    fireEvent.click(within(rows()[0]).getByRole('button', { name: 'Archive “Museum of Art”' }));
    await waitFor(() => expect(within(rows()[0]).getByRole('button', { name: 'Unarchive “Museum of Art”' })).toBeTruthy());
    expect(writes(calls).map((c) => c.path)).toEqual(['/tk_tour/links/stops/publish/12', '/tk_tour/links/stops/un-publish/11', '/tk_tour/links/stops/archive/11']);
  });

  it('reorders by keyboard (Alt+↑/↓ on a row), by the move buttons and by drag, calling the reorder path', async () => {
    const { rows, titles, calls } = setup();
    await waitFor(() => expect(titles()).toHaveLength(3));

    const harbour = rows()[2];
    harbour.focus();
    fireEvent.keyDown(harbour, { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(titles()).toEqual(['Museum of Art', 'Harbour', 'Old Hall']));
    expect(writes(calls).at(-1)).toEqual({ path: '/tk_tour/5/links/stops/sync', method: 'POST', body: { ids: [11, 13, 12] }, query: undefined });
    // Focus stays on the moved row, and the move is announced.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Harbour, 2 of 3'));
    expect(screen.getByText('“Harbour” moved to position 2 of 3.')).toBeTruthy();

    fireEvent.click(within(rows()[0]).getByRole('button', { name: 'Move “Museum of Art” down' }));
    await waitFor(() => expect(titles()).toEqual(['Harbour', 'Museum of Art', 'Old Hall']));
    expect(within(rows()[0]).getByRole('button', { name: 'Move “Harbour” up' })).toHaveProperty('disabled', true);

    // Drag "Old Hall" onto the first row.
    const [first, , last] = rows();
    fireEvent.dragStart(last);
    fireEvent.dragOver(first);
    fireEvent.drop(first);
    await waitFor(() => expect(titles()).toEqual(['Old Hall', 'Harbour', 'Museum of Art']));
    expect((writes(calls).at(-1)?.body as { ids: number[] }).ids).toEqual([12, 13, 11]);
  });

  it('keeps quick keyboard moves made while a reorder is on its way: queued, sent in order, the newest answer shown', async () => {
    const server = stopsServer();
    // The server answers reorders only when told to, as a slow network would.
    const held: (() => void)[] = [];
    const answer = (call: Call) => (call.path.endsWith('/links/stops/sync')
      ? new Promise((ok) => held.push(() => ok(server.answer(call))))
      : server.answer(call));
    const kind = testRegistry().get('tk_tour');
    const { calls } = renderInConsole(<RelationsPanel kind={kind} ownerId={OWNER} />, answer);
    const rows = () => within(screen.getByRole('list', { name: 'Stops' })).getAllByRole('listitem');
    const titles = () => rows().map((r) => r.querySelector('.item-line__title')?.textContent);
    await waitFor(() => expect(titles()).toHaveLength(3));

    rows()[0].focus();
    fireEvent.keyDown(rows()[0], { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Museum of Art, 2 of 3'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(titles()).toEqual(['Old Hall', 'Harbour', 'Museum of Art']));
    // One on its way, the next waits behind it.
    expect(writes(calls).map((c) => (c.body as { ids: number[] }).ids)).toEqual([[12, 11, 13]]);
    held.shift()!();
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    // The first answer (an order already moved on from) is not shown.
    expect(titles()).toEqual(['Old Hall', 'Harbour', 'Museum of Art']);
    expect((writes(calls)[1].body as { ids: number[] }).ids).toEqual([12, 13, 11]);
    held.shift()!();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Stops' }).getAttribute('aria-busy')).toBe('false'));
    expect(titles()).toEqual(['Old Hall', 'Harbour', 'Museum of Art']);
    expect(server.links().map((l) => l.id)).toEqual([12, 13, 11]);
  });

  it('removes a link after confirmation', async () => {
    const { rows, titles, calls, notices } = setup();
    await waitFor(() => expect(titles()).toHaveLength(3));
    fireEvent.click(within(rows()[1]).getByRole('button', { name: 'Remove “Old Hall”' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove “Old Hall”?' });
    expect(dialog.textContent).toContain('“Old Hall” will no longer be linked in Stops.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);

    fireEvent.click(within(rows()[1]).getByRole('button', { name: 'Remove “Old Hall”' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(titles()).toEqual(['Museum of Art', 'Harbour']));
    expect(writes(calls)).toEqual([{ path: '/tk_tour/links/stops/remove/12', method: 'GET', query: undefined, body: undefined }]);
    expect(notices.at(-1)).toEqual({ tone: 'success', text: testIntl().formatMessage({ id: 'notice.deleted' }) });
  });

  it('adds by search, offering only items not linked yet', async () => {
    const { titles, calls, notices } = setup();
    await waitFor(() => expect(titles()).toHaveLength(3));
    const box = screen.getByRole('combobox', { name: 'Add to Stops' });
    fireEvent.change(box, { target: { value: 'Museum' } });
    const option = await screen.findByRole('option', { name: /New Museum/ });
    // "Museum of Art" is linked already.
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.click(option);
    await waitFor(() => expect(titles()).toEqual(['Museum of Art', 'Old Hall', 'Harbour', 'New Museum']));
    expect(writes(calls)).toEqual([{ path: '/tk_tour/5/links/stops/add/10', method: 'GET', query: undefined, body: undefined }]);
    expect(notices.at(-1)?.tone).toBe('success');
  });
});
