// @vitest-environment happy-dom
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from './DashboardPage.tsx';
import { renderOverview, thirtyDays } from './overview.testUtil.tsx';
import type { Overview } from './overviewApi.ts';
import { niceMax } from './chartScale.ts';

afterEach(cleanup);
// A busy machine (the whole suite in parallel) can take over a second for the first render.
configure({ asyncUtilTimeout: 5000 });


const overview = (): Partial<Overview> => ({
  counts: [],
  recent: [],
  // Day 20 is the busiest: 9 edits, 2 publishes; 39 edits and 12 publishes in all.
  activity: thirtyDays((i) => (i === 20 ? [9, 2] : i % 3 === 0 ? [3, 1] : [0, 0])),
  faults: [{ kind: 'tk_tour', id: 5, title: 'Harbour walk', type: 'lint', at: '/pages/0/title', message: 'rule.tk_tour.x', text: 'Empty page' }],
  faultCount: 1,
  scheduled: [
    { kind: 'tk_tour', id: 8, title: 'Night tour', at: '2030-06-12T16:00:00.000Z', state: 'published' },
    { kind: 'tk_tour', id: 7, title: 'Morning tour', at: '2030-06-12T06:30:00.000Z', state: 'active' },
  ],
});

describe('the Dashboard', () => {
  it('draws 30 days of edits and publishes, summarised for screen readers', async () => {
    const { container } = renderOverview(<DashboardPage />, overview);
    await screen.findByRole('region', { name: 'Activity, last 30 days' });
    const chart = await screen.findByRole('img', { name: /^Last 30 days: 39 edits and 12 publishes\./ });
    expect(chart.getAttribute('aria-label')).toMatch(/Busiest day: .+ \(9 edits, 2 publishes\)\.$/);
    const days = container.querySelectorAll('.ov-chart__day');
    expect(days).toHaveLength(30);
    expect(container.querySelectorAll('.ov-chart__bar--edits')).toHaveLength(30);
    expect(container.querySelectorAll('.ov-chart__bar--publishes')).toHaveLength(30);
    // Each day says its numbers on hover; the axis names a day a week apart, today included.
    expect(days[20].querySelector('title')!.textContent).toMatch(/: 9 edits, 2 publishes$/);
    expect(container.querySelectorAll('.ov-chart__label')).toHaveLength(5);
    expect(days[29].querySelector('.ov-chart__label')).toBeTruthy();
    // The busiest day's bar is the tallest; the legend carries the totals.
    const heights = [...container.querySelectorAll('.ov-chart__bar--edits')].map((r) => Number(r.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[20]);
    expect([...container.querySelectorAll('.ov-legend li')].map((li) => li.textContent)).toEqual(['Edits39', 'Publishes12']);
    // The numbers as a table too.
    expect(screen.getAllByRole('row', { hidden: true }).length).toBeGreaterThanOrEqual(31);
  });

  it('lists the schedule soonest first on the company’s clock, with kind, link and state', async () => {
    renderOverview(<DashboardPage />, overview, { settings: { time_zone: 'Europe/Oslo' } });
    const card = await screen.findByRole('region', { name: 'Schedule' });
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-item'))).toEqual(['tk_tour/7', 'tk_tour/8']);
    // 06:30 UTC is 08:30 in Oslo in June (UTC+2).
    expect(within(rows[0]).getByRole('cell', { name: /8:30\sAM/ })).toBeTruthy();
    expect(within(rows[1]).getByRole('cell', { name: /6:00\sPM/ })).toBeTruthy();
    expect(within(rows[0]).getByRole('link', { name: 'Morning tour' }).getAttribute('href')).toBe('/tk_tour?id=7');
    expect(within(rows[0]).getByText('Tours')).toBeTruthy();
    expect(within(rows[1]).getByText('Published')).toBeTruthy();
    // A tour never published reads as the list and the header word it: Draft (not the wire's "active").
    expect(within(rows[0]).getByText('Draft')).toBeTruthy();
    expect(within(card).getByText('Times in Europe/Oslo.')).toBeTruthy();
  });

  it('links a scheduled release to its page on the Releases page, and every release from the card', async () => {
    const schedule = () => [{ target: 'release' as const, kind: null, id: 7, title: 'Opening day', action: 'publish' as const, at: '2026-06-12T08:00:00Z', set_by: null, state: 'pending' as const, error: null }];
    renderOverview(<DashboardPage />, overview, { schedule });
    const card = await screen.findByRole('region', { name: 'Scheduled publishing' });
    expect((await within(card).findByRole('link', { name: 'Opening day' })).getAttribute('href')).toBe('/releases?id=7');
    expect(card.querySelector('[data-item="null/7"] .ov-kind')?.textContent).toBe('Release');
    expect(within(card).getByRole('link', { name: 'All releases' }).getAttribute('href')).toBe('/releases');
  });

  it('shows the same readiness list as the Info page', async () => {
    renderOverview(<DashboardPage />, overview);
    const card = await screen.findByRole('region', { name: 'Publish readiness' });
    expect(within(card).getByRole('link', { name: /Empty page/ }).getAttribute('href')).toBe('/tk_tour?id=5&field=/pages/0/title');
  });

  it('rounds the chart’s scale up to a readable number', () => {
    expect([0, 3, 4, 7, 9, 12, 40, 130].map((n) => niceMax(n))).toEqual([4, 4, 4, 8, 10, 20, 40, 200]);
  });
});
