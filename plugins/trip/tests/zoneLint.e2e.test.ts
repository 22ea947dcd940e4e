import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resolveKind } from '../../../src/core/index.ts';
import station from '../../station/index.ts';
import trip from '../index.ts';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import { api, storedIdOf } from '../../../tests/support/api.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { tokenOf } from '../../../tests/e2e/shellSupport.ts';
import { openTab } from '../../../tests/e2e/tabBarSupport.ts';

// Zone lint in real Chromium against the built console (dist/) and a real server with the demo
// data, map tiles faked over local HTTP: moving the demo's "Opera house roof" onto "Aker Brygge pier" makes
// the two pin zones of the demo trip overlap. The finding shows in the station's publish question, in the
// Info page's readiness list (linking to the field) and in the simulator's zone check; moving the station
// back clears it everywhere, in the simulator as soon as its tab gets focus back.
const TIMEOUT = 180_000;
const S = resolveKind(station).api;
const TRIP_KIND = resolveKind(trip).id;
const T = resolveKind(trip).api;
const OPERA = { title: 'Opera house roof', home: { latitude: '59.9074', longitude: '10.7530' } };
const ONTO_PIER = { latitude: '59.9105', longitude: '10.7277' };
const TRIP = 'Harbour front in an afternoon';
/** The server's sentence for the overlap, as far as it names the items, the field and the trip. */
const FINDING = new RegExp(`“${OPERA.title}” \\(Latitude\\) and “Aker Brygge pier” overlap on “${TRIP}”`);

describe('zone lint: two zones of the demo trip made to overlap, then fixed', () => {
  const s = consoleSession({ fakeMap: true, signInAt: '/station' });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  const client = async () => api(server, await tokenOf(page.context()));
  const editor = () => page.getByRole('region', { name: 'Edit Station' });
  const coordinate = (label: 'Latitude' | 'Longitude') => editor().getByRole('textbox', { name: new RegExp(`^${label}`) });
  const readiness = (p: Page) => p.getByRole('region', { name: 'Publish readiness', exact: true });
  const zoneCheck = (p: Page) => p.getByRole('region', { name: 'Zone check', exact: true });

  const idOf = async (kind: { entity: string; listKey: string }, title: string) => storedIdOf(await client(), kind, title);

  /** Opens the demo station in the Stations tab, types its coordinates and saves. */
  async function placeOpera(at: { latitude: string; longitude: string }) {
    await openTab(page, 'Stations');
    await page.getByRole('option', { name: new RegExp(`^${OPERA.title}`) }).click();
    await editor().waitFor();
    await expect.poll(() => coordinate('Latitude').inputValue()).not.toBe('');
    await coordinate('Latitude').fill(at.latitude);
    await coordinate('Longitude').fill(at.longitude);
    await editor().getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Successfully Updated' }).last().waitFor();
    const stored = (await (await client()).get(`/api/${S.entity}/${await idOf(S, OPERA.title)}`)).body.data.items as Record<string, unknown>;
    expect([stored.latitude, stored.longitude]).toEqual([Number(at.latitude), Number(at.longitude)]);
  }

  /**
   * Playwright tells every page it has focus (focus emulation), so switching tabs would fire no `focus`;
   * without the emulation, bringing a page to front focuses it as a real tab switch does.
   */
  async function realFocus(p: Page) {
    const cdp = await p.context().newCDPSession(p);
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
  }

  /** Opens the trip's simulator in `p` (the screen's own route, as "Simulate walk" does). */
  async function openSimulator(p: Page) {
    await p.goto(`${server.url}/admin/simulate?kind=${TRIP_KIND}&id=${await idOf(T, TRIP)}`);
    await zoneCheck(p).waitFor();
    await expect.poll(() => zoneCheck(p).getAttribute('aria-busy')).toBe('false');
  }

  it('starts without the overlap: the readiness list does not name it', async () => {
    await openTab(page, 'Info');
    await readiness(page).waitFor();
    await readiness(page).locator('.ov-faults, .ov-empty').first().waitFor();
    expect(await readiness(page).getByRole('link', { name: FINDING }).count()).toBe(0);
  }, TIMEOUT);

  it('moving the Opera onto the pier: the publish question lists the overlap, and Cancel publishes nothing', async () => {
    await placeOpera(ONTO_PIER);
    await editor().getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish with faults?' });
    await dialog.waitFor();
    expect((await dialog.getByRole('listitem').allInnerTexts()).some((line) => FINDING.test(line))).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const stored = (await (await client()).get(`/api/${S.entity}/${await idOf(S, OPERA.title)}`)).body.data.items as { is_published?: boolean };
    expect(stored.is_published).toBe(false);
  }, TIMEOUT);

  it('the Info page lists it as a zone fault that opens the station at its latitude', { timeout: TIMEOUT, retry: 1 }, async () => {
    await openTab(page, 'Info');
    const fault = readiness(page).getByRole('link', { name: new RegExp(`^Fix in “${OPERA.title}”: .*${FINDING.source}`) });
    await fault.waitFor();
    const line = readiness(page).locator('.ov-fault').filter({ has: page.getByRole('link', { name: new RegExp(`^Fix in “${OPERA.title}”: .*${FINDING.source}`) }) });
    expect(await line.locator('.ov-ftype').innerText()).toMatch(/^zone$/i);
    await fault.click();
    // Polled on page.url() so a failure names the address the click led to.
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/admin\/station\?id=\d+&field=\/latitude$/);
    await editor().waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/latitude/);
    // Once seen to time out under a loaded full run and never alone or under CPU load: one retry (it only reads and navigates).
  });

  it('the trip’s simulator shows it in the zone check, linking to the station’s latitude and to the trip', async () => {
    const sim = await page.context().newPage();
    try {
      await openSimulator(sim);
      const row = zoneCheck(sim).getByRole('listitem').filter({ hasText: FINDING });
      await row.waitFor();
      const fix = row.getByRole('link', { name: new RegExp(`^Fix in “${OPERA.title}”`) });
      expect(await fix.getAttribute('href')).toBe(`/admin/station?id=${await idOf(S, OPERA.title)}&field=/latitude`);
      expect(await row.getByRole('link', { name: TRIP, exact: true }).getAttribute('href')).toBe(`/admin/trip?id=${await idOf(T, TRIP)}`);
      expect(await row.getByRole('link', { name: 'Aker Brygge pier', exact: true }).count()).toBe(1);
    } finally {
      await sim.close();
    }
  }, TIMEOUT);

  it('moving it back clears it: in the simulator left open in another tab once it has focus again, in Info and in the publish question', async () => {
    const sim = await page.context().newPage();
    try {
      await openSimulator(sim);
      await realFocus(page);
      await realFocus(sim);
      await zoneCheck(sim).getByRole('listitem').filter({ hasText: FINDING }).waitFor();
      await page.bringToFront();
      await placeOpera(OPERA.home);
      // Nothing reloads the simulator: coming back to its tab asks the server again.
      await sim.bringToFront();
      await expect.poll(() => zoneCheck(sim).getByRole('listitem').filter({ hasText: FINDING }).count(), { timeout: 20_000 }).toBe(0);
      expect(await zoneCheck(sim).getByRole('alert').count()).toBe(0);
    } finally {
      await sim.close();
    }

    await page.bringToFront();
    await editor().getByRole('button', { name: 'Publish', exact: true }).click();
    // Still untranslated (a question about that), or nothing to ask any more (published at once).
    const dialog = page.getByRole('dialog');
    await dialog.or(page.getByRole('status').filter({ hasText: 'Successfully Published' })).first().waitFor();
    if (await dialog.count()) {
      expect((await dialog.getByRole('listitem').allInnerTexts()).some((line) => FINDING.test(line))).toBe(false);
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    }

    await openTab(page, 'Info');
    await readiness(page).locator('.ov-faults, .ov-empty').first().waitFor();
    expect(await readiness(page).getByRole('link', { name: FINDING }).count()).toBe(0);
  }, TIMEOUT);
});
