import { beforeAll, describe, expect, it } from 'vitest';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import type { Browser, Locator, Page } from 'playwright-core';
import { TILE_RGB, type FakeMapServices } from '../../../tests/support/fakeGeocoder.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { signIn } from '../../../tests/e2e/shellSupport.ts';

// The real console (dist/) and server, the geocoder and satellite tiles faked over real HTTP,
// maplibre rendering through SwiftShader in headless Chromium.
const TIMEOUT = 120_000;
const DEFAULT = { latitude: 59.667, longitude: 10.769 };

describe('maps on the station screen', () => {
  // No permissions granted: the browser refuses geolocation, as a visitor clicking "Block" would.
  const s = consoleSession({ fakeMap: true, permissions: [], signInAt: '/station' });
  let fake: FakeMapServices;
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  beforeAll(() => { ({ fake, server, browser, page } = s); });

  const editingMap = () => page.getByRole('region', { name: /^Map: click to place the pin/ });
  const coordinate = (label: 'Latitude' | 'Longitude') => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  const numberIn = async (label: 'Latitude' | 'Longitude') => Number(await coordinate(label).inputValue());

  it('opens a new station on the default centre when geolocation is refused, and renders real tiles', async () => {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'New Station' }).waitFor();
    await page.locator('.location-editor[data-start="default"]').waitFor();
    const map = editingMap();
    await map.locator('canvas.maplibregl-canvas').waitFor();
    await waitForIdle(page);
    const [lat, lng] = (await map.getAttribute('data-center'))!.split(',').map(Number);
    expect(lat).toBeCloseTo(DEFAULT.latitude, 3);
    expect(lng).toBeCloseTo(DEFAULT.longitude, 3);
    // Not just `load`: tiles were fetched from the tile server and their colour is on the canvas.
    // Zoom 16 with 256 px raster tiles asks for z17 tiles (maplibre's tiles are 512 px).
    expect(fake.tileRequests.some((p) => p.startsWith('/tiles/17/'))).toBe(true);
    expect(await tileShare(page, map.locator('canvas.maplibregl-canvas'))).toBeGreaterThan(0.8);
    expect(await coordinate('Latitude').inputValue()).toBe('');
  }, TIMEOUT);

  it('sets latitude and longitude from a click on the map and shows the marker there', async () => {
    const canvas = editingMap().locator('canvas.maplibregl-canvas');
    const box = (await canvas.boundingBox())!;
    // Up and right of the centre: north-east of the default centre.
    await canvas.click({ position: { x: box.width / 2 + 120, y: box.height / 2 - 80 } });
    await expect.poll(() => coordinate('Latitude').inputValue()).not.toBe('');
    const lat = await numberIn('Latitude');
    const lng = await numberIn('Longitude');
    expect(lat).toBeGreaterThan(DEFAULT.latitude);
    expect(lat).toBeLessThan(DEFAULT.latitude + 0.01);
    expect(lng).toBeGreaterThan(DEFAULT.longitude);
    expect(lng).toBeLessThan(DEFAULT.longitude + 0.01);
    const marker = (await editingMap().locator('.maplibregl-marker').boundingBox())!;
    // The pin's tip (bottom centre) sits where the click was.
    expect(Math.abs(marker.x + marker.width / 2 - (box.x + box.width / 2 + 120))).toBeLessThan(4);
    expect(Math.abs(marker.y + marker.height - (box.y + box.height / 2 - 80))).toBeLessThan(4);
  }, TIMEOUT);

  it('finds a place through the fake geocoder and Select Location moves the marker there', async () => {
    const search = page.getByRole('combobox', { name: 'Search and add a pin' });
    await search.fill('vigeland');
    await page.getByRole('option', { name: /^Vigeland Park, Oslo, Norway$/ }).click();
    await page.getByRole('button', { name: 'Select Location', exact: true }).click();
    await expect.poll(() => numberIn('Latitude')).toBe(59.927);
    expect(await numberIn('Longitude')).toBe(10.7);
    expect(fake.geocodeQueries).toContain('vigeland');
    // The view follows the pin: once the move ends the marker is at the centre of the map.
    const map = editingMap();
    await expect.poll(async () => (await map.getAttribute('data-center'))).toBe('59.92700,10.70000');
    const box = (await map.boundingBox())!;
    const marker = (await map.locator('.maplibregl-marker').boundingBox())!;
    expect(Math.abs(marker.x + marker.width / 2 - (box.x + box.width / 2))).toBeLessThan(4);
    expect(Math.abs(marker.y + marker.height - (box.y + box.height / 2))).toBeLessThan(4);
  }, TIMEOUT);

  it('checks typed coordinates ("Please input digits") and moves the marker to valid ones', async () => {
    await coordinate('Latitude').fill('95');
    await page.getByText('Please input digits').waitFor();
    await coordinate('Latitude').fill('59.91x');
    await page.getByText('Please input digits').waitFor();
    await coordinate('Latitude').fill('59.9104');
    await page.getByText('Please input digits').waitFor({ state: 'detached' });
    await coordinate('Longitude').fill('10.7275');
    await expect.poll(async () => editingMap().getAttribute('data-center')).toBe('59.91040,10.72750');
  }, TIMEOUT);

  it('saves the station with its coordinates', async () => {
    await page.getByRole('textbox', { name: /^Station Title/ }).fill('Harbour promenade');
    await page.getByRole('textbox', { name: /^Pin number/ }).fill('4');
    await page.getByRole('textbox', { name: /^Pin label/ }).fill('Harbour walk');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Successfully Saved' }).waitFor();
    await page.getByRole('heading', { name: 'Edit Station' }).waitFor();
    expect(await numberIn('Latitude')).toBe(59.9104);
    expect(await numberIn('Longitude')).toBe(10.7275);
    // The marker carries the pin number; clicking it opens the info window with the pin label.
    const pin = editingMap().locator('.map-pin[data-pin="4"]');
    await pin.click();
    await editingMap().locator('.maplibregl-popup').getByText('Harbour walk', { exact: true }).waitFor();
  }, TIMEOUT);

  it('updates the coordinates when the marker is dragged', async () => {
    await editingMap().locator('.maplibregl-popup-close-button').click();
    const before = { lat: await numberIn('Latitude'), lng: await numberIn('Longitude') };
    const marker = editingMap().locator('.maplibregl-marker');
    // The mouse does not scroll: bring the map to mid-screen, clear of the sticky Save footer.
    await editingMap().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    const b = (await marker.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2 + 40, b.y + b.height / 2 + 30, { steps: 8 });
    await page.mouse.move(b.x + b.width / 2 + 80, b.y + b.height / 2 + 60, { steps: 8 });
    await page.mouse.up();
    // East and south of where it was.
    await expect.poll(() => numberIn('Longitude')).toBeGreaterThan(before.lng);
    expect(await numberIn('Latitude')).toBeLessThan(before.lat);
  }, TIMEOUT);

  it('fits every pinned station into the 220 px overview, one numbered marker each (an active beacon shows no pin)', async () => {
    await page.getByText('All stations on the map').click();
    // The editor's overview: the phone preview draws its own overview of the edited station too.
    const overview = page.locator('.location-editor').getByRole('region', { name: 'Overview map of the stations' });
    // The fit runs 200 ms after load and marks the map when done.
    await overview.and(page.locator('[data-fitted="1"]')).waitFor();
    const box = (await overview.boundingBox())!;
    expect(Math.round(box.height)).toBe(220);
    const markers = overview.locator('.maplibregl-marker');
    // The pier and the Opera of the fixtures and the station saved above; the fortress gate (pin 2) is an
    // active beacon, so its hidden pin is not drawn as if it were live.
    await expect.poll(() => markers.count()).toBe(3);
    const numbers = await overview.locator('.map-pin').evaluateAll((els) => els.map((e) => e.getAttribute('data-pin')).sort());
    expect(numbers).toEqual(['1', '3', '4']);
    for (const m of await markers.all()) {
      const b = (await m.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(box.x);
      expect(b.y).toBeGreaterThanOrEqual(box.y);
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
      expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height);
    }
    expect(await tileShare(page, overview.locator('canvas.maplibregl-canvas'))).toBeGreaterThan(0.5);
  }, TIMEOUT);

  it('hides the map and pin fields for an active beacon and applies the beacon rules', async () => {
    const active = page.getByRole('checkbox', { name: 'Active beacon' });
    await active.check();
    // Switching on sets range to 2 and swaps the pin fields for the beacon fields.
    expect(await page.getByRole('spinbutton', { name: /^Meters \(1-99\)/ }).inputValue()).toBe('2');
    await page.getByRole('textbox', { name: /^Beacon ID/ }).fill('B12');
    await editingMap().waitFor({ state: 'detached' });
    expect(await coordinate('Latitude').count()).toBe(0);
    expect(await page.getByText('Pin number', { exact: true }).count()).toBe(0);
    // Switching off clears beacon id and range and brings the map back with the pin where it was.
    await active.uncheck();
    await editingMap().waitFor();
    await page.getByRole('textbox', { name: /^Beacon ID/ }).waitFor({ state: 'detached' });
    expect(await coordinate('Latitude').inputValue()).not.toBe('');
    await active.check();
    expect(await page.getByRole('textbox', { name: /^Beacon ID/ }).inputValue()).toBe('');
    await active.uncheck();
  }, TIMEOUT);

  it('says why Locate me found no position when the browser refuses geolocation', async () => {
    const locate = page.getByRole('button', { name: 'Locate me', exact: true });
    await locate.click();
    const problem = page.locator('.location-editor__tools').getByRole('alert');
    await problem.waitFor();
    expect(await problem.innerText()).toBe('Your position could not be found: this browser is not allowed to share it. Allow location for this site, or place the pin on the map.');
    // The map stays where it was; the button can be pressed again.
    expect(await locate.isEnabled()).toBe(true);
  }, TIMEOUT);

  it('says place search is unavailable, not "No places found", when its service is down (once, no toast)', async () => {
    fake.setGeocoderDown(true);
    try {
      const search = page.getByRole('combobox', { name: 'Search and add a pin' });
      // A query not asked before: the server's cache cannot answer it.
      await search.fill('holmenkollen');
      const note = page.locator('.place-search__list').getByRole('alert');
      await note.waitFor();
      expect(await note.innerText()).toBe('Place search is unavailable: the search service could not be reached. Try again later, or type the coordinates.');
      expect(await page.getByText('No places found').count()).toBe(0);
      expect(await page.getByText(/Place search is unavailable|could not be reached/).count()).toBe(1);
      await search.fill('');
    } finally {
      fake.setGeocoderDown(false);
    }
  }, TIMEOUT);

  it('starts a new station on the browser position when geolocation is allowed', async () => {
    const allowed = await browser.newContext({
      viewport: { width: 1280, height: 900 }, permissions: ['geolocation'], geolocation: { latitude: 59.9139, longitude: 10.7522 },
    });
    try {
      const p = await allowed.newPage();
      p.setDefaultTimeout(20_000);
      await signIn(p, server, '/station');
      await p.getByRole('option').first().waitFor();
      await p.getByRole('button', { name: 'New', exact: true }).click();
      await p.locator('.location-editor[data-start="browser"]').waitFor();
      const map = p.getByRole('region', { name: /^Map: click to place the pin/ });
      await expect.poll(async () => map.getAttribute('data-center')).toBe('59.91390,10.75220');
      // Locate me asks again and centres on where the browser is now.
      await allowed.setGeolocation({ latitude: 59.9075, longitude: 10.738 });
      await p.getByRole('button', { name: 'Locate me', exact: true }).click();
      await expect.poll(async () => map.getAttribute('data-center')).toBe('59.90750,10.73800');
    } finally {
      await allowed.close();
    }
  }, TIMEOUT);
});

/** Waits until a map has drawn every visible tile (the maps set this performance mark on `idle`). */
async function waitForIdle(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('tourbench:map-idle').length > 0, undefined, { timeout: 30_000 });
}

/** Share of a canvas's pixels that have the fake tile colour: proof the imagery was drawn, not just the background. */
async function tileShare(page: Page, canvas: Locator): Promise<number> {
  const png = (await canvas.screenshot()).toString('base64');
  return page.evaluate(async ({ png, rgb }) => {
    const img = new Image();
    img.src = `data:image/png;base64,${png}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    let hits = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i] - rgb[0]) < 10 && Math.abs(data[i + 1] - rgb[1]) < 10 && Math.abs(data[i + 2] - rgb[2]) < 10) hits++;
    }
    return hits / (data.length / 4);
  }, { png, rgb: [...TILE_RGB] });
}
