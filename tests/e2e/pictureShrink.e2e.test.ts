import { resolve } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MediaInfo } from '../../src/core/pictures.ts';
import es from '../../src/locales/es.json';
import { api, type ApiClient } from '../support/api.ts';
import { consoleSession } from '../support/consoleSession.ts';
import type { TestServer } from '../support/startServer.ts';

// A picture the §5 rule refuses is shrunk and converted to JPEG in the browser (real Chromium)
// and stored under the rule; the media library then puts it in another item without uploading it again.
const TIMEOUT = 180_000;
const MB = 1024 * 1024;
const SHOTS = resolve(import.meta.dirname, '../../.tmp');

/** A 6000 × 4000 photo-sized JPEG of noise at high quality: well over 6 MB, as a phone camera's can be. */
async function sixMegabyteJpeg(): Promise<Buffer> {
  const width = 6000, height = 4000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761 >>> 13) & 0xff;
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

describe('shrink a refused picture to JPEG, then reuse it from the media library', () => {
  let rest: ApiClient;
  const ids: Record<string, number> = {};
  const s = consoleSession({
    signInAt: '/story',
    async prepare(server: TestServer) {
      rest = api(server, await server.login());
      for (const name of ['Pier walk', 'Quay walk']) {
        const res = await rest.post('/api/story', { name, title: name, ingress: 'A walk', text: 'A walk.', pages: [{ page_title: 'Start', text: 'Here.', is_end: true }] });
        if (res.status !== 201) throw new Error(JSON.stringify(res.body));
        ids[name] = res.body.data.id;
      }
    },
  });
  let page: Page;
  let big: Buffer;
  beforeAll(async () => {
    page = s.page;
    big = await sixMegabyteJpeg();
  }, TIMEOUT);

  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
  const openStory = async (name: string) => {
    await page.getByRole('option').filter({ hasText: name }).first().click();
    await page.locator('[role="option"][aria-selected="true"]').filter({ hasText: name }).waitFor();
    // The story's one page opens to show its fields.
    await page.getByRole('button', { name: /^Start, 1 of 1/ }).click();
  };
  /** Scrolls an element to the middle of its pane (for the screenshots: clear of the sticky Save bar). */
  const centre = async (l: ReturnType<Page['locator']>) => { await l.waitFor(); await l.evaluate((e) => e.scrollIntoView({ block: 'center' })); };
  const pagePicture = () => page.getByLabel(/^Picture/);
  const storyPages = async (name: string): Promise<Record<string, unknown>[]> => {
    const res = await rest.get(`/api/story/${ids[name]}`);
    const doc = res.body.data?.items;
    if (!Array.isArray(doc?.pages)) throw new Error(JSON.stringify(res.body));
    return doc.pages;
  };

  it('refuses a 6 MB JPEG with the §5 words, shrinks it to a stored JPEG under 2 MB, saves and keeps it', async () => {
    expect(big.length).toBeGreaterThan(6 * MB);
    await openStory('Pier walk');
    await pagePicture().setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: big });
    await page.locator('.media-widget__hint').getByText('Picture size can not exceed 2MB!', { exact: true }).waitFor();
    await centre(button('Shrink and convert to JPEG'));
    await page.screenshot({ path: `${SHOTS}/shrink-refused.png` });

    await button('Shrink and convert to JPEG').click();
    // The shrunk picture is a fresh upload: its crop dialog opens; closing it keeps the automatic crop.
    const crop = page.getByRole('dialog', { name: /^Crop the picture/ });
    await crop.getByRole('button', { name: 'Cancel' }).click({ timeout: 60_000 });
    await crop.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: /^Picture: chosen picture/ }).waitFor();
    await button('Save').click();
    await toast('Successfully Updated').waitFor();
    const file = (await storyPages('Pier walk'))[0].picture as string;
    expect(file).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const info = (await rest.get(`/api/media/${file}`)).body.data as MediaInfo;
    expect(info.mime).toBe('image/jpeg');
    expect(info.size).toBeLessThan(2 * MB);
    // 6000 × 4000 in a 800x450 field: the long side at most twice the field's, 1600 px.
    expect(info).toMatchObject({ width: 1600, height: 1067 });

    await page.reload();
    await page.getByRole('button', { name: /^Start, 1 of 1/ }).click();
    const shown = page.getByRole('img', { name: /^Picture: chosen picture/ });
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toContain(file);
  }, TIMEOUT);

  it('puts the stored picture in another story from the library, uploading nothing', async () => {
    const before = (await rest.get('/api/media')).body.data as MediaInfo[];
    const file = (await storyPages('Pier walk'))[0].picture as string;
    await openStory('Quay walk');
    await page.locator('.media-widget').filter({ has: pagePicture() }).getByRole('button', { name: 'Choose from library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Media library' });
    const tile = dialog.getByRole('button').filter({ hasText: 'Story: Pier walk, Page 1, Picture' });
    await tile.waitFor();
    await expect.poll(() => tile.innerText()).toContain('1600 × 1067');
    // The tile shows the picture itself: a 200 px derivative, loaded.
    await expect.poll(() => tile.locator('img').evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0))).toBe(200);
    await page.screenshot({ path: `${SHOTS}/library-1280.png` });
    await tile.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: /^Picture: chosen picture/ }).waitFor();
    await button('Save').click();
    await toast('Successfully Updated').waitFor();

    expect((await storyPages('Quay walk'))[0].picture).toBe(file);
    const after = (await rest.get('/api/media')).body.data as MediaInfo[];
    expect(after.length).toBe(before.length);
    expect(after.find((m) => m.file === file)!.used_by.map((u) => u.id).sort()).toEqual([ids['Pier walk'], ids['Quay walk']].sort());
  }, TIMEOUT);

  it('offers the shrink and the library in Spanish on a phone-wide screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => { document.cookie = 'lang=es; path=/'; localStorage.setItem('language', 'es'); });
    await page.reload();
    await page.getByRole('button', { name: 'Idioma: ES (Español)' }).waitFor();
    // On a phone the list is a drawer: open it if it is closed and pick the story.
    const listButton = page.getByRole('button', { name: 'Historias', exact: true });
    await listButton.waitFor();
    if (await listButton.getAttribute('aria-expanded') !== 'true') await listButton.click();
    await page.getByRole('option').filter({ hasText: 'Quay walk' }).click();
    await page.getByRole('listbox', { name: 'Historias' }).waitFor({ state: 'hidden' });
    const thumbnail = page.locator('.media-widget').filter({ has: page.getByLabel(/^Miniatura/) });
    await thumbnail.locator('input[type=file]').setInputFiles({ name: 'IMG_0043.jpg', mimeType: 'image/jpeg', buffer: big });
    await centre(thumbnail.getByRole('button', { name: 'Reducir y convertir a JPEG' }));
    await page.screenshot({ path: `${SHOTS}/shrink-refused-es-390.png` });
    await thumbnail.getByRole('button', { name: 'Elegir de la biblioteca' }).click();
    const dialog = page.getByRole('dialog', { name: 'Biblioteca de medios' });
    await dialog.getByRole('button').filter({ hasText: 'Historia: Pier walk' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/library-es-390.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A file the browser cannot decode (a phone's HEIC in Chromium) says how to get a JPEG instead.
    await thumbnail.locator('input[type=file]').setInputFiles({ name: 'IMG_0044.heic', mimeType: 'image/heic', buffer: Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic') });
    await thumbnail.getByRole('button', { name: 'Reducir y convertir a JPEG' }).click();
    await thumbnail.locator('.media-widget__hint').getByText(es['media.shrink.undecodable']).waitFor();
  }, TIMEOUT);
});
