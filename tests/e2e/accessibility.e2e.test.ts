import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildRegistry } from '../../src/console/registry/buildRegistry.ts';
import { consoleRoutes } from '../../src/console/routes/consoleRoutes.ts';
import { OTHER_ROUTES, SCREEN_ROUTES, type RouteDef } from '../../src/console/model/routeTable.ts';
import { DEMO_TEAM, FJORD_COMPANY } from '../support/companies.ts';
import { api } from '../support/api.ts';
import { consoleSession } from '../support/consoleSession.ts';
import { kindRegistry } from '../support/kindRegistry.ts';
import { fileForm } from '../support/mediaSamples.ts';
import type { TestServer } from '../support/startServer.ts';
import { axeAudit, formatFindings, type AxeFinding } from './axeAudit.ts';
import { chooseMoreAction, openInApp, settleScreen, signIn } from './shellSupport.ts';
import { moreTabsButton } from './tabBarSupport.ts';

// Accessible: axe-core on every screen a user meets — login, every tab, an open editor of
// every kind (both station shapes), the menus open, dashboard, API reference, walk simulator, a phone-
// wide editor, the Releases page with its dialogs — with no critical or serious violation, and no duplicate or nested landmark.
const TIMEOUT = 240_000;

/** The signed-in screens without an id: every tab of the route table, the kinds' pages, the other screens. */
function screenRoutes(): RouteDef[] {
  const built = buildRegistry();
  if (!built.ok) throw built.error;
  const { tabs, pages } = consoleRoutes(built.registry.kinds);
  return [...tabs, ...OTHER_ROUTES, ...pages, ...SCREEN_ROUTES].filter((r) => !r.path.includes(':'));
}

// As long as `networkidle` waits: a screen is audited only after half a second without a request of its own.
const QUIET_MS = 500;

/**
 * Opens a console path in the running app, as its links do (no reload: axe-core stays injected and the
 * console's scripts are not parsed again per screen), and waits until it has settled (no pending request, no spinner).
 */
async function openSettled(page: Page, url: string): Promise<void> {
  await openInApp(page, url, QUIET_MS);
  await mapsLoaded(page);
}

/** Waits until what a click or a resize started has settled: no request for as long as networkidle waits, no spinner, every map loaded. */
async function settle(page: Page): Promise<void> {
  await settleScreen(page, QUIET_MS);
  await mapsLoaded(page);
}

/**
 * Waits until every map on screen has loaded: until then maplibre's canvas is its own landmark named "Map"
 * (the console names it by its map once loaded), a moment an audit may or may not catch. A map that never
 * loads is audited as it is.
 */
async function mapsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('canvas.maplibregl-canvas[role="region"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
}

/** Opens the first item of the screen's list, if it has one, and waits for its editor. */
async function openFirstItem(page: Page): Promise<boolean> {
  const first = page.getByRole('listbox').first().getByRole('option').first();
  if (await first.count() === 0) return false;
  await first.click();
  await page.waitForFunction(() => document.querySelector('[role="option"][aria-selected="true"]'));
  await settle(page);
  return true;
}

describe('accessibility: axe-core finds no critical or serious violation on any screen', () => {
  // The demo's own users of those roles (the first start seeds one of each).
  const viewer = { ...DEMO_TEAM.viewer, role: 'viewer' };
  const translator = { ...DEMO_TEAM.translator, role: 'translator' };
  const s = consoleSession({ viewport: { width: 1280, height: 900 } });
  let server: TestServer;
  let page: Page;
  const findings: AxeFinding[] = [];
  const audited: string[] = [];
  beforeAll(() => { ({ server, page } = s); });

  async function audit(screen: string): Promise<void> {
    audited.push(screen);
    findings.push(...await axeAudit(page, screen));
  }

  /** Opens a menu by its button, audits it open, closes it with Escape. */
  async function auditMenu(screen: string, button: ReturnType<Page['locator']>): Promise<void> {
    await button.click();
    await page.getByRole('menu').waitFor();
    await audit(screen);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  }

  it('login, every tab with an open editor of its kind, the menus, dashboard, API reference, walk simulator', async () => {
    // The login screen as it loads (the only one not reached from inside the app).
    await page.goto(`${server.url}/admin/login`);
    await page.waitForLoadState('networkidle');
    await audit('login');
    await signIn(page, server, '/info');

    for (const route of screenRoutes()) {
      await openSettled(page, `${server.url}/admin${route.path}`);
      await audit(route.name);
      if (route.kind && route.tab && await openFirstItem(page)) await audit(`${route.name}: editor`);
    }

    await openSettled(page, `${server.url}/admin/info`);
    await auditMenu('More menu open', moreTabsButton(page));
    await auditMenu('language menu open', page.locator('.topbar').getByRole('button', { name: /^Language/ }));
    await auditMenu('account menu open', page.getByRole('button', { name: /^Account menu/ }));

    // The walk simulator of one trip (the list's simulator is SCREEN_ROUTES' Simulate above).
    await openSettled(page, `${server.url}/admin/trip`);
    await openFirstItem(page);
    await page.getByRole('link', { name: 'Simulate walk' }).click();
    await settle(page);
    await audit('walk simulator of a trip');

    // The media library, open from a story's empty thumbnail, with a picture in it.
    const rest = api(server, await server.login());
    const jpeg = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    expect((await rest.post('/api/media', fileForm(jpeg, 'harbour.jpg', 'image/jpeg'))).status).toBe(201);
    await openSettled(page, `${server.url}/admin/story`);
    await openFirstItem(page);
    await page.getByRole('button', { name: 'Choose from library' }).first().click();
    const library = page.getByRole('dialog', { name: 'Media library' });
    await library.locator('.media-library__tile').first().waitFor();
    await audit('media library dialog');
    await page.keyboard.press('Escape');
    await library.waitFor({ state: 'detached' });

    expect(audited.length).toBeGreaterThan(35);
    expect(formatFindings(findings)).toEqual([]);
  }, TIMEOUT);

  it('the older station editor (Fjord Museum), and it and Settings 390 px wide', async () => {
    const before = findings.length;
    await page.context().clearCookies();
    await signIn(page, server, '/station', { email: FJORD_COMPANY.email, password: FJORD_COMPANY.password });
    await page.getByRole('listbox').first().getByRole('option').first().waitFor();
    expect(await openFirstItem(page)).toBe(true);
    await audit('Fjord Museum: older station editor');

    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await audit('Fjord Museum: older station editor at 390 px');
    // Settings at 390 px: the API keys' code sample scrolls sideways and must be reachable by keyboard.
    await openSettled(page, `${server.url}/admin/settings`);
    await page.locator('.apikeys-hint__code').waitFor();
    await audit('Fjord Museum: Settings at 390 px');
    expect(formatFindings(findings.slice(before))).toEqual([]);
  }, TIMEOUT);

  it('the screens of other roles: a viewer’s Settings and read-only editor, a translator’s editor', async () => {
    const before = findings.length;
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const user of [viewer, translator]) {
      await page.context().clearCookies();
      await signIn(page, server, '/settings', { email: user.email, password: user.password });
      await page.locator('.account-info').waitFor();
      await settle(page);
      await audit(`${user.role}: Settings`);
      await openSettled(page, `${server.url}/admin/story`);
      expect(await openFirstItem(page)).toBe(true);
      await audit(`${user.role}: story editor`);
    }
    expect(formatFindings(findings.slice(before))).toEqual([]);
  }, TIMEOUT);

  it('the crop dialog of a story page picture, cropping and setting the focal point', async () => {
    const before = findings.length;
    await page.context().clearCookies();
    await signIn(page, server, '/story');
    await page.getByRole('listbox').first().getByRole('option').first().waitFor();
    expect(await openFirstItem(page)).toBe(true);
    const toggle = page.locator('button.collapsible-row__toggle').first();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const panel = page.locator('.collapsible-row__panel[role="region"]').first();
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#5fa8e8' } }).jpeg().toBuffer();
    const edit = panel.getByRole('button', { name: /^Edit Picture/ });
    if (await edit.count()) {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), edit.click()]);
      await chooser.setFiles({ name: 'a11y.jpg', mimeType: 'image/jpeg', buffer: photo });
    } else {
      await panel.getByLabel(/^Picture/).setInputFiles({ name: 'a11y.jpg', mimeType: 'image/jpeg', buffer: photo });
    }
    // A fresh picture opens its crop dialog by itself.
    const dialog = page.getByRole('dialog', { name: 'Crop the picture' });
    await dialog.getByRole('group', { name: /^Crop frame/ }).waitFor();
    await audit('crop dialog open');
    await dialog.getByRole('button', { name: 'Set focal point' }).click();
    await dialog.getByRole('img', { name: /The whole picture/ }).click({ position: { x: 30, y: 30 } });
    await audit('crop dialog: focal point set');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(formatFindings(findings.slice(before))).toEqual([]);
  }, TIMEOUT);

  it('scheduled publishing: the Schedule… dialog with a refusal next to its field, the schedule above the form, the Dashboard’s panel, 1280 and 390 px wide', async () => {
    const before = findings.length;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().clearCookies();
    await signIn(page, server, '/info');
    const form = kindRegistry.get('form');
    const rest = api(server, await server.login());
    const id = (await rest.get(`/api/${form.api.entity}`)).body.data[form.api.listKey][0].id as number;
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();
    expect((await rest.post(`/api/${form.api.entity}/schedule/${id}`, { publish_at: inAnHour })).status).toBe(200);
    await openSettled(page, `${server.url}/admin/${form.route}?id=${id}`);
    await page.getByRole('status').filter({ hasText: 'Will be published' }).waitFor();
    await audit('editor with a schedule');
    await chooseMoreAction(page, 'Schedule…');
    const dialog = page.getByRole('dialog', { name: /^Schedule / });
    await dialog.getByLabel('Unpublish at', { exact: true }).fill('2020-01-01T10:00:00');
    await dialog.getByRole('button', { name: 'Save schedule' }).click();
    await dialog.getByRole('alert').waitFor();
    await audit('schedule dialog with a refusal');
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await audit('schedule dialog at 390 px');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await openSettled(page, `${server.url}/admin/dashboard`);
    await page.getByRole('region', { name: 'Scheduled publishing' }).locator(`[data-item="${form.id}/${id}"]`).waitFor();
    await audit('dashboard with scheduled publishing at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
    await settle(page);
    await audit('dashboard with scheduled publishing');
    expect(formatFindings(findings.slice(before))).toEqual([]);
  }, TIMEOUT);

  it('presence: others’ avatars in an open item’s header and the list’s marks, a name shown, 390 px wide', async () => {
    const before = findings.length;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().clearCookies();
    await signIn(page, server, '/station');
    const id = (await api(server, await server.login()).get('/api/station')).body.data.stations[0].id as number;
    // Two colleagues have the station open through the real heartbeat, one of them with unsaved changes.
    for (const [user, editing] of [[DEMO_TEAM.editor, true], [DEMO_TEAM.author, false]] as const) {
      const token = await server.login(user.email, user.password);
      const res = await fetch(`${server.url}/api/live/presence`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'station', id, editing }),
      });
      expect(res.status).toBe(200);
    }
    await openSettled(page, `${server.url}/admin/station?id=${id}`);
    const avatars = page.getByRole('list', { name: 'Others with this open' }).getByRole('listitem');
    await avatars.filter({ hasText: `${DEMO_TEAM.editor.name} — editing` }).waitFor();
    await avatars.filter({ hasText: DEMO_TEAM.author.name }).waitFor();
    await page.getByRole('option', { name: new RegExp(`Being edited by ${DEMO_TEAM.editor.name}`) }).waitFor();
    await audit('presence: avatars and list marks');
    await avatars.first().focus();
    await audit('presence: an avatar’s name shown');
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await audit('presence: avatars at 390 px');
    expect(formatFindings(findings.slice(before))).toEqual([]);
  }, TIMEOUT);
  it('drafts of a live item: the changes badge, the Changes panel, the phone on what visitors see, the discard confirmation, 390 px wide', async () => {
    const before = findings.length;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().clearCookies();
    await signIn(page, server, '/station');
    // A published station whose working copy has a new title.
    const rest = api(server, await server.login());
    const made = await rest.post('/api/station', { title: 'Axe pier', latitude: 59.91, longitude: 10.74 });
    expect(made.status).toBe(201);
    const id = made.body.data.id as number;
    expect((await rest.get(`/api/station/publish/${id}`)).status).toBe(200);
    const stored = (await rest.get(`/api/station/${id}`)).body.data.items;
    expect((await rest.post(`/api/station/update/${id}`, { ...stored, title: 'Axe pier at dawn' })).status).toBe(200);
    await openSettled(page, `${server.url}/admin/station?id=${id}`);
    await page.locator('.editor__header .badge[data-state="changes"]').waitFor();
    await audit('drafts: the changes badge in row and header');
    await page.getByRole('button', { name: 'Changes', exact: true }).click();
    await page.getByRole('region', { name: 'Changes not published yet' }).getByRole('table').waitFor();
    await page.getByRole('radiogroup', { name: 'The phone shows' }).getByText('What visitors see').click();
    await settle(page);
    await audit('drafts: Changes panel open, the phone on what visitors see');
    await chooseMoreAction(page, 'Discard changes');
    await page.getByRole('dialog', { name: 'Discard the changes to this Station?' }).waitFor();
    await audit('drafts: discard confirmation');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await audit('drafts: Changes panel at 390 px');
    expect(formatFindings(findings.slice(before))).toEqual([]);
  }, TIMEOUT);
  it('the publish confirmation naming linked items visitors would not get (a draft, an archived one), 1280 and 390 px wide', async () => {
    const before = findings.length;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().clearCookies();
    await signIn(page, server, '/info');
    const [game, question] = [kindRegistry.get('game'), kindRegistry.get('question')];
    const rest = api(server, await server.login());
    const ids: number[] = [];
    for (const title of ['Axe ferry question', 'Axe archived question']) {
      const made = await rest.post(`/api/${question.api.entity}`, { title, type: 'multiple_choice', points: 5, options: [{ text: 'Yes', correct: true }, { text: 'No' }] });
      expect(made.status).toBe(201);
      ids.push(made.body.data.id as number);
    }
    const made = await rest.post(`/api/${game.api.entity}`, { title: 'Axe quiz', q_as: ids.map((id) => ({ question_id: id })) });
    expect(made.status).toBe(201);
    expect((await rest.get(`/api/${question.api.entity}/delete/${ids[1]}`)).status).toBe(200);
    await openSettled(page, `${server.url}/admin/${game.route}?id=${made.body.data.id}`);
    await page.getByRole('group', { name: 'Lifecycle actions' }).getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Visitors would not get 2 linked items' });
    await dialog.getByRole('button', { name: 'Publish them together' }).waitFor();
    await audit('publish confirmation naming linked items');
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await audit('publish confirmation at 390 px');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(formatFindings(findings.slice(before))).toEqual([]);
  }, TIMEOUT);

  it('releases: a release with a live station’s changes and an archived item, the publish question and its refusal, a new release, Add to release…, 390 px wide', async () => {
    const before = findings.length;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().clearCookies();
    await signIn(page, server, '/info');
    const rest = api(server, await server.login());
    const made = async (title: string) => {
      const answer = await rest.post('/api/station', { title, latitude: 59.91, longitude: 10.74 });
      expect(answer.status).toBe(201);
      return answer.body.data.id as number;
    };
    const live = await made('Axe release pier');
    expect((await rest.get(`/api/station/publish/${live}`)).status).toBe(200);
    const stored = (await rest.get(`/api/station/${live}`)).body.data.items;
    expect((await rest.post(`/api/station/update/${live}`, { ...stored, title: 'Axe release pier at dawn' })).status).toBe(200);
    const archived = await made('Axe archived gate');
    expect((await rest.get(`/api/station/delete/${archived}`)).status).toBe(200);
    const release = (await rest.post('/api/releases', { name: 'Axe opening', publish_at: new Date(Date.now() + 86_400_000).toISOString() })).body.data.release;
    for (const id of [live, archived]) expect((await rest.post(`/api/releases/${release.id}/items`, { kind: 'station', id, action: 'publish' })).status).toBe(200);
    expect((await rest.post('/api/releases', { name: 'Axe second' })).status).toBe(201);

    await openSettled(page, `${server.url}/admin/releases?id=${release.id}`);
    await page.locator(`[data-item="station/${live}"] table`).waitFor();
    await audit('releases: an open release with changes and a refused item');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('dialog', { name: 'Publish “Axe opening” now?' }).waitFor();
    await audit('releases: the publish question');
    await page.getByRole('dialog').getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('dialog', { name: '“Axe opening” was not published' }).getByRole('listitem').first().waitFor();
    await audit('releases: the refused publish');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await audit('releases: an open release at 390 px');
    await openSettled(page, `${server.url}/admin/releases`);
    await page.getByRole('link', { name: 'Axe opening' }).waitFor();
    await audit('releases: the list at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'New release' }).click();
    const create = page.getByRole('dialog', { name: 'New release' });
    await create.getByLabel('Publish at (optional)').fill('2020-01-01T10:00:00');
    await create.getByLabel('Name', { exact: true }).fill('Axe past');
    await create.getByRole('button', { name: 'Create release' }).click();
    await create.getByRole('alert').waitFor();
    await audit('releases: a new release refused a past time');
    await page.keyboard.press('Escape');
    await create.waitFor({ state: 'detached' });
    await openSettled(page, `${server.url}/admin/station?id=${live}`);
    await chooseMoreAction(page, 'Add to release…');
    const add = page.getByRole('dialog', { name: /^Add “.*” to a release$/ });
    // Already in "Axe opening": another open release refuses it, naming that one.
    await add.getByRole('radio', { name: /^Axe second/ }).check();
    await add.getByRole('button', { name: 'Add to release' }).click();
    await add.getByRole('alert').waitFor();
    await audit('releases: Add to release… refused, naming the release');
    await page.keyboard.press('Escape');
    expect(formatFindings(findings.slice(before))).toEqual([]);
  }, TIMEOUT);
});
