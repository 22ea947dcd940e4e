// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveKind, type KindDefinition } from '../../core/defineKind.ts';
import tkVenue from '../../../tests/kinds/plugins/tk_venue/index.ts';
import { httpError, renderKindHost, wireItem, type Call } from './kindHost.testUtil.tsx';
import { arranged, movedIds } from './listOrder.ts';
import type { WireItem } from '../model/wireItem.ts';

afterEach(cleanup);
beforeAll(async () => { await import('./KindScreen.tsx'); });

const base = tkVenue as unknown as KindDefinition;
// The test-only venue, once as a kind whose author sets the order (as forms do) and once as it is.
const ordered = resolveKind({ ...base, list: { ...base.list, manualOrder: true } });
const plain = resolveKind(base);
const key = ordered.api.listKey;

const items = [
  wireItem(1, { title: 'Pier', city: 'Oslo' }),
  wireItem(2, { title: 'Hall', city: 'Oslo' }),
  wireItem(3, { title: 'Shed', city: 'Bergen' }),
  wireItem(4, { title: 'Arena', city: 'Bergen' }),
];

const titles = () => screen.getAllByRole('option').map((o) => o.querySelector('.row__title')?.textContent);
const syncs = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === '/tk_venue-sync');
const byIds = (ids: number[], from: WireItem[] = items) => ids.map((id) => from.find((i) => i.id === id)!);
const altKey = (key: 'ArrowUp' | 'ArrowDown') => fireEvent.keyDown(screen.getByRole('listbox'), { key, altKey: true });
const row = (title: string) => screen.getByRole('option', { name: new RegExp(title) });

/** A fake of the sync: answers with the order it is sent. */
function server(opts: { fail?: boolean; hold?: boolean } = {}) {
  const held: (() => void)[] = [];
  const write = (call: Call): unknown => {
    if (call.method === 'POST' && call.path === '/tk_venue-sync') {
      if (opts.fail) throw httpError(500, { message: 'Boom' });
      const answer = { message: 'Order saved', data: { [key]: byIds((call.body as { ids: number[] }).ids) } };
      return opts.hold ? new Promise((resolve) => held.push(() => resolve(answer))) : answer;
    }
    if (call.method === 'GET' && /^\/tk_venue\/\d+\/used-by$/.test(call.path)) return { data: { used_by: [] } };
    throw new Error(`unexpected ${call.method} ${call.path}`);
  };
  return { write, release: () => held.shift()?.() };
}

async function openList(kind = ordered, opts: Parameters<typeof server>[0] = {}) {
  const fake = server(opts);
  const screenParts = renderKindHost(kind, { items, listFields: kind.list.fields, write: fake.write });
  fireEvent.click(await screen.findByRole('option', { name: /Pier/ }));
  return { ...screenParts, release: fake.release };
}

describe('manual order of the list (manualOrder)', () => {
  it('Alt+↓ moves the selected row at once and POSTs /{x}-sync with the list’s ids in the new order', async () => {
    const { calls, notices } = await openList();
    altKey('ArrowDown');
    expect(titles()).toEqual(['Hall', 'Pier', 'Shed', 'Arena']);
    expect(row('Pier').getAttribute('aria-selected')).toBe('true');
    expect(row('Pier').getAttribute('aria-posinset')).toBe('2');
    expect(screen.getByText('Moved “Pier” to position 2 of 4.')).toBeTruthy();
    await waitFor(() => expect(syncs(calls)).toHaveLength(1));
    // Only what the list shows: the server keeps hidden (archived) items in their places (tests/api/lifecycle.test.ts).
    expect(syncs(calls)[0].body).toEqual({ ids: [2, 1, 3, 4] });
    await waitFor(() => expect(notices).toContain('Order saved'));
    expect(titles()).toEqual(['Hall', 'Pier', 'Shed', 'Arena']);
    // Alt+↑ back up, and at the top nothing more is sent.
    altKey('ArrowUp');
    altKey('ArrowUp');
    await waitFor(() => expect(syncs(calls)).toHaveLength(2));
    expect(syncs(calls)[1].body).toEqual({ ids: [1, 2, 3, 4] });
    expect(titles()).toEqual(['Pier', 'Hall', 'Shed', 'Arena']);
    // Plain arrows still move the selection only.
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'ArrowDown' });
    expect(row('Hall').getAttribute('aria-selected')).toBe('true');
    await new Promise((r) => setTimeout(r, 20));
    expect(syncs(calls)).toHaveLength(2);
  });

  it('queues quick moves: one sync at a time, an overtaken one is not sent, an older answer does not put back an older order', async () => {
    const { calls, release } = await openList(ordered, { hold: true });
    altKey('ArrowDown');
    await waitFor(() => expect(syncs(calls)).toHaveLength(1));
    altKey('ArrowDown');
    altKey('ArrowDown');
    expect(titles()).toEqual(['Hall', 'Shed', 'Arena', 'Pier']);
    // The first answer (Pier second) arrives after the author has moved on.
    await act(async () => { release(); await new Promise((r) => setTimeout(r, 10)); });
    expect(titles()).toEqual(['Hall', 'Shed', 'Arena', 'Pier']);
    // The second move was overtaken by the third, which carries the whole order.
    await waitFor(() => expect(syncs(calls)).toHaveLength(2));
    expect(syncs(calls)[1].body).toEqual({ ids: [2, 3, 4, 1] });
    await act(async () => { release(); await new Promise((r) => setTimeout(r, 10)); });
    expect(titles()).toEqual(['Hall', 'Shed', 'Arena', 'Pier']);
    expect(syncs(calls)).toHaveLength(2);
  });

  it('drag and drop moves a row onto another and POSTs the new order', async () => {
    const { calls } = await openList();
    fireEvent.click(screen.getByRole('switch', { name: 'Show archived' }));
    // The fake list ignores the header; the list reloads all the same.
    await waitFor(() => expect(calls.filter((c) => c.path === '/tk_venue?slim=1')).toHaveLength(2));
    expect(row('Arena').querySelector('.row__grip')).toBeTruthy();
    expect(row('Arena').getAttribute('draggable')).toBe('true');
    fireEvent.dragStart(row('Arena'));
    fireEvent.dragOver(row('Hall'));
    expect(row('Hall').className).toContain('row--drop-before');
    fireEvent.drop(row('Hall'));
    expect(titles()).toEqual(['Pier', 'Arena', 'Hall', 'Shed']);
    expect(screen.getByText('Moved “Arena” to position 2 of 4.')).toBeTruthy();
    await waitFor(() => expect(syncs(calls)).toHaveLength(1));
    expect(syncs(calls)[0].body).toEqual({ ids: [1, 4, 2, 3] });
  });

  it('reloads the order when the sync fails', async () => {
    const { calls } = await openList(ordered, { fail: true });
    altKey('ArrowDown');
    expect(titles()).toEqual(['Hall', 'Pier', 'Shed', 'Arena']);
    await waitFor(() => expect(titles()).toEqual(['Pier', 'Hall', 'Shed', 'Arena']));
    expect(syncs(calls)).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/tk_venue?slim=1').length).toBeGreaterThan(1);
  });

  it('does not move while a search narrows the list, and says why', async () => {
    const { calls } = await openList();
    expect(screen.queryByText(/Clear the search and filters/)).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'a' } });
    await waitFor(() => expect(titles()).toEqual(['Hall', 'Arena']));
    fireEvent.click(row('Hall'));
    const hint = screen.getByText(/^Clear the search and filters to change the order/);
    expect(screen.getByRole('listbox').getAttribute('aria-describedby')).toBe(hint.id);
    altKey('ArrowDown');
    expect(titles()).toEqual(['Hall', 'Arena']);
    expect(row('Hall').getAttribute('draggable')).toBeNull();
    fireEvent.dragStart(row('Arena'));
    fireEvent.drop(row('Hall'));
    expect(titles()).toEqual(['Hall', 'Arena']);
    await new Promise((r) => setTimeout(r, 20));
    expect(syncs(calls)).toHaveLength(0);
  });

  it('keeps the list virtual: 10,000 rows put only the visible ones in the DOM, and a move still sends every id', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => wireItem(i + 1, { title: `Venue ${i + 1}` }));
    const { calls: made } = renderKindHost(ordered, {
      items: many, listFields: ordered.list.fields,
      write: (call) => {
        if (call.method === 'GET') return { data: { [key]: many } };
        if (call.method === 'POST') return { data: { [key]: byIds((call.body as { ids: number[] }).ids, many) } };
        if (call.path.endsWith('/used-by')) return { data: { used_by: [] } };
        throw new Error(`unexpected ${call.method} ${call.path}`);
      },
    });
    fireEvent.click(await screen.findByText('Venue 1', { selector: '.row__title' }));
    expect(screen.getAllByRole('option').length).toBeLessThan(40);
    altKey('ArrowDown');
    await waitFor(() => expect(syncs(made)).toHaveLength(1));
    const ids = (syncs(made)[0].body as { ids: number[] }).ids;
    expect(ids).toHaveLength(10_000);
    expect(ids.slice(0, 3)).toEqual([2, 1, 3]);
    expect(screen.getAllByRole('option').length).toBeLessThan(40);
  });
});

describe('a kind without manualOrder', () => {
  it('has no grips, ignores Alt+↑/↓ and drags, and never POSTs a sync', async () => {
    const { calls } = await openList(plain);
    expect(row('Pier').querySelector('.row__grip')).toBeNull();
    expect(row('Pier').getAttribute('draggable')).toBeNull();
    expect(screen.queryByText(/change the order/)).toBeNull();
    const notPrevented = altKey('ArrowDown');
    expect(notPrevented).toBe(true);
    fireEvent.dragStart(row('Arena'));
    fireEvent.drop(row('Pier'));
    expect(titles()).toEqual(['Pier', 'Hall', 'Shed', 'Arena']);
    expect(row('Pier').getAttribute('aria-selected')).toBe('true');
    await new Promise((r) => setTimeout(r, 20));
    expect(syncs(calls)).toHaveLength(0);
  });
});

describe('list order helpers', () => {
  it('movedIds moves one id', () => {
    expect(movedIds([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(movedIds([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
  });

  it('arranged follows the order, new items after, gone ones skipped', () => {
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 5 }];
    expect(arranged(list, [3, 1, 4, 2]).map((i) => i.id)).toEqual([3, 1, 2, 5]);
  });
});
