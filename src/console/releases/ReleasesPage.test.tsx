// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { $Fetch } from 'ofetch';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { Role } from '../../core/roles.ts';
import type { Release, ReleaseDetail } from '../../core/releaseWire.ts';
import { httpError, renderConsoleTree } from '../editor/kindHost.testUtil.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import type { UiLanguage } from '../i18n/catalogues.ts';
import { testRegistry } from '../relations/consoleTest.testUtil.tsx';
import { rolesAtom, userWebAtom } from '../session/session.ts';
import { ReleasesPage } from './ReleasesPage.tsx';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const user = { id: 2, name: 'Eddie Editor' };
const release = (over: Partial<Release>): Release => ({
  id: 7, name: 'Opening day', state: 'open', publish_at: null, created_by: user, created_at: '2026-06-01T08:00:00Z',
  published_at: null, published_by: null, error: null, item_count: 2, ...over,
});
const RELEASES: Release[] = [
  release({ publish_at: '2026-06-12T08:00:00Z' }),
  release({ id: 5, name: 'Spring', state: 'published', published_at: '2026-04-01T10:00:00Z', published_by: user, item_count: 4 }),
  release({ id: 4, name: 'Easter', state: 'failed', publish_at: '2026-03-30T07:00:00Z', error: 'Harbour walk: a game needs a challenge.', item_count: 1 }),
];
const DETAIL: ReleaseDetail = {
  release: RELEASES[0],
  items: [
    { kind: 'tk_tour', id: 1, title: 'Harbour walk', action: 'publish', state: 'published', added_at: '2026-06-01T08:00:00Z', added_by: user,
      changes: [{ path: 'title', change: 'changed', before: 'Harbour walk', after: 'Harbour walk at dawn' }], readiness: [], can_publish: true, reason: null },
    { kind: 'tk_venue', id: 3, title: 'Opera roof', action: 'publish', state: 'archived', added_at: '2026-06-01T08:00:00Z', added_by: user,
      changes: [], readiness: [{ at: '/city', message: 'City is empty.' }], can_publish: false, reason: 'This item is archived: restore it before a release publishes it.' },
  ],
};

/** The Releases page for `role` at `path`, against a fake `/releases…` server; every call is kept. */
function renderReleases(path: string, opts: { role?: Role; language?: UiLanguage; publish?: () => unknown } = {}) {
  const calls: { method: string; path: string }[] = [];
  const http = (async (p: string, init: { method?: string } = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path: p });
    await Promise.resolve();
    if (p === '/releases') return { data: { releases: RELEASES } };
    if (p === '/releases/7') return { data: DETAIL };
    if (p === '/releases/7/publish') return opts.publish?.() ?? { message: 'Release published', data: { release: { ...RELEASES[0], state: 'published' } } };
    if (method === 'DELETE' && p === '/releases/7/items/tk_tour/1') return { message: 'Removed from release', data: { ...DETAIL, items: DETAIL.items.slice(1) } };
    throw httpError(404, { message: 'Not found' });
  }) as unknown as $Fetch;
  const kinds = testRegistry().kinds;
  const store = createStore();
  const role = opts.role ?? 'editor';
  store.set(rolesAtom, [role]);
  store.set(userWebAtom, { user: { id: 2, email: 'e@example.com', name: 'Eddie', roles: [role], kinds: null }, company: { id: 1, slug: 'acme', name: 'Acme' }, user_setting: { time_zone: 'Europe/Oslo' } });
  const language = opts.language ?? 'en';
  const location = memoryLocation({ path, record: true });
  const { result, notices } = renderConsoleTree(<ReleasesPage />, { http, store, intl: createConsoleIntl(language, kinds), language, kinds, location });
  return { ...result, calls, notices };
}
const row = (id: number) => document.querySelector(`[data-release="${id}"]`) as HTMLElement;
const item = (key: string) => document.querySelector(`[data-item="${key}"]`) as HTMLElement;

describe('the Releases page', () => {
  it('lists open releases with their size and time on the company’s clock, and the record of past ones: who published when, why one failed', async () => {
    renderReleases('/releases');
    const open = await screen.findByRole('region', { name: 'Open releases' });
    await within(open).findByRole('link', { name: 'Opening day' });
    expect(within(open).getByRole('link', { name: 'Opening day' }).getAttribute('href')).toBe('/releases?id=7');
    expect(row(7).textContent).toContain('2 items');
    expect(row(7).textContent).toContain('Goes live Fri, Jun 12, 2026, 10:00 AM');
    const past = screen.getByRole('region', { name: 'Past releases' });
    expect(within(past).getAllByRole('listitem').map((li) => li.getAttribute('data-release'))).toEqual(['5', '4']);
    expect(row(5).textContent).toContain('Went live Wed, Apr 1, 2026, 12:00 PM, by Eddie Editor');
    expect(row(4).textContent).toContain('Did not go live');
    expect(row(4).textContent).toContain('Nothing was published: Harbour walk: a game needs a challenge.');
    expect(screen.getByRole('button', { name: 'New release' })).toBeTruthy();
  });

  it('shows a release’s items: action, state, changes field by field, and why one cannot go live with its readiness findings', async () => {
    renderReleases('/releases?id=7');
    await screen.findByRole('heading', { name: 'Opening day', level: 1 });
    const walk = item('tk_tour/1');
    expect(within(walk).getByRole('link', { name: 'Harbour walk' }).getAttribute('href')).toBe('/tk_tour?id=1');
    expect(walk.querySelector('.rel-action')?.textContent).toBe('Publish');
    expect(walk.querySelector('.badge')?.getAttribute('data-state')).toBe('changes');
    const table = within(walk).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Field', 'What visitors see', 'Your draft']);
    expect(table.querySelector('[data-path="title"] .hcompare__after')?.textContent).toContain('dawn');
    const roof = item('tk_venue/3');
    expect(roof.textContent).toContain('Cannot go live: This item is archived: restore it before a release publishes it.');
    expect(roof.textContent).toContain('City is empty.');
    expect(screen.getByRole('status').textContent).toBe('1 item cannot go live as it is now: publishing the release would publish nothing.');
  });

  it('publishes after asking how many items go live; a refusal names each refused item and why, and says nothing was published', async () => {
    const refused = { message: 'Nothing was published', items: [{ kind: 'tk_venue', id: 3, title: 'Opera roof', reason: 'This item is archived: restore it before a release publishes it.' }] };
    const { calls } = renderReleases('/releases?id=7', { publish: () => { throw httpError(409, refused); } });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
    const ask = await screen.findByRole('dialog', { name: 'Publish “Opening day” now?' });
    expect(ask.textContent).toContain('2 items go live together: all of them, or none if one cannot.');
    expect(calls.some((c) => c.path === '/releases/7/publish')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Publish now' }));
    const answer = await screen.findByRole('dialog', { name: '“Opening day” was not published' });
    expect(within(answer).getByRole('alert').textContent).toBe('Nothing was published: 1 item cannot go live as it is now.');
    const listed = within(answer).getAllByRole('listitem');
    expect(listed.map((li) => li.getAttribute('data-item'))).toEqual(['tk_venue/3']);
    expect(listed[0].textContent).toContain('Opera roof');
    expect(listed[0].textContent).toContain('This item is archived');
    fireEvent.click(within(answer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('publishes when nothing is refused, and removes an item, each with the server’s notice in the user’s language', async () => {
    const { calls, notices } = renderReleases('/releases?id=7', { language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar «Harbour walk» del lanzamiento' }));
    await waitFor(() => expect(item('tk_tour/1')).toBeNull());
    expect(calls).toContainEqual({ method: 'DELETE', path: '/releases/7/items/tk_tour/1' });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar ahora' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publicar ahora' }));
    await waitFor(() => expect(notices).toEqual(['Quitado del lanzamiento', 'Lanzamiento publicado']));
    expect(calls).toContainEqual({ method: 'GET', path: '/releases/7/publish' });
    // Loaded again: the release as it is now.
    expect(calls.filter((c) => c.path === '/releases/7').length).toBeGreaterThan(1);
  });

  it('is read-only for a viewer, an author and a translator: no New release, Publish now, Schedule…, Delete or Remove', async () => {
    for (const role of ['viewer', 'author', 'translator'] as const) {
      renderReleases('/releases', { role });
      await screen.findByRole('link', { name: 'Opening day' });
      expect(screen.queryByRole('button', { name: 'New release' }), role).toBeNull();
      cleanup();
      renderReleases('/releases?id=7', { role });
      await screen.findByRole('heading', { name: 'Opening day', level: 1 });
      expect(screen.queryAllByRole('button'), role).toEqual([]);
      expect(item('tk_tour/1').querySelector('table'), role).not.toBeNull();
      cleanup();
    }
  });
});
