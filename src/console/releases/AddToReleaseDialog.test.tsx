// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cutTour } from '../editor/cutTour.testUtil.ts';
import { httpError, renderKindHost, wireItem, type Call } from '../editor/kindHost.testUtil.tsx';
import { chooseMoreAction, moreActionItems } from '../editor/moreActions.testUtil.ts';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => { await import('../editor/KindScreen.tsx'); });

const tour = () => cutTour(['title', 'rating']);
const open = (over: object) => ({ id: 7, name: 'Opening day', state: 'open', publish_at: null, created_by: null, created_at: '2026-06-01T08:00:00Z', published_at: null, published_by: null, error: null, item_count: 2, ...over });
const RELEASES = [open({}), open({ id: 8, name: 'Christmas', item_count: 0 }), open({ id: 5, name: 'Spring', state: 'published' })];

/** A fake release server: `inOther` refuses the add as the server does when the item is in another open release. */
const releaseServer = (inOther = false) => (call: Call) => {
  if (call.method === 'GET' && call.path === '/releases') return { data: { releases: RELEASES } };
  if (call.method === 'POST' && call.path === '/releases') return { message: 'Release created', data: { release: open({ id: 9, name: (call.body as { name: string }).name, item_count: 0 }) } };
  if (call.method === 'DELETE' && call.path === '/releases/9') return { message: 'Release deleted' };
  if (call.method === 'POST' && /^\/releases\/\d+\/items$/.test(call.path)) {
    if (inOther) throw httpError(409, { message: 'This item is already in the open release “Christmas”: an item belongs to one open release at a time.', release: { id: 8, name: 'Christmas' } });
    return { message: 'Added to release', data: { release: open({}), items: [] } };
  }
  throw httpError(404, { message: `unexpected ${call.method} ${call.path}` });
};
const live = wireItem(1, { title: 'Harbour walk' }, { state: 'published', is_published: true, published_version: 1 });
const draft = wireItem(1, { title: 'Harbour walk' });
const dialog = () => screen.findByRole('dialog', { name: 'Add “Harbour walk” to a release' });

describe('“Add to release…” in the editor’s More menu', () => {
  it('adds a live item to a chosen open release to be unpublished, with the server’s notice', async () => {
    const { calls, notices } = renderKindHost(tour(), { grant: { role: 'editor' }, items: [live], path: '/tk_tour?id=1', write: releaseServer() });
    await chooseMoreAction('Add to release…');
    const d = await dialog();
    // Only open releases are offered, the first chosen; then a new one.
    await within(d).findByRole('radio', { name: 'Opening day (2 items)' });
    expect(within(d).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Opening day (2 items)', 'Christmas (no items)', 'A new release', 'Publish its changes', 'Unpublish it',
    ]);
    fireEvent.click(within(d).getByRole('radio', { name: 'Christmas (no items)' }));
    fireEvent.click(within(d).getByRole('radio', { name: 'Unpublish it' }));
    fireEvent.click(within(d).getByRole('button', { name: 'Add to release' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/releases/8/items')?.body).toEqual({ kind: 'tk_tour', id: 1, action: 'unpublish' });
    expect(notices).toContain('Added to release');
  });

  it('makes a new release named in the dialog; a refusal shows the server’s words naming the other release, and the new one goes again', async () => {
    const { calls } = renderKindHost(tour(), { grant: { role: 'editor' }, items: [draft], path: '/tk_tour?id=1', write: releaseServer(true) });
    await chooseMoreAction('Add to release…');
    const d = await dialog();
    await within(d).findByRole('radio', { name: 'Opening day (2 items)' });
    // A draft can only be published by a release.
    expect(within(d).queryByRole('radio', { name: 'Unpublish it' })).toBeNull();
    fireEvent.click(within(d).getByRole('radio', { name: 'A new release' }));
    fireEvent.click(within(d).getByRole('button', { name: 'Add to release' }));
    expect((await within(d).findByRole('alert')).textContent).toBe('Give the release a name.');
    fireEvent.change(within(d).getByLabelText('Name'), { target: { value: 'Midsummer' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Add to release' }));
    await waitFor(() => expect(within(d).getByRole('alert').textContent).toContain('already in the open release “Christmas”'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/releases')?.body).toEqual({ name: 'Midsummer' });
    expect(calls.find((c) => c.path === '/releases/9/items')?.body).toEqual({ kind: 'tk_tour', id: 1, action: 'publish' });
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/releases/9')).toBe(true);
    expect(screen.getByRole('dialog')).toBe(d);
  });

  it('is offered to whoever may publish the item, and to no author, translator or viewer', async () => {
    renderKindHost(tour(), { grant: { role: 'admin' }, items: [draft], path: '/tk_tour?id=1' });
    expect(await moreActionItems()).toContain('Add to release…');
    cleanup();
    for (const role of ['author', 'translator', 'viewer'] as const) {
      renderKindHost(tour(), { grant: { role }, items: [live], path: '/tk_tour?id=1' });
      await waitFor(() => expect(document.querySelector('.editor__header .badge')?.textContent).toBe('Published'));
      expect(screen.queryByRole('button', { name: 'More lifecycle actions' }), role).toBeNull();
      cleanup();
    }
  });
});
