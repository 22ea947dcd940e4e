import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { relationPaths } from '../../src/core/relations.ts';
import { api, type ApiClient } from '../support/api.ts';
import { DEMO_TEAM } from '../support/companies.ts';
import { consoleSession } from '../support/consoleSession.ts';
import { DEMO, kindRegistry } from '../support/kindRegistry.ts';
import { labelled, sampleDoc } from '../support/sampleDoc.ts';
import { signIn } from './shellSupport.ts';

// Changes arrive by themselves: the admin works in the console (Trips list scrolled down,
// a trip open with unsaved text) while the editor changes things through the API with their own token.
// Without a reload the admin's list, Info, Dashboard, the translations matrix and the open trip's
// stops follow, and the admin's scroll, selection and unsaved text stay. One server for the file.
const TIMEOUT = 60_000;
const TRIP = kindRegistry.get('trip');
const STATION = kindRegistry.get('station');
const suffix = Math.random().toString(36).slice(2, 7);
const UNSAVED = `Words the admin has not saved ${suffix}`;
const ES = { 'x-language-code': 'es' };

describe('live refresh in the console', () => {
  const trips: { id: number; version: number; title: string }[] = [];
  let station = { id: 0, title: '' };
  const s = consoleSession({
    async prepare(server) {
      const admin = api(server, await server.login());
      // Enough trips that the list scrolls.
      for (let i = 0; i < 30; i++) {
        const title = `Trip ${String(i).padStart(2, '0')} ${suffix}`;
        const res = await admin.post(`/api/${TRIP.api.entity}`, { title });
        if (res.status !== 201) throw new Error(`trip: ${res.status} ${JSON.stringify(res.body)}`);
        trips.push({ id: res.body.data.id, version: res.body.data.version, title });
      }
      const title = `Harbour station ${suffix}`;
      const res = await admin.post(`/api/${STATION.api.entity}`, labelled(STATION, await sampleDoc({ client: admin, company: DEMO }, STATION), title));
      if (res.status !== 201) throw new Error(`station: ${res.status} ${JSON.stringify(res.body)}`);
      station = { id: res.body.data.id, title };
    },
  });
  let page: Page;
  let editor: ApiClient;
  const selected = () => trips[24];
  const row = (title: string) => page.getByRole('listbox').getByRole('option', { name: new RegExp(title) });
  const scroller = () => page.locator('.list__scroller');
  const ok = async (p: Promise<{ status: number; body: any }>, status = 200) => {
    const res = await p;
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body.data;
  };

  beforeAll(async () => {
    page = s.page;
    editor = api(s.server, await s.server.login(DEMO_TEAM.editor.email, DEMO_TEAM.editor.password));
    await signIn(page, s.server, `/${TRIP.route}?id=${selected().id}`);
    await page.getByRole('heading', { name: /^Edit / }).waitFor();
  }, TIMEOUT);

  it('the list takes in a new, a renamed and a reordered trip, keeping its scroll, the selection and the unsaved form', async () => {
    await expect.poll(() => page.getByRole('textbox', { name: /^Title/ }).first().inputValue()).toBe(selected().title);
    // Scrolled to the end of the admin's trips, the open trip's row in view, text typed and not saved.
    await scroller().evaluate((el) => { el.scrollTop = el.scrollHeight - el.clientHeight - 40; });
    await row(selected().title).waitFor();
    await page.getByRole('textbox', { name: /^Ingress/ }).fill(UNSAVED);
    const scrolled = await scroller().evaluate((el) => el.scrollTop);
    expect(scrolled).toBeGreaterThan(200);
    const at = async (title: string) => Number(await row(title).getAttribute('aria-posinset'));
    const [a, b] = [trips[26], trips[27]];
    expect(await at(b.title)).toBe(await at(a.title) + 1);

    const arrived = `Arrived trip ${suffix}`;
    await ok(editor.post(`/api/${TRIP.api.entity}`, { title: arrived }), 201);
    const renamed = `Renamed trip ${suffix}`;
    const old = trips[25];
    await ok(editor.post(`/api/${TRIP.api.entity}/update/${old.id}`, { title: renamed, version: old.version }));
    const listed = (await ok(editor.get(`/api/${TRIP.api.entity}`)))[TRIP.api.listKey] as { id: number }[];
    const order = listed.map((t) => t.id).map((id) => (id === a.id ? b.id : id === b.id ? a.id : id));
    await ok(editor.post(`/api/${TRIP.api.entity}-sync`, { ids: order }));

    await row(arrived).waitFor();
    await row(renamed).waitFor();
    // The reorder arrives as a live event after the saves: on a loaded machine later than the poll's default second.
    await expect.poll(() => row(old.title).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(async () => (await at(a.title)) - (await at(b.title)), { timeout: 15_000 }).toBe(1);
    // Nothing of the admin's own work moved.
    expect(await scroller().evaluate((el) => el.scrollTop)).toBe(scrolled);
    expect(await row(selected().title).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('textbox', { name: /^Ingress/ }).inputValue()).toBe(UNSAVED);
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(selected().id));
  }, TIMEOUT);

  it('the open trip shows a stop the editor linked, with the unsaved text still there', async () => {
    const stops = page.getByRole('region', { name: /Stops: stations and stories/ });
    await stops.waitFor();
    expect(await stops.getByText(station.title).count()).toBe(0);
    await ok(editor.get(`/api${relationPaths.link(TRIP.api.entity, selected().id, 'stops', station.id, STATION.id)}`), 201);
    await stops.getByText(station.title).first().waitFor();
    expect(await page.getByRole('textbox', { name: /^Ingress/ }).inputValue()).toBe(UNSAVED);
  }, TIMEOUT);

  it('an open station shows a trip the editor links it to, in "Used in trips" and "Used in"', async () => {
    const other = await s.context.newPage();
    other.setDefaultTimeout(10_000);
    try {
      await other.goto(`${s.server.url}/admin/${STATION.route}?id=${station.id}`);
      await other.getByRole('heading', { name: /^Edit / }).waitFor();
      const inverse = other.getByRole('region', { name: 'Used in trips' });
      const usedIn = other.getByRole('region', { name: /^Used in$/ });
      await inverse.waitFor();
      await usedIn.waitFor();
      const t = trips[10];
      await expect.poll(() => inverse.getByText(t.title).count()).toBe(0);
      await ok(editor.get(`/api${relationPaths.link(TRIP.api.entity, t.id, 'stops', station.id, STATION.id)}`), 201);
      await inverse.getByText(t.title).first().waitFor();
      await usedIn.getByText(t.title).first().waitFor();
    } finally {
      await other.close();
    }
  }, TIMEOUT);

  it('Info counts a trip the editor creates and destroys, and the Dashboard counts their edits', async () => {
    const other = await s.context.newPage();
    other.setDefaultTimeout(10_000);
    try {
      await other.goto(`${s.server.url}/admin/info`);
      const total = () => other.getByRole('row', { name: new RegExp(`^${TRIP.api.entity === 'trip' ? 'Trips' : ''}`) }).first().locator('td').first().innerText();
      await expect.poll(total).toMatch(/^\d+$/);
      const before = Number(await total());
      const made = await ok(editor.post(`/api/${TRIP.api.entity}`, { title: `Passing trip ${suffix}` }), 201);
      await expect.poll(total).toBe(String(before + 1));
      await ok(editor.get(`/api/${TRIP.api.entity}/destroy/${made.id}`));
      await expect.poll(total).toBe(String(before));

      await other.goto(`${s.server.url}/admin/dashboard`);
      const summary = () => other.locator('.ov-chart__svg').getAttribute('aria-label');
      await expect.poll(summary).toMatch(/edit/);
      const was = await summary();
      const t = trips[3];
      await ok(editor.post(`/api/${TRIP.api.entity}/update/${t.id}`, { title: `${t.title} again`, version: t.version }));
      await expect.poll(summary).not.toBe(was);
    } finally {
      await other.close();
    }
  }, TIMEOUT);

  it('the translations matrix counts a translation the editor saves', async () => {
    const other = await s.context.newPage();
    other.setDefaultTimeout(10_000);
    try {
      await other.goto(`${s.server.url}/admin/translations`);
      const cell = () => other.getByRole('row', { name: /^Trips/ }).locator('.tcell').first().getAttribute('aria-label');
      await expect.poll(cell).toMatch(/%/);
      const was = await cell();
      const t = trips[5];
      await ok(editor.post(`/api/${TRIP.api.entity}/update/${t.id}`, { title: `Viaje ${suffix}`, version: t.version }, ES));
      await expect.poll(cell).not.toBe(was);
    } finally {
      await other.close();
    }
  }, TIMEOUT);
});
