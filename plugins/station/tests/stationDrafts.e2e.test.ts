import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import { api } from '../../../tests/support/api.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { chooseMoreAction } from '../../../tests/e2e/shellSupport.ts';

// Drafts of a live station in real Chromium against the built console and a real server: an edit of a
// published station stays out of the visitors' app (the delivery API) while the console says so in the
// list and the header, shows the word diff and lets the phone show either version; publishing the
// changes brings them to visitors, discarding them brings the published title back into the form.
const TIMEOUT = 120_000;
const TAG = Math.random().toString(36).slice(2, 7);
const PUBLISHED = `Drafts pier ${TAG}`;
const DRAFT = `Drafts pier ${TAG} at dawn`;
const DISCARDED = `Drafts pier ${TAG} at dusk`;

describe('drafts of a live station', () => {
  let id = 0;
  let appKey = '';
  const s = consoleSession({
    signInAt: '/station',
    // A published station (placed, so the readiness lint has nothing to say) and an API key for the visitors' app.
    async prepare(server) {
      const rest = api(server, await server.login());
      const made = await rest.post('/api/station', { title: PUBLISHED, latitude: 59.9071, longitude: 10.7531 });
      if (made.status !== 201) throw new Error(`creating the station: ${made.status} ${JSON.stringify(made.body)}`);
      id = made.body.data.id;
      const published = await rest.get(`/api/station/publish/${id}`);
      if (published.status !== 200) throw new Error(`publishing the station: ${published.status} ${JSON.stringify(published.body)}`);
      const key = await rest.post('/api/settings/api-keys', { name: `Drafts app ${TAG}` });
      if (key.status !== 201) throw new Error(`API key: ${key.status} ${JSON.stringify(key.body)}`);
      appKey = key.body.data.secret;
    },
  });
  let page: Page;
  let server: TestServer;
  beforeAll(() => { ({ page, server } = s); });

  /** What the visitors' app gets: the station's title from the delivery API. */
  const delivered = async () => {
    const res = await fetch(`${server.url}/delivery/v1/station/${id}`, { headers: { authorization: `Bearer ${appKey}` } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { item: { title: string } }).item.title;
  };
  const list = () => page.getByRole('listbox', { name: 'Stations', exact: true });
  const row = () => list().getByRole('option', { name: new RegExp(`^Drafts pier ${TAG}`) });
  // The words as they are read (textContent): the changes badge lays "Published" and the rest out as two boxes.
  const rowBadge = () => row().locator('.badge');
  const headerBadge = () => page.locator('.editor__header .badge');
  const title = () => page.getByRole('textbox', { name: /^Station Title/ });
  const phone = () => page.getByTestId('phone-emulator');
  const lifecycle = () => page.getByRole('group', { name: 'Lifecycle actions' });
  const saveTitle = async (text: string) => {
    await title().fill(text);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Successfully Updated' }).first().waitFor();
  };

  it('an edit of the published station: list and header say "Published · changes not published yet", visitors still get the old title', async () => {
    await row().click();
    await page.getByRole('heading', { name: 'Edit Station' }).waitFor();
    await expect.poll(() => headerBadge().textContent()).toBe('Published');
    await saveTitle(DRAFT);
    await expect.poll(() => headerBadge().textContent()).toBe('Published · changes not published yet (English)');
    await expect.poll(() => rowBadge().textContent()).toBe('Published · changes not published yet (English)');
    expect(await delivered()).toBe(PUBLISHED);
    await page.screenshot({ path: '.tmp/stationDrafts-badge-1280.png' });
  }, TIMEOUT);

  it('Changes shows the title word by word: what visitors see, and the draft with "at dawn" added', async () => {
    await page.getByRole('button', { name: 'Changes', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Changes not published yet' });
    const titleRow = panel.getByRole('row', { name: /Station Title/ });
    await titleRow.waitFor();
    expect(await panel.getByRole('columnheader').allInnerTexts()).toEqual(['Field', 'What visitors see', 'Your draft']);
    expect((await titleRow.locator('.hcompare__before').innerText()).trim()).toBe(PUBLISHED);
    expect((await titleRow.locator('.hcompare__after ins').allInnerTexts()).map((t) => t.trim())).toEqual(['at dawn']);
    await panel.screenshot({ path: '.tmp/stationDrafts-changes-1280.png' });
    await page.getByRole('button', { name: 'Close changes' }).click();
  }, TIMEOUT);

  it('the phone switches between what visitors see (the old title) and the draft (the new one)', async () => {
    const versions = page.getByRole('radiogroup', { name: 'The phone shows' });
    await expect.poll(() => phone().innerText()).toContain(DRAFT);
    await versions.getByText('What visitors see').click();
    await expect.poll(() => phone().innerText()).not.toContain('at dawn');
    expect(await phone().innerText()).toContain(PUBLISHED);
    expect(await page.getByRole('status').filter({ hasText: 'The phone shows what visitors see.' }).count()).toBe(1);
    await page.screenshot({ path: '.tmp/stationDrafts-visitors-1280.png' });
    await versions.getByText('Your draft').click();
    await expect.poll(() => phone().innerText()).toContain(DRAFT);
  }, TIMEOUT);

  it('Publish changes asks as a first publish does; then the badge goes back to Published and visitors get the new title', async () => {
    await lifecycle().getByRole('button', { name: 'Publish changes' }).click();
    // The same confirmation as a first publish: the station's title is not in Spanish yet.
    const confirm = page.getByRole('dialog', { name: 'Publish with missing translations?' });
    await confirm.waitFor();
    expect(await confirm.getByRole('listitem').allInnerTexts()).toEqual(['Español: 1 field not translated']);
    await page.screenshot({ path: '.tmp/stationDrafts-publish-1280.png' });
    await confirm.getByRole('button', { name: 'Publish anyway' }).click();
    await expect.poll(() => headerBadge().textContent()).toBe('Published');
    await expect.poll(() => rowBadge().textContent()).toBe('Published');
    expect(await delivered()).toBe(DRAFT);
    expect(await page.getByRole('radiogroup', { name: 'The phone shows' }).count()).toBe(0);
    expect(await lifecycle().getByRole('button', { name: 'Publish changes' }).count()).toBe(0);
  }, TIMEOUT);

  it('Discard changes asks, naming the field, then the published title comes back into the form; visitors never saw the discarded one', async () => {
    await saveTitle(DISCARDED);
    await expect.poll(() => headerBadge().textContent()).toMatch(/^Published · changes not published yet/);
    await chooseMoreAction(page, 'Discard changes');
    const dialog = page.getByRole('dialog', { name: 'Discard the changes to this Station?' });
    await dialog.waitFor();
    expect(await dialog.locator('.dialog__body').innerText()).toMatch(new RegExp(`^1 changed field in English will be lost: “${DISCARDED}” goes back to what visitors see\\.$`));
    expect(await dialog.getByRole('listitem').allInnerTexts()).toEqual(['Station Title (English)']);
    await page.screenshot({ path: '.tmp/stationDrafts-discard-1280.png' });
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => title().inputValue()).toBe(DRAFT);
    await expect.poll(() => headerBadge().textContent()).toBe('Published');
    await expect.poll(() => rowBadge().textContent()).toBe('Published');
    expect(await delivered()).toBe(DRAFT);
  }, TIMEOUT);

  it('looks right 390 px wide and in Spanish (screenshots)', async () => {
    await saveTitle(DISCARDED);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => headerBadge().textContent()).toMatch(/^Published · changes not published yet/);
    await page.screenshot({ path: '.tmp/stationDrafts-editor-390.png' });
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('radiogroup', { name: 'The phone shows' }).waitFor();
    await page.screenshot({ path: '.tmp/stationDrafts-phone-390.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().addCookies([{ name: 'lang', value: 'es', url: server.url }]);
    await page.reload();
    await expect.poll(() => headerBadge().textContent()).toMatch(/^Publicado · cambios aún sin publicar/);
    await page.getByRole('button', { name: 'Cambios', exact: true }).click();
    await page.getByRole('region', { name: 'Cambios aún sin publicar' }).getByRole('table').first().waitFor();
    await page.screenshot({ path: '.tmp/stationDrafts-es-1280.png' });
    await page.context().addCookies([{ name: 'lang', value: 'en', url: server.url }]);
  }, TIMEOUT);
});
