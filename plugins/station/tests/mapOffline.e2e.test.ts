import { beforeAll, describe, expect, it } from 'vitest';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import type { Page } from 'playwright-core';
import type { TestServer } from '../../../tests/support/startServer.ts';

// With the imagery unreachable (no internet here, or the tile service down) the map must still work:
// it draws its background colour, takes clicks and moves the pin.
const TIMEOUT = 120_000;
// MAP_BACKGROUND of src/console/map/mapConfig.ts.
const BACKGROUND: [number, number, number] = [0x23, 0x37, 0x2f];

describe('the station map without imagery', () => {
  // Port 9 (discard) refuses connections: every tile request fails at once.
  const s = consoleSession({ server: { env: { MAP_TILES: 'http://127.0.0.1:9/{z}/{x}/{y}.png', GEOCODER_URL: 'http://127.0.0.1:9' } } });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  it('renders the background colour and still places the pin on click', async () => {
    await page.goto(`${server.url}/admin/station`);
    await page.getByLabel('E-mail').fill(server.adminEmail);
    await page.getByLabel('Password').fill(server.adminPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('option').first().waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const canvas = page.getByRole('region', { name: /^Map: click to place the pin/ }).locator('canvas.maplibregl-canvas');
    await canvas.waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('tourbench:map-load').length > 0);
    const shot = (await canvas.screenshot()).toString('base64');
    const share = await page.evaluate(async ({ shot, rgb }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${shot}`;
      await img.decode();
      const c = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const d = ctx.getImageData(0, 0, c.width, c.height).data;
      let hits = 0;
      for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - rgb[0]) < 8 && Math.abs(d[i + 1] - rgb[1]) < 8 && Math.abs(d[i + 2] - rgb[2]) < 8) hits++;
      return hits / (d.length / 4);
    }, { shot, rgb: BACKGROUND });
    expect(share).toBeGreaterThan(0.8);

    await canvas.click({ position: { x: 60, y: 60 } });
    await expect.poll(() => page.getByRole('textbox', { name: /^Latitude/ }).inputValue()).not.toBe('');
    expect(Number(await page.getByRole('textbox', { name: /^Latitude/ }).inputValue())).toBeGreaterThan(59.667);
  }, TIMEOUT);
});
