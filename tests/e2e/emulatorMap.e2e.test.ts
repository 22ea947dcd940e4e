import { beforeAll, describe, expect, it } from 'vitest';
import { consoleSession } from '../support/consoleSession.ts';
import type { FakeMapServices } from '../support/fakeGeocoder.ts';
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
});
