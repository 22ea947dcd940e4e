// @vitest-environment happy-dom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from './DashboardPage.tsx';
import { InfoPage } from './InfoPage.tsx';
import { minutesAgo, renderOverview } from './overview.testUtil.tsx';
import type { Overview, ReviewEntry } from './overviewApi.ts';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const overview = (): Partial<Overview> => ({ counts: [], recent: [], faults: [], faultCount: 0, activity: [], scheduled: [] });
const reviews = (): ReviewEntry[] => [
  { kind: 'tk_tour', id: 5, title: 'Harbour walk', submitted_by: { id: 3, name: 'Ann Author' }, submitted_at: minutesAgo(60 * 3), changed: ['title', 'reason'], from: 4, to: 7, compare: '/tk_tour/5/revisions/compare?from=4&to=7', has_changes: true, changed_languages: ['en'] },
  { kind: 'tk_venue', id: 9, title: '', submitted_by: null, submitted_at: minutesAgo(5), changed: ['name'], from: null, to: 1, compare: null, has_changes: false, changed_languages: [] },
];
const queue = () => screen.findByRole('region', { name: 'Waiting for review' });
const row = (card: HTMLElement, item: string) => card.querySelector(`[data-item="${item}"]`) as HTMLElement;

describe('the review queue', () => {
  it('lists each item waiting on Info: its title opening the editor, kind, who submitted, when, the fields changed by their labels, and Compare at the pair', async () => {
    const { calls } = renderOverview(<InfoPage />, overview, { role: 'editor', reviews });
    const card = await queue();
    await within(card).findByText('2 items');
    const harbour = row(card, 'tk_tour/5');
    expect(within(harbour).getByRole('link', { name: 'Harbour walk' }).getAttribute('href')).toBe('/tk_tour?id=5');
    expect(harbour.querySelector('.ov-kind')?.textContent).toBe('Tours');
    // Changes to a published item say so in the badges' words; a first publication has no badge.
    expect(harbour.querySelector('.badge')?.textContent).toBe('Published · changes in review');
    expect(harbour.textContent).toContain('Submitted by Ann Author');
    expect(harbour.querySelector('time')?.textContent).toBe('3 hours ago');
    expect(harbour.querySelector('.ov-review__changed')?.textContent).toBe('Changed since published: Tour title and Why closed');
    expect(within(harbour).getByRole('link', { name: 'Compare “Harbour walk” with its published revision' }).getAttribute('href'))
      .toBe('/tk_tour?id=5&history=compare&from=4&to=7');
    // Never published: nothing to compare with, so the link opens its History.
    const venue = row(card, 'tk_venue/9');
    expect(venue.querySelector('.ov-review__changed')?.textContent).toBe('New: never published');
    expect(venue.querySelector('.badge')).toBeNull();
    expect(within(venue).getByRole('link', { name: 'History of “(untitled)”' }).getAttribute('href')).toBe('/tk_venue?id=9&history=open');
    expect(venue.textContent).toContain('Submitted by —');
    expect(calls).toContain('/reviews');
  });

  it('shows on the Dashboard too, and says so in a line when nothing waits', async () => {
    renderOverview(<DashboardPage />, overview, { role: 'admin', reviews: () => [] });
    const card = await queue();
    await within(card).findByText('Nothing is waiting for review.');
    expect(card.querySelector('ul')).toBeNull();
  });

  it('is not there for an author, a translator or a viewer, who are never asked for it', async () => {
    for (const role of ['author', 'translator', 'viewer'] as const) {
      const { calls } = renderOverview(<InfoPage />, overview, { role, reviews });
      await screen.findByRole('region', { name: 'Content' });
      expect(screen.queryByRole('region', { name: 'Waiting for review' }), role).toBeNull();
      expect(calls, role).not.toContain('/reviews');
      cleanup();
    }
  });

  it('shows an editor limited to some kinds only their items', async () => {
    renderOverview(<InfoPage />, overview, { role: 'editor', kinds: ['tk_venue'], reviews });
    const card = await queue();
    await waitFor(() => expect(row(card, 'tk_venue/9')).toBeTruthy());
    expect(row(card, 'tk_tour/5')).toBeNull();
  });

  it('speaks Spanish and Chinese', async () => {
    renderOverview(<InfoPage />, overview, { role: 'editor', reviews, language: 'es' });
    let card = await screen.findByRole('region', { name: 'Pendiente de revisión' });
    await waitFor(() => expect(row(card, 'tk_tour/5')?.querySelector('.ov-review__changed')?.textContent).toBe('Cambios desde la publicación: Título del recorrido y Motivo del cierre'));
    expect(within(row(card, 'tk_tour/5')).getByRole('link', { name: /Comparar/ }).textContent).toBe('Comparar');
    cleanup();
    renderOverview(<InfoPage />, overview, { role: 'editor', reviews: () => [], language: 'zh' });
    card = await screen.findByRole('region', { name: '待审核' });
    await within(card).findByText('没有待审核的内容。');
  });
});
