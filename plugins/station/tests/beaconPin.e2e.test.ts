import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resolveKind } from '../../../src/core/index.ts';
import station from '../index.ts';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import { api } from '../../../tests/support/api.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { tokenOf } from '../../../tests/e2e/shellSupport.ts';
import { openTab } from '../../../tests/e2e/tabBarSupport.ts';

// What the form hides is not shown as live, in real Chromium against the built console (dist/) and a
// real server (map tiles faked). A station pinned as #12 "Pier" turned into an active beacon keeps
// its pin in the record (switching back restores it) but the list and the phone no longer show it; the
// phone's marker says the pin number; a latitude's error sits below its input; two stations on one beacon
// id are told at the beacon id, and the readiness link focuses that input.
const TIMEOUT = 120_000;
const { entity, listKey } = resolveKind(station).api;
const KIOSK = { title: 'Harbour kiosk', pin_number: '12', pin_label: 'Pier', latitude: 59.9101, longitude: 10.7262, active_beacon: false, show_in_radar: true };
const SHARED = 'ZL77';
const GATES = ['North gate beacon', 'South gate beacon'];

describe('a pinned station made an active beacon', () => {
  const s = consoleSession({
    fakeMap: true,
    signInAt: '/station',
    async prepare(server) {
      const client = api(server, await server.login());
      for (const body of [KIOSK, ...GATES.map((title) => ({ title, active_beacon: true, beacon_id: SHARED, range: 3 }))]) {
        expect((await client.post(`/api/${entity}`, body)).status).toBe(201);
      }
    },
  });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  const editor = () => page.getByRole('region', { name: 'Edit Station' });
  const kioskOption = () => page.getByRole('option', { name: new RegExp(`^${KIOSK.title}`) });
  const phone = () => page.locator('.preview');
  const activeBeacon = () => editor().getByRole('checkbox', { name: 'Active beacon' });
  const stored = async () => {
    const client = api(server, await tokenOf(page.context()));
    return ((await client.get(`/api/${entity}`)).body.data[listKey] as Record<string, unknown>[]).find((r) => r.title === KIOSK.title)!;
  };

  async function openKiosk() {
    await openTab(page, 'Stations');
    await kioskOption().click();
    await editor().waitFor();
    await expect.poll(() => editor().getByRole('textbox', { name: /^Station Title/ }).inputValue()).toBe(KIOSK.title);
  }

  it('while pinned: the list says "#12 · Pier", the phone shows its location with a marker saying 12', async () => {
    await openKiosk();
    expect(await kioskOption().innerText()).toContain('#12 · Pier');
    await phone().getByRole('heading', { name: 'Location' }).waitFor();
    const marker = phone().locator('.emu-map__overview .maplibregl-marker');
    await expect.poll(() => marker.count()).toBe(1);
    expect((await marker.innerText()).trim()).toBe('12');
    expect(await phone().locator('.emu-pin').innerText()).toBe('12');
  }, TIMEOUT);

  it('a latitude of 95 is told below its input, and the phone shows no such coordinates', async () => {
    await openKiosk();
    const latitude = editor().getByRole('textbox', { name: /^Latitude/ });
    await latitude.fill('95');
    const error = editor().locator('#station_latitude-error');
    await error.waitFor();
    const [input, told] = [(await latitude.boundingBox())!, (await error.boundingBox())!];
    expect(told.y).toBeGreaterThanOrEqual(input.y + input.height);
    expect(Math.abs(told.x - input.x)).toBeLessThan(2);
    expect(await phone().getByText(/95\.0000/).count()).toBe(0);
    await latitude.fill(String(KIOSK.latitude));
    await error.waitFor({ state: 'detached' });
  }, TIMEOUT);

  it('switched to "Active beacon" and saved: list and phone show no pin, the record keeps it for switching back', async () => {
    await activeBeacon().check();
    await editor().getByText(/^The pin \(#12 · Pier\) stays saved but is not shown to visitors/).waitFor();
    // The phone follows the form at once: no map, no pin label.
    await expect.poll(() => phone().locator('.emu-map').count()).toBe(0);
    await editor().getByRole('textbox', { name: /^Beacon ID/ }).fill('PR12');
    await editor().getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Successfully Updated' }).last().waitFor();

    await expect.poll(() => kioskOption().innerText()).not.toContain('#12');
    expect(await kioskOption().innerText()).not.toContain('Pier');
    expect(await phone().locator('.emu-map').count()).toBe(0);
    expect(await phone().getByText('Pier', { exact: true }).count()).toBe(0);
    await phone().getByRole('heading', { name: KIOSK.title }).waitFor();
    expect(await stored()).toMatchObject({ active_beacon: true, beacon_id: 'PR12', pin_number: '12', pin_label: 'Pier', latitude: KIOSK.latitude });

    // A reload reads the stored station: still no pin in list or phone.
    await page.reload();
    await editor().waitFor();
    await phone().getByRole('heading', { name: KIOSK.title }).waitFor();
    expect(await kioskOption().innerText()).not.toContain('#12');
    expect(await phone().locator('.emu-map').count()).toBe(0);
  }, TIMEOUT);

  it('two stations on one beacon id: the readiness link names the Beacon ID and focuses that input', async () => {
    await openTab(page, 'Info');
    const readiness = page.getByRole('region', { name: 'Publish readiness', exact: true });
    const fault = readiness.getByRole('link', { name: new RegExp(`^Fix in “${GATES[1]}”: .*“${GATES[1]}” \\(Beacon ID\\) uses beacon ${SHARED}`) });
    await fault.waitFor();
    // The link names the field; the editor drops `field` from the URL once it has focused it.
    expect(await fault.getAttribute('href')).toMatch(/\/admin\/station\?id=\d+&field=\/beacon_id$/);
    await fault.click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/admin\/station\?id=\d+/);
    await editor().waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe('station_beacon_id');
  }, TIMEOUT);

  it('switching the beacon off brings the kept pin back into the form and the phone', async () => {
    await openKiosk();
    await activeBeacon().uncheck();
    expect(await editor().getByRole('textbox', { name: /^Pin number/ }).inputValue()).toBe('12');
    await expect.poll(() => phone().locator('.emu-pin').innerText()).toBe('12');
  }, TIMEOUT);
});
