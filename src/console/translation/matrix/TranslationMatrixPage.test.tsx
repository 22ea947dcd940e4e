// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentLanguageAtom } from '../../i18n/contentLanguage.ts';
import { renderTranslations } from './matrix.testUtil.tsx';

afterEach(cleanup);

const MATRIX = {
  data: {
    base: 'en',
    languages: ['es', 'zh'],
    kinds: [
      { kind: 'tk_venue', total: 4, languages: { es: { complete: 4, missing: 0, stale: 0 }, zh: { complete: 0, missing: 4, stale: 0 } } },
      { kind: 'tk_tour', total: 6, languages: { es: { complete: 3, missing: 2, stale: 1 }, zh: { complete: 0, missing: 6, stale: 0 } } },
    ],
  },
};

const TOUR_ITEMS = {
  data: {
    items: [
      { id: 3, title: 'Harbour walk', state: 'complete', missing: [], stale: [] },
      { id: 5, title: 'Old town', state: 'missing', missing: ['title', 'pages/12/title'], stale: [], children: { 'pages/12': { position: 1, title: 'Market square' } } },
      { id: 8, title: 'Fortress', state: 'stale', missing: [], stale: ['pages/4/title'] },
    ],
  },
};

const api = (path: string) => {
  if (path === '/translations') return MATRIX;
  if (path === '/translations/tk_tour?language=es') return TOUR_ITEMS;
  return undefined;
};

describe('the translation matrix', () => {
  it('shows every kind × non-base language with its counts in words', async () => {
    renderTranslations('/translations', api, { languages: ['en', 'es', 'zh'] });
    const table = await screen.findByRole('table');
    // Rows in tab order (the registry's), labelled by the kind's own tab name.
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Tours', 'Venues', 'All kinds']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Kind', 'Items', 'SpanishES', 'ChineseZH']);

    const tourEs = screen.getByRole('link', { name: 'Tours in Spanish: 50%, 3 complete, 2 missing, 1 stale' });
    expect(tourEs.textContent).toContain('3 complete');
    expect(tourEs.textContent).toContain('2 missing');
    expect(tourEs.textContent).toContain('1 stale');
    expect(tourEs.textContent).toContain('50%');
    // A count of zero is left out rather than shown in colour only.
    const venueEs = screen.getByRole('link', { name: /^Venues in Spanish/ });
    expect(venueEs.textContent).toMatch(/4 complete/);
    expect(venueEs.textContent).not.toMatch(/missing|stale/);
    expect(screen.getByRole('group', { name: 'All kinds in Chinese: 0%, 10 missing' })).toBeTruthy();
    // The legend says what the states mean.
    expect(screen.getByText(/the English text changed after the translation was saved/)).toBeTruthy();
  });

  it('drills down to a kind’s items in a language, then to their fields, with the view in the URL', async () => {
    const { location, calls } = renderTranslations('/translations', api, { languages: ['en', 'es', 'zh'] });
    fireEvent.click(await screen.findByRole('link', { name: /^Tours in Spanish/ }));
    expect(await screen.findByRole('heading', { name: 'Tours in Spanish' })).toBeTruthy();
    expect(location.history).toEqual(['/translations', '/translations?kind=tk_tour&language=es']);
    expect(calls).toContain('GET /translations/tk_tour?language=es');

    const rows = await screen.findAllByRole('listitem');
    // What needs work first: missing, then stale, then complete.
    expect(rows.map((r) => r.getAttribute('data-item'))).toEqual(['5', '8', '3']);
    expect(within(rows[0]).getByText('Missing')).toBeTruthy();
    expect(within(rows[0]).getByText('2 fields not translated')).toBeTruthy();
    expect(within(rows[1]).getByText('Stale')).toBeTruthy();
    expect(within(rows[1]).getByText('1 field to check')).toBeTruthy();
    expect(within(rows[2]).getByText('Complete')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Show items' }).textContent).toBe('All3Missing1Stale1Complete1');

    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Old town' }));
    const fields = await screen.findByRole('heading', { name: 'Not yet in Spanish' });
    const list = within(fields.parentElement!).getAllByRole('listitem');
    expect(list.map((li) => [li.textContent, li.getAttribute('data-path')])).toEqual([
      ['Tour title', 'title'],
      // A keyed child by its position and title, as the author knows it, not by its key.
      ['Pages › 1 · Market square › Page title', 'pages/12/title'],
    ]);
    // Opening a row refines this view: it replaces the entry, so Back still leads to the matrix.
    expect(location.history).toEqual(['/translations', '/translations?kind=tk_tour&language=es&open=5']);

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Fortress' }));
    expect(await screen.findByRole('heading', { name: 'Changed in English since translated' })).toBeTruthy();
    // An answer that does not name the child: its key, as before.
    expect(screen.getByText('Pages › 4 › Page title')).toBeTruthy();
  });

  it('filters by state and links each item to its editor with the content language switched', async () => {
    const { location, store } = renderTranslations('/translations?kind=tk_tour&language=es', api);
    fireEvent.click(await screen.findByRole('button', { name: /^Stale/ }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(location.history?.at(-1)).toBe('/translations?kind=tk_tour&language=es&state=stale');

    expect(store.get(contentLanguageAtom)).toBe('en');
    const translate = screen.getByRole('link', { name: 'Translate “Fortress” into Spanish' });
    expect(translate.getAttribute('href')).toBe('/tk_tour?id=8');
    fireEvent.click(translate);
    expect(store.get(contentLanguageAtom)).toBe('es');
    expect(location.history?.at(-1)).toBe('/tk_tour?id=8');
  });

  it('explains a client with one language instead of showing an empty table', async () => {
    renderTranslations('/translations', () => ({ data: { base: 'en', languages: [], kinds: [] } }), { languages: ['en'] });
    expect(await screen.findByRole('heading', { name: 'Only one content language' })).toBeTruthy();
    expect(screen.getByText(/written in English only/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the URL names a kind the console does not show, and offers the way back', async () => {
    const { calls } = renderTranslations('/translations?kind=nothing&language=es', api);
    expect(await screen.findByText(/This kind does not exist/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Translations' }).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.startsWith('GET /translations/'))).toEqual([]);
  });

  it('offers a retry when the counts cannot be loaded', async () => {
    let up = false;
    renderTranslations('/translations', (p) => (up ? api(p) : undefined));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    up = true;
    fireEvent.click(retry);
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
