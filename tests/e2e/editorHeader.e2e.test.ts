import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { DEMO_TEAM } from '../support/companies.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { openSignedIn } from './shellSupport.ts';
import { fitsItsBox } from './layoutSupport.ts';

// The editor header as a user reads it: "Last saved …" whole when someone else has the item open
// too, brought up to date by a translation's save, and the title row inside a 390 px phone.
const TIMEOUT = 180_000;
const SHOTS = resolve(import.meta.dirname, '../../.tmp/screenshots');

describe('editor header', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    mkdirSync(SHOTS, { recursive: true });
  }, TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  async function open(width: number, path: string, lang = 'en', as?: { email: string; password: string }): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    if (lang !== 'en') await context.addCookies([{ name: 'lang', value: lang, url: server.url }]);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await openSignedIn(page, server, path, as);
    if (path.includes('id=')) await page.locator('.editor__header .lifecycle').waitFor();
    return page;
  }
  const firstId = async (page: Page) => {
    const row = page.locator('.list__items [role="option"]').first();
    await row.waitFor({ state: 'attached' });
    return (await row.getAttribute('id'))!.match(/(\d+)$/)![1];
  };

  for (const lang of ['en', 'es']) {
    it(`shows "Last saved …" whole beside another user's avatar at 1280 px (${lang})`, async () => {
      for (const kind of ['game', 'story', 'achievement']) {
        const probe = await open(1280, `/${kind}`, lang);
        const id = await firstId(probe);
        await probe.context().close();
        const page = await open(1280, `/${kind}?id=${id}`, lang);
        await open(1280, `/${kind}?id=${id}`, 'en', DEMO_TEAM.editor);
        await page.locator('.editor__heading .presence__avatar').first().waitFor();
        await page.locator('.editor__meta').waitFor();
        expect(await fitsItsBox(page, '.editor__meta'), `${kind}: ${await page.locator('.editor__meta').innerText()}`).toBe(true);
        await page.screenshot({ path: `${SHOTS}/editor-header-presence-${kind}-1280-${lang}.png` });
      }
    }, TIMEOUT);

    it(`keeps the Games title row inside a 390 px phone (${lang})`, async () => {
      const page = await open(390, '/game', lang);
      const id = await firstId(page);
      await page.goto(`${server.url}/admin/game?id=${id}`);
      await page.locator('.editor__header .lifecycle').waitFor();
      const over = await page.locator('.editor__heading').evaluate((row) => {
        const edge = row.getBoundingClientRect().right;
        return [...row.children].map((c) => Math.round(c.getBoundingClientRect().right - edge)).filter((d) => d > 0);
      });
      expect(over).toEqual([]);
      expect(await page.locator('.content-lang').evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/editor-header-game-390-${lang}.png` });
    }, TIMEOUT);
  }

  it('brings "Last saved" up to date when a translation is saved', async () => {
    const page = await open(1280, '/achievement');
    const id = await firstId(page);
    await page.goto(`${server.url}/admin/achievement?id=${id}`);
    await page.getByRole('group', { name: 'Content language' }).getByRole('radio', { name: /^Español/ }).check();
    const form = page.locator('form.translator__form');
    await form.waitFor();
    const meta = page.locator('.editor__meta');
    const before = await meta.getAttribute('title');
    // The tooltip names the second: a save a moment later reads differently.
    await page.waitForTimeout(1100);
    await form.locator('section[data-path="title"]').getByRole('textbox').fill('El fiordo, cien kilómetros de agua');
    await form.locator('.form-footer button').click();
    await form.locator('.form-footer__dirty').waitFor({ state: 'detached' });
    await expect.poll(() => meta.getAttribute('title')).not.toBe(before);
  }, TIMEOUT);
});
