import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type TestServer } from '../support/startServer.ts';
import { launchBrowser } from '../support/browser.ts';
import { buildLab, LAB_BASE, routeLab } from '../../src/console/emulator/lab/buildLab.ts';

// The phone emulator in real Chromium: in the real console (dist/, built by `npm test`) against the
// real server, and in the emulator lab page (served on the server's origin by playwright routing, so
// its API calls reach the real server) for field kinds no content kind produces yet.
const TIMEOUT = 120_000;

/** A short mono 16-bit PCM WAV tone, so the audio test needs no media file on disk. */
function toneWav(hz: number, seconds = 3, rate = 8000): Buffer {
  const n = seconds * rate;
  const buf = Buffer.alloc(44 + n * 2);
  buf.write('RIFF', 0); buf.writeUInt32LE(36 + n * 2, 4); buf.write('WAVE', 8); buf.write('fmt ', 12);
  buf.writeUInt32LE(16, 16); buf.writeUInt16LE(1, 20); buf.writeUInt16LE(1, 22); buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28); buf.writeUInt16LE(2, 32); buf.writeUInt16LE(16, 34); buf.write('data', 36); buf.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++) buf.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * hz * i) / rate)), 44 + i * 2);
  return buf;
}

describe('phone emulator', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let lab: Awaited<ReturnType<typeof buildLab>>;

  beforeAll(async () => {
    [server, browser, lab] = await Promise.all([startServer(), launchBrowser(), buildLab()]);
    page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    page.setDefaultTimeout(20_000);
    await routeLab(page, server.url, lab.dir, { 'a.wav': toneWav(440), 'b.wav': toneWav(660) });
  }, TIMEOUT);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    lab?.dispose();
  });

  const phone = () => page.getByTestId('phone-emulator');
  const title = () => page.getByRole('textbox', { name: 'Title' });

  it('previews the web page being typed, in a 370 × 799 frame with the client-coloured header', async () => {
    await page.goto(`${server.url}/admin/login?redirect=%2Fweb_pages`);
    await page.getByLabel('E-mail').fill(server.adminEmail);
    await page.getByLabel('Password').fill(server.adminPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/web_pages$/);

    await page.getByRole('button', { name: 'New' }).click();
    await title().fill('Ferry timetable');
    await phone().getByRole('heading', { name: 'Ferry timetable' }).waitFor();
    // One more keystroke reaches the preview too.
    await title().press('End');
    await title().pressSequentially(' 2026');
    await phone().getByRole('heading', { name: 'Ferry timetable 2026' }).waitFor();

    const box = (await phone().boundingBox())!;
    expect(Math.abs(box.width - 370)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.height - 799)).toBeLessThanOrEqual(1);
    // Seeded demo client: detail_view_color #b7e4c7; the header shows the tab name.
    const header = phone().locator('header');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(183, 228, 199)');
    expect(await header.textContent()).toBe('Web Pages');

    await page.getByLabel('URL').fill('https://example.org/ferry');
    await phone().getByRole('button', { name: 'Show the page' }).click();
    const frame = phone().locator('iframe');
    expect(await frame.getAttribute('src')).toBe('https://example.org/ferry');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    // A javascript: URL never renders.
    await page.getByLabel('URL').fill('javascript:alert(1)');
    await phone().getByText('This address cannot be shown in the preview.').waitFor();
    expect(await phone().locator('iframe').count()).toBe(0);
  }, TIMEOUT);

  it('plays only one audio at a time', async () => {
    await page.goto(`${server.url}${LAB_BASE}index.html`);
    await page.waitForFunction(() => document.documentElement.dataset.labReady === '1');
    await page.evaluate((base) => window.emulatorLab.mountFields([
      { field: 'audio', value: `${base}a.wav`, visible: true, position: 0, meta: { title: 'Harbour sounds' } },
      { field: 'audio', value: `${base}b.wav`, visible: true, position: 1, meta: { title: 'Seagulls' } },
    ]), LAB_BASE);
    const paused = () => page.$$eval('audio', (els) => els.map((a) => (a as HTMLAudioElement).paused));

    await page.getByRole('button', { name: 'Play Harbour sounds' }).click();
    await page.getByRole('button', { name: 'Pause Harbour sounds' }).waitFor();
    expect(await paused()).toEqual([false, true]);

    await page.getByRole('button', { name: 'Play Seagulls' }).click();
    await page.getByRole('button', { name: 'Pause Seagulls' }).waitFor();
    await page.getByRole('button', { name: 'Play Harbour sounds' }).waitFor();
    expect(await paused()).toEqual([true, false]);

    await page.getByRole('button', { name: 'Pause Seagulls' }).click();
    await page.getByRole('button', { name: 'Play Seagulls' }).waitFor();
    expect(await paused()).toEqual([true, true]);
  }, TIMEOUT);

  it('shows the detail of a hovered list item beside the frame, from the API', async () => {
    const token = await server.login();
    const res = await fetch(`${server.url}/api/web_page`, { headers: { authorization: `Bearer ${token}` } });
    const items = ((await res.json()) as { data: { items: { id: number; title: string; url: string }[] } }).data.items;
    const [first, second] = items;
    expect(second).toBeDefined();
    await page.evaluate(({ token, a, b }) => window.emulatorLab.mountFields([
      { field: 'web_page', value: [{ id: a, title: 'First link' }, { id: b, title: 'Second link' }], visible: true, position: 0 },
    ], { token, settings: { list_item_color: '#fff3d6' } }), { token, a: first.id, b: second.id });

    const detail = page.getByRole('complementary', { name: 'Item detail' });
    await page.getByRole('button', { name: /^First link/ }).hover();
    await detail.getByRole('heading', { name: first.title }).waitFor();
    await detail.getByText(first.url).waitFor();
    await page.getByRole('button', { name: /^Second link/ }).hover();
    await detail.getByRole('heading', { name: second.title }).waitFor();

    // Beside the frame, not on it; list items carry the client's list item colour.
    const d = (await detail.boundingBox())!;
    const p = (await phone().boundingBox())!;
    expect(d.x + d.width).toBeLessThanOrEqual(p.x + 1);
    const bg = await page.getByRole('button', { name: /^First link/ }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(255, 243, 214)');

    await page.mouse.move(5, 5);
    await detail.waitFor({ state: 'detached' });
  }, TIMEOUT);

  it('shows a clear placeholder when the server cannot reach Vimeo', async () => {
    const token = await server.login();
    // No internet here: the server's /api/vimeo-config answers 502 { message }.
    await page.evaluate((token) => window.emulatorLab.mountFields([
      { field: 'vimeo', value: 'https://vimeo.com/76979871', visible: true, position: 0 },
    ], { token }), token);
    await page.getByText(/^Vimeo video 76979871 cannot be shown right now: .+/).waitFor({ timeout: 60_000 });
    expect(await page.locator('video').count()).toBe(0);
  }, TIMEOUT);
});
