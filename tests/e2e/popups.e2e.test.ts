import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { openSignedIn } from './shellSupport.ts';
import { hiddenOptions, putAboveSaveBar } from './layoutSupport.ts';

// A search's list of matches opened from a field low on the screen, just above the sticky Save bar,
// shows every match it lists: above the bar and inside the window (it opens upwards when there is no
// room below), at 1280 px and on a 390 px phone.
const TIMEOUT = 180_000;
const SHOTS = resolve(import.meta.dirname, '../../.tmp/screenshots');

describe('popups near the Save bar', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  async function open(width: number, height: number, path: string, lang: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    if (lang !== 'en') await context.addCookies([{ name: 'lang', value: lang, url: server.url }]);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await openSignedIn(page, server, path);
    await page.locator('.list__items [role="option"]').first().click({ force: true });
    await page.locator('.editor__header .lifecycle').waitFor();
    return page;
  }

  for (const [width, height, lang] of [[1280, 900, 'en'], [390, 844, 'en'], [1280, 900, 'es'], [390, 844, 'es']] as const) {
    it(`shows the game's question search whole above the Save bar at ${width} px (${lang})`, async () => {
      const page = await open(width, height, '/game', lang);
      // The last challenge's question search, then the "Linked from" search at the form's end (a sibling).
      const searches = [page.getByRole('combobox', { name: /^(Question|Pregunta)/ }).last(), page.locator('.kind-form .item-search__input').last()];
      for (const [n, search] of searches.entries()) {
        await search.waitFor();
        await page.locator('[data-probe]').evaluateAll((els) => els.forEach((el) => el.removeAttribute('data-probe')));
        await search.evaluate((el) => el.setAttribute('data-probe', ''));
        await putAboveSaveBar(page, '[data-probe]');
        // Typing, as a user looks for an item (many match an "e").
        await search.pressSequentially('e');
        const list = page.locator('.item-search--open .item-search__list');
        await list.locator('[role="option"]').first().waitFor();
        expect(await hiddenOptions(page, '.item-search--open .item-search__list'), `search ${n}`).toEqual([]);
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/popup-search-${n}-${width}-${lang}.png` });
        // Still where the user typed: the editor did not scroll the field away to make room.
        const field = (await search.boundingBox())!;
        const bar = (await page.locator('.form-footer').boundingBox())!;
        expect(field.y + field.height).toBeLessThanOrEqual(bar.y);
        // The last match is picked by a click where it shows.
        await list.locator('[role="option"]').last().click({ trial: true, timeout: 3000 });
        await search.press('Escape');
        await search.press('Escape');
      }
    }, TIMEOUT);
  }
});
