import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startFakeGeocoder, type FakeMapServices } from '../support/fakeGeocoder.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { signIn } from './shellSupport.ts';

const TIMEOUT = 120_000;

// The emulator's map field, in the real console: a station's preview draws the satellite overview
// (tiles from a local fake tile server) with its numbered marker, above the text list of stations.
describe('map field in the phone preview', () => {
  let fake: FakeMapServices;
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    fake = await startFakeGeocoder();
    [server, browser] = await Promise.all([startServer({ env: fake.env }), launchBrowser()]);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, server, '/station');
  }, TIMEOUT);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await fake?.close();
  });

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
