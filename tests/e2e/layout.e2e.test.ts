import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildRegistry } from '../../src/console/registry/buildRegistry.ts';
import { consoleRoutes } from '../../src/console/routes/consoleRoutes.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { openInApp, openSignedIn, userMenu } from './shellSupport.ts';
import { choiceGaps, fitsItsBox, layoutShift, recordLayoutShifts, whatCoversUnderSaveBar } from './layoutSupport.ts';

// The console's layout as a user sees it, measured in real Chromium at the
// widths people use: 1280 and 1920 px desktops and a 390 px phone.
const TIMEOUT = 180_000;

describe('layout', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, TIMEOUT);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  // A finished test's page would go on running its screen (live stream, presence, maps) beside the next ones.
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  /** A signed-in page at this size, in this interface language (the sign-in itself is other tests' subject). */
  async function open(width: number, height: number, path: string, language = 'en', shifts = false): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    if (shifts) await recordLayoutShifts(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    if (language !== 'en') await context.addCookies([{ name: 'lang', value: language, url: server.url }]);
    await openSignedIn(page, server, path);
    return page;
  }
  const openFirst = async (page: Page) => {
    await page.locator('.list__items [role="option"]').first().click();
    await page.waitForURL(/[?&]id=\d+/);
    await page.locator('.editor__header .lifecycle').waitFor();
  };

  it('keeps the Save bar on top of the station map, its controls and pin, and of the overview map', async () => {
    // Short enough that the overview map, near the form's top, can scroll under the bar.
    const page = await open(1280, 600, '/station');
    await openFirst(page);
    await page.locator('.location-editor .maplibregl-ctrl-zoom-in').waitFor();
    expect(await whatCoversUnderSaveBar(page, '.location-editor .maplibregl-ctrl-zoom-in')).toBe('bar');
    expect(await whatCoversUnderSaveBar(page, '.location-editor .maplibregl-ctrl-attrib-button, .location-editor .maplibregl-ctrl-bottom-right')).toBe('bar');
    expect(await whatCoversUnderSaveBar(page, '.location-editor .maplibregl-marker')).toBe('bar');
    // The overview of all stations, opened above the station's own map.
    await page.locator('.overview-panel > summary').click();
    await page.locator('.overview-panel .maplibregl-marker').first().waitFor();
    // The overview fits its bounds a moment after it opens (SPEC §2), moving its pins.
    await page.waitForTimeout(1000);
    expect(await whatCoversUnderSaveBar(page, '.overview-panel .maplibregl-canvas')).toBe('bar');
    expect(await whatCoversUnderSaveBar(page, '.overview-panel .maplibregl-marker')).toBe('bar');
  }, TIMEOUT);

  it('gives the form the width of a 1920 px screen', async () => {
    const page = await open(1920, 1000, '/story');
    await openFirst(page);
    const title = page.getByRole('textbox', { name: /^Story Title/ });
    const form = await page.locator('.editor__body > form').boundingBox();
    expect(form!.width).toBeGreaterThan(1000);
    expect((await title.boundingBox())!.width).toBeGreaterThan(1000);
    await title.fill('From the Akershus Fortress along the harbour promenade to the Opera House roof and back by ferry');
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }, TIMEOUT);

  for (const language of ['en', 'es']) {
    it(`puts the editor header in two rows at 1280 px, nothing cut (${language})`, async () => {
      const page = await open(1280, 900, '/story', language);
      // The game has an editor link (Play); research cards the longest Spanish title.
      for (const path of ['/story', '/station', '/game', '/research_card']) {
        await openInApp(page, `${server.url}/admin${path}`);
        await openFirst(page);
        const header = (await page.locator('.editor__header').boundingBox())!;
        expect(header.height, path).toBeLessThanOrEqual(100);
        expect(await fitsItsBox(page, '.editor__title'), `${path} title`).toBe(true);
        // Every toolbar button is in view, none hidden past the toolbar's edge.
        const cut = await page.locator('.editor__actions').evaluate((bar) => {
          const edge = bar.getBoundingClientRect();
          return [...bar.querySelectorAll<HTMLElement>('a, button')].filter((b) => b.checkVisibility())
            .filter((b) => { const r = b.getBoundingClientRect(); return r.left < edge.left - 1 || r.right > edge.right + 1; })
            .map((b) => b.textContent);
        });
        expect(cut, path).toEqual([]);
      }
    }, TIMEOUT);
  }

  it('shows every list header whole in Spanish', async () => {
    const built = buildRegistry();
    if (!built.ok) throw built.error;
    const paths = consoleRoutes(built.registry.kinds).tabs.map((t) => t.path).filter((p) => !p.includes(':'));
    const page = await open(1280, 800, '/story', 'es');
    const cut: string[] = [];
    for (const path of paths) {
      await openInApp(page, `${server.url}/admin${path}`);
      if (!(await page.locator('.list__title').count())) continue;
      if (!(await fitsItsBox(page, '.list__title'))) cut.push(await page.locator('.list__title').innerText());
    }
    expect(cut).toEqual([]);
  }, TIMEOUT);

  it('on a 390 px phone: the editor takes the width, the list is a drawer and the phone opens by its button', async () => {
    const page = await open(390, 844, '/story');
    const editor = (await page.locator('.editor').boundingBox())!;
    expect(editor.width).toBeGreaterThanOrEqual(350);
    // Arriving on a tab with nothing open, the phone shows the list first.
    const list = page.getByRole('listbox', { name: 'Stories' });
    const listButton = page.getByRole('button', { name: 'Stories', exact: true });
    await list.waitFor();
    expect(await listButton.getAttribute('aria-expanded')).toBe('true');
    // It slides in from the left edge.
    await expect.poll(async () => (await page.locator('.list').boundingBox())!.x).toBeGreaterThanOrEqual(0);
    const drawer = (await page.locator('.list').boundingBox())!;
    expect(drawer.width).toBeGreaterThanOrEqual(280);
    await list.getByRole('option').first().click();
    await list.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Edit Story' }).waitFor();
    await listButton.click();
    await list.waitFor();
    await list.getByRole('option').first().click();
    await list.waitFor({ state: 'hidden' });
    expect((await page.locator('.editor').boundingBox())!.width).toBeGreaterThanOrEqual(350);

    const phone = page.getByTestId('phone-emulator');
    expect(await phone.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await phone.waitFor();
    const frame = (await phone.boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Close the preview' }).click();
    await phone.waitFor({ state: 'hidden' });
    // Escape closes the drawer too.
    await listButton.click();
    await list.waitFor();
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
  }, TIMEOUT);

  for (const [width, height] of [[1280, 900], [390, 844]]) {
    it(`loads the story and station editors without layout shift at ${width} px (CLS ≤ 0.05)`, async () => {
      const page = await open(width, height, '/story', 'en', true);
      for (const path of ['/story', '/station']) {
        // The list only gives a row's id: the load measured is the editor's below.
        await openInApp(page, `${server.url}/admin${path}`);
        // By its markup: on a phone the list is a closed drawer, out of the accessibility tree.
        const row = page.locator('.list__items [role="option"]').first();
        await row.waitFor({ state: 'attached' });
        const first = await row.getAttribute('id');
        const itemId = first?.match(/(\d+)$/)?.[1];
        expect(itemId, 'a row id').toBeTruthy();
        // A fresh load of the editor with the item open, as a bookmark or a reload would do.
        await page.goto('about:blank');
        await page.goto(`${server.url}/admin${path}?id=${itemId}`);
        await page.locator('.editor__header .lifecycle').waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        expect(await layoutShift(page), path).toBeLessThanOrEqual(0.05);
      }
    }, TIMEOUT);
  }

  it('keeps the story form still while a slow item loads: "Loading the item…" takes no room (CLS ≤ 0.05)', async () => {
    const page = await open(1280, 900, '/story', 'en', true);
    const row = page.locator('.list__items [role="option"]').first();
    await row.waitFor();
    const itemId = (await row.getAttribute('id'))?.match(/(\d+)$/)?.[1];
    expect(itemId, 'a row id').toBeTruthy();
    // The item answers well after the loading line shows (LOADING_SHOWS_AFTER_MS), as on a busy server.
    await page.route((url) => url.pathname === `/api/story/${itemId}`, async (route) => {
      await new Promise((ok) => setTimeout(ok, 800));
      await route.continue();
    });
    await page.goto('about:blank');
    await page.goto(`${server.url}/admin/story?id=${itemId}`);
    const loading = page.getByRole('status').filter({ hasText: 'Loading the item…' });
    await loading.waitFor();
    // An opened item is never announced as a new one while it loads.
    expect(await page.locator('#editor-title').textContent()).toBe('Edit Story');
    await loading.waitFor({ state: 'detached' });
    await page.locator('.editor__header .badge').waitFor();
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  }, TIMEOUT);

  it('shows the CSV import as the same drop zone as every other upload', async () => {
    const page = await open(1280, 800, '/info');
    await userMenu(page, 'Import CSV');
    const dialog = page.getByRole('dialog', { name: 'Import persons from CSV' });
    const zone = dialog.locator('.media-widget__drop');
    await zone.getByText('Choose a CSV file').waitFor();
    await zone.getByText('or drop a file here').waitFor();
    expect((await zone.boundingBox())!.height).toBeGreaterThanOrEqual(60);
    // The browser's own "Choose file" button is not what the user sees.
    expect(await dialog.getByLabel('CSV file').evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from('name,email\n') });
    await zone.getByText('people.csv').waitFor();
  }, TIMEOUT);

  it('spaces radios and checkboxes from their labels', async () => {
    const page = await open(1280, 900, '/qa');
    await openFirst(page);
    for (const path of ['/qa', '/station', '/settings']) {
      if (path !== '/qa') await openInApp(page, `${server.url}/admin${path}`);
      if (path === '/station') await openFirst(page);
      // A screen may show its frame a moment before its form's choices arrive.
      await page.locator('input[type="checkbox"], input[type="radio"]').first().waitFor();
      const gaps = await choiceGaps(page);
      expect(gaps.length, path).toBeGreaterThan(0);
      expect(gaps.filter((g) => g.gap < 6), `${path}: ${JSON.stringify(gaps)}`).toEqual([]);
    }
  }, TIMEOUT);

  it('lines up each Users row: the e-mail level with the row\'s buttons', async () => {
    const page = await open(1280, 900, '/settings');
    const row = page.locator('.users-table tbody tr').first();
    await row.waitFor();
    const email = (await row.locator('td').first().locator('span').first().boundingBox())!;
    const button = (await row.getByRole('button').first().boundingBox())!;
    expect(Math.abs((email.y + email.height / 2) - (button.y + button.height / 2))).toBeLessThanOrEqual(3);
  }, TIMEOUT);

  it('lets Info\'s readiness list use a tall screen instead of scrolling in a box', async () => {
    const page = await open(1280, 2400, '/info');
    const faults = page.locator('.ov-faults');
    await faults.waitFor();
    expect(await faults.evaluate((el) => getComputedStyle(el).overflowY)).toBe('visible');
    expect(await faults.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  }, TIMEOUT);
});
