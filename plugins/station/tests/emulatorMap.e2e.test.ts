import { beforeAll, describe, expect, it } from 'vitest';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import type { FakeMapServices } from '../../../tests/support/fakeGeocoder.ts';
import type { Page } from 'playwright-core';

const TIMEOUT = 120_000;

// The emulator's map field, in the real console: a station's preview draws the satellite overview
// (tiles from a local fake tile server) with its numbered marker, above the text list of stations.
describe('map field in the phone preview', () => {
  const s = consoleSession({ fakeMap: true, signInAt: '/station' });
  let fake: FakeMapServices;
  let page: Page;
  beforeAll(() => { ({ fake, page } = s); });

  it('shows the selected station on a 220 px satellite overview inside the phone, numbered by its pin', async () => {
    await page.getByRole('option', { name: /Aker Brygge pier/ }).click();
    const phone = page.locator('.preview');
    const overview = phone.locator('.emu-map__overview');
    await overview.locator('canvas.maplibregl-canvas').waitFor();
    const box = (await overview.boundingBox())!;
    expect(Math.round(box.height)).toBe(220);
    await expect.poll(() => overview.locator('.maplibregl-marker').count()).toBe(1);
    expect((await overview.locator('.maplibregl-marker').innerText()).trim()).toBe('1');
    await expect.poll(() => fake.tileRequests.length).toBeGreaterThan(0);
    // The text alternative stays: the station's title in the numbered list.
    expect(await phone.locator('.emu-map__list').innerText()).toContain('Aker Brygge pier');
  }, TIMEOUT);

  it('moves the overview to the next station opened, so its marker stays in view; a beacon station shows none', async () => {
    const overview = page.locator('.preview .emu-map__overview');
    const marker = overview.locator('.maplibregl-marker');
    const inView = async () => {
      const [map, pin] = [await overview.boundingBox(), await marker.boundingBox()];
      if (!map || !pin) return false;
      const x = pin.x + pin.width / 2;
      const y = pin.y + pin.height;
      return x > map.x && x < map.x + map.width && y > map.y && y < map.y + map.height;
    };
    await expect.poll(inView).toBe(true);
    // The Opera is some 1.5 km from Aker Brygge: far outside a view fitted at zoom 18. Its marker says its pin, 3.
    await page.getByRole('option', { name: /Opera house roof/ }).click();
    await expect.poll(() => page.locator('.preview .emu-map__list').innerText()).toContain('Opera house roof');
    await expect.poll(inView, { timeout: 10_000 }).toBe(true);
    expect((await marker.innerText()).trim()).toBe('3');
    // Akershus Fortress gate is an active beacon: its pin is hidden, so the phone shows no map for it.
    await page.getByRole('option', { name: /Akershus Fortress gate/ }).click();
    await page.locator('.preview').getByRole('heading', { name: 'Akershus Fortress gate' }).waitFor();
    await expect.poll(() => page.locator('.preview .emu-map').count()).toBe(0);
    await page.getByRole('option', { name: /Aker Brygge pier/ }).click();
    await expect.poll(() => page.locator('.preview .emu-map__list').innerText()).toContain('Aker Brygge pier');
    await expect.poll(inView, { timeout: 10_000 }).toBe(true);
  }, TIMEOUT);
});
