import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resolveKind } from '../../../src/core/index.ts';
import { haversineMetres } from '../../../src/core/index.ts';
import trip from '../index.ts';
import form from '../../form/index.ts';
import { openTab } from '../../../tests/e2e/tabBarSupport.ts';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import { api, storedList } from '../../../tests/support/api.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { tokenOf } from '../../../tests/e2e/shellSupport.ts';

// Trips and the phone's walk through list items, in real Chromium against the built console
// (dist/) and a real server, map tiles faked over local HTTP: a new trip gets three demo stations and
// the demo story as stops by search, with kind tags, distances, the total walk and numbered markers on
// the editor's overview map; the stops are reordered (Alt+↓, Move up) and the order survives a reload
// and agrees with the API (and the SPEC alias /trip-sync). Then the demo event's programme in the phone:
// a pressed list item opens the story's own preview with Back to the event, and a hovered one shows
// its detail, loaded from the API, beside the phone.
const TIMEOUT = 120_000;
const T = resolveKind(trip).api;
const F = resolveKind(form).api;

const TRIP = `Harbour stroll ${Date.now().toString(36)}`;
const RELATION = 'Stops: stations and stories';
const STOPS = {
  pier: { title: 'Aker Brygge pier', kind: 'Station', search: 'Aker Brygge', at: { latitude: 59.9104, longitude: 10.7275 } },
  gate: { title: 'Akershus Fortress gate', kind: 'Station', search: 'Fortress gate', at: { latitude: 59.9075, longitude: 10.7380 } },
  opera: { title: 'Opera house roof', kind: 'Station', search: 'Opera house', at: { latitude: 59.9074, longitude: 10.7530 } },
  walk: { title: 'Harbour walk', kind: 'Story', search: 'Harbour walk', at: { latitude: 59.9075, longitude: 10.7369 } },
} as const;
type Stop = (typeof STOPS)[keyof typeof STOPS];

/** A distance as the console words it in English: whole metres below a kilometre, else km with one decimal. */
function distance(metres: number): string {
  const m = Math.round(metres);
  return m < 1000 ? `${m.toLocaleString('en')} m` : `${(metres / 1000).toFixed(1)} km`;
}
/** The rows' distance notes and the total line expected for stops in this order. */
function walkOf(stops: readonly Stop[]) {
  const legs = stops.map((s, i) => (i === 0 ? 'Start' : `${distance(haversineMetres(stops[i - 1].at, s.at))} from the previous stop`));
  const total = stops.slice(1).reduce((sum, s, i) => sum + haversineMetres(stops[i].at, s.at), 0);
  return { legs, total: `Total walk: ${distance(total)} (straight line)` };
}

describe('trips, and list items walked through in the phone', () => {
  const s = consoleSession({ fakeMap: true, signInAt: '/trip' });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const client = async () => api(server, await tokenOf(page.context()));
  const editor = () => page.getByRole('region', { name: /^(New|Edit) Trip$/ });
  const phone = () => page.getByTestId('phone-emulator');
  const stops = () => page.getByRole('region', { name: RELATION, exact: true });
  const rows = () => stops().locator('.relation-row');
  const rowOf = (title: string) => stops().getByRole('listitem', { name: new RegExp(`^${esc(title)}, \\d+ of \\d+$`) });
  const rowTitles = () => rows().locator('.item-line__title').allInnerTexts();
  const rowKinds = () => rows().locator('.kind-tag').allInnerTexts();
  const rowLegs = () => rows().locator('.relation-row__leg').allInnerTexts();
  const total = () => stops().locator('.relation-map__total');
  const overview = () => page.getByRole('region', { name: `${RELATION} on the map`, exact: true });
  /** The editor overview's markers as [number, title], by number. */
  const markers = () => overview().locator('.map-pin').evaluateAll((els) =>
    els.map((e) => [e.getAttribute('data-pin') ?? '', e.getAttribute('title') ?? ''] as [string, string]).sort((a, b) => Number(a[0]) - Number(b[0])));
  /** The phone's "Stations on the map" list: the stops on the map, numbered in walking order. */
  const phoneMapList = () => phone().getByRole('region', { name: 'Stations on the map', exact: true }).locator('.emu-map__list > li').evaluateAll((els) =>
    els.map((e) => `${e.querySelector('.emu-pin')?.textContent ?? ''} ${e.querySelectorAll('span')[1]?.textContent ?? ''}`));
  /** The phone's list items (stations and stories), in order. */
  const phoneItems = () => phone().locator('.emu-list .emu-item__title').allInnerTexts();
  const settled = () => expect.poll(() => stops().getAttribute('aria-busy')).toBe('false');

  async function tripId(): Promise<number> {
    const found = (await storedList<{ id: number; title: string }>(await client(), T)).find((t) => t.title === TRIP);
    expect(found, `trip “${TRIP}” stored`).toBeTruthy();
    return found!.id;
  }
  async function storedStops(id: number): Promise<string[]> {
    const res = await (await client()).get(`/api/${T.entity}/${id}/links/stops`);
    expect(res.status).toBe(200);
    return (res.body.data.links as { target?: { title?: string } }[]).map((l) => l.target?.title ?? '');
  }

  /** Adds a stop by typing into the relation's search and picking the match of the right kind. */
  async function addStop(stop: Stop, count: number) {
    const search = stops().getByRole('combobox', { name: `Add to ${RELATION}`, exact: true });
    await search.fill(stop.search);
    const option = stops().getByRole('option')
      .filter({ has: page.locator('.item-line__title').getByText(stop.title, { exact: true }) })
      .filter({ has: page.locator('.kind-tag').getByText(stop.kind, { exact: true }) });
    await option.click();
    await expect.poll(() => rows().count()).toBe(count);
    await rowOf(stop.title).waitFor();
    await settled();
  }

  /** Expects the rows, the editor map's numbered markers and the phone's numbered map list in this order. */
  async function shownInOrder(order: readonly Stop[]) {
    const titles = order.map((x) => x.title);
    await expect.poll(rowTitles).toEqual(titles);
    expect(await rowKinds()).toEqual(order.map((x) => x.kind));
    const walk = walkOf(order);
    await expect.poll(rowLegs).toEqual(walk.legs);
    await expect.poll(() => total().innerText()).toBe(walk.total);
    await expect.poll(markers).toEqual(titles.map((t, i) => [String(i + 1), t]));
    await expect.poll(phoneMapList).toEqual(titles.map((t, i) => `${i + 1} ${t}`));
    await expect.poll(phoneItems).toEqual(titles);
  }

  it('creates a trip and adds three stations and a story as stops by search: kinds, distances, total and numbered markers', async () => {
    await page.getByRole('heading', { name: 'Trips', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'New Trip' }).waitFor();
    await editor().getByRole('textbox', { name: /^Title/ }).fill(TRIP);
    await editor().getByRole('textbox', { name: 'Ingress', exact: true }).fill('Pier, fortress, Opera, and the harbour story to finish.');
    await editor().getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Successfully Saved' }).last().waitFor();
    await page.getByRole('heading', { name: 'Edit Trip' }).waitFor();

    // Saved: the stops panel is there, empty, under "Linked items".
    await page.getByRole('heading', { name: 'Linked items', exact: true }).waitFor();
    await stops().getByText('Nothing linked yet. Search below to add.').waitFor();

    // The search offers stations and stories, each tagged with its kind.
    const search = stops().getByRole('combobox', { name: `Add to ${RELATION}`, exact: true });
    await search.fill('harbour');
    await stops().getByRole('option').filter({ hasText: STOPS.walk.title }).locator('.kind-tag').getByText('Story', { exact: true }).waitFor();
    await search.fill('');
    await search.press('Escape');

    const order = [STOPS.pier, STOPS.gate, STOPS.opera, STOPS.walk];
    for (const [i, stop] of order.entries()) await addStop(stop, i + 1);
    expect(await stops().locator('.relation-row__pos').allInnerTexts()).toEqual(['1', '2', '3', '4']);

    // The editor's overview: fitted, 220 px, one numbered marker per stop in stop order.
    await overview().and(page.locator('[data-fitted="1"]')).waitFor();
    expect(Math.round((await overview().boundingBox())!.height)).toBe(220);
    await shownInOrder(order);
    // And the numbers sit on the right places: west to east the pier (1), the story's first page (4), the gate (2), the Opera (3).
    const westToEast = await overview().locator('.map-pin').evaluateAll((els) =>
      els.map((e) => ({ pin: e.getAttribute('data-pin'), x: e.getBoundingClientRect().left })).sort((a, b) => a.x - b.x).map((p) => p.pin));
    expect(westToEast).toEqual(['1', '4', '2', '3']);
    // The total is a real figure: about 2.4 km for this walk.
    expect(await total().innerText()).toMatch(/^Total walk: \d+\.\d km \(straight line\)$/);

    expect(await storedStops(await tripId())).toEqual(order.map((x) => x.title));
    await phone().getByRole('heading', { name: TRIP }).waitFor();
    await page.screenshot({ path: '.tmp/trips-e2e-stops.png' });
  }, TIMEOUT);

  it('reorders the stops with Alt+↓ and Move up: rows, marker numbers and the phone follow, and the order is kept', async () => {
    // Alt+↓ on the focused first row: the pier goes second.
    await rowOf(STOPS.pier.title).focus();
    await page.keyboard.press('Alt+ArrowDown');
    let order: Stop[] = [STOPS.gate, STOPS.pier, STOPS.opera, STOPS.walk];
    await shownInOrder(order);
    await settled();
    // The moved row keeps the focus.
    await expect.poll(() => rowOf(STOPS.pier.title).evaluate((el) => el === document.activeElement)).toBe(true);

    // The story's Move up button: before the Opera.
    await rowOf(STOPS.walk.title).getByRole('button', { name: `Move “${STOPS.walk.title}” up`, exact: true }).click();
    order = [STOPS.gate, STOPS.pier, STOPS.walk, STOPS.opera];
    await shownInOrder(order);
    await settled();

    const id = await tripId();
    await expect.poll(() => storedStops(id)).toEqual(order.map((x) => x.title));

    // After a reload the editor shows the stored order.
    await page.reload();
    await page.getByRole('heading', { name: 'Edit Trip' }).waitFor();
    await expect.poll(() => editor().getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(TRIP);
    await overview().and(page.locator('[data-fitted="1"]')).waitFor();
    await shownInOrder(order);

    // SPEC §7's alias orders them too: POST /trip-sync with the trip's id and the stops' link ids.
    const links = (await (await client()).get(`/api/${T.entity}/${id}/links/stops`)).body.data.links as { id: number }[];
    const res = await (await client()).post('/api/trip-sync', { id, ids: links.map((l) => l.id).reverse() });
    expect(res.status).toBe(200);
    order = [...order].reverse();
    expect(await storedStops(id)).toEqual(order.map((x) => x.title));
    await page.reload();
    await page.getByRole('heading', { name: 'Edit Trip' }).waitFor();
    await shownInOrder(order);
  }, TIMEOUT);

  it('opens a list item of the event\'s programme inside the phone, with Back to the event', async () => {
    await openTab(page, 'Events');
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
    await page.getByRole('listbox', { name: 'Events' }).getByRole('option', { name: /^Harbour festival/ }).click();
    const header = phone().locator('.emu-phone__header');
    await phone().getByRole('heading', { name: 'Harbour festival', exact: true }).waitFor();
    expect(await header.innerText()).toBe('Events');
    // The programme: a story, a form and a game, as list items.
    await expect.poll(() => phone().locator('.emu-list .emu-item__title').allInnerTexts()).toEqual(['Harbour walk', 'Visitor feedback', 'Harbour quiz']);

    // Only the form has an eye icon; it shows the form's page in a sandboxed frame inside the row.
    const rowsWithEye = phone().locator('.emu-list .emu-item').filter({ has: page.getByRole('button', { name: 'Show the page', exact: true }) });
    await expect.poll(() => rowsWithEye.locator('.emu-item__title').allInnerTexts()).toEqual(['Visitor feedback']);
    const formRow = phone().locator('.emu-list .emu-item').filter({ has: page.locator('.emu-item__title').getByText('Visitor feedback', { exact: true }) });
    await formRow.getByRole('button', { name: 'Show the page', exact: true }).click();
    const frame = formRow.locator('iframe.emu-embed');
    expect(await frame.getAttribute('src')).toBe('https://example.org/forms/feedback');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    await formRow.getByRole('button', { name: 'Hide the page', exact: true }).click();
    await frame.waitFor({ state: 'detached' });

    await phone().getByRole('button', { name: /^Harbour walk/ }).click();
    // The story's own preview: its cover title, under the Stories header.
    await phone().getByRole('heading', { name: 'From the Fortress to the Opera', exact: true }).waitFor();
    await expect.poll(() => header.innerText()).toMatch(/Stories$/);
    expect(await phone().getByRole('heading', { name: 'Harbour festival', exact: true }).count()).toBe(0);
    const back = phone().getByRole('button', { name: 'Back', exact: true });
    // Back takes the focus of the row that left the screen.
    await expect.poll(() => back.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.screenshot({ path: '.tmp/trips-e2e-opened.png' });

    await back.click();
    await phone().getByRole('heading', { name: 'Harbour festival', exact: true }).waitFor();
    await expect.poll(() => header.innerText()).toBe('Events');
    await back.waitFor({ state: 'detached' });
    await phone().getByRole('button', { name: /^Harbour walk/ }).waitFor();
  }, TIMEOUT);

  it('shows a hovered list item\'s detail, loaded from the API, beside the phone', async () => {
    const feedback = (await storedList<{ id: number; title: string; ingress: string }>(await client(), F)).find((f) => f.title === 'Visitor feedback')!;
    const item = phone().getByRole('button', { name: /^Visitor feedback/ });
    const loaded = page.waitForResponse((r) => r.url().endsWith(`/api/${F.entity}/${feedback.id}`) && r.status() === 200);
    await item.hover();
    const detail = page.getByRole('complementary', { name: 'Item detail', exact: true });
    await detail.getByRole('heading', { name: 'Visitor feedback', exact: true }).waitFor();
    await loaded;
    await detail.getByText(feedback.ingress, { exact: true }).waitFor();
    // Beside the frame, not over it: the detail ends where the phone begins.
    const [d, p] = [(await detail.boundingBox())!, (await phone().boundingBox())!];
    expect(d.x + d.width).toBeLessThanOrEqual(p.x + 1);
    await page.screenshot({ path: '.tmp/trips-e2e-hover.png' });

    // Hovering another row shows that one instead; leaving the phone hides it.
    await phone().getByRole('button', { name: /^Harbour quiz/ }).hover();
    await detail.getByRole('heading', { name: 'Harbour quiz', exact: true }).waitFor();
    expect(await detail.getByRole('heading', { name: 'Visitor feedback' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Events', level: 1 }).hover();
    await detail.waitFor({ state: 'detached' });
  }, TIMEOUT);
});
