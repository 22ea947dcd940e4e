import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type TestServer } from '../support/startServer.ts';
import { launchBrowser } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { signIn, tabTitles, tokenOf, userMenu } from './shellSupport.ts';

// The built console (dist/) against the real server in headless Chromium: tabs, languages, menus, dialogs.
const TIMEOUT = 120_000;
const SHOTS = resolve(import.meta.dirname, '../../.tmp/screenshots');

describe('console shell: tabs, languages, menus and dialogs', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, server);
  }, TIMEOUT);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows every main tab of the route table, titled from the client or the catalogue', async () => {
    expect(await tabTitles(page)).toEqual([
      'Info', 'Events', 'Trips', 'Stations', 'Stories', 'Games', 'Web Pages', 'Forms', 'Q&A', 'Fun Facts',
      'Research cards', 'Settings', 'Listings', 'Share', 'Counter',
      // Kinds the table does not name follow it.
      'Tour runs',
      // The demo client offers two languages: the translation matrix has a tab of its own, last.
      'Translations',
    ]);
  }, TIMEOUT);

  it('hides a tab whose cookie is "0", and its route goes to /404', async () => {
    await context.addCookies([{ name: 'web_pages', value: '0', url: server.url }]);
    await page.goto(`${server.url}/admin/station`);
    await page.getByRole('link', { name: 'Stations', exact: true }).waitFor();
    expect(await tabTitles(page)).not.toContain('Web Pages');
    await page.goto(`${server.url}/admin/web_pages`);
    await page.waitForURL(/\/admin\/404$/);
    await context.clearCookies({ name: 'web_pages' });
  }, TIMEOUT);

  it('hides a tab the client marks inactive (inactive_tabs)', async () => {
    const token = await tokenOf(context);
    const res = await api(server, token).post('/api/settings', { inactive_tabs: [{ tab: 'achievement', is_visible: false }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await page.goto(`${server.url}/admin/station`);
    await page.getByRole('link', { name: 'Stations', exact: true }).waitFor();
    const titles = await tabTitles(page);
    expect(titles).toContain('Web Pages');
    expect(titles).not.toContain('Fun Facts');
    await api(server, token).post('/api/settings', { inactive_tabs: [] });
  }, TIMEOUT);

  it('opens the Company dialog from the keyboard, lists the company, closes on Escape and returns focus', async () => {
    await page.goto(`${server.url}/admin/station`);
    const trigger = page.getByRole('button', { name: /^Account menu/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    // Opened from the keyboard, the menu focuses its first item; arrows move through the items.
    const focused = (text: string) => page.waitForFunction((t) => document.activeElement?.textContent === t, text);
    await focused('Dashboard');
    await page.keyboard.press('ArrowDown');
    await focused('Releases');
    await page.keyboard.press('ArrowDown');
    await focused('Company');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Company' });
    await dialog.getByRole('cell', { name: 'Oslo Fjord Tours' }).waitFor();
    const row = await dialog.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
    expect(row).toEqual(['Oslo Fjord Tours', 'hello@oslofjord-tours.test', '+47 22 00 00 00', 'Rådhusplassen 1, 0037 Oslo, Norway']);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix hands focus back in a timeout after the dialog unmounts: wait for it (fails after the timeout if it never comes).
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Account menu') ?? false, undefined, { timeout: 3000 });
  }, TIMEOUT);

  it('imports a real CSV, reports the one refused row and why, then reloads', async () => {
    await userMenu(page, 'Import CSV');
    const dialog = page.getByRole('dialog', { name: 'Import persons from CSV' });
    const csv = 'name,email,phone\nAda Lovelace,ada@example.org,+47 22 11 22 33\nNo Mail,not-an-e-mail,\nBob Berg,bob@example.org,\n';
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('2 persons imported, 1 row refused.').waitFor();
    const refused = dialog.getByRole('table', { name: 'Refused rows' });
    const cells = await refused.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
    expect(cells[0]).toBe('3');
    expect(cells[1]).toMatch(/e-?mail/i);

    const persons = await api(server, await tokenOf(context)).get('/api/person');
    expect(persons.body.data.items.map((p: { name: string }) => p.name)).toEqual(['Ada Lovelace', 'Bob Berg']);

    // Completion: the report is read and closed; 1500 ms later the page reloads.
    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    const closedAt = Date.now();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Import complete. The page reloads in a moment…').waitFor();
    await reloaded;
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(1400);
  }, TIMEOUT);

  it('switches to Spanish from the flag menu: tab names from language_tabs_web, kept across reloads', async () => {
    await page.goto(`${server.url}/admin/station`);
    await page.getByRole('button', { name: 'Language: EN (English)' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await reloaded;
    await page.getByRole('link', { name: 'Estaciones', exact: true }).waitFor();
    const titles = await tabTitles(page);
    expect(titles).toEqual([
      'Información', 'Eventos', 'Viajes', 'Estaciones', 'Historias', 'Juegos', 'Páginas web', 'Formularios', 'Preguntas',
      'Datos curiosos', 'Fichas de investigación', 'Ajustes', 'Listados', 'Compartir', 'Contador', 'Salidas', 'Traducciones',
    ]);
    await page.reload();
    await page.getByRole('button', { name: 'Idioma: ES (Español)' }).waitFor();
    expect(await tabTitles(page)).toEqual(titles);
    expect(await page.evaluate(() => [document.cookie.includes('lang=es'), localStorage.getItem('language'), document.documentElement.lang]))
      .toEqual([true, 'es', 'es']);
  }, TIMEOUT);

  it('warns "you browser can not work" when fullscreen is not available, and remembers the size', async () => {
    await page.evaluate(() => { localStorage.setItem('language', 'en'); document.cookie = 'lang=en; path=/'; });
    await page.addInitScript(() => Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }));
    await page.reload();
    await page.getByRole('button', { name: 'Enter fullscreen' }).click();
    await page.getByRole('status').filter({ hasText: 'you browser can not work' }).waitFor();

    await page.getByRole('button', { name: 'Interface size: Medium' }).click();
    await page.getByRole('menuitemradio', { name: 'Large' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Interface size: Large' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.dataset.size, getComputedStyle(document.documentElement).getPropertyValue('--font-size').trim()]))
      .toEqual(['large', '16px']);
    await page.evaluate(() => localStorage.removeItem('size'));
  }, TIMEOUT);

  it('takes screenshots of the shell in en and zh at 1280 and 800 px', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const lang of ['en', 'zh']) {
      await page.evaluate((l) => { localStorage.setItem('language', l); document.cookie = `lang=${l}; path=/`; }, lang);
      for (const width of [1280, 800]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${server.url}/admin/web_pages`);
        // Attached, not visible: below 992 px the list is a closed drawer.
        await page.locator('.list__items [role="option"]').first().waitFor({ state: 'attached' });
        await page.screenshot({ path: `${SHOTS}/shell-${lang}-${width}.png` });
      }
    }
    await page.setViewportSize({ width: 800, height: 800 });
    await page.getByRole('button', { name: /^账户菜单|^Account menu/ }).click();
    await page.screenshot({ path: `${SHOTS}/shell-zh-800-menu.png` });
    await page.keyboard.press('Escape');
  }, TIMEOUT);
});
