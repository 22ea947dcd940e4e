import { beforeAll, describe, expect, it } from 'vitest';
import { consoleSession } from '../support/consoleSession.ts';
import type { Browser, Page } from 'playwright-core';
import type { TestServer } from '../support/startServer.ts';
import { api } from '../support/api.ts';
import { signIn, tokenOf, userMenu } from './shellSupport.ts';
import { openTab } from './tabBarSupport.ts';

// The built console (dist/) against the real server in headless Chromium: routes, guard, session.
const TIMEOUT = 120_000;

describe('console shell: routes, guard and session', () => {
  const s = consoleSession({ viewport: { width: 1280, height: 800 } });
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  beforeAll(() => { ({ server, browser, page } = s); });

  const current = () => page.locator('.tabs [aria-current="page"]');

  it('sends a signed-out visitor to /login with a redirect, and back there after signing in', async () => {
    await page.goto(`${server.url}/admin/station`);
    await page.waitForURL(/\/admin\/login\?redirect=%2Fstation$/);
    await page.getByLabel('E-mail').fill(server.adminEmail);
    await page.getByLabel('Password').fill(server.adminPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/admin\/station$/);
    await expect(current().innerText()).resolves.toBe('Stations');
  }, TIMEOUT);

  it('sends /login to / when signed in, and the root to Info', async () => {
    await page.goto(`${server.url}/admin/login`);
    await page.waitForURL(/\/admin\/info$/);
    await page.getByRole('heading', { name: 'Oslo Fjord Tours', level: 1 }).waitFor();
    await expect(current().innerText()).resolves.toBe('Info');
  }, TIMEOUT);

  it('keeps Trips highlighted on TripEdit and opens a built kind\'s edit route in its editor', async () => {
    const trips = await api(server, await tokenOf(page.context())).get('/api/trip');
    const seeded = (trips.body.data.items as { id: number; title: string }[])[0];
    expect(seeded, 'the demo seed has a trip').toBeTruthy();
    await page.goto(`${server.url}/admin/Trips/${seeded.id}`);
    await page.waitForURL(new RegExp(`/admin/trip\\?id=${seeded.id}$`));
    const title = page.getByRole('region', { name: 'Edit Trip' }).getByRole('textbox', { name: /^Title/ });
    await expect.poll(() => title.inputValue()).toBe(seeded.title);
    await expect(current().innerText()).resolves.toBe('Trips');
    await page.goto(`${server.url}/admin/Stations/123`);
    await page.waitForURL(/\/admin\/station\?id=123$/);
    await page.goto(`${server.url}/admin/redirect/web_pages`);
    await page.waitForURL(/\/admin\/web_pages$/);
  }, TIMEOUT);

  it('sends an unknown path to /404', async () => {
    await page.goto(`${server.url}/admin/no-such-screen`);
    await page.waitForURL(/\/admin\/404$/);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  }, TIMEOUT);

  it('shows the server\'s message in a 5 s error toast', async () => {
    await userMenu(page, 'Import CSV');
    const dialog = page.getByRole('dialog', { name: 'Import persons from CSV' });
    // A spreadsheet picked by mistake: the server refuses it with 415 and its own message.
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'people.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'This is not a CSV text file. Export the sheet as CSV (UTF-8) first.' });
    await toast.waitFor();
    const shownAt = Date.now();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await toast.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3500);
  }, TIMEOUT);

  it('logs out when the API answers 401, and the guard sends the user to /login', async () => {
    await page.goto(`${server.url}/admin/web_pages`);
    await page.getByRole('option').first().waitFor();
    // The token dies elsewhere (another tab logged out); the next API call answers 401.
    const res = await api(server, await tokenOf(page.context())).post('/api/logout');
    expect(res.status).toBe(200);
    await openTab(page, 'Stations');
    await page.waitForURL(/\/admin\/login\?redirect=%2Fstation$/);
    expect((await page.context().cookies()).some((c) => c.name === 'tb_token')).toBe(false);
  }, TIMEOUT);

  it('signs in through autoLogin and leaves no password in the address bar or history', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const p = await context.newPage();
    p.setDefaultTimeout(20_000);
    await p.goto(`${server.url}/admin/login/${encodeURIComponent(server.adminEmail)}/${encodeURIComponent(server.adminPassword)}?redirect=%2Fweb_pages`);
    // The sign-in screen says which account and company the link made active before going on.
    await p.getByText(`You are now signed in as ${server.adminEmail} at Oslo Fjord Tours.`).waitFor();
    expect(p.url()).not.toContain(server.adminPassword);
    await p.getByRole('button', { name: 'Continue', exact: true }).click();
    await p.waitForURL(/\/admin\/web_pages$/);
    await p.getByRole('option').first().waitFor();
    expect(p.url()).not.toContain(server.adminPassword);
    // Every entry this visit made was replaced: going back leaves the console altogether.
    expect(await p.evaluate(() => history.length)).toBe(2);
    await p.goBack();
    expect(p.url()).not.toContain(server.adminPassword);
    expect(p.url()).toBe('about:blank');
    await context.close();
  }, TIMEOUT);

  it('logs out from the user menu back to /login with a redirect to where the user was', async () => {
    await signIn(page, server, '/achievement');
    await page.waitForURL(/\/admin\/achievement$/);
    await userMenu(page, 'Log Out');
    await page.waitForURL(/\/admin\/login\?redirect=%2Fachievement$/);
    expect((await page.context().cookies()).some((c) => c.name === 'tb_token')).toBe(false);
    // The old token no longer works on the server either.
    await page.goto(`${server.url}/admin/achievement`);
    await page.waitForURL(/\/admin\/login\?redirect=%2Fachievement$/);
  }, TIMEOUT);
});
