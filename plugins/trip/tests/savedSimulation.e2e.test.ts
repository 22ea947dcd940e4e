import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resolveKind } from '../../../src/core/index.ts';
import station from '../../station/index.ts';
import trip from '../index.ts';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import { api, storedIdOf } from '../../../tests/support/api.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { tokenOf } from '../../../tests/e2e/shellSupport.ts';

// Saved simulations in real Chromium against the built console (dist/) and a real server with
// the demo data, map tiles faked over local HTTP: the demo trip is walked at 300× and saved as "Before";
// then "Show in radar" of its first stop, "Aker Brygge pier", is switched off in the station's editor
// (its only in-range rule, so the pier has no zone any more). Replaying "Before" fires the same walk
// against today's zones: the pier's enter and exit are marked gone, everything else fires as saved.
const TIMEOUT = 180_000;
const S = resolveKind(station).api;
const TRIP_KIND = resolveKind(trip).id;
const T = resolveKind(trip).api;
const TRIP = 'Harbour front in an afternoon';
const PIER = 'Aker Brygge pier';

describe('a saved simulation replayed after an edit shows what no longer fires', () => {
  const s = consoleSession({ fakeMap: true, signInAt: '/trip' });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  const client = async () => api(server, await tokenOf(page.context()));
  const saved = () => page.getByRole('region', { name: 'Saved simulations', exact: true });
  const events = () => page.getByTestId('sim-event');
  const pierEvents = (pierId: number) => page.locator(`[data-testid="sim-event"][data-zone^="${S.entity}:${pierId}:"]`);
  let pierId = 0;
  let savedCount = 0;

  const idOf = async (kind: { entity: string; listKey: string }, title: string) => storedIdOf(await client(), kind, title);
  async function openSimulator() {
    await page.goto(`${server.url}/admin/simulate?kind=${TRIP_KIND}&id=${await idOf(T, TRIP)}`);
    await saved().waitFor();
  }

  it('walks the demo trip at 300× and saves the run as “Before”', async () => {
    pierId = await idOf(S, PIER);
    await openSimulator();
    const save = saved().getByRole('button', { name: 'Save', exact: true });
    await page.getByLabel('Speed', { exact: true }).selectOption({ label: '300×' });
    await page.getByRole('button', { name: 'Walk', exact: true }).click();
    await page.getByText('Walk finished', { exact: true }).waitFor({ timeout: 90_000 });
    // The pier is the first stop: its radar zone is entered and left on the way.
    await expect.poll(() => pierEvents(pierId).evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))).toEqual(['enter', 'exit']);
    savedCount = await events().count();

    await saved().getByRole('textbox', { name: 'Name', exact: true }).fill('Before');
    await save.click();
    const row = saved().getByRole('listitem').filter({ hasText: 'Before' });
    await row.waitFor();
    expect(await row.innerText()).toContain(`${savedCount} events`);
    // The list tells each saved run's size (its path and events come with GET /simulations/:sid).
    const stored = (await (await client()).get(`/api/simulations?kind=${TRIP_KIND}&id=${await idOf(T, TRIP)}`)).body.data.simulations as { name: string; eventCount: number }[];
    expect(stored.map((x) => [x.name, x.eventCount])).toEqual([['Before', savedCount]]);
  }, TIMEOUT);

  it('after “Show in radar” of the pier is switched off, replaying “Before” marks the pier’s events gone', async () => {
    await page.goto(`${server.url}/admin/station?id=${pierId}`);
    const editor = page.getByRole('region', { name: 'Edit Station' });
    const radar = editor.getByRole('checkbox', { name: 'Show in radar' });
    // The form may show its fields a moment before the stored station fills them.
    await expect.poll(() => radar.isChecked()).toBe(true);
    await radar.uncheck();
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Successfully Updated' }).last().waitFor();

    await openSimulator();
    await saved().getByRole('button', { name: 'Replay “Before”', exact: true }).click();
    await expect.poll(() => page.getByTestId('sim-replay-summary').innerText()).toMatch(/Replay of “Before”: 2 events differ/);
    // The count is of what fires today, and says how many saved events no longer do.
    await expect.poll(() => page.getByTestId('sim-event-count').innerText()).toBe(`${savedCount - 2} ${savedCount - 2 === 1 ? 'event' : 'events'} · 2 no longer fire`);
    const pier = pierEvents(pierId);
    await expect.poll(() => pier.evaluateAll((els) => els.map((e) => `${e.getAttribute('data-type')} ${e.getAttribute('data-change')}`))).toEqual(['enter removed', 'exit removed']);
    await expect.poll(() => pier.first().innerText()).toContain('Gone');
    // Every other saved event still fires, unmarked.
    await expect.poll(() => page.locator('[data-testid="sim-event"][data-change="same"]').count()).toBe(savedCount - 2);
    await expect.poll(() => page.locator('[data-testid="sim-event"][data-change="added"]').count()).toBe(0);
  }, TIMEOUT);
});
