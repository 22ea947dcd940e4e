import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import { openTab, tabBar } from '../../../tests/e2e/tabBarSupport.ts';

// The walk simulator in real Chromium against the built console (dist/) and a real server
// with the demo data, satellite tiles faked over local HTTP and maplibre drawing through SwiftShader:
// with a beacon placed at the fortress gate, the demo trip walked at 300× fires its stops' zones in
// trip order and the phone follows; a visitor dragged to a zone's edge with 65 m GPS noise does not
// flap; the visitor reaching the gate's beacon unlocks that station's details; the simulator also
// opens from the Stations tab and from a story's editor.
const TIMEOUT = 180_000;
const TRIP = 'Harbour front in an afternoon';
const PIER = 'Aker Brygge pier';
const GATE = 'Akershus Fortress gate';
const OPERA = 'Opera house roof';
const OPERA_AT = { latitude: 59.9074, longitude: 10.753 };
const GATE_AT = { latitude: 59.9075, longitude: 10.738 };

interface Shown { zone: string; type: string; text: string; change: string }

describe('the walk simulator', () => {
  const s = consoleSession({ fakeMap: true, signInAt: '/trip', viewport: { width: 1440, height: 1000 } });
  let page: Page;
  beforeAll(() => { ({ page } = s); });

  const simMap = () => page.getByRole('region', { name: 'Walk map: click to place the visitor', exact: true });
  const canvas = () => simMap().locator('canvas.maplibregl-canvas');
  const timeline = () => page.getByTestId('sim-timeline');
  const events = async (): Promise<Shown[]> => page.getByTestId('sim-event').evaluateAll((els) => els.map((e) => ({
    zone: e.getAttribute('data-zone') ?? '', type: e.getAttribute('data-type') ?? '', text: (e as HTMLElement).innerText.replace(/\s+/g, ' '), change: e.getAttribute('data-change') ?? '',
  })));
  const appPhone = () => page.getByTestId('sim-phone');
  const pins = () => appPhone().getByTestId('sim-phone-pin').locator('.sim-phone__title').allInnerTexts();
  /** Whether the app's map shows the pier's, the gate's and the Opera's pins. */
  const shownPins = async () => {
    const shown = await pins();
    return Object.fromEntries([PIER, GATE, OPERA].map((title) => [title, shown.includes(title)]));
  };
  const radar = () => appPhone().getByTestId('sim-phone-radar').allInnerTexts();
  const clock = async () => {
    const [m, sec] = (await page.getByTestId('sim-clock').innerText()).split(':').map(Number);
    return m * 60 + sec;
  };
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const status = () => page.locator('.sim-status').innerText();
  const activeTab = () => tabBar(page).locator('[aria-current="page"]').innerText();
  /** The zone id of an event whose row names this item. */
  const zoneOf = (list: Shown[], item: string, type = 'enter') => list.find((e) => e.type === type && e.text.includes(item))?.zone;

  async function mapReady(): Promise<void> {
    await simMap().and(page.locator('[data-loaded="1"]')).waitFor();
  }
  async function placeVisitor(at: { latitude: number; longitude: number }): Promise<void> {
    const form = page.getByRole('form', { name: 'Place visitor' });
    await form.getByLabel('Latitude', { exact: true }).fill(String(at.latitude));
    await form.getByLabel('Longitude', { exact: true }).fill(String(at.longitude));
    await form.getByRole('button', { name: 'Place visitor', exact: true }).click();
    await expect.poll(async () => (await simMap().getAttribute('data-visitor'))?.split(',').map(Number))
      .toEqual([Number(at.latitude.toFixed(6)), Number(at.longitude.toFixed(6))]);
  }
  /** Metres between two points (equirectangular: these are a few hundred metres apart). */
  const metres = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
    Math.hypot((a.latitude - b.latitude) * 111_195, (a.longitude - b.longitude) * 111_195 * Math.cos((a.latitude * Math.PI) / 180));
  const visitorAt = async () => {
    const [latitude, longitude] = ((await simMap().getAttribute('data-visitor')) ?? '').split(',').map(Number);
    return { latitude, longitude };
  };
  /** The first item each enter event names, in timeline order, once per item (its title among `items`). */
  const firstEnters = (list: Shown[], items: readonly string[]) =>
    [...new Set(list.filter((e) => e.type === 'enter').map((e) => items.find((title) => e.text.includes(title)) ?? e.zone))];
  /** Where a numbered stop's pin points on the screen (its tip). */
  async function stopTip(n: string): Promise<{ x: number; y: number }> {
    const box = (await simMap().locator(`.map-pin[data-pin="${n}"]`).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height - 1 };
  }

  it('walks the demo trip at 300× with a beacon at the gate: the stops fire in trip order and the phone follows', async () => {
    await page.getByRole('listbox', { name: 'Trips' }).getByRole('option', { name: new RegExp(`^${TRIP}`) }).click();
    await page.getByRole('heading', { name: 'Edit Trip' }).waitFor();
    await page.getByRole('link', { name: 'Simulate walk', exact: true }).click();
    await page.getByRole('heading', { name: `Simulate walk: ${TRIP}`, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/simulate');
    expect(new URL(page.url()).searchParams.get('kind')).toBe('trip');
    // The Trips tab stays highlighted.
    await expect.poll(activeTab).toBe('Trips');
    await mapReady();
    // Four numbered stops on the map, and zone circles drawn.
    await expect.poll(() => simMap().locator('.map-pin').evaluateAll((els) => els.map((e) => e.getAttribute('data-pin')))).toEqual(['1', '2', '3', '4']);

    // At 0:00 the visitor stands at the first stop, inside the pier's radar zone.
    await expect.poll(events).toHaveLength(1);
    const [first] = await events();
    expect(first.text).toContain(PIER);
    expect(first.text).toContain('On radar');
    await expect.poll(radar).toEqual([PIER]);
    // The Opera's pin shows only inside its zone, and the gate is a beacon point: neither is on the app's map yet.
    await expect.poll(shownPins).toEqual({ [PIER]: true, [GATE]: false, [OPERA]: false });

    // AK02 placed where the gate's pin (the third stop, after the pier and the story) points.
    const row = page.getByTestId('sim-beacon-row').filter({ hasText: 'AK02' });
    await row.getByText('Not placed').waitFor();
    const start = await simMap().getAttribute('data-visitor');
    await button('Place on map: AK02').click();
    const gate = await stopTip('3');
    await page.mouse.click(gate.x, gate.y);
    await row.getByText('On the map').waitFor();
    // The marker holding the pill; its top edge is the beacon's point.
    const beacon = simMap().locator('.sim-map__beacon').filter({ has: page.locator('[data-beacon="AK02"]') });
    // The click placed the beacon (its marker hangs from that point), not the visitor, and nothing fired.
    await expect.poll(async () => {
      const box = await beacon.boundingBox();
      return box ? Math.hypot(box.x + box.width / 2 - gate.x, box.y - gate.y) : Infinity;
    }).toBeLessThan(3);
    await expect.poll(() => simMap().getAttribute('data-visitor')).toBe(start);
    await expect.poll(events).toHaveLength(1);

    await page.getByLabel('Speed', { exact: true }).selectOption('300');
    await button('Walk').click();
    await expect.poll(status, { timeout: 120_000 }).toBe('Walk finished');
    const walked = await events();
    // Each stop's first zone fires in the stops' order (the story's only zone is off the route).
    expect(firstEnters(walked, [PIER, GATE, OPERA])).toEqual([PIER, GATE, OPERA]);
    expect(walked[0].text).toContain(PIER);
    expect(walked.some((e) => e.type === 'enter' && e.text.includes(GATE) && e.text.includes('Details unlocked'))).toBe(true);
    expect(walked.some((e) => e.type === 'enter' && e.text.includes(OPERA) && e.text.includes('Pin shown'))).toBe(true);
    expect(walked.some((e) => e.type === 'exit' && e.text.includes(PIER) && e.text.includes('Left: off radar'))).toBe(true);
    // The walk took about 1.5 km at 1.4 m/s: a quarter of an hour of simulated time.
    expect(await clock()).toBeGreaterThan(15 * 60);
    // The phone at the end: the Opera's pin is on the app's map, the radar is empty.
    await expect.poll(pins).toContain(OPERA);
    expect(await radar()).toEqual([]);
    await page.screenshot({ path: '.tmp/walk-e2e-trip.png' });

    // A click on the first entry: the visitor goes back to the pier and the phone shows that moment.
    await timeline().getByRole('button').first().click();
    await expect.poll(clock).toBe(0);
    await expect.poll(radar).toEqual([PIER]);
    await expect.poll(shownPins).toEqual({ [PIER]: true, [GATE]: false, [OPERA]: false });
    await button('Back to now').click();
    await expect.poll(pins).toContain(OPERA);
  }, TIMEOUT);

  it('does not flap with the visitor dragged to a zone’s edge and 65 m of GPS noise', async () => {
    await button('Reset').click();
    await expect.poll(events).toHaveLength(1);
    await page.getByLabel('GPS accuracy', { exact: true }).fill('65');
    await expect.poll(() => page.locator('output').filter({ hasText: /m$/ }).first().innerText()).toBe('65 m');
    // The map's scale from two pins of known place (gate and Opera, on one parallel): 25 m north of the
    // Opera's pin is its zone's edge (radius 25 m); Mercator stretches latitude by 1 / cos(latitude).
    const gate = await stopTip('3');
    const opera = await stopTip('4');
    const pxPerLon = (opera.x - gate.x) / (OPERA_AT.longitude - GATE_AT.longitude);
    const pxPerLat = pxPerLon / Math.cos((OPERA_AT.latitude * Math.PI) / 180);
    const edge = { x: opera.x, y: opera.y - (25 / 111_195) * pxPerLat };
    const box = (await page.getByTestId('sim-visitor').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move((box.x + edge.x) / 2, (box.y + edge.y) / 2, { steps: 8 });
    await page.mouse.move(edge.x, edge.y, { steps: 8 });
    await page.mouse.up();
    // Dropped on the edge, give or take a few metres of screen rounding.
    await expect.poll(async () => Math.abs(metres(await visitorAt(), OPERA_AT) - 25)).toBeLessThan(5);
    await page.getByLabel('Speed', { exact: true }).selectOption('60');
    await button('Stand still').click();
    await expect.poll(clock, { timeout: 60_000 }).toBeGreaterThan(240);
    await button('Pause').click();
    await expect.poll(status).toBe('Paused');
    // Four minutes of fixes jumping up to 65 m around the edge: entered once, never left.
    await expect.poll(async () => (await events()).filter((e) => e.text.includes(OPERA)).map((e) => e.type)).toEqual(['enter']);
    await expect.poll(pins).toContain(OPERA);
    await page.screenshot({ path: '.tmp/walk-e2e-edge.png' });
  }, TIMEOUT);

  it('unlocks the fortress gate’s details when the visitor reaches a beacon placed there', async () => {
    await button('Reset').click();
    await page.getByLabel('GPS accuracy', { exact: true }).fill('20');
    // Reset kept the beacon placed in the first walk; taken off, it is gone from the map.
    const row = page.getByTestId('sim-beacon-row').filter({ hasText: 'AK02' });
    const marker = simMap().locator('.sim-beacon[data-beacon="AK02"]');
    await row.getByText('On the map').waitFor();
    await marker.waitFor();
    await button('Remove: AK02').click();
    await row.getByText('Not placed').waitFor();
    await marker.waitFor({ state: 'detached' });
    await button('Place on map: AK02').click();
    // The gate is the third stop (after the pier and the story): click where its pin points.
    const gate = await stopTip('3');
    await page.mouse.click(gate.x, gate.y);
    await row.getByText('On the map').waitFor();
    await marker.waitFor();
    // The visitor still stands at the pier: nothing at the gate fired.
    await expect.poll(events).toHaveLength(1);
    expect(zoneOf(await events(), GATE)).toBeUndefined();

    // The visitor walks up to the gate: the phone hears AK02 within its 5 m range.
    await placeVisitor(GATE_AT);
    await expect.poll(async () => (await events()).some((e) => e.type === 'enter' && e.text.includes(GATE) && e.text.includes('Details unlocked'))).toBe(true);
    // The phone opens the station: its own preview.
    const phone = page.getByTestId('phone-emulator');
    await phone.getByRole('heading', { name: GATE }).waitFor();
    await page.screenshot({ path: '.tmp/walk-e2e-beacon.png' });

    // Dragged 150 px away, out of the beacon's range: locked again, the phone back on the app's map.
    const visitor = page.getByTestId('sim-visitor');
    const box = (await visitor.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + 60, { steps: 5 });
    await page.mouse.move(box.x + 150, box.y + 100, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await events()).some((e) => e.type === 'exit' && e.text.includes(GATE) && e.text.includes('Left: details locked'))).toBe(true);
    await appPhone().waitFor();
  }, TIMEOUT);

  it('opens from the Stations tab over every station, with no route', async () => {
    await openTab(page, 'Stations');
    await page.getByRole('heading', { name: 'Stations', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Simulate walk', exact: true }).click();
    await page.getByRole('heading', { name: 'Simulate walk: Stations', level: 1 }).waitFor();
    await expect.poll(activeTab).toBe('Stations');
    await mapReady();
    await expect.poll(() => button('Walk').isDisabled()).toBe(true);
    await page.getByTestId('sim-beacon-row').filter({ hasText: 'AK02' }).waitFor();
    // Nobody is placed yet; a click on the map puts the visitor there.
    expect(await simMap().getAttribute('data-visitor')).toBe('');
    const box = (await canvas().boundingBox())!;
    await canvas().click({ position: { x: box.width / 2 + 40, y: box.height / 2 + 30 } });
    await expect.poll(() => simMap().getAttribute('data-visitor')).not.toBe('');
    await page.screenshot({ path: '.tmp/walk-e2e-stations.png' });
  }, TIMEOUT);

  it('opens from a story’s editor, walking its placed pages', async () => {
    await openTab(page, 'Stories');
    await page.getByRole('listbox', { name: 'Stories' }).getByRole('option', { name: /^Harbour walk/ }).click();
    await page.getByRole('heading', { name: 'Edit Story' }).waitFor();
    await page.getByRole('link', { name: 'Simulate walk', exact: true }).click();
    await page.getByRole('heading', { name: /^Simulate walk: / , level: 1 }).waitFor();
    await expect.poll(activeTab).toBe('Stories');
    await mapReady();
    // The story's placed pages are its stops; its beacon page listens for P31.
    await expect.poll(() => simMap().locator('.map-pin').count()).toBeGreaterThan(3);
    await page.getByTestId('sim-beacon-row').filter({ hasText: 'P31' }).waitFor();
    await page.getByLabel('Speed', { exact: true }).selectOption('300');
    await button('Walk').click();
    await expect.poll(status, { timeout: 120_000 }).toBe('Walk finished');
    // The walk passes the fjord pier page's place: its zone fires.
    await expect.poll(async () => (await events()).some((e) => e.type === 'enter' && e.text.includes('The fjord pier'))).toBe(true);
    await page.screenshot({ path: '.tmp/walk-e2e-story.png' });
  }, TIMEOUT);
});
