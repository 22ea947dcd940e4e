import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadKindRegistry } from '../../src/server/kinds/loadKindRegistry.ts';
import { ROOT } from '../contract/discoverKinds.ts';
import { consoleSession } from '../support/consoleSession.ts';

// A new item of every kind, before the author types anything, shows the same localized
// empty state in the phone, whatever its defaults would draw (Q&A's used to be blank, a counter's
// "0 / 1", a share's platform buttons).
const TIMEOUT = 240_000;

describe('the empty preview of every kind', () => {
  const s = consoleSession({ signInAt: '/info' });
  let page: Page;
  let routes: string[];
  beforeAll(async () => {
    page = s.page;
    routes = (await loadKindRegistry(ROOT)).kinds.map((k) => k.route);
  });

  const phoneScreen = () => page.getByTestId('phone-emulator').locator('.emu-phone__screen');

  /** Opens the kind's tab, presses New and waits until the phone says `expected` (or fails naming what it shows). */
  async function newItemSays(route: string, expected: string) {
    await page.goto(`${s.server.url}/admin/${route}`);
    await page.getByRole('button', { name: /^(New|Nuevo)$/ }).first().click();
    await page.getByRole('heading', { name: /^(New |Nuevo: )/ }).waitFor();
    await expect.poll(async () => `${route}: ${(await phoneScreen().innerText()).trim()}`, { timeout: 5_000 }).toBe(`${route}: ${expected}`);
  }

  it('every kind’s new item says "Nothing to preview yet."', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const route of routes) await newItemSays(route, 'Nothing to preview yet.');
  }, TIMEOUT);

  it('in Spanish too', async () => {
    await page.context().addCookies([{ name: 'lang', value: 'es', url: s.server.url }]);
    await newItemSays('qa', 'Nada que previsualizar todavía.');
    await newItemSays('counter', 'Nada que previsualizar todavía.');
    await page.context().addCookies([{ name: 'lang', value: 'en', url: s.server.url }]);
  }, TIMEOUT);
});
