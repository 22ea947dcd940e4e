import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import { api } from '../../../tests/support/api.ts';
import { FJORD_COMPANY } from '../../../tests/support/companies.ts';
import { tinyJpeg, tinyPng } from '../../../tests/support/mediaSamples.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { signIn, tokenOf } from '../../../tests/e2e/shellSupport.ts';
import { openTab } from '../../../tests/e2e/tabBarSupport.ts';

// The older station screen (the `legacy` variant of `station`, SPEC §2 "Station management
// (older screen)", §3, §5) in real Chromium against the built console (dist/) and a real server, as
// the seeded Fjord Museum admin; map tiles and geocoder are faked over HTTP. Each `it` continues where
// the previous one left the page.
const TIMEOUT = 60_000;

/** A buffer that starts like a JPEG and is bigger than the 2 MB picture limit (refused before upload). */
const bigJpeg = () => Buffer.concat([Buffer.from(tinyJpeg()), Buffer.alloc(2 * 1024 * 1024 + 10)]);
/** Bytes the server takes as MP3 (an ID3 header). */
const fakeMp3 = () => { const b = Buffer.alloc(64); b.write('ID3', 0, 'ascii'); b[3] = 3; return b; };

const STATION = { navn: 'Net loft', title: 'The net loft', range: '4' };
// The fjord seed's games (plugins/game/fixtures.ts), web pages and stations (plugins/station/fixtures.ts).
const HARBOUR_QUIZ = 'Boat hall quiz';
const FORTRESS_QUIZ = 'Fishing huts quick quiz';
const TICKETS = 'Tickets and prices';
const STEAMSHIP = 'Steamship quay';

interface StoredStation {
  id: number; navn: string; title: string; range?: number; picture?: string; audio?: string;
  latitude?: number; longitude?: number; games?: { id: number; navn: string }[];
  activities?: { kind?: string; id?: number }[];
}

describe('older station screen (Fjord Museum)', () => {
  const s = consoleSession({ fakeMap: true, permissions: [] });
  let server: TestServer;
  let page: Page;
  beforeAll(async () => {
    ({ server, page } = s);
    await signIn(page, server, '/station', { email: FJORD_COMPANY.email, password: FJORD_COMPANY.password });
    await stations().getByRole('option').first().waitFor();
  });

  const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const stations = () => page.getByRole('listbox', { name: 'Stations' });
  const station = (navn: string) => stations().getByRole('option', { name: new RegExp(`^${esc(navn)}`) });
  const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();
  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).last();
  const name = () => page.getByRole('textbox', { name: /^Station Name/ });
  const title = () => page.getByRole('textbox', { name: /^Station Title/ });
  const range = () => page.getByRole('spinbutton', { name: /^Range \(DB\)/ });
  const coordinate = (label: 'Latitude' | 'Longitude') => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  const map = () => page.getByRole('region', { name: /^Map: click to place the pin/ });
  const picture = () => page.getByLabel(/^Picture \(800 X 400\)/);
  const pictureImg = () => page.getByRole('img', { name: /^Picture \(800 X 400\).*chosen picture/ });
  const linkedGames = () => page.getByRole('region', { name: 'Linked games' });
  const linkedRows = () => linkedGames().getByRole('listitem');
  const linkedTitles = () => linkedGames().locator('.relation-row .item-line__title').allInnerTexts();
  const slot = (n: number) => page.locator('.activity-slot').nth(n - 1);
  const slotKind = (n: number) => slot(n).getByRole('combobox', { name: /^Activity type/ });
  const slotChosen = (n: number) => slot(n).getByRole('group', { name: /^Chosen for Item/ });
  const phone = () => page.getByTestId('phone-emulator');
  const messages = /Station Name is required|Station Title is required|Range is required/;
  const shownMessages = () => page.getByText(messages);
  const selectedLabel = (select: Locator) => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');

  /** The texts of what a control is described by (RJSF points aria-describedby at the field's error list). */
  async function describedBy(control: Locator): Promise<string> {
    const ids = (await control.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
    const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).allInnerTexts()));
    return texts.flat().join(' ');
  }

  async function stored(navn: string): Promise<StoredStation> {
    const client = api(server, await tokenOf(page.context()));
    const list = await client.get('/api/station');
    expect(list.status).toBe(200);
    const found = (list.body.data.stations as StoredStation[]).find((x) => x.navn === navn);
    expect(found, `station "${navn}" is stored`).toBeDefined();
    const one = await client.get(`/api/station/${found!.id}`);
    expect(one.status).toBe(200);
    return one.body.data.items as StoredStation;
  }

  /** Ids of the seeded games and web pages by title. */
  async function itemIds() {
    const client = api(server, await tokenOf(page.context()));
    const games = (await client.get('/api/game')).body.data.games as { id: number; title: string }[];
    const pages = (await client.get('/api/web_page')).body.data;
    const pageList = (Object.values(pages).find(Array.isArray) ?? []) as { id: number; title: string }[];
    return {
      games: Object.fromEntries(games.map((g) => [g.title, g.id])),
      pages: Object.fromEntries(pageList.map((p) => [p.title, p.id])),
    };
  }

  async function openNew() {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'New Station' }).waitFor();
  }

  async function open(navn: string) {
    await station(navn).click();
    await page.getByRole('heading', { name: 'Edit Station' }).waitFor();
    await expect.poll(() => name().inputValue()).toBe(navn);
  }

  /** The listbox a search-to-choose combobox controls. */
  async function matchesOf(search: Locator): Promise<Locator> {
    return page.locator(`[id="${await search.getAttribute('aria-controls')}"]`);
  }

  /** Picks an item by typing into a search-to-choose combobox and clicking its match. */
  async function choose(search: Locator, query: string, itemTitle: string) {
    await search.fill(query);
    const list = await matchesOf(search);
    await list.getByRole('option', { name: new RegExp(`^${esc(itemTitle)}`) }).click();
  }

  it('§5: name and title say they are required on blur, Save on a new station warns "Navn Required" and marks Range, a PNG or a >2 MB picture is refused', async () => {
    await openNew();
    // Older screen: its own fields, not the newer editor's.
    expect(await page.getByRole('checkbox', { name: 'Active beacon' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Is Need Close to Beacon' }).waitFor();
    for (const label of ['Station Name', 'Station Title', 'Picture (800 X 400)', 'Thumbnail', 'Audio', 'Video (800 X 400)', 'Ingress', 'Text', 'Beacon ID', 'Range (DB)', 'Latitude', 'Longitude', 'Form']) {
      expect(await page.getByLabel(new RegExp(`^${esc(label)}`)).count(), `field "${label}"`).toBeGreaterThan(0);
    }
    await page.getByRole('combobox', { name: 'Search and add a pin' }).waitFor();
    await page.getByRole('button', { name: 'Select Location', exact: true }).waitFor();

    // Leaving the empty name (autofocused on New) says so at once, before any save.
    await name().focus();
    await name().blur();
    await page.getByText('Station Name is required').waitFor();
    expect(await describedBy(name())).toContain('Station Name is required');
    expect(await page.getByText('Station Title is required').count()).toBe(0);
    await title().focus();
    await title().blur();
    await page.getByText('Station Title is required').waitFor();
    expect(await describedBy(title())).toContain('Station Title is required');
    // Range was not left yet: it waits for Save.
    expect(await page.getByText('Range is required').count()).toBe(0);

    await save();
    await toast('Navn Required').waitFor();
    await page.getByText('Range is required').waitFor();
    expect(await describedBy(range())).toContain('Range is required');
    // Once beside each field: the blur check's message and Save's are the same message, shown once.
    for (const msg of ['Station Name is required', 'Station Title is required', 'Range is required']) {
      expect(await page.getByText(msg, { exact: true }).count(), `"${msg}" shown once`).toBe(1);
    }
    // Only the spec's words, not RJSF's or ajv's.
    expect(await page.getByText(/must have required property|must NOT have fewer/).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'New Station' }).count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Successfully Saved' }).count()).toBe(0);

    await picture().setInputFiles({ name: 'loft.png', mimeType: 'image/png', buffer: Buffer.from(tinyPng()) });
    await page.locator('.media-widget__hint').getByText('Picture must be JPG format!', { exact: true }).waitFor();
    await picture().setInputFiles({ name: 'loft.jpg', mimeType: 'image/jpeg', buffer: bigJpeg() });
    await page.locator('.media-widget__hint').getByText('Picture size can not exceed 2MB!', { exact: true }).waitFor();
    expect(await pictureImg().count()).toBe(0);
  }, TIMEOUT);

  it('creates a station with name, title, range, a JPEG picture, an MP3 and a pin placed by a map click', async () => {
    await name().fill(STATION.navn);
    await title().fill(STATION.title);
    await range().fill(STATION.range);
    await range().blur();
    // Fixed fields lose their messages as they are filled.
    await expect.poll(() => shownMessages().count()).toBe(0);

    await picture().setInputFiles({ name: 'loft.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(tinyJpeg()) });
    // A fresh picture opens its crop dialog; closed, the field shows it as phones get it, cut to 2:1.
    const crop = page.getByRole('dialog', { name: 'Crop the picture' });
    await crop.getByRole('button', { name: 'Cancel' }).click();
    await crop.waitFor({ state: 'detached' });
    await pictureImg().waitFor();
    expect(await pictureImg().getAttribute('src')).toMatch(/^\/public\/image\/[a-f0-9]{32}\.jpg\?w=400&format=webp&ar=2%3A1&v=[0-9a-f]{8}$/);
    await page.getByLabel(/^Audio/).setInputFiles({ name: 'nets.mp3', mimeType: 'audio/mpeg', buffer: fakeMp3() });
    await page.locator('audio.media-widget__audio').waitFor();

    expect(await coordinate('Latitude').inputValue()).toBe('');
    const canvas = map().locator('canvas.maplibregl-canvas');
    await canvas.waitFor();
    await map().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await canvas.boundingBox())!;
    await canvas.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 40 } });
    await expect.poll(() => coordinate('Latitude').inputValue()).not.toBe('');
    expect(await coordinate('Longitude').inputValue()).not.toBe('');
    await map().locator('.maplibregl-marker').waitFor();

    await save();
    await toast('Successfully Saved').waitFor();
    await page.getByRole('heading', { name: 'Edit Station' }).waitFor();
    await station(STATION.navn).waitFor();
    const s = await stored(STATION.navn);
    expect(s).toMatchObject({ navn: STATION.navn, title: STATION.title, range: 4 });
    expect(s.picture).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(s.audio).toMatch(/^[a-f0-9]{32}\.mp3$/);
    expect(s.latitude).toBeCloseTo(Number(await coordinate('Latitude').inputValue()), 5);
    expect(s.longitude).toBeCloseTo(Number(await coordinate('Longitude').inputValue()), 5);
  }, TIMEOUT);

  it('links two games through the Linked games search, deletes one after confirming; the phone lists the one left', async () => {
    const add = linkedGames().getByRole('combobox', { name: 'Add to Linked games' });
    await linkedGames().getByText('Nothing linked yet. Search below to add.').waitFor();
    await choose(add, 'quiz', HARBOUR_QUIZ);
    await expect.poll(linkedTitles).toEqual([HARBOUR_QUIZ]);
    // A linked game is not offered again.
    await add.fill('quiz');
    const matches = await matchesOf(add);
    await matches.getByRole('option', { name: new RegExp(`^${esc(FORTRESS_QUIZ)}`) }).waitFor();
    expect(await matches.getByRole('option').allInnerTexts()).toEqual([expect.stringContaining(FORTRESS_QUIZ)]);
    await matches.getByRole('option', { name: new RegExp(`^${esc(FORTRESS_QUIZ)}`) }).click();
    await expect.poll(linkedTitles).toEqual([HARBOUR_QUIZ, FORTRESS_QUIZ]);
    expect((await stored(STATION.navn)).games?.map((g) => g.navn)).toEqual([HARBOUR_QUIZ, FORTRESS_QUIZ]);

    const remove = linkedRows().filter({ hasText: FORTRESS_QUIZ }).getByRole('button', { name: `Delete “${FORTRESS_QUIZ}”` });
    expect(await remove.innerText()).toBe('Delete');
    await remove.click();
    const dialog = page.getByRole('dialog', { name: `Remove “${FORTRESS_QUIZ}”?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Remove link', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(linkedTitles).toEqual([HARBOUR_QUIZ]);
    expect(await linkedRows().count()).toBe(1);
    expect((await stored(STATION.navn)).games?.map((g) => g.navn)).toEqual([HARBOUR_QUIZ]);

    const phoneItems = () => phone().locator('.emu-item__title').allInnerTexts();
    await expect.poll(phoneItems).toEqual([HARBOUR_QUIZ]);
  }, TIMEOUT);

  it('fills activity slot 1 with a game and slot 3 with a web page, and saves', async () => {
    await page.getByText('Activities', { exact: true }).first().waitFor();
    expect(await page.locator('.activity-slot').count()).toBe(4);
    expect(await slotKind(1).locator('option').allInnerTexts()).toEqual(['Empty', 'Game', 'Story', 'Form', 'Web page']);

    await slotKind(1).selectOption({ label: 'Game' });
    await choose(slot(1).getByRole('combobox', { name: /^Item/ }), 'Fishing', FORTRESS_QUIZ);
    await slotChosen(1).getByText(FORTRESS_QUIZ, { exact: true }).waitFor();
    await slotKind(3).selectOption({ label: 'Web page' });
    await choose(slot(3).getByRole('combobox', { name: /^Item/ }), 'Tickets', TICKETS);
    await slotChosen(3).getByText(TICKETS, { exact: true }).waitFor();

    await save();
    await toast('Successfully Updated').waitFor();
    const s = await stored(STATION.navn);
    const ids = await itemIds();
    expect(s.activities).toEqual([{ kind: 'game', id: ids.games[FORTRESS_QUIZ] }, {}, { kind: 'web_page', id: ids.pages[TICKETS] }, {}]);
  }, TIMEOUT);

  it('after a reload the station opens with everything kept', async () => {
    const s = await stored(STATION.navn);
    await page.reload();
    await stations().getByRole('option').first().waitFor();
    if (!(await page.getByRole('heading', { name: 'Edit Station' }).count())) await station(STATION.navn).click();
    await page.getByRole('heading', { name: 'Edit Station' }).waitFor();
    await expect.poll(() => name().inputValue()).toBe(STATION.navn);
    expect(await title().inputValue()).toBe(STATION.title);
    expect(await range().inputValue()).toBe(STATION.range);
    expect(await pictureImg().getAttribute('src')).toMatch(new RegExp(`^/public/image/${s.picture!.replace('.', '\\.')}\\?w=400&`));
    expect(await page.locator('audio.media-widget__audio').getAttribute('src')).toBe(`/public/audio/${s.audio}`);
    expect(Number(await coordinate('Latitude').inputValue())).toBeCloseTo(s.latitude!, 5);
    expect(Number(await coordinate('Longitude').inputValue())).toBeCloseTo(s.longitude!, 5);
    await map().locator('.maplibregl-marker').waitFor();
    await expect.poll(linkedTitles).toEqual([HARBOUR_QUIZ]);

    expect(await selectedLabel(slotKind(1))).toBe('Game');
    await slotChosen(1).getByText(FORTRESS_QUIZ, { exact: true }).waitFor();
    expect(await selectedLabel(slotKind(2))).toBe('Empty');
    expect(await slotChosen(2).count()).toBe(0);
    expect(await selectedLabel(slotKind(3))).toBe('Web page');
    await slotChosen(3).getByText(TICKETS, { exact: true }).waitFor();
    expect(await selectedLabel(slotKind(4))).toBe('Empty');
    expect(await slotChosen(4).count()).toBe(0);
  }, TIMEOUT);

  it('the game editor lists the station under Stations; a station added there shows the game on its own Linked games', async () => {
    await openTab(page, 'Games');
    await page.getByRole('heading', { name: 'Games', level: 1 }).waitFor();
    await page.getByRole('listbox', { name: 'Games' }).getByRole('option', { name: new RegExp(`^${esc(HARBOUR_QUIZ)}`) }).click();
    await page.getByRole('heading', { name: 'Edit Game' }).waitFor();
    const linkedFrom = page.getByRole('region', { name: 'Linked from' });
    const section = linkedFrom.getByRole('region', { name: 'Stations' });
    await section.getByRole('link', { name: `Open Station “${STATION.navn}”` }).waitFor();
    expect(await section.getByRole('link', { name: `Open Station “${STEAMSHIP}”` }).count()).toBe(0);

    // An older station is offered by its name, as the station list and these rows name it (title below).
    const add = section.getByRole('combobox', { name: 'Add to Stations' });
    await add.fill('steamship');
    const offered = (await matchesOf(add)).getByRole('option');
    await expect.poll(() => offered.count()).toBe(1);
    expect(await offered.locator('.item-line').innerText(), 'the offered older station is named by its Station Name').toBe(`${STEAMSHIP}\nThe steamship quay`);
    await offered.first().click();
    await section.getByRole('link', { name: `Open Station “${STEAMSHIP}”` }).waitFor();
    await section.getByRole('button', { name: `Unlink “${STEAMSHIP}”` }).waitFor();

    // The other side: the station's own panel.
    await section.getByRole('link', { name: `Open Station “${STEAMSHIP}”` }).click();
    await page.getByRole('heading', { name: 'Edit Station' }).waitFor();
    await expect.poll(() => name().inputValue()).toBe(STEAMSHIP);
    await expect.poll(linkedTitles).toEqual([HARBOUR_QUIZ]);
    expect((await stored(STEAMSHIP)).games?.map((g) => g.navn)).toEqual([HARBOUR_QUIZ]);
  }, TIMEOUT);

  it('selecting another station clears the messages and fills the form, pin and media; New clears it all', async () => {
    await openTab(page, 'Stations');
    await station(STATION.navn).waitFor();
    await openNew();
    await name().focus();
    await name().blur();
    await save();
    await page.getByText('Range is required').waitFor();
    await page.getByText('Station Name is required').first().waitFor();

    await open(STATION.navn);
    await expect.poll(() => shownMessages().count()).toBe(0);
    expect(await title().inputValue()).toBe(STATION.title);
    await pictureImg().waitFor();
    await page.locator('audio.media-widget__audio').waitFor();
    await map().locator('.maplibregl-marker').waitFor();
    expect(await coordinate('Latitude').inputValue()).not.toBe('');

    await openNew();
    expect(await name().inputValue()).toBe('');
    expect(await title().inputValue()).toBe('');
    expect(await range().inputValue()).toBe('');
    expect(await coordinate('Latitude').inputValue()).toBe('');
    expect(await coordinate('Longitude').inputValue()).toBe('');
    expect(await pictureImg().count()).toBe(0);
    expect(await page.locator('audio.media-widget__audio').count()).toBe(0);
    expect(await map().locator('.maplibregl-marker').count()).toBe(0);
    expect(await linkedGames().count()).toBe(0);
    for (const n of [1, 2, 3, 4]) expect(await selectedLabel(slotKind(n))).toBe('Empty');
    expect(await shownMessages().count()).toBe(0);
  }, TIMEOUT);

  it('the newer client (demo) gets the newer station editor: no Linked games, no Activities', async () => {
    const ctx = await s.browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: [] });
    try {
      const p = await ctx.newPage();
      p.setDefaultTimeout(20_000);
      await signIn(p, server, '/station');
      await p.getByRole('listbox', { name: 'Stations' }).getByRole('option').first().click();
      await p.getByRole('heading', { name: 'Edit Station' }).waitFor();
      await p.getByRole('checkbox', { name: 'Active beacon' }).waitFor();
      await p.getByRole('textbox', { name: /^Pin number/ }).or(p.getByRole('textbox', { name: /^Beacon ID/ })).first().waitFor();
      expect(await p.getByText('Linked games').count()).toBe(0);
      expect(await p.getByText('Activities', { exact: true }).count()).toBe(0);
      expect(await p.locator('.activity-slot').count()).toBe(0);
      expect(await p.getByRole('textbox', { name: /^Station Name/ }).count()).toBe(0);
      await p.getByRole('button', { name: 'New', exact: true }).click();
      await p.getByRole('textbox', { name: /^Pin number/ }).waitFor();
      expect(await p.getByRole('checkbox', { name: 'Is Need Close to Beacon' }).count()).toBe(0);
    } finally {
      await ctx.close();
    }
  }, TIMEOUT);
});
