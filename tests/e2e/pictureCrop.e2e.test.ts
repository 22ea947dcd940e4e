import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import type { MediaInfo } from '../../src/core/pictures.ts';
import { api } from '../support/api.ts';
import { consoleSession } from '../support/consoleSession.ts';
import type { TestServer } from '../support/startServer.ts';
import { tokenOf } from './shellSupport.ts';

// Pictures in real Chromium: a story page picture (800x450) cropped to 16:9 with a focal point, the
// phone preview showing the crop, and both kept with the media across a reload. Each `it` goes on
// where the previous one left the page. CROP_SCREENSHOTS=<dir> also saves the dialog's screens.
const TIMEOUT = 120_000;
const shots = process.env.CROP_SCREENSHOTS;

/** A 4000 × 3000 phone-sized JPEG with shapes to crop to, well under the 2 MB rule. */
async function phonePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fa8e8"/><stop offset="1" stop-color="#d8ecfa"/></linearGradient></defs>
    <rect width="4000" height="3000" fill="url(#sky)"/><circle cx="3100" cy="700" r="380" fill="#ffd34d"/>
    <path d="M0 2100 L900 1300 L1700 2000 L2600 1100 L4000 2200 V3000 H0 Z" fill="#3d7a4f"/>
    <rect x="1500" y="1900" width="700" height="600" fill="#b5472f"/><path d="M1420 1920 L1850 1550 L2280 1920 Z" fill="#6b2a1c"/>
    <rect x="0" y="2600" width="4000" height="400" fill="#2d5d8a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

describe('cropping a story page picture', () => {
  const s = consoleSession({ viewport: { width: 1280, height: 900 }, signInAt: '/story' });
  let server: TestServer;
  let page: Page;
  let file = '';
  let previewBefore = '';
  beforeAll(() => { ({ server, page } = s); });

  const pages = () => page.getByRole('group', { name: 'Pages' });
  const openPanel = () => page.locator('.collapsible-row__panel[role="region"]').first();
  const cropDialog = () => page.getByRole('dialog', { name: 'Crop the picture' });
  const phonePicture = () => page.getByTestId('phone-emulator').locator('.emu-media--image img');
  // CSS, not the role: while the dialog is open the page under it is inert, out of the accessibility tree.
  const frame = () => openPanel().locator('.media-widget__frame img');
  const mediaInfo = async (): Promise<MediaInfo> => {
    const res = await api(server, await tokenOf(page.context())).get(`/api/media/${file}`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const shoot = async (name: string) => { if (shots) await page.screenshot({ path: `${shots}/${name}.png` }); };

  /** Opens the first story and its first page. */
  async function openFirstPage(): Promise<void> {
    await page.getByRole('listbox').first().getByRole('option').first().click();
    await page.getByRole('heading', { name: 'Edit Story' }).waitFor();
    const toggle = pages().locator('button.collapsible-row__toggle').first();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await openPanel().waitFor();
  }

  it('uploading a 4000 × 3000 JPEG opens the crop dialog at 16:9; moved, zoomed and with a focal point, Save changes the phone preview', async () => {
    const photo = await phonePhoto();
    expect(photo.length).toBeLessThan(2 * 1024 * 1024);
    await openFirstPage();
    const edit = openPanel().getByRole('button', { name: /^Edit Picture/ });
    if (await edit.count()) {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), edit.click()]);
      await chooser.setFiles({ name: 'fjord.jpg', mimeType: 'image/jpeg', buffer: photo });
    } else {
      await openPanel().getByLabel(/^Picture/).setInputFiles({ name: 'fjord.jpg', mimeType: 'image/jpeg', buffer: photo });
    }

    // The dialog opens by itself, its frame the field's 16:9.
    await cropDialog().waitFor();
    const area = cropDialog().getByRole('group', { name: /^Crop frame/ });
    await area.waitFor();
    const box = (await area.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    file = /\/public\/image\/([a-f0-9]{32}\.jpg)/.exec((await frame().getAttribute('src'))!)![1];
    await expect.poll(async () => (await phonePicture().getAttribute('src')) ?? '').toContain(`/public/image/${file}?w=800&format=webp`);
    previewBefore = (await phonePicture().getAttribute('src'))!;
    await shoot('crop-dialog-1280');

    // Zoom in twice as far, then drag the picture up and left (the frame shows more of the right and bottom).
    await cropDialog().getByRole('slider', { name: 'Zoom' }).fill('2');
    const stage = (await cropDialog().locator('.crop-dialog__stage').boundingBox())!;
    const [cx, cy] = [stage.x + stage.width / 2, stage.y + stage.height / 2];
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - 120, cy - 60, { steps: 6 });
    await page.mouse.up();

    // The focal point: a click on the whole picture, then one step right with the keyboard (announced).
    await cropDialog().getByRole('button', { name: 'Set focal point' }).click();
    const whole = cropDialog().getByRole('img', { name: /The whole picture/ });
    const pic = (await whole.boundingBox())!;
    await whole.click({ position: { x: pic.width * 0.7, y: pic.height * 0.6 } });
    await page.keyboard.press('ArrowRight');
    await cropDialog().getByRole('status').getByText(/^Focal point at 71 % across, 60 % down/).waitFor();
    await shoot('crop-dialog-focus-1280');
    await cropDialog().getByRole('button', { name: 'Save crop' }).click();
    await cropDialog().waitFor({ state: 'detached' });

    const info = await mediaInfo();
    expect([info.width, info.height, info.aspect]).toEqual([4000, 3000, '16:9']);
    const crop = info.crops['16:9'];
    // Zoom 2 on a 4000 px wide picture: a 2000 × 1125 crop, moved right and down of the middle.
    expect(crop.width).toBeGreaterThanOrEqual(1995);
    expect(crop.width).toBeLessThanOrEqual(2005);
    expect(Math.abs(crop.height - (crop.width * 9) / 16)).toBeLessThanOrEqual(1);
    expect(crop.x).toBeGreaterThan(1000);
    expect(crop.y).toBeGreaterThan(937);
    expect(info.focus!.x).toBeCloseTo(0.71, 1);
    expect(info.focus!.y).toBeCloseTo(0.6, 1);

    // The phone preview asks for the new version of the picture, cut to 16:9.
    await expect.poll(() => phonePicture().getAttribute('src')).toBe(`/public/image/${file}?w=800&format=webp&ar=16%3A9&v=${info.version}`);
    expect(previewBefore).not.toContain(`v=${info.version}`);
    expect(await frame().getAttribute('src')).toBe(`/public/image/${file}?w=400&format=webp&ar=16%3A9&v=${info.version}`);
    // The story keeps the new picture (the crop is the media's, saved already).
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Successfully Updated' }).waitFor();
  }, TIMEOUT);

  it('the phone preview\'s picture is the 16:9 derivative (needs the derivative route)', async () => {
    await expect.poll(() => phonePicture().evaluate((img: HTMLImageElement) => (img.complete && img.naturalHeight ? img.naturalWidth / img.naturalHeight : 0)), { timeout: 10_000 })
      .toBeCloseTo(16 / 9, 2);
  }, TIMEOUT);

  it('after a reload the crop and focal point are still there, and Crop opens on them without uploading again', async () => {
    const info = await mediaInfo();
    await page.reload();
    await openFirstPage();
    await expect.poll(() => frame().getAttribute('src')).toBe(`/public/image/${file}?w=400&format=webp&ar=16%3A9&v=${info.version}`);
    await openPanel().getByRole('button', { name: /^Crop Picture/ }).click();
    await cropDialog().getByRole('button', { name: 'Set focal point' }).click();
    const percent = (n: number) => Math.round(n * 100);
    await cropDialog().getByRole('button', { name: `Focal point, ${percent(info.focus!.x)} % across and ${percent(info.focus!.y)} % down. Arrow keys move it.` }).waitFor();
    await cropDialog().getByRole('button', { name: 'Cancel' }).click();
    await cropDialog().waitFor({ state: 'detached' });
    expect(await mediaInfo()).toEqual(info);

    if (shots) {
      await frame().scrollIntoViewIfNeeded();
      await shoot('picture-field-1280');
      await openPanel().getByRole('button', { name: /^Crop Picture/ }).click();
      await page.setViewportSize({ width: 390, height: 844 });
      await cropDialog().getByRole('group', { name: /^Crop frame/ }).waitFor();
      await shoot('crop-dialog-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.context().addCookies([{ name: 'lang', value: 'es', url: server.url }]);
      await page.reload();
      await page.getByRole('listbox').first().getByRole('option').first().click();
      const toggle = page.locator('button.collapsible-row__toggle').first();
      await toggle.waitFor();
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await page.getByRole('button', { name: /^Recortar / }).first().click();
      await page.getByRole('dialog', { name: 'Recortar la imagen' }).getByRole('group', { name: /^Marco de recorte/ }).waitFor();
      await shoot('crop-dialog-es');
    }
  }, TIMEOUT);
});
