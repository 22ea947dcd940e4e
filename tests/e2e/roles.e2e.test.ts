import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api } from '../support/api.ts';
import { DEMO_TEAM } from '../support/companies.ts';
import { consoleSession } from '../support/consoleSession.ts';
import type { TestServer } from '../support/startServer.ts';
import { openInApp, openSignedIn } from './shellSupport.ts';

// The console mirrors the role, in real Chromium against the built console and a real server.
// A translator limited to Spanish opens a story in the translator view (the English title read-only, no
// Save in English), translates the title and finds it again after a reload; a viewer reads a station and
// a story with every field read-only, no Save and no New, cannot save by Enter, and still opens Settings
// to see their role. Both are the demo's own users (the first start seeds one of each role).
const TIMEOUT = 180_000;
const SHOTS = resolve(import.meta.dirname, '../../.tmp/screenshots');
const TRANSLATOR = DEMO_TEAM.translator.email;
const VIEWER = DEMO_TEAM.viewer.email;
const SPANISH_TITLE = 'De la fortaleza a la Ópera, paso a paso';

/** A page of its own (own cookies and storage) signed in as `email` at `path`, at `width` px, in the UI language `lang`. */
async function pageAs(browser: Browser, server: TestServer, email: string, path: string, width = 1280, lang = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  // The interface language is the `lang` cookie (SPEC §1). Signed in without the form: what is tested is the role's console.
  if (lang !== 'en') await context.addCookies([{ name: 'lang', value: lang, url: server.url }]);
  await openSignedIn(page, server, path, { email, password: DEMO_TEAM.viewer.password });
  return page;
}

/** Every field of the open kind form a user could type into or toggle (neither read-only nor disabled). */
const editableFields = (page: Page) => page.locator('form.kind-form').evaluate((form) =>
  [...form.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), textarea, select')]
    .filter((el) => !el.disabled && !el.readOnly && !el.closest('[hidden]'))
    .map((el) => el.id || el.name || el.outerHTML.slice(0, 80)));

describe('the console mirrors the role', () => {
  const s = consoleSession({ fakeMap: true });
  let server: TestServer;
  let storyId: number;
  beforeAll(async () => {
    ({ server } = s);
    mkdirSync(SHOTS, { recursive: true });
    const stories = (await api(server, await server.login()).get('/api/story')).body.data.story as { id: number; name: string }[];
    storyId = stories.find((x) => x.name === 'Harbour walk')!.id;
  });

  it('a translator limited to Spanish translates a story’s title, never the English one, and sees it after a reload', async () => {
    const page = await pageAs(s.browser, server, TRANSLATOR, '/story');
    const writes: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && /\/api\/story\//.test(r.url())) writes.push(`${r.headers()['x-language-code'] ?? '-'} ${new URL(r.url()).pathname}`); });
    // Only Spanish is offered, and chosen: the translator starts where they work.
    const group = page.getByRole('group', { name: 'Content language' });
    await page.getByRole('option').filter({ hasText: 'Harbour walk' }).waitFor();
    expect(await group.getByRole('radio').count()).toBe(1);
    expect(await group.getByRole('radio', { name: /^Español/ }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'New', exact: true }).count()).toBe(0);

    await page.getByRole('option').filter({ hasText: 'Harbour walk' }).click();
    await page.getByRole('heading', { name: 'Translate Story' }).waitFor();
    const form = page.getByRole('form', { name: 'Translation into Español' });
    const title = form.locator('section[data-path="title"]');
    // The English title is text to read beside the Spanish input, not a field.
    await title.locator('.translator-row__base').getByText('From the Fortress to the Opera').waitFor();
    expect(await title.locator('.translator-row__side--base').locator('input, textarea').count()).toBe(0);
    // No Save of the base language and no way to its form.
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit in English/ }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/roles-translator-story-1280-en.png` });

    const input = title.getByRole('textbox');
    expect(await input.inputValue()).toBe('De la fortaleza a la Ópera');
    await input.fill(SPANISH_TITLE);
    await form.getByRole('button', { name: 'Save translation' }).click();
    await form.getByText('Unsaved changes').waitFor({ state: 'detached' });
    expect(writes).toEqual([expect.stringMatching(/^es \/api\/story\/update\/\d+$/)]);

    await page.reload();
    await page.getByRole('heading', { name: 'Translate Story' }).waitFor();
    const again = page.getByRole('form', { name: 'Translation into Español' }).locator('section[data-path="title"]');
    await expect.poll(() => again.getByRole('textbox').inputValue()).toBe(SPANISH_TITLE);
    // The English title is as it was.
    const admin = api(server, await server.login());
    const stories = (await admin.get('/api/story')).body.data.story as { name: string; title: string }[];
    expect(stories.find((x) => x.name === 'Harbour walk')?.title).toBe('From the Fortress to the Opera');
    await page.context().close();
  }, TIMEOUT);

  it('a viewer reads a station and a story read-only: no Save, no New, Enter saves nothing', async () => {
    const page = await pageAs(s.browser, server, VIEWER, '/station');
    const writes: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && /\/api\/(station|story)/.test(r.url())) writes.push(new URL(r.url()).pathname); });
    for (const [tab, heading] of [['station', 'View Station'], ['story', 'View Story']]) {
      await openInApp(page, `${server.url}/admin/${tab}`);
      await page.getByText(/Pick one from the list to read it/).waitFor();
      expect(await page.getByRole('button', { name: 'New', exact: true }).count()).toBe(0);
      await page.getByRole('listbox').first().getByRole('option').first().click();
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.locator('form.kind-form input[type=text]').first().waitFor();
      expect(await editableFields(page)).toEqual([]);
      expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
      expect(await page.getByRole('group', { name: 'Edit history' }).count()).toBe(0);
      // The viewer's attempt: Enter in the first field and the save shortcut change nothing on the server.
      await page.locator('form.kind-form input[type=text]').first().press('Enter');
      await page.keyboard.press('Control+s');
      await page.waitForTimeout(300);
    }
    await page.screenshot({ path: `${SHOTS}/roles-viewer-story-1280-en.png` });
    expect(writes).toEqual([]);
    await page.context().close();
  }, TIMEOUT);

  it('a viewer opens Settings and sees their own account and role, not the client’s settings', async () => {
    const page = await pageAs(s.browser, server, VIEWER, '/settings');
    const account = page.getByRole('region', { name: 'Your account' });
    await account.waitFor();
    expect(await account.innerText()).toContain('Viewer');
    expect(await account.innerText()).toContain(VIEWER);
    await page.getByText(/An admin changes the rest/).waitFor();
    for (const name of ['Colours', 'Users', 'API keys']) expect(await page.getByRole('heading', { name, exact: true }).count()).toBe(0);
    // The account menu offers what a viewer may open (the API reference to read), not the admin's Company or CSV import.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'API reference', exact: true }).waitFor();
    const items = await page.getByRole('menuitem').allInnerTexts();
    expect(items).not.toContain('Company');
    expect(items.some((i) => /Import/.test(i))).toBe(false);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `${SHOTS}/roles-viewer-settings-1280-en.png`, fullPage: true });
    await page.context().close();
  }, TIMEOUT);

  it('shows the same screens at 390 px and in Spanish (screenshots)', async () => {
    for (const [width, lang] of [[390, 'en'], [1280, 'es'], [390, 'es']] as const) {
      const viewer = await pageAs(s.browser, server, VIEWER, '/settings', width, lang);
      await viewer.locator('.account-info').waitFor();
      await viewer.screenshot({ path: `${SHOTS}/roles-viewer-settings-${width}-${lang}.png`, fullPage: true });
      await openInApp(viewer, `${server.url}/admin/story?id=${storyId}`);
      await viewer.locator('form.kind-form input[type=text]').first().waitFor();
      await viewer.screenshot({ path: `${SHOTS}/roles-viewer-story-${width}-${lang}.png` });
      await viewer.context().close();
      const translator = await pageAs(s.browser, server, TRANSLATOR, `/story?id=${storyId}`, width, lang);
      await translator.locator('section[data-path="title"]').waitFor();
      await translator.screenshot({ path: `${SHOTS}/roles-translator-story-${width}-${lang}.png` });
      await translator.context().close();
    }
  }, TIMEOUT);
});
