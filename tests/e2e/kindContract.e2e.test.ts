import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialog, Locator, Page } from 'playwright-core';
import en from '../../src/locales/en.json';
import es from '../../src/locales/es.json';
import { messages as tourMessages } from '../kinds/plugins/tk_tour/messages.ts';
import { api, type ApiClient } from '../support/api.ts';
import { otherCredentials } from '../support/companies.ts';
import { consoleSession } from '../support/consoleSession.ts';
import type { TestServer } from '../support/startServer.ts';
import { TEMPLATE_ENV } from '../support/templates.ts';
import { signIn, tokenOf } from './shellSupport.ts';
import { openTab } from './tabBarSupport.ts';

// Kind contract v2 as a user sees it: the test-only kinds of tests/kinds (tk_tour, tk_venue)
// in the console built with them, against a real server that loads them, in real headless Chromium.
const TIMEOUT = 120_000;
const ROOT = resolve(import.meta.dirname, '../..');
const SHOT = join(ROOT, '.tmp/kindContract.png');
const RULE_EN = tourMessages.en['rule.tk_tour.reasonNeeded'];
const RULE_ES = tourMessages.es['rule.tk_tour.reasonNeeded'];

// The console with the test kinds, built fresh for this run (a few seconds) so it is never stale, into a
// directory of its own: a concurrent run (another `vitest`, or `npx vite build` with VITE_TEST_KINDS=1
// into .tmp/dist-testkinds, which empties its outDir) cannot pull files from under this run's server.
// It lives in the run directory globalSetup removes at teardown, even when a worker is killed.
// Registered before consoleSession, so it runs before the server starts.
const consoleDir = mkdtempSync(join(process.env[TEMPLATE_ENV.runDir] ?? tmpdir(), 'tourbench-testkinds-'));
beforeAll(() => {
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', consoleDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT, env: { ...process.env, VITE_TEST_KINDS: '1' }, stdio: 'pipe',
  });
}, TIMEOUT);
afterAll(() => rmSync(consoleDir, { recursive: true, force: true }));

describe('kind contract v2 in the console (test-only kinds)', () => {
  const venues: Record<string, number> = {};
  const s = consoleSession({
    server: { env: { TOURBENCH_EXTRA_KINDS: 'tests/kinds', CONSOLE_DIR: consoleDir } },
    async prepare(server) {
      const c = api(server, await server.login());
      for (const [title, city] of [['Opera House', 'Bjørvika'], ['Fram Museum', 'Bygdøy'], ['Munch Museum', 'Bjørvika'], ['Viking Ship Hall', 'Bygdøy']]) {
        const res = await c.post('/api/tk_venue', { title, city });
        if (res.status !== 201) throw new Error(`venue ${title}: ${res.status} ${JSON.stringify(res.body)}`);
        venues[title] = res.body.data.id;
      }
      const tour = await c.post('/api/tk_tour', { title: 'Harbour walk' });
      if (tour.status !== 201) throw new Error(`tour: ${tour.status} ${JSON.stringify(tour.body)}`);
    },
    // Start on the Venues tab: the tour kind's console module must not be loaded before its tab opens.
    signInAt: '/tk_venue',
  });
  let server: TestServer;
  let page: Page;
  let client: ApiClient;
  beforeAll(async () => {
    ({ server, page } = s);
    client = api(server, await tokenOf(s.context));
  });

  const toast = (text: string) => page.getByRole('status').filter({ hasText: text });
  const row = (title: string) => page.getByRole('listbox', { name: 'Tours' }).getByRole('option').filter({ hasText: title });
  const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();
  const preview = () => page.getByRole('region', { name: 'Phone preview' });
  const tourTitle = () => page.getByRole('textbox', { name: /^Tour title/ });
  const pageTitles = () => page.getByRole('group', { name: 'Pages' }).getByRole('textbox', { name: /^Page title/ });
  const nextSelects = () => page.getByRole('group', { name: 'Pages' }).getByRole('combobox', { name: 'Next page' });
  const chosenVenue = () => page.getByRole('group', { name: 'Chosen for Venue' });
  const stops = () => page.getByRole('region', { name: 'Stops' });
  const stopRows = () => stops().getByRole('list').getByRole('listitem');
  const scriptsLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  let tourId = 0;

  /** The texts of the elements a control names in aria-describedby (where RJSF puts a field's errors). */
  async function describedBy(control: Locator): Promise<string> {
    const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
    const texts = await Promise.all(ids.map((id) => control.page().locator(`[id="${id}"]`).allInnerTexts()));
    return texts.flat().join(' | ');
  }

  /** The options of a select as the user reads them. */
  const optionTexts = (select: Locator) => select.locator('option').allInnerTexts();
  const selectedText = (select: Locator) => select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');

  it('Tours tab: lists tours; the form has the kind’s own field titles, its lazily loaded stars widget and preview renderer', async () => {
    await page.getByRole('link', { name: 'Venues', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.getByRole('option').filter({ hasText: 'Opera House' }).waitFor();
    expect((await scriptsLoaded()).filter((u) => /TourConsole/.test(u))).toEqual([]);

    await openTab(page, 'Tours');
    await page.waitForURL(/\/admin\/tk_tour$/);
    await page.getByRole('heading', { name: 'Tours', level: 1 }).waitFor();
    await row('Harbour walk').waitFor();

    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'New Tour' }).waitFor();
    await tourTitle().waitFor();
    // Field titles come from the kind's own messages (field.tk_tour.*), not the schema's "Title"/"Reason".
    await page.getByRole('textbox', { name: 'Why closed' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Title/ }).count()).toBe(0);

    // The plugin-owned widget, from the kind's own console chunk, fetched once the tab opened.
    const stars = page.getByRole('radiogroup', { name: 'Rating' });
    await stars.waitFor();
    expect((await scriptsLoaded()).filter((u) => /\/assets\/TourConsole-[\w-]+\.js$/.test(u))).toHaveLength(1);
    await stars.getByRole('radio', { name: '4 of 5' }).click();
    expect(await stars.getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('4 of 5');
    expect(await stars.innerText()).toBe('★★★★☆');

    await tourTitle().fill('Fjord by night');
    // The plugin-owned preview field kind (tk_rating → the kind's RatingRenderer).
    await preview().getByLabel('Rated 4 of 5').waitFor();
    expect(await preview().getByLabel('Rated 4 of 5').innerText()).toBe('★★★★☆');
  }, TIMEOUT);

  // The first kind form with an array of objects. RJSF renders the array's items in
  // `<div class="row array-item-list">`, and the item list's virtual-row rule `.row` in
  // src/console/styles/workspace.css (position: absolute; top: 0; left: 0; right: 0; height: 58px) also
  // matches it: the Pages list leaves the form and lies over the shell header and the item list, so the
  // tabs, the language and account menus and "New" take no clicks while such a form is open.
  it('the open tour form leaves the shell header clickable and keeps its Pages inside the form', async () => {
    // What is under the centre of a control is the control itself (else a click lands on something else).
    const hitAt = (control: Locator) => control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit && (el === hit || el.contains(hit)) ? 'itself' : `${hit?.tagName.toLowerCase()}.${hit?.className}`;
    });
    expect(await hitAt(page.getByRole('button', { name: 'Language: EN (English)' }))).toBe('itself');
    // The open tab keeps its place in the strip (other tabs may sit in More).
    expect(await hitAt(page.locator('nav.tabs [aria-current="page"]'))).toBe('itself');
    expect(await hitAt(page.getByRole('button', { name: 'New', exact: true }))).toBe('itself');
    // The Pages array's item list lies inside the Pages fieldset.
    const inside = await page.locator('#tk_tour_pages').evaluate((set) => {
      const list = set.querySelector('.array-item-list');
      if (!list) return 'no list';
      const a = set.getBoundingClientRect();
      const b = list.getBoundingClientRect();
      return b.left >= a.left && b.right <= a.right && b.top >= a.top && b.bottom <= a.bottom ? 'inside' : `at ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}, position ${getComputedStyle(list).position}`;
    });
    expect(inside).toBe('inside');
  }, TIMEOUT);

  it('cross-field rule: a closed tour without a reason is refused beside the reason field, in English and Spanish, by form and server alike', async () => {
    await page.getByRole('checkbox', { name: 'Closed' }).check();
    await save();
    const reason = page.getByRole('textbox', { name: 'Why closed' });
    // RJSF puts a field's errors in its own `__error` list, which the input names in aria-describedby.
    await expect.poll(() => describedBy(reason)).toContain(RULE_EN);
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    // Shown inside the reason field's own group, not only as a toast.
    const reasonField = page.locator('.form-group').filter({ has: reason }).last();
    const shownEn = await reasonField.locator('.text-danger').innerText();
    expect(shownEn).toBe(RULE_EN);
    expect(await toast('Successfully Saved').count()).toBe(0);

    // The server holds the same rule with the same words: the page's own session, through its fetch,
    // with the message-language header the console sends (its interface language; content goes in x-language-code).
    const token = await tokenOf(s.context);
    const post = (lang: string) => page.evaluate(async ({ token, lang }) => {
      const res = await fetch('/api/tk_tour', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': lang },
        body: JSON.stringify({ title: 'Fjord by night', closed: true, rating: 4 }),
      });
      return { status: res.status, body: await res.json() };
    }, { token, lang });
    const enAnswer = await post('en');
    expect(enAnswer.status).toBe(400);
    expect(enAnswer.body.errors).toEqual([{ field: 'reason', message: shownEn, messageId: 'rule.tk_tour.reasonNeeded' }]);

    // Spanish as the language menu leaves it (cookie + localStorage, then a reload; the unsaved tour's
    // leave prompt is accepted). The menu itself is covered by the form's array list while this form is
    // open: see 'the open tour form leaves the shell header clickable' below.
    const leave = (d: Dialog) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss());
    page.on('dialog', leave);
    try {
      await page.evaluate(() => { document.cookie = 'lang=es; path=/'; localStorage.setItem('language', 'es'); });
      await page.reload();
      await page.getByRole('button', { name: 'Idioma: ES (Español)' }).waitFor();
      await page.getByRole('link', { name: tourMessages.es['kind.tk_tour.tab'], exact: true }).waitFor();
      await page.getByRole('button', { name: es['list.new'], exact: true }).click();
      await page.getByRole('textbox', { name: new RegExp(`^${tourMessages.es['field.tk_tour.title']}`) }).fill('Fiordo de noche');
      await page.getByRole('checkbox', { name: 'Closed' }).check();
      await page.getByRole('button', { name: es['editor.save'], exact: true }).click();
      const motivo = page.getByRole('textbox', { name: tourMessages.es['field.tk_tour.reason'] });
      await expect.poll(() => describedBy(motivo)).toContain(RULE_ES);
      const shownEs = await page.locator('.form-group').filter({ has: motivo }).last().locator('.text-danger').innerText();
      expect(shownEs).toBe(RULE_ES);
      const esAnswer = await post('es');
      expect(esAnswer.status).toBe(400);
      expect(esAnswer.body.message).toBe(shownEs);
      expect(esAnswer.body.errors).toEqual([{ field: 'reason', message: shownEs, messageId: 'rule.tk_tour.reasonNeeded' }]);

      // Back to English for the rest; the unsaved Spanish tour is dropped.
      await page.evaluate(() => { document.cookie = 'lang=en; path=/'; localStorage.setItem('language', 'en'); });
      await page.reload();
      await page.getByRole('button', { name: 'Language: EN (English)' }).waitFor();
    } finally {
      page.off('dialog', leave);
    }
    expect((await client.get('/api/tk_tour')).body.data.items.map((t: { title: string }) => t.title)).toEqual(['Harbour walk']);
  }, TIMEOUT);

  it('reference widget: picks a venue by search, keeps it across a reload, previews it as a list item, flags it archived, and guards its destroy', async () => {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'New Tour' }).waitFor();
    await tourTitle().fill('Opera roof walk');
    const venue = page.getByRole('combobox', { name: 'Venue', exact: true });
    await venue.fill('opera h');
    await page.getByRole('option', { name: /Opera House/ }).click();
    await chosenVenue().getByText('Opera House', { exact: true }).waitFor();
    await save();
    await toast('Successfully Saved').waitFor();
    await page.getByRole('heading', { name: 'Edit Tour' }).waitFor();
    await page.waitForURL(/[?&]id=\d+/);
    tourId = Number(new URL(page.url()).searchParams.get('id'));
    expect((await client.get(`/api/tk_tour/${tourId}`)).body.data.items).toMatchObject({ title: 'Opera roof walk', venue_id: venues['Opera House'] });

    // The widget names its target from the opened item's `refs`; only the preview fetches the venue (once).
    const venueGets: string[] = [];
    const countVenueGets = (req: { url(): string }) => { if (new URL(req.url()).pathname === `/api/tk_venue/${venues['Opera House']}`) venueGets.push(req.url()); };
    page.on('request', countVenueGets);
    await page.reload();
    await chosenVenue().getByText('Opera House', { exact: true }).waitFor();
    await chosenVenue().getByText('Draft', { exact: true }).waitFor();
    // The preview resolves the reference through ctx.ref into a list item (no fetch inside the renderer).
    await preview().getByRole('listitem').filter({ hasText: 'Opera House' }).waitFor();
    await preview().getByRole('button', { name: /^Opera House/ }).waitFor();
    page.off('request', countVenueGets);
    expect(venueGets).toHaveLength(1);

    // Archived target (SPEC: `delete` archives, `destroy` deletes): the reference is kept and flagged.
    expect((await client.get(`/api/tk_venue/delete/${venues['Opera House']}`)).status).toBe(200);
    await page.reload();
    await chosenVenue().getByText('Archived', { exact: true }).waitFor();
    await chosenVenue().getByText(en['ref.archivedNote']).waitFor();
    expect(await chosenVenue().getAttribute('class')).toContain('ref-chosen--archived');

    // restrict: the venue cannot be destroyed while the tour uses it.
    const destroy = await client.get(`/api/tk_venue/destroy/${venues['Opera House']}`);
    expect(destroy.status).toBe(409);
    expect(destroy.body.used_by).toEqual([{ kind: 'tk_tour', id: tourId, title: 'Opera roof walk', field_or_relation: 'venue_id' }]);
  }, TIMEOUT);

  it('keyed pages: the sibling select lists the other pages by title, follows a rename, and removing a pointed-at page warns', async () => {
    const pages = page.getByRole('group', { name: 'Pages' });
    for (const [i, title] of ['Intro', 'Hall', 'Exit'].entries()) {
      await pages.getByRole('button', { name: 'Add', exact: true }).click();
      await pageTitles().nth(i).fill(title);
      await pageTitles().nth(i).blur();
    }
    const introNext = nextSelects().nth(0);
    await expect.poll(() => optionTexts(introNext)).toEqual([en['sibling.none'], 'Hall', 'Exit']);
    expect(await optionTexts(nextSelects().nth(1))).toEqual([en['sibling.none'], 'Intro', 'Exit']);
    await introNext.selectOption({ label: 'Hall' });
    await save();
    await toast('Successfully Updated').waitFor();
    const saved = (await client.get(`/api/tk_tour/${tourId}`)).body.data.items;
    expect(saved.pages.map((p: { title: string }) => p.title)).toEqual(['Intro', 'Hall', 'Exit']);
    expect(saved.pages[0].next).toBe(saved.pages[1].id);
    expect(saved.pages.every((p: { id: number }) => Number.isInteger(p.id) && p.id > 0)).toBe(true);

    await pageTitles().nth(1).fill('Great Hall');
    await pageTitles().nth(1).blur();
    await expect.poll(() => selectedText(introNext)).toBe('Great Hall');
    expect(await optionTexts(introNext)).toEqual([en['sibling.none'], 'Great Hall', 'Exit']);

    await pages.getByRole('button', { name: 'Remove', exact: true }).nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Remove “Great Hall”?' });
    await dialog.waitFor();
    await dialog.getByText('“Great Hall” is the Next page of “Intro”.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await pageTitles().count()).toBe(3);
    expect(await pageTitles().nth(1).inputValue()).toBe('Great Hall');
    expect(await selectedText(introNext)).toBe('Great Hall');
    await save();
    // The first save's notice may still be showing (3 s): wait for the stored rename itself.
    const stored = async () => (await client.get(`/api/tk_tour/${tourId}`)).body.data.items;
    await expect.poll(async () => (await stored()).pages[1].title, { timeout: 10_000 }).toBe('Great Hall');
    // The rename kept every key, and the pointer with it.
    const renamed = await stored();
    expect(renamed.pages).toEqual([
      { id: saved.pages[0].id, title: 'Intro', next: saved.pages[1].id },
      { id: saved.pages[1].id, title: 'Great Hall' },
      { id: saved.pages[2].id, title: 'Exit' },
    ]);
  }, TIMEOUT);

  it('relations panel "Stops": add by search, reorder by keyboard, publish a link, remove one with confirmation; all kept across a reload', async () => {
    await stops().waitFor();
    const add = stops().getByRole('combobox', { name: 'Add to Stops' });
    for (const [query, title] of [['fram', 'Fram Museum'], ['munch', 'Munch Museum'], ['viking', 'Viking Ship Hall']]) {
      await add.fill(query);
      await stops().getByRole('option', { name: new RegExp(title) }).click();
      await stopRows().filter({ hasText: title }).waitFor();
    }
    const order = () => stopRows().evaluateAll((rows) => rows.map((r) => r.querySelector('.item-line__title')?.textContent));
    await expect.poll(order).toEqual(['Fram Museum', 'Munch Museum', 'Viking Ship Hall']);
    // Already linked venues are not offered again.
    await add.fill('museum');
    await stops().getByRole('status').filter({ hasText: /Nothing matches/ }).waitFor();
    await add.fill('');
    await add.press('Escape');

    // Keyboard: Alt+↓ on the focused first row moves it down; focus stays on the moved row.
    await stopRows().filter({ hasText: 'Fram Museum' }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(order).toEqual(['Munch Museum', 'Fram Museum', 'Viking Ship Hall']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Fram Museum, 2 of 3');
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(order).toEqual(['Munch Museum', 'Viking Ship Hall', 'Fram Museum']);
    await stops().getByRole('button', { name: 'Move “Viking Ship Hall” up' }).click();
    await expect.poll(order).toEqual(['Viking Ship Hall', 'Munch Museum', 'Fram Museum']);

    await stops().getByRole('button', { name: 'Publish “Munch Museum”' }).click();
    await toast('Successfully Published').waitFor();
    const munch = stopRows().filter({ hasText: 'Munch Museum' });
    // The link's own word: listed in the stops (the venue itself stays a draft).
    await munch.getByText('Listed', { exact: true }).waitFor();
    await munch.getByRole('button', { name: 'Unpublish “Munch Museum”' }).waitFor();

    await stops().getByRole('button', { name: 'Remove “Fram Museum”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove “Fram Museum”?' });
    await dialog.getByText('“Fram Museum” will no longer be linked in Stops. The item itself is kept.').waitFor();
    await dialog.getByRole('button', { name: 'Remove link', exact: true }).click();
    await expect.poll(order).toEqual(['Viking Ship Hall', 'Munch Museum']);

    await page.reload();
    await stops().getByText('2 links').waitFor();
    await expect.poll(order).toEqual(['Viking Ship Hall', 'Munch Museum']);
    await stopRows().filter({ hasText: 'Munch Museum' }).getByText('Listed', { exact: true }).waitFor();
    expect(await stopRows().filter({ hasText: 'Viking Ship Hall' }).getByText('Listed', { exact: true }).count()).toBe(0);
    await stopRows().filter({ hasText: 'Viking Ship Hall' }).getByText('Hidden', { exact: true }).waitFor();
    const links = (await client.get(`/api/tk_tour/${tourId}/links/stops`)).body.data.links as { target_id: number; state: string }[];
    expect(links.map((l) => [l.target_id, l.state])).toEqual([[venues['Viking Ship Hall'], 'active'], [venues['Munch Museum'], 'published']]);
    expect((await client.get(`/api/tk_venue/${venues['Fram Museum']}`)).status).toBe(200);
  }, TIMEOUT);

  it('screenshots the tour editor with pages, reference and relations panel', async () => {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await pageTitles().nth(2).waitFor();
    await chosenVenue().waitFor();
    await stopRows().first().waitFor();
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    await page.screenshot({ path: SHOT });
    // The relations panel sits below the form, which fills the editor's height: scroll to it for a second shot.
    await stops().scrollIntoViewIfNeeded();
    await page.screenshot({ path: SHOT.replace(/\.png$/, '-relations.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
  }, TIMEOUT);

  it('client variant: company `other` gets the compact form, its required summary and the summary as ingress', async () => {
    const context = await s.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const other = await context.newPage();
      other.setDefaultTimeout(20_000);
      await signIn(other, server, '/tk_tour', otherCredentials());
      await other.getByRole('heading', { name: 'Tours', level: 1 }).waitFor();
      await other.getByRole('button', { name: 'New', exact: true }).click();
      await other.getByRole('heading', { name: 'New Tour' }).waitFor();
      const summary = other.getByRole('textbox', { name: /^Summary/ });
      await summary.waitFor();
      expect(await other.getByRole('group', { name: 'Pages' }).count()).toBe(0);
      expect(await other.getByRole('radiogroup', { name: 'Rating' }).count()).toBe(0);
      expect(await other.getByRole('combobox', { name: 'Venue', exact: true }).count()).toBe(0);

      await other.getByRole('textbox', { name: /^Tour title/ }).fill('Quick harbour loop');
      await other.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => describedBy(summary)).toContain('Summary is required');
      const summaryField = other.locator('.form-group').filter({ has: summary }).last();
      await summaryField.getByText('Summary is required').waitFor();

      await summary.fill('Forty minutes along the piers');
      await other.getByRole('button', { name: 'Save', exact: true }).click();
      await other.getByRole('status').filter({ hasText: 'Successfully Saved' }).waitFor();
      const item = other.getByRole('listbox', { name: 'Tours' }).getByRole('option').filter({ hasText: 'Quick harbour loop' });
      await item.getByText('Forty minutes along the piers').waitFor();
      // The other company does not see demo's tours.
      expect(await other.getByRole('option').filter({ hasText: 'Harbour walk' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  }, TIMEOUT);
});
