import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openTab } from '../../../tests/e2e/tabBarSupport.ts';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import { api } from '../../../tests/support/api.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { tokenOf } from '../../../tests/e2e/shellSupport.ts';

// Content languages in real Chromium against the built console and a real server. The demo
// client speaks English (base) and Spanish, and its seed has Spanish for part of the content. An author
// switches the editor to Spanish (no reload), translates a story page side by side and sees the phone in
// Spanish; the matrix counts a web page move from missing to complete, and after an edit of its English
// title the translation shows as stale, in the translator and in the matrix.
const TIMEOUT = 120_000;
const PAGE_TEXT = 'Hasta 1982 aquí se construían barcos. Las grúas ya no están.';

describe('content languages in the console', () => {
  const s = consoleSession({ fakeMap: true, signInAt: '/story', viewport: { width: 1440, height: 900 } });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  const client = async () => api(server, await tokenOf(page.context()));
  const row = (title: string) => page.getByRole('option').filter({ hasText: title });
  const contentLanguage = (name: string) => page.getByRole('group', { name: 'Content language' }).getByRole('radio', { name: new RegExp(`^${name}`) });
  const translator = () => page.getByRole('form', { name: /^Translation into/ });
  const fieldRow = (path: string) => translator().locator(`section[data-path="${path}"]`);
  const phone = () => page.getByTestId('phone-emulator');
  const cell = (kind: string) => page.getByRole('link', { name: new RegExp(`^${kind} in Spanish: `) });
  const matrixCounts = async (kind: string) => {
    await page.goto(`${server.url}/admin/translations`);
    const label = (await cell(kind).getAttribute('aria-label')) ?? '';
    // The name lists only the states the cell shows (non-zero counts): an absent one is 0.
    const count = (state: string) => Number(new RegExp(`(\\d+) ${state}`).exec(label)?.[1] ?? 0);
    if (!/\d+%/.test(label)) throw new Error(`no matrix cell for ${kind}: "${label}"`);
    return { complete: count('complete'), missing: count('missing'), stale: count('stale') };
  };

  it('translates a story page side by side, with the phone in Spanish and the base untouched', async () => {
    const stories = (await (await client()).get('/api/story')).body.data.story as { id: number; version: number; name: string; pages: { id: number; page_title: string; text: string }[] }[];
    const walk = stories.find((x) => x.name === 'Harbour walk')!;
    const aker = walk.pages.find((p) => p.page_title === 'Aker Brygge')!;

    await row('Harbour walk').click();
    await page.getByRole('heading', { name: 'Edit Story' }).waitFor();
    // No reload: a marker on window survives the switch.
    await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
    await contentLanguage('Español').check();
    await translator().waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // The seed translated the story's own texts and its first two pages: the rest comes first, untranslated.
    const textRow = fieldRow(`pages/${aker.id}/text`);
    await expect.poll(() => textRow.locator('.translator-row__base').innerText()).toBe(aker.text);
    await textRow.getByText('Not translated').waitFor();
    const firstPaths = await translator().locator('section[data-path]').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));
    expect(firstPaths.indexOf(`pages/${aker.id}/text`)).toBeLessThan(firstPaths.indexOf('title'));
    // The base side is text to read, not a field.
    expect(await textRow.locator('.translator-row__side--base textarea, .translator-row__side--base input').count()).toBe(0);

    const input = textRow.getByRole('textbox');
    await input.click();
    await input.fill(PAGE_TEXT);
    // The phone previews the page being translated, in Spanish, as typed.
    await expect.poll(() => phone().innerText(), { timeout: 10_000 }).toContain(PAGE_TEXT);
    await page.screenshot({ path: '.tmp/translations-e2e-translator.png' });
    await translator().getByRole('button', { name: 'Save translation' }).click();
    await expect.poll(async () => (await (await client()).get(`/api/story/${walk.id}`, { 'x-language-code': 'es' })).body.data.items.pages.find((p: { id: number }) => p.id === aker.id).text).toBe(PAGE_TEXT);
    const base = (await (await client()).get(`/api/story/${walk.id}`)).body.data.items;
    expect(base.pages.find((p: { id: number }) => p.id === aker.id).text).toBe(aker.text);
    // A translation is not an edit of the base: its version stays.
    expect(base.version).toBe(walk.version);
  }, TIMEOUT);

  it('counts a web page from missing to complete in the matrix, and stale after its English title changes', async () => {
    // The seed's pages are all in Spanish: a new one is not yet.
    expect((await (await client()).post('/api/web_page', { title: 'Step-free access', url: 'https://example.org/step-free' })).status).toBe(201);
    const before = await matrixCounts('Web Pages');
    expect(before.missing).toBeGreaterThan(0);
    await page.screenshot({ path: '.tmp/translations-e2e-matrix.png' });

    await openTab(page, 'Web Pages');
    // Still in Spanish: the list reads the Spanish titles the seed has.
    await row('Horario de apertura').waitFor();
    await row('Step-free access').click();
    await translator().waitFor();
    const title = fieldRow('title');
    await title.getByText('Not translated').waitFor();
    await title.getByRole('textbox').fill('Acceso sin escalones');
    await translator().getByRole('button', { name: 'Save translation' }).click();
    await translator().getByText('Everything is translated into', { exact: false }).waitFor();

    const complete = await matrixCounts('Web Pages');
    expect(complete).toEqual({ complete: before.complete + 1, missing: before.missing - 1, stale: before.stale });

    // The English title changes: the Spanish one is now to be checked.
    await openTab(page, 'Web Pages');
    await contentLanguage('English').check();
    await row('Step-free access').click();
    await page.getByRole('heading', { name: 'Edit Web page' }).waitFor();
    await page.getByRole('textbox', { name: /^Title/ }).fill('Step-free access and lifts');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await row('Step-free access and lifts').waitFor();
    await contentLanguage('Español').check();
    await fieldRow('title').getByText('Base text changed').waitFor();
    expect(await fieldRow('title').getByRole('textbox').inputValue()).toBe('Acceso sin escalones');
    await page.screenshot({ path: '.tmp/translations-e2e-stale.png' });

    const stale = await matrixCounts('Web Pages');
    expect(stale).toEqual({ complete: complete.complete - 1, missing: complete.missing, stale: complete.stale + 1 });
  }, TIMEOUT);
});
