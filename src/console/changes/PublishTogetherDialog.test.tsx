// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveKind, type KindDefinition } from '../../core/defineKind.ts';
import type { ReadinessTarget } from '../../core/readinessWire.ts';
import tkVenue from '../../../tests/kinds/plugins/tk_venue/index.ts';
import { cutTour } from '../editor/cutTour.testUtil.ts';
import { httpError, renderKindHost, wireItem, type Call } from '../editor/kindHost.testUtil.tsx';
import type { UiLanguage } from '../i18n/catalogues.ts';
import type { WireItem } from '../model/wireItem.ts';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => { await import('../editor/KindScreen.tsx'); });

// The publish confirmation of a tour whose venue references point at venues visitors would not get:
// a fake server answers the lint (`targets`) and the release calls, and keeps every call.
const tour = cutTour(['title', 'venue_id', 'sponsor_id']);
const venue = resolveKind(tkVenue as unknown as KindDefinition);
const target = (id: number, title: string, gap: ReadinessTarget['gap'], at = '/venue_id'): ReadinessTarget =>
  ({ kind: 'tk_venue', id, title, at, gap, messageId: 'readiness.referenceDraft', message: `Points at “${title}”` });
/** Two drafts (one of them referenced twice), one live with changes, one archived. */
const TARGETS = [target(7, 'Opera roof', 'draft'), target(7, 'Opera roof', 'draft', '/sponsor_id'), target(8, 'Old pier', 'changes'), target(9, 'Fish market', 'archived')];

/** The fake server: the lint names TARGETS; the release publish answers `publish` (a refusal to throw, or live); `add` may refuse. */
function server(items: WireItem[], opts: { publish?: () => unknown; add?: (c: Call) => unknown } = {}) {
  return (call: Call) => {
    if (call.method === 'GET' && call.path === '/tk_tour/1/lint') return { data: { faults: [], targets: TARGETS } };
    if (call.path === '/tk_tour/publish/1') return { message: 'Published', data: wireItem(1, { title: 'Harbour walk' }, { state: 'published', is_published: true }) };
    if (call.method === 'POST' && call.path === '/releases') return { message: 'Release created', data: { release: { id: 5, name: (call.body as { name: string }).name, state: 'open' } } };
    if (call.method === 'POST' && call.path === '/releases/5/items') return opts.add?.(call) ?? { message: 'Added to release', data: {} };
    if (call.method === 'DELETE' && call.path === '/releases/5') return { message: 'Release deleted' };
    if (call.method === 'GET' && call.path === '/releases/5/publish') {
      if (opts.publish) return opts.publish();
      items[0] = wireItem(1, { title: 'Harbour walk' }, { state: 'published', is_published: true, version: 2 });
      return { message: 'Release published', data: { release: { id: 5, state: 'published' } } };
    }
    throw httpError(404, { message: `unexpected ${call.method} ${call.path}` });
  };
}

function open(opts: Parameters<typeof server>[1] = {}, language: UiLanguage = 'en') {
  const items = [wireItem(1, { title: 'Harbour walk' })];
  const host = renderKindHost(tour, { others: [venue], items, path: '/tk_tour?id=1', write: server(items, opts), language });
  return host;
}
const releaseCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/releases')).map((c) => `${c.method} ${c.path}${c.body ? ` ${JSON.stringify(c.body)}` : ''}`);
const badge = () => document.querySelector('.editor__header .badge')?.textContent;

describe('publishing an item whose linked items visitors would not get', () => {
  it('names each one once by kind, title (a link to its editor) and why, says what visitors get, and keeps “Publish only this”', async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visitors would not get 3 linked items' });
    expect(calls.some((c) => c.path === '/tk_tour/1/lint')).toBe(true);
    expect(within(dialog).getByText('Published alone, visitors get this Tour without 2 linked items. 1 linked item reaches them as it was last published.')).toBeTruthy();
    const rows = within(within(dialog).getByRole('list', { name: 'Linked items visitors would not get' })).getAllByRole('listitem');
    expect(rows.map((li) => [...li.children].map((c) => c.textContent))).toEqual([
      ['Venue', 'Opera roof', 'Draft: not published'],
      ['Venue', 'Old pier', 'Changes not published'],
      ['Venue', 'Fish market', 'Archived'],
    ]);
    expect(within(dialog).getByRole('link', { name: 'Open Venue “Opera roof”' }).getAttribute('href')).toBe('/tk_venue?id=7');
    // Archived items cannot go live in a release: named, left out, and said so.
    within(dialog).getByText('The archived item stays out: a release does not publish archived items. Restore it first to publish it too.');
    within(dialog).getByText('Publish them together: this Tour and 2 linked items go live at once, or nothing does.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish only this' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/tk_tour/publish/1')).toBe(true));
    expect(releaseCalls(calls)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('“Publish them together” publishes the item and every target but the archived one in one release; the badge turns Published', async () => {
    const { calls, notices } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish them together' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(releaseCalls(calls)).toEqual([
      'POST /releases {"name":"Harbour walk with 2 linked items"}',
      'POST /releases/5/items {"kind":"tk_tour","id":1,"action":"publish"}',
      'POST /releases/5/items {"kind":"tk_venue","id":7,"action":"publish"}',
      'POST /releases/5/items {"kind":"tk_venue","id":8,"action":"publish"}',
      'GET /releases/5/publish',
    ]);
    expect(calls.some((c) => c.path === '/tk_tour/publish/1')).toBe(false);
    await waitFor(() => expect(badge()).toBe('Published'));
    expect(notices).toContain('3 items are live now');
  });

  it('a refused release: each refused item and why, “nothing was published”, the release left open and named', async () => {
    const refused = [{ kind: 'tk_venue', id: 7, title: 'Opera roof', reason: 'Give the venue a city before it goes live.' }];
    const { calls } = open({ publish: () => { throw httpError(409, { message: 'Nothing was published', items: refused }); } });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish them together' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Nothing was published: 1 item cannot go live as it is now.');
    expect(within(alert).getByRole('listitem').textContent).toBe('Opera roof: Give the venue a city before it goes live.');
    expect(alert.textContent).toContain('The release “Harbour walk with 2 linked items” stays open: find it on the Releases page');
    expect(releaseCalls(calls).some((c) => c.startsWith('DELETE'))).toBe(false);
    expect(within(dialog).queryByRole('button', { name: 'Publish them together' })).toBeNull();
    expect(badge()).toBe('Draft');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a release refused while it is put together is deleted again (it would hold the item back), and says why', async () => {
    const inOther = 'This item is already in the open release “Spring”: an item belongs to one open release at a time.';
    const { calls } = open({ add: (c) => { if ((c.body as { id: number }).id === 8) throw httpError(409, { message: inOther }); return undefined; } });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish them together' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`Nothing was published: ${inOther}`);
    expect(releaseCalls(calls).at(-1)).toBe('DELETE /releases/5');
    expect(releaseCalls(calls).some((c) => c.endsWith('/publish'))).toBe(false);
  });

  it('speaks the user’s language', async () => {
    open({}, 'es');
    fireEvent.click(await screen.findByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Los visitantes no recibirían 3 elementos enlazados' });
    within(dialog).getByRole('button', { name: 'Publicarlos juntos' });
    within(dialog).getByRole('button', { name: 'Publicar solo este' });
    within(dialog).getByText('Borrador: sin publicar');
  });
});
