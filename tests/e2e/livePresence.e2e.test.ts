import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { DEMO_TEAM } from '../support/companies.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { signIn } from './shellSupport.ts';

// Presence in real Chromium against a real server: two demo users of one company (two
// browser contexts) open the same station. Each sees the other's avatar with their name; once B types
// (unsaved), A sees "editing" on B's avatar and on the station's list row (and on a translator's once
// they type a translation); a second tab of B's keeps B present when the first closes; when B's last page
// closes, A's avatar of B goes long before the server's 30 s time-out would take it.
const TIMEOUT = 120_000;
const SHOTS = resolve(import.meta.dirname, '../../.tmp/screenshots');
const A = DEMO_TEAM.editor;
const B = DEMO_TEAM.author;

describe('presence: who else has an item open', () => {
  let server: TestServer;
  let browser: Browser;
  let station: { id: number; title: string };
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    mkdirSync(SHOTS, { recursive: true });
    const res = await fetch(`${server.url}/api/station`, { headers: { authorization: `Bearer ${await server.login()}` } });
    const stations = (await res.json() as { data: { stations: { id: number; title: string }[] } }).data.stations;
    station = stations[0];
  }, TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A signed-in page of its own (own cookies, so its own session) with the station open. */
  async function openAs(user: { email: string; password: string }, width = 1280, lang = 'en'): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const path = `/station?id=${station.id}`;
    await signIn(page, server, path, user);
    if (lang !== 'en') {
      await context.addCookies([{ name: 'lang', value: lang, url: server.url }]);
      await page.goto(`${server.url}/admin${path}`);
    }
    // The form, or the translator's view of the item for a translator.
    await page.locator('.editor__body form').first().waitFor();
    return page;
  }
  const others = (page: Page, label = 'Others with this open') => page.getByRole('list', { name: label });
  const avatarOf = (page: Page, name: string) => others(page).getByRole('listitem').filter({ hasText: name });

  it('shows each other’s avatar, "editing" once the other types, and drops it when their page closes', async () => {
    const a = await openAs(A);
    const b = await openAs(B);
    const beats: string[] = [];
    b.on('request', (r) => { if (r.url().endsWith('/api/live/presence')) beats.push(r.postData() ?? ''); });

    // Both ways, by name (the name is the avatar's text for screen readers and its tooltip).
    await avatarOf(a, B.name).waitFor();
    await avatarOf(b, A.name).waitFor();
    expect(await avatarOf(a, B.name).textContent()).not.toContain('editing');
    // Only the others: A's own presence is not shown to A.
    expect(await others(a).getByRole('listitem').count()).toBe(1);
    // The list marks the station A has open too, for B (and says by whom).
    await b.getByRole('option', { name: new RegExp(`Open by ${A.name}`) }).waitFor();

    // A's keyboard reaches B's avatar, and the name shows beside it (not only to screen readers).
    await avatarOf(a, B.name).focus();
    const tip = avatarOf(a, B.name).locator('.presence__tip');
    expect((await tip.boundingBox())!.width).toBeGreaterThan(40);

    // B types without saving: A sees "editing" on B's avatar and on the station's row.
    await b.getByLabel('Station Title').pressSequentially(' (checked)');
    await avatarOf(a, `${B.name} — editing`).waitFor();
    await a.getByRole('option', { name: new RegExp(`Being edited by ${B.name}`) }).waitFor();
    expect(beats.some((body) => JSON.parse(body).editing === true)).toBe(true);
    await a.screenshot({ path: `${SHOTS}/presence-editing-1280-en.png` });

    // A third user on a phone-wide screen in Spanish sees both, one of them editing.
    const c = await openAs(DEMO_TEAM.translator, 390, 'es');
    await others(c, 'Otras personas con esto abierto').getByRole('listitem').filter({ hasText: `${B.name} — editando` }).waitFor();
    await others(c, 'Otras personas con esto abierto').getByRole('listitem').filter({ hasText: A.name }).waitFor();
    await c.screenshot({ path: `${SHOTS}/presence-editing-390-es.png` });
    // A translation typed and not saved is unsaved work too.
    await avatarOf(a, DEMO_TEAM.translator.name).waitFor();
    await c.getByRole('form', { name: 'Traducción: Español' }).getByRole('textbox').first().pressSequentially(' (revisado)');
    await avatarOf(a, `${DEMO_TEAM.translator.name} — editing`).waitFor();
    await c.context().close();

    // A second tab of B's sign-in opens the station too; B closes the first tab (the one typing). B stays on
    // A's screen, now not editing, rather than vanishing until the second tab's next heartbeat (10 s).
    const b2 = await b.context().newPage();
    const b2Beat = b2.waitForRequest((r) => r.url().endsWith('/api/live/presence'));
    await b2.goto(`${server.url}/admin/station?id=${station.id}`);
    await b2.locator('.editor__body form').first().waitFor();
    await b2Beat;
    const closed = b.waitForEvent('close');
    await b.close();
    await closed;
    await avatarOf(a, B.name).filter({ hasNotText: 'editing' }).waitFor();
    await a.waitForTimeout(2000);
    expect(await avatarOf(a, B.name).count(), 'B still present through the second tab').toBe(1);

    // B closes the last tab (unsaved work and all): B's avatar leaves A's header and A's row mark goes.
    await b2.context().close();
    await avatarOf(a, B.name).waitFor({ state: 'detached', timeout: 10_000 });
    await a.getByRole('option', { name: /Being edited by/ }).waitFor({ state: 'detached', timeout: 10_000 });
    await a.context().close();
  }, TIMEOUT);
});
