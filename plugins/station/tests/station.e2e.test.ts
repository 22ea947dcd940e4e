import { beforeAll, describe, expect, it } from 'vitest';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import type { Page } from 'playwright-core';
import { resolveKind } from '../../../src/core/index.ts';
import station from '../index.ts';
import { CATALOGUES } from '../../../src/console/pluginTesting.ts';
import { messages } from '../messages.ts';
import { api } from '../../../tests/support/api.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { tokenOf } from '../../../tests/e2e/shellSupport.ts';

// The newer station editor (SPEC §2, §4, §5) in real Chromium against the built console (dist/) and a
// real server; map tiles and geocoder are faked over HTTP so nothing leaves the machine.
const TIMEOUT = 120_000;
const { entity, listKey } = resolveKind(station).api;
// The station's own words (its fields, its beacon messages) live in its plugin.
const stationEs = messages.es;

describe('newer station editor', () => {
  const s = consoleSession({ fakeMap: true, permissions: [], signInAt: '/station' });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  const activeBeacon = () => page.getByRole('checkbox', { name: 'Active beacon' });
  const beaconId = () => page.getByRole('textbox', { name: /^Beacon ID/ });
  const range = () => page.getByRole('spinbutton', { name: /^Meters \(1-99\)/ });
  const map = () => page.getByRole('region', { name: /^Map: click to place the pin/ });
  const shared = () => page.getByRole('checkbox', { name: 'Shared' });
  const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();
  const message = (text: string) => page.getByRole('alert').filter({ hasText: text });

  async function openNew() {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'New Station' }).waitFor();
  }

  it('offers no is_shared to a client that does not allow sharing', async () => {
    await openNew();
    await map().waitFor();
    await page.getByRole('checkbox', { name: 'Show in radar' }).waitFor();
    expect(await shared().count()).toBe(0);
    expect(await page.getByText('Shared', { exact: true }).count()).toBe(0);
  }, TIMEOUT);

  it('switching the beacon on sets range 2, shows the beacon fields and hides the map and pin fields', async () => {
    await page.getByRole('textbox', { name: /^Station Title/ }).fill('Fortress gate beacon');
    await activeBeacon().check();
    expect(await range().inputValue()).toBe('2');
    expect(await beaconId().inputValue()).toBe('');
    await map().waitFor({ state: 'detached' });
    expect(await page.getByRole('textbox', { name: /^Latitude/ }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /^Pin number/ }).count()).toBe(0);
    // Required now (the schema's if/then), so RJSF marks it.
    expect(await page.locator('label[for="station_beacon_id"] .required').count()).toBe(1);
  }, TIMEOUT);

  it('saving without a beacon id says "Please input beacon id" beside the field, and nothing is saved', async () => {
    await save();
    await message('Please input beacon id').waitFor();
    expect(await beaconId().getAttribute('aria-invalid')).toBe('true');
    // Only the spec's words: neither RJSF's generic wording nor ajv's if/then summary.
    expect(await page.getByText(/is required|must match/).count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: 'Successfully Saved' }).count()).toBe(0);
  }, TIMEOUT);

  it('a 2-character beacon id says "Length should be 3 to 5"; typing clears the message until the next save', async () => {
    await beaconId().fill('AB');
    await message('Please input beacon id').waitFor({ state: 'detached' });
    await save();
    await message('Length should be 3 to 5').waitFor();
    expect(await page.getByText(/must NOT have|at least/).count()).toBe(0);
  }, TIMEOUT);

  it('an empty range says "Please input Range", an out-of-bounds one "Range should be 1 to 99"', async () => {
    await range().fill('');
    await save();
    await message('Please input Range').waitFor();
    await range().fill('100');
    await save();
    await message('Range should be 1 to 99').waitFor();
  }, TIMEOUT);

  it('switching the beacon off clears beacon id, range and their messages and brings the map back', async () => {
    await activeBeacon().uncheck();
    await map().waitFor();
    expect(await beaconId().count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: /beacon id|Length should|Range/ }).count()).toBe(0);
    await activeBeacon().check();
    expect(await beaconId().inputValue()).toBe('');
    expect(await range().inputValue()).toBe('2');
    expect(await page.getByRole('alert').filter({ hasText: /beacon id|Length should|Range/ }).count()).toBe(0);
  }, TIMEOUT);

  it('saves a beacon with a valid id and range', async () => {
    await beaconId().fill('FG01');
    await save();
    await page.getByRole('status').filter({ hasText: 'Successfully Saved' }).waitFor();
    await page.getByRole('heading', { name: 'Edit Station' }).waitFor();
    const client = api(server, await tokenOf(page.context()));
    const items = (await client.get(`/api/${entity}`)).body.data[listKey] as Record<string, unknown>[];
    expect(items.find((s) => s.title === 'Fortress gate beacon')).toMatchObject({ active_beacon: true, beacon_id: 'FG01', range: 2 });
  }, TIMEOUT);

  it('offers is_shared once the client allows sharing (after a reload)', async () => {
    const client = api(server, await tokenOf(page.context()));
    expect((await client.post('/api/settings', { allow_sharing: true })).status).toBe(200);
    await page.reload();
    await page.getByRole('option').first().waitFor();
    await openNew();
    await shared().waitFor();
    await shared().check();
    await page.getByRole('textbox', { name: /^Station Title/ }).fill('Shared pier');
    await save();
    await page.getByRole('status').filter({ hasText: 'Successfully Saved' }).waitFor();
    const items = (await client.get(`/api/${entity}`)).body.data[listKey] as Record<string, unknown>[];
    expect(items.find((s) => s.title === 'Shared pier')).toMatchObject({ is_shared: true });
  }, TIMEOUT);

  it('words the fields and the beacon messages in the UI language (Spanish)', async () => {
    await page.evaluate(() => { document.cookie = 'lang=es; path=/'; localStorage.setItem('language', 'es'); });
    await page.reload();
    await page.getByRole('option').first().waitFor();
    await page.getByRole('button', { name: CATALOGUES.es['list.new'], exact: true }).click();
    await page.getByRole('textbox', { name: new RegExp(`^${stationEs['field.station.title']}`) }).fill('Baliza del puerto');
    await page.getByRole('checkbox', { name: stationEs['field.station.active_beacon'] }).check();
    expect(await page.getByRole('spinbutton', { name: new RegExp(`^${stationEs['field.station.range'].replace(/[()]/g, '\\$&')}`) }).inputValue()).toBe('2');
    await page.getByRole('button', { name: CATALOGUES.es['editor.save'], exact: true }).click();
    await message(stationEs['rule.station.beaconIdRequired']).waitFor();
    await page.getByRole('textbox', { name: new RegExp(`^${stationEs['field.station.beacon_id']}`) }).fill('AB');
    await page.getByRole('button', { name: CATALOGUES.es['editor.save'], exact: true }).click();
    await message(stationEs['rule.station.beaconIdLength']).waitFor();
  }, TIMEOUT);
});
