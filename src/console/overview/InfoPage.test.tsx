// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InfoPage } from './InfoPage.tsx';
import { httpError, minutesAgo, renderOverview } from './overview.testUtil.tsx';
import type { Overview } from './overviewApi.ts';

afterEach(cleanup);
// A busy machine (the whole suite in parallel) can take over a second for the first render.
configure({ asyncUtilTimeout: 5000 });

const overview = (): Partial<Overview> => ({
  counts: [
    { kind: 'tk_tour', total: 12, published: 7, draft: 4, archived: 1 },
    { kind: 'tk_venue', total: 3, published: 0, draft: 3, archived: 0 },
  ],
  recent: [
    { kind: 'tk_tour', id: 5, title: 'Harbour walk', action: 'publish', at: minutesAgo(5), user: { name: 'Kari Nordmann', email: 'kari@example.com' } },
    { kind: 'tk_venue', id: 9, title: 'Old mill', action: 'destroy', at: minutesAgo(60 * 3), user: { name: '', email: 'ola@example.com' } },
    { kind: 'tk_tour', id: 6, title: 'Fortress', action: 'create', at: minutesAgo(60 * 24 * 2), user: null },
  ],
  faults: [
    { kind: 'tk_tour', id: 5, title: 'Harbour walk', type: 'lint', at: '/pages/2/next', message: 'rule.tk_tour.unreachable', text: 'Nobody can reach this page' },
    { kind: 'tk_tour', id: 5, title: 'Harbour walk', type: 'media', at: '/thumbnail', message: 'readiness.media', values: { file: 'a.jpg' }, text: 'The file “a.jpg” is missing' },
    { kind: 'tk_venue', id: 2, title: 'Town hall', type: 'reference', at: '/sponsor_id', message: 'readiness.reference', values: { title: 'X' }, text: 'Points at “X”, which is archived' },
  ],
  faultCount: 3,
  activity: [],
  scheduled: [],
});

describe('the Info page', () => {
  it('greets with the client’s name and counts every kind with a tab, linking to it', async () => {
    renderOverview(<InfoPage />, overview);
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Tours' })).toBeTruthy();
    const table = within(await screen.findByRole('region', { name: 'Content' })).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Kind', 'Total', 'Published', 'Draft', 'Archived']);
    const rows = within(table).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Tours', '12', '7', '4', '1'],
      ['Venues', '3', '0', '3', '0'],
      ['All kinds', '15', '7', '7', '1'],
    ]);
    expect(within(table).getByRole('link', { name: 'Tours' }).getAttribute('href')).toBe('/tk_tour');
  });

  it('lists the readiness faults by item, each linking to the editor at its field', async () => {
    renderOverview(<InfoPage />, overview);
    const card = await screen.findByRole('region', { name: 'Publish readiness' });
    expect(within(card).getByText('3 faults in 2 items')).toBeTruthy();
    const items = within(card).getAllByRole('listitem').filter((li) => li.hasAttribute('data-item'));
    expect(items.map((li) => li.getAttribute('data-item'))).toEqual(['tk_tour/5', 'tk_venue/2']);
    expect(within(items[0]).getByRole('link', { name: 'Harbour walk' }).getAttribute('href')).toBe('/tk_tour?id=5');
    const fix = within(items[0]).getByRole('link', { name: 'Fix in “Harbour walk”: Nobody can reach this page' });
    expect(fix.getAttribute('href')).toBe('/tk_tour?id=5&field=/pages/2/next');
    expect(within(items[0]).getByRole('link', { name: /The file “a.jpg” is missing/ }).getAttribute('href')).toBe('/tk_tour?id=5&field=/thumbnail');
    expect(within(items[1]).getByRole('link', { name: /Points at “X”/ }).getAttribute('href')).toBe('/tk_venue?id=2&field=/sponsor_id');

    // Filtering by type keeps only that type's faults (and their items).
    fireEvent.click(within(card).getByRole('button', { name: /^Media/ }));
    expect(within(card).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/tk_tour?id=5', '/tk_tour?id=5&field=/thumbnail']);
  });

  it('says so when nothing would trip a visitor up', async () => {
    renderOverview(<InfoPage />, () => ({ ...overview(), faults: [], faultCount: 0 }));
    const card = await screen.findByRole('region', { name: 'Publish readiness' });
    expect(within(card).getByText('Nothing a visitor would trip over')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('shows the recent edits with what was done, by whom and how long ago; a destroyed item is not linked', async () => {
    renderOverview(<InfoPage />, overview);
    const table = within(await screen.findByRole('region', { name: 'Recently edited' })).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const text = rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(text).toEqual([
      ['Harbour walkTours', 'Published', 'Kari Nordmann', '5 minutes ago'],
      ['Old millVenues', 'Deleted for good', 'ola@example.com', '3 hours ago'],
      ['FortressTours', 'Created', 'seed', '2 days ago'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Harbour walk' }).getAttribute('href')).toBe('/tk_tour?id=5');
    expect(within(rows[1]).queryByRole('link')).toBeNull();
  });

  it('speaks the UI language (es)', async () => {
    renderOverview(<InfoPage />, overview, { language: 'es' });
    expect(await screen.findByRole('region', { name: 'Listo para publicar' })).toBeTruthy();
    expect(screen.getByText('hace 5 minutos')).toBeTruthy();
    expect(screen.getByText('Recorridos', { selector: 'a' })).toBeTruthy();
  });

  it('shows the server’s message when the overview cannot be loaded, and retries', async () => {
    let fail = true;
    renderOverview(<InfoPage />, () => { if (fail) throw httpError(503, { message: 'The database is asleep' }); return overview(); });
    expect(await screen.findByText('The database is asleep')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Content' })).toBeTruthy();
  });
});
