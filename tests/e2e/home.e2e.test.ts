import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { KindRecord, ResolvedKind } from '../../src/core/defineKind.ts';
import { api } from '../support/api.ts';
import { demoKinds } from '../support/kindRegistry.ts';
import { labelField } from '../support/sampleDoc.ts';
import { consoleSession } from '../support/consoleSession.ts';
import type { TestServer } from '../support/startServer.ts';
import { openInApp, signIn, tabTitles, tokenOf } from './shellSupport.ts';
import { openTab } from './tabBarSupport.ts';

// The back office as a client admin meets it in real Chromium against the real server: Info, Settings,
// users and a new item of each kind a name alone makes valid (the tour run's crew page is plugins/tour_run's).
const TIMEOUT = 120_000;
const UNPLACED = 'Kiosk without a place';

/** The text property naming a kind's items in lists (its list item's title). */
const nameFieldOf = (kind: ResolvedKind) => labelField(kind, {});

/**
 * The kinds a new item of which is valid with a name alone (the rest from the schema's and the kind's
 * defaults, no cross-field rule or create warning against it): the console's New, name, Save works for them.
 */
const NAMED = demoKinds().filter((kind) => {
  const props = (kind.schema.properties ?? {}) as Record<string, { default?: unknown }>;
  const doc: KindRecord = { ...Object.fromEntries(Object.entries(props).filter(([, p]) => p.default !== undefined).map(([k, p]) => [k, p.default])), ...kind.rules?.defaults?.() };
  try { doc[nameFieldOf(kind)] = 'A name'; } catch { return false; }
  const required = (kind.schema.required as string[] | undefined) ?? [];
  return required.every((r) => doc[r] !== undefined) && !(kind.rules?.validate?.(doc, { settings: {} }) ?? []).length && !kind.rules?.createWarning?.(doc);
});

describe('Info, Settings, users and new items of every kind', () => {
  const s = consoleSession({
    viewport: { width: 1440, height: 900 },
    // A station visitors cannot find: neither coordinates nor a beacon id.
    async prepare(server) {
      const res = await api(server, await server.login()).post('/api/station', { title: UNPLACED, pin_label: 'Kiosk' });
      if (res.status !== 201) throw new Error(`station: ${res.status} ${JSON.stringify(res.body)}`);
    },
  });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  // A settings card with its own Save button is a form; the others are regions.
  const section = (name: string) => page.getByRole('region', { name, exact: true }).or(page.getByRole('form', { name, exact: true }));
  const toast = (text: string) => page.getByRole('status').filter({ hasText: text });
  /** Marks the document: the mark survives client-side navigation and is gone after a reload. */
  const markDocument = () => page.evaluate(() => { (window as unknown as { tbMark: boolean }).tbMark = true; });
  const stillSameDocument = () => page.evaluate(() => (window as unknown as { tbMark?: boolean }).tbMark === true);

  it('lands on Info after signing in, with counts per kind and a readiness fault that opens its field', async () => {
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('E-mail').fill(server.adminEmail);
    await page.getByLabel('Password').fill(server.adminPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/admin\/info$/);
    await page.getByRole('heading', { name: 'Oslo Fjord Tours', level: 1 }).waitFor();

    const counts = section('Content');
    const stations = counts.getByRole('row').filter({ has: page.getByRole('link', { name: 'Stations', exact: true }) });
    await stations.waitFor();
    const stationCells = await stations.getByRole('cell').allInnerTexts();
    const listed = (await api(server, await tokenOf(page.context())).get('/api/station')).body.data.stations as unknown[];
    // Kind, total, published, draft, archived.
    expect(Number(stationCells[0])).toBe(listed.length);
    expect(await counts.getByRole('link', { name: 'Counter', exact: true }).count()).toBe(1);

    const readiness = section('Publish readiness');
    const fault = readiness.getByRole('link', { name: `Fix in “${UNPLACED}”: Visitors cannot find this station: it has neither a position on the map nor a beacon id` });
    await fault.click();
    await page.waitForURL(/\/admin\/station\?id=\d+/);
    await page.getByRole('heading', { name: 'Edit Station' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/latitude/);
  }, TIMEOUT);

  it('changes the detail colour in Settings: the preview follows while typing, the console after saving, without a reload', async () => {
    await openTab(page, 'Settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await markDocument();
    const colours = section('Colours');
    const hex = colours.getByLabel('Detail view colour: hex code');
    const header = colours.locator('.emu-phone__header');
    await hex.fill('#1d4ed8');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 78, 216)');
    // A mid grey fails WCAG AA under either text colour the header can pick: the warning says so at the field.
    const warning = colours.getByText(/Text on this colour has a contrast of [\d.]+:1; WCAG AA needs 4\.5:1\./);
    expect(await warning.count()).toBe(0);
    await hex.fill('#7d7d7d');
    await warning.waitFor();
    await hex.fill('#1d4ed8');
    await colours.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Settings saved').waitFor();

    await openTab(page, 'Stations');
    const phoneHeader = page.getByRole('region', { name: 'Phone preview' }).locator('.emu-phone__header');
    await expect.poll(() => phoneHeader.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 78, 216)');
    expect(await stillSameDocument()).toBe(true);
    const stored = await api(server, await tokenOf(page.context())).get('/api/settings');
    expect(stored.body.data.detail_view_color).toBe('#1d4ed8');
  }, TIMEOUT);

  it('hides a tab and renames one in Spanish; the tab bar follows at once', async () => {
    await openTab(page, 'Settings');
    const tabs = section('Tabs');
    await tabs.getByLabel('Show the Fun Facts tab').uncheck();
    await tabs.getByLabel('Name of the Stories tab in Spanish').fill('Relatos');
    await tabs.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Settings saved').waitFor();
    const tabBar = page.locator('nav.tabs');
    await expect.poll(() => tabBar.getByRole('link', { name: 'Fun Facts', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: /^More: / }).click();
    expect(await page.getByRole('menuitem', { name: 'Fun Facts', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Language: EN (English)' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await reloaded;
    try {
      await page.getByRole('button', { name: 'Idioma: ES (Español)' }).waitFor();
      await tabBar.getByRole('link').first().waitFor();
      const titles = await tabTitles(page);
      expect(titles).toContain('Relatos');
      expect(titles).not.toContain('Historias');
      expect(titles).not.toContain('Datos curiosos');
    } finally {
      await page.evaluate(() => { localStorage.setItem('language', 'en'); document.cookie = 'lang=en; path=/'; });
      await page.reload();
    }
    await tabBar.getByRole('link').first().waitFor();
    expect(await tabTitles(page)).toContain('Stories');
  }, TIMEOUT);

  it('adds a user with a one-time link, who sets a password and signs in', async () => {
    await page.goto(`${server.url}/admin/settings`);
    const users = section('Users');
    const form = users.getByRole('form', { name: 'Add user' });
    await form.getByLabel('E-mail').fill('guide@demo.test');
    await form.getByLabel('Name').fill('Kari Guide');
    await form.getByRole('button', { name: 'Add user', exact: true }).click();
    const link = await users.getByLabel('Set-password link').inputValue();
    expect(link).toMatch(/\/admin\/set-password\/[A-Za-z0-9_-]{20,}$/);
    await users.getByRole('row').filter({ hasText: 'guide@demo.test' }).filter({ hasText: 'Kari Guide' }).waitFor();

    await page.context().clearCookies();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.getByLabel('New password').fill('Fjord-lantern-1');
    await page.getByLabel('Repeat the password').fill('Fjord-lantern-1');
    await page.getByRole('button', { name: 'Set password', exact: true }).click();
    await page.getByText('Your password is set.').waitFor();
    await signIn(page, server, '/info', { email: 'guide@demo.test', password: 'Fjord-lantern-1' });
    await page.getByRole('button', { name: /^Account menu: Kari Guide/ }).waitFor();
  }, TIMEOUT);

  it(`creates one item of each kind a name alone makes valid, from its tab (${NAMED.map((k) => k.id).join(', ')})`, async () => {
    expect(NAMED.length).toBeGreaterThan(0);
    for (const kind of NAMED) {
      const en = kind.messages?.en ?? {};
      const item = en[kind.labels.item] ?? kind.labels.item;
      const field = nameFieldOf(kind);
      const fieldTitle = en[`field.${kind.id}.${field}`] ?? String(kind.schema.properties?.[field]?.title ?? field);
      const title = `${item} ${Math.random().toString(36).slice(2, 7)}`;
      await openInApp(page, `${server.url}/admin/${kind.route}`);
      await page.getByRole('button', { name: 'New', exact: true }).click();
      await page.getByRole('heading', { name: `New ${item}` }).waitFor();
      await page.getByRole('textbox', { name: new RegExp(`^${fieldTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).fill(title);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast('Successfully Saved').waitFor();
      await page.getByRole('heading', { name: `Edit ${item}` }).waitFor();
      await page.getByRole('option').filter({ hasText: title }).waitFor();
      await page.getByRole('region', { name: 'Phone preview' }).getByText(title, { exact: true }).first().waitFor();
    }
  }, TIMEOUT);
});
