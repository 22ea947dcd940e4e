import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { DEMO_TEAM } from '../support/companies.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { openSignedIn, settleScreen } from './shellSupport.ts';
import { cutInTables } from './layoutSupport.ts';

// Tables read whole in the longest UI language, at 1280 px and on a 390 px phone: Info's Content and
// Recent edits (the admin's and an author's), Settings → Tabs (its language names in the UI's language)
// and an item's History.
const TIMEOUT = 240_000;
const SHOTS = resolve(import.meta.dirname, '../../.tmp/screenshots');

describe('tables that fit', () => {
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

  async function open(width: number, path: string, lang: string, as?: { email: string; password: string }): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    if (lang !== 'en') await context.addCookies([{ name: 'lang', value: lang, url: server.url }]);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await openSignedIn(page, server, path, as);
    await settleScreen(page);
    return page;
  }

  it('names the tab settings\' languages in the UI\'s language', async () => {
    const es = await open(1280, '/settings', 'es');
    const heads = es.locator('.settings-table thead th');
    await heads.first().waitFor();
    expect(await heads.allInnerTexts()).toEqual(expect.arrayContaining(['Nombre en inglés', 'Nombre en español']));
    const en = await open(1280, '/settings', 'en');
    await en.locator('.settings-table thead th').first().waitFor();
    expect(await en.locator('.settings-table thead th').allInnerTexts()).toEqual(expect.arrayContaining(['Name in English', 'Name in Spanish']));
  }, TIMEOUT);

  for (const width of [1280, 390]) {
    for (const lang of ['es', 'en']) {
      it(`shows Info, Settings → Tabs and History whole at ${width} px (${lang})`, async () => {
        const cut: string[] = [];
        const admin = await open(width, '/story', lang);
        const row = admin.locator('.list__items [role="option"]').first();
        await row.waitFor({ state: 'attached' });
        const id = (await row.getAttribute('id'))!.match(/(\d+)$/)![1];
        await admin.goto(`${server.url}/admin/story?id=${id}`);
        await admin.locator('.editor__header .lifecycle').waitFor();
        // A save a moment ago: History has two revisions and Info's recent edits say "hace 1 segundo".
        const name = admin.locator('.kind-form input[type="text"]').first();
        await name.fill(`${await name.inputValue()} ${width}${lang}`);
        await admin.locator('.form-footer button').click();
        await admin.locator('.form-footer__dirty').waitFor({ state: 'detached' });
        await admin.locator('.editor__actions .history-button, .editor__actions button[aria-controls*="history"], .editor__actions button').filter({ hasText: /^(History|Historial)$/ }).first().click();
        await admin.locator('.hlist__head').waitFor();
        cut.push(...(await cutInTables(admin, '.hlist')).map((c) => `history: ${c}`));
        await admin.screenshot({ path: `${SHOTS}/tables-history-${width}-${lang}.png` });
        // Info read most of a minute later: "hace 5x segundos", the longest relative time.
        await admin.clock.setFixedTime(new Date(Date.now() + 55_000));
        await admin.goto(`${server.url}/admin/info`);
        await admin.locator('.ov-counts').waitFor();
        await admin.locator('.ov-recent tbody tr').first().waitFor();
        cut.push(...(await cutInTables(admin, 'main')).map((c) => `info: ${c}`));
        await admin.screenshot({ path: `${SHOTS}/tables-info-${width}-${lang}.png`, fullPage: true });

        const author = await open(width, '/info', lang, DEMO_TEAM.author);
        // An author's Info: the same tables, read by another role.
        await author.locator('.ov-counts').waitFor();
        cut.push(...(await cutInTables(author, 'main')).map((c) => `author's info: ${c}`));

        await admin.locator('.ov-recent__when').first().screenshot({ path: `${SHOTS}/tables-recent-when-${width}-${lang}.png` });
        await admin.goto(`${server.url}/admin/settings`);
        await admin.locator('.settings-table tbody th').first().waitFor();
        cut.push(...(await cutInTables(admin, 'main')).map((c) => `settings: ${c}`));
        await admin.locator('.settings-table').first().screenshot({ path: `${SHOTS}/tables-settings-tabs-${width}-${lang}.png` });

        expect(cut).toEqual([]);
      }, TIMEOUT);
    }
  }
});
