import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';

// The tour run's own page: a guide starts a crew run in /Turer, and the dashboard's
// schedule shows it, in real Chromium against the real server.
const TIMEOUT = 120_000;

describe('crew runs from /Turer', () => {
  const s = consoleSession({ viewport: { width: 1440, height: 900 }, signInAt: '/info' });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  // A settings card with its own Save button is a form; the others are regions.
  const section = (name: string) => page.getByRole('region', { name, exact: true }).or(page.getByRole('form', { name, exact: true }));

  it('starts a crew run in /Turer and finds it on the dashboard', async () => {
    await page.goto(`${server.url}/admin/Turer`);
    await page.getByRole('heading', { name: 'Start a tour' }).waitFor();
    const trip = page.getByLabel('Trip', { exact: true });
    await expect.poll(() => trip.locator('option').count()).toBeGreaterThan(1);
    await trip.selectOption({ index: 1 });
    await page.getByLabel('Group size').fill('17');
    await page.getByLabel('Guide name').fill('Ola Crew');
    await page.getByRole('button', { name: 'Start tour', exact: true }).click();
    await page.getByText(/^Tour started: .+, 17 people, /).waitFor();

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await section('Schedule').getByRole('link', { name: /Ola Crew · 17/ }).waitFor();
    const chart = section('Activity, last 30 days').getByRole('img');
    expect(await chart.getAttribute('aria-label')).toMatch(/\d/);
    await page.screenshot({ path: '.tmp/dashboard-e2e.png', fullPage: true });
  }, TIMEOUT);
});
