import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, type ApiClient } from '../support/api.ts';
import { consoleSession } from '../support/consoleSession.ts';
import { DEMO, kindRegistry } from '../support/kindRegistry.ts';
import { labelled, sampleDoc } from '../support/sampleDoc.ts';
import { chooseMoreAction, userMenu } from './shellSupport.ts';

// Releases in real Chromium against the real server: an editor puts a new trip and the changes of two
// live stations into one release from their editors ("Add to release…"), is told by name when an item
// is already in another open release, opens the Releases page, sees the three items with their
// changes, publishes the release, and the visitors' app (the delivery API) gets all three at once; the
// release moves to the record. Screenshots go to .tmp/releases/ for a person to look at.
const TIMEOUT = 120_000;
const TRIP = kindRegistry.get('trip');
const STATION = kindRegistry.get('station');
const suffix = Math.random().toString(36).slice(2, 7);
const RELEASE = `Opening day ${suffix}`;
const OTHER = `Christmas ${suffix}`;
const SHOTS = '.tmp/releases';

type Made = { kind: typeof TRIP; id: number; title: string };

describe('a release of a trip and two stations, built from their editors and published together', () => {
  const items: Made[] = [];
  let app: ApiClient;
  const s = consoleSession({
    signInAt: '/info',
    async prepare(server) {
      const admin = api(server, await server.login());
      const w = { client: admin, company: DEMO };
      const make = async (kind: typeof TRIP, title: string) => {
        const made = await admin.post(`/api/${kind.api.entity}`, labelled(kind, await sampleDoc(w, kind), title));
        if (made.status !== 201) throw new Error(`${kind.id}: ${made.status} ${JSON.stringify(made.body)}`);
        return made.body.data as { id: number } & Record<string, unknown>;
      };
      // Two live stations, each with a renamed working copy (changes visitors do not have yet), and a new trip.
      for (const n of [1, 2]) {
        const station = await make(STATION, `Pier ${n} ${suffix}`);
        const live = (await admin.get(`/api/${STATION.api.entity}/publish/${station.id}`)).body.data;
        const renamed = `Pier ${n} renamed ${suffix}`;
        const saved = await admin.post(`/api/${STATION.api.entity}/update/${station.id}`, { ...live, ...labelled(STATION, live, renamed) });
        if (saved.status !== 200) throw new Error(`station update: ${saved.status} ${JSON.stringify(saved.body)}`);
        items.push({ kind: STATION, id: station.id, title: renamed });
      }
      const trip = await make(TRIP, `Harbour trip ${suffix}`);
      items.unshift({ kind: TRIP, id: trip.id, title: `Harbour trip ${suffix}` });
      // Another open release, already holding the second station.
      const other = (await admin.post('/api/releases', { name: OTHER })).body.data.release;
      await admin.post(`/api/releases/${other.id}/items`, { kind: STATION.id, id: items[2].id, action: 'publish' });
      app = api(server, (await admin.post('/api/settings/api-keys', { name: `App ${suffix}` })).body.data.secret);
    },
  });
  let page: Page;
  beforeAll(() => { ({ page } = s); mkdirSync(SHOTS, { recursive: true }); });

  const dialog = () => page.getByRole('dialog', { name: /^Add “.*” to a release$/ });
  const openEditor = async (item: Made) => {
    await page.goto(`${s.server.url}/admin/${item.kind.route}?id=${item.id}`);
    await page.getByRole('heading', { name: /^Edit / }).waitFor();
  };
  const delivered = async (item: Made) => app.get(`/delivery/v1/${item.kind.id}/${item.id}`);

  it('adds the trip (a new release named there) and a station from their editors; one already in another release is refused, naming it', async () => {
    await openEditor(items[0]);
    await chooseMoreAction(page, 'Add to release…');
    await dialog().getByRole('radio', { name: 'A new release' }).check();
    await dialog().getByLabel('Name', { exact: true }).fill(RELEASE);
    // A draft offers only its publication.
    expect(await dialog().getByRole('radio', { name: 'Publish this item' }).isChecked()).toBe(true);
    expect(await dialog().getByRole('radio', { name: 'Unpublish it' }).count()).toBe(0);
    await dialog().getByRole('button', { name: 'Add to release' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByText('Added to release', { exact: true }).first().waitFor();

    await openEditor(items[1]);
    await chooseMoreAction(page, 'Add to release…');
    await dialog().getByRole('radio', { name: `${RELEASE} (1 item)` }).check();
    // A live station may be taken down by a release too; this one's changes go live.
    await dialog().getByRole('radio', { name: 'Publish its changes' }).check();
    expect(await dialog().getByRole('radio', { name: 'Unpublish it' }).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/add-dialog-1280.png` });
    await dialog().getByRole('button', { name: 'Add to release' }).click();
    await dialog().waitFor({ state: 'detached' });

    await openEditor(items[2]);
    await chooseMoreAction(page, 'Add to release…');
    await dialog().getByRole('radio', { name: `${RELEASE} (2 items)` }).check();
    await dialog().getByRole('button', { name: 'Add to release' }).click();
    const refusal = dialog().getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(OTHER);
    await page.screenshot({ path: `${SHOTS}/add-refused-1280.png` });
    await dialog().getByRole('button', { name: 'Cancel' }).click();
  }, TIMEOUT);

  it('opens the Releases page from the user menu, and the release there with each item, its action and its changes', async () => {
    // The other release gives the station up (deleted from its page), so it can join this one.
    await userMenu(page, 'Releases');
    await page.getByRole('heading', { name: 'Releases', level: 1 }).waitFor();
    await page.getByRole('link', { name: OTHER }).click();
    await page.getByRole('button', { name: 'Delete release' }).click();
    await page.getByRole('dialog', { name: `Delete the release “${OTHER}”?` }).getByRole('button', { name: 'Delete release' }).click();
    await page.getByRole('heading', { name: 'Releases', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: OTHER }).count()).toBe(0);

    await openEditor(items[2]);
    await chooseMoreAction(page, 'Add to release…');
    await dialog().getByRole('radio', { name: `${RELEASE} (2 items)` }).check();
    await dialog().getByRole('button', { name: 'Add to release' }).click();
    await dialog().waitFor({ state: 'detached' });

    await userMenu(page, 'Releases');
    const row = page.getByRole('region', { name: 'Open releases' }).locator('li').filter({ hasText: RELEASE });
    await row.waitFor();
    expect(await row.innerText()).toContain('3 items');
    await page.screenshot({ path: `${SHOTS}/list-1280.png`, fullPage: true });
    await row.getByRole('link', { name: RELEASE }).click();
    await page.getByRole('heading', { name: RELEASE, level: 1 }).waitFor();
    const card = (item: Made) => page.locator(`[data-item="${item.kind.id}/${item.id}"]`);
    for (const item of items) await card(item).waitFor();
    expect(await page.locator('.rel-item').count()).toBe(3);
    // The trip is new; each station shows its rename, what visitors see against the draft.
    expect(await card(items[0]).innerText()).toContain('New: visitors get it for the first time');
    for (const station of items.slice(1)) {
      expect(await card(station).locator('.rel-action').innerText()).toBe('Publish');
      expect(await card(station).locator('.badge').getAttribute('data-state')).toBe('changes');
      expect(await card(station).locator('.hcompare__after').first().innerText()).toContain('renamed');
    }
    await page.screenshot({ path: `${SHOTS}/detail-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/detail-390.png`, fullPage: true });
    await page.context().addCookies([{ name: 'lang', value: 'es', url: s.server.url }]);
    await page.reload();
    await page.getByRole('button', { name: 'Publicar ahora' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/detail-es-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/detail-es-1280.png`, fullPage: true });
    await page.context().addCookies([{ name: 'lang', value: 'en', url: s.server.url }]);
    await page.reload();
    await page.getByRole('heading', { name: RELEASE, level: 1 }).waitFor();
    // Nothing of it is in the visitors' app yet.
    expect((await delivered(items[0])).status).toBe(404);
  }, TIMEOUT);

  it('publishes the release after asking, naming how many items go live: the visitors’ app gets all three, and the release is in the record', async () => {
    await page.getByRole('button', { name: 'Publish now' }).click();
    const ask = page.getByRole('dialog', { name: `Publish “${RELEASE}” now?` });
    expect(await ask.innerText()).toContain('3 items go live together');
    await page.screenshot({ path: `${SHOTS}/publish-ask-1280.png` });
    await ask.getByRole('button', { name: 'Publish now' }).click();
    await ask.waitFor({ state: 'detached' });
    await page.getByText('Release published', { exact: true }).first().waitFor();
    await page.locator('.rel-summary[data-state="published"]').waitFor();
    expect(await page.locator('.rel-summary').innerText()).toContain('Went live');
    for (const item of items) {
      const answer = await delivered(item);
      expect(answer.status, item.title).toBe(200);
      expect(JSON.stringify(answer.body), item.title).toContain(item.title);
    }
    expect(await page.getByRole('button', { name: 'Publish now' }).count()).toBe(0);
    await page.getByRole('link', { name: '← All releases' }).click();
    const past = page.getByRole('region', { name: 'Past releases' }).locator('li').filter({ hasText: RELEASE });
    await past.waitFor();
    expect(await past.innerText()).toContain('Went live');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }, TIMEOUT);
});
