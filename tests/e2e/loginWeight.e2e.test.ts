import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { kindRegistry } from '../support/kindRegistry.ts';
import { startServer, type TestServer } from '../support/startServer.ts';

// The built console (dist/) served by the real server, opened in headless Chromium: what the login
// page costs a visitor on a slow line. A size budget, not a timing.
const TIMEOUT = 120_000;
/** At most 100 KB of gzipped JavaScript for the login route, in any UI language. */
const BUDGET_BYTES = 100_000;

/** Every script the page fetched: its file name and its body gzipped (zlib's default level). */
type Script = { file: string; gzip: number };

/** Opens `path` in a fresh context with this browser language and collects the scripts it loads until the network is idle. */
async function scriptsOf(browser: Browser, url: string, locale: string, then?: (page: Page) => Promise<void>): Promise<{ scripts: Script[]; page: Page }> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const pending: Promise<Script | undefined>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(res.body().then((body) => ({ file: new URL(res.url()).pathname.split('/').pop()!, gzip: gzipSync(body).length }), () => undefined));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await then?.(page);
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== undefined);
  return { scripts, page };
}

const total = (scripts: Script[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);
const describeScripts = (scripts: Script[]) => scripts.map((s) => `${s.file} ${(s.gzip / 1000).toFixed(1)} KB`).join(', ');

describe('login route weight', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => { [server, browser] = await Promise.all([startServer(), launchBrowser()]); }, TIMEOUT);
  afterAll(async () => { await browser?.close(); await server?.close(); });

  for (const [locale, title] of [['en-US', 'Sign in'], ['es-ES', 'Iniciar sesión'], ['zh-CN', '登录']] as const) {
    it(`loads at most 100 KB of gzipped JavaScript for /admin/login (${locale})`, async () => {
      const { scripts, page } = await scriptsOf(browser, `${server.url}/admin/login`, locale);
      // The page is really there, in the visitor's language: the weight is that of a working login screen.
      await page.getByRole('heading', { level: 1 }).filter({ hasText: title }).waitFor();
      await page.getByRole('textbox', { name: /.+/ }).first().waitFor();
      expect(scripts.length, 'the page loads its scripts').toBeGreaterThan(0);
      // The signed-in console (shell, kinds, forms, map) stays behind sign-in.
      expect(scripts.map((s) => s.file).filter((f) => /^(SignedInApp|KindScreen|mapChunk|PhoneEmulator)-/.test(f))).toEqual([]);
      expect(total(scripts), describeScripts(scripts)).toBeLessThanOrEqual(BUDGET_BYTES);
      await page.context().close();
    }, TIMEOUT);
  }

  it('sends a signed-out visit of a console screen to the login page without loading the signed-in console', async () => {
    // A kind's tab: any screen of the signed-in console.
    const route = kindRegistry.kinds[0].route;
    const { scripts, page } = await scriptsOf(browser, `${server.url}/admin/${route}`, 'en-US');
    await page.waitForURL(new RegExp(`/admin/login\\?redirect=%2F${route}$`));
    expect(total(scripts), describeScripts(scripts)).toBeLessThanOrEqual(BUDGET_BYTES);
    await page.context().close();
  }, TIMEOUT);

  it('loads the signed-in console after sign-in (the part the login page leaves out)', async () => {
    const { scripts, page } = await scriptsOf(browser, `${server.url}/admin/login`, 'en-US', async (p) => {
      await p.getByLabel('E-mail').fill(server.adminEmail);
      await p.getByLabel('Password').fill(server.adminPassword);
      await p.getByRole('button', { name: 'Sign in', exact: true }).click();
      await p.getByRole('navigation', { name: 'Content' }).waitFor();
    });
    expect(scripts.map((s) => s.file)).toContainEqual(expect.stringMatching(/^SignedInApp-/));
    // What sign-in brings is the weight the login page no longer carries.
    expect(total(scripts)).toBeGreaterThan(BUDGET_BYTES);
    await page.context().close();
  }, TIMEOUT);
});
