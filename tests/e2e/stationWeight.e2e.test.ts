import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { coldLoad, signedInState, transferred, type Transfer } from '../support/coldLoad.ts';
import { LOGIN_JS_BUDGET, STATION_COLD_BUDGET } from '../support/downloadBudgets.ts';
import { startServer, type TestServer } from '../support/startServer.ts';

// What the browser downloads on a cold cache from the real server, as Chromium counts it on the wire:
// byte budgets (tests/support/downloadBudgets.ts), not timings.
const TIMEOUT = 120_000;
const BOTH = 'br, gzip';

const describeTransfers = (ts: Transfer[]) => ts.map((t) => `${t.path.split('/').pop()} ${t.encoding || 'identity'} ${(t.bytes / 1000).toFixed(1)} KB`).join(', ');

/** The station editor is usable once its map has drawn its first frame (src/console/map/mapMarks.ts). */
const mapShown = async (page: Page) => {
  await page.waitForFunction(() => performance.getEntriesByName('tourbench:map-load').length > 0, undefined, { timeout: 60_000 });
};

describe('what the console downloads on a cold cache', () => {
  let server: TestServer;
  let browser: Browser;
  let signedIn: BrowserContextOptions['storageState'];
  let stationUrl: string;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const token = await server.login();
    const list = await fetch(`${server.url}/api/station`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json()) as { data: { stations: { id: number }[] } };
    stationUrl = `${server.url}/admin/station?id=${list.data.stations[0].id}`;
    signedIn = await signedInState(browser, server);
  }, TIMEOUT);
  afterAll(async () => { await browser?.close(); await server?.close(); });

  it(`transfers at most ${LOGIN_JS_BUDGET / 1000} KB of JavaScript for the login route, compressed`, async () => {
    const { transfers, page } = await coldLoad(browser, `${server.url}/admin/login`, {
      acceptEncoding: BOTH, ready: (p) => p.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
    });
    const scripts = transfers.filter((t) => t.type === 'script');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((t) => t.encoding === 'br'), describeTransfers(scripts)).toBe(true);
    expect(transferred(scripts), describeTransfers(scripts)).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
    await page.context().close();
  }, TIMEOUT);

  it(`transfers at most ${STATION_COLD_BUDGET / 1000} KB for the station editor with its map`, async () => {
    const { transfers, page } = await coldLoad(browser, stationUrl, { storageState: signedIn, acceptEncoding: BOTH, ready: mapShown });
    // The editor really is there, with its map and the map's worker.
    await page.locator('canvas.maplibregl-canvas').first().waitFor();
    const files = transfers.map((t) => t.path.split('/').pop()!);
    expect(files).toContainEqual(expect.stringMatching(/^mapChunk-.*\.js$/));
    expect(files).toContainEqual(expect.stringMatching(/^maplibre-gl-worker-.*\.mjs$/));
    const compressible = transfers.filter((t) => /\.(m?js|css)$|\/admin\/[^.]*$/.test(t.path) && t.bytes > 2000);
    expect(compressible.filter((t) => t.encoding !== 'br').map((t) => t.path), 'every sizeable file comes in brotli').toEqual([]);
    expect(transferred(transfers), describeTransfers(transfers)).toBeLessThanOrEqual(STATION_COLD_BUDGET);
    await page.context().close();
  }, TIMEOUT);
});
