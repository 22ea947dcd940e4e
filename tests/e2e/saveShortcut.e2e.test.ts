import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, type ApiClient } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { openSignedIn } from './shellSupport.ts';

// Ctrl+S saves in the editor and in the translator, as the Save button does (its validation included),
// instead of the browser's "save page"; the Save button's tooltip names the shortcut in the UI's language.
const TIMEOUT = 120_000;
const ES = { 'x-language-code': 'es' };

describe('Ctrl+S saves', () => {
  let server: TestServer;
  let browser: Browser;
  let rest: ApiClient;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    rest = api(server, await server.login());
  }, TIMEOUT);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A signed-in page in `lang` that counts the Ctrl+S presses the browser would still have acted on. */
  async function open(path: string, lang = 'en'): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (lang !== 'en') await context.addCookies([{ name: 'lang', value: lang, url: server.url }]);
    await context.addInitScript(() => {
      const w = window as unknown as { __browserSaves: number };
      w.__browserSaves = 0;
      // Bubbling to the window last: a press nobody prevented is the browser's "save page".
      addEventListener('keydown', (e) => { if ((e.ctrlKey || e.metaKey) && e.key === 's' && !e.defaultPrevented) w.__browserSaves++; });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await openSignedIn(page, server, path);
    return page;
  }
  const browserSaves = (page: Page) => page.evaluate(() => (window as unknown as { __browserSaves: number }).__browserSaves);
  const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

  it('in the editor: checks a new item like Save, saves typing not yet reported, and leaves an unchanged item alone', async () => {
    const page = await open('/achievement');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'New Fun fact' }).waitFor();
    expect(await save.getAttribute('title')).toBe('Save (Ctrl+S)');
    expect(await save.getAttribute('aria-keyshortcuts')).toBe('Control+S');
    await field(page, 'Title').click();
    await page.keyboard.press('Control+s');
    await page.getByText('Title is required').waitFor();

    await page.getByRole('option').filter({ hasText: 'The fjord is 100 km long' }).click();
    await field(page, 'Title').and(page.locator('[value="The fjord is 100 km long"]')).waitFor();
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const saves: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/api/achievement/')) saves.push(new URL(r.url()).pathname); });
    // Nothing changed: no request.
    await field(page, 'Title').click();
    await page.keyboard.press('Control+s');
    await page.waitForTimeout(300);
    expect(saves).toEqual([]);
    // Still typing (the field has not reported yet): the shortcut saves what is in the box.
    await field(page, 'Title').fill('The fjord is 100 km long, and deep');
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/achievement/update/${id}`) && r.ok());
    await page.keyboard.press('Control+s');
    await saved;
    expect(saves).toEqual([`/api/achievement/update/${id}`]);
    expect((await rest.get(`/api/achievement/${id}`)).body.data.items.title).toBe('The fjord is 100 km long, and deep');
    expect(await browserSaves(page)).toBe(0);
    await page.context().close();
  }, TIMEOUT);

  it('in the translator: saves the translation, and names the shortcut in Spanish', async () => {
    const facts = Object.values((await rest.get('/api/achievement')).body.data)[0] as { id: number }[];
    const id = facts[0]!.id;
    const page = await open(`/achievement?id=${id}`, 'es');
    await page.getByRole('group', { name: 'Idioma del contenido' }).getByRole('radio', { name: /^Español/ }).check();
    const form = page.locator('form.translator__form');
    const save = form.locator('.form-footer button');
    await save.waitFor();
    expect(await save.getAttribute('title')).toMatch(/^Guardar .* \(Ctrl\+S\)$/);
    const title = form.locator('section[data-path="title"]').getByRole('textbox');
    await title.fill('El fiordo mide cien kilómetros de largo');
    await page.keyboard.press('Control+s');
    await form.locator('.form-footer__dirty').waitFor({ state: 'detached' });
    expect((await rest.get(`/api/achievement/${id}`, ES)).body.data.items.title).toBe('El fiordo mide cien kilómetros de largo');
    expect(await browserSaves(page)).toBe(0);
    await page.context().close();
  }, TIMEOUT);
});
