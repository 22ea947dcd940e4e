import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { TestServer } from './startServer.ts';

/** One answer of the console's own files (/admin/…) as the browser received it. */
export interface Transfer {
  /** URL path, e.g. /admin/assets/index-abc.js. */
  path: string;
  /** Playwright's resource type: document, script, stylesheet, font, fetch, other… */
  type: string;
  /** Content-Encoding of the answer, '' for none. */
  encoding: string;
  /** Bytes on the wire: the encoded body and the response headers. */
  bytes: number;
}

/** What a cold load needs: the page's storage (a signed-in session), the Accept-Encoding to send and when the route is usable. */
export interface ColdLoadOptions {
  storageState?: BrowserContextOptions['storageState'];
  /** Sent instead of Chromium's own (`gzip, deflate, br, zstd`). */
  acceptEncoding?: string;
  /** Resolves once the route is usable; the network must then fall idle too. */
  ready?: (page: Page) => Promise<void>;
}

/**
 * Opens url in a fresh browser context (empty HTTP cache) and sums what the console's own files cost on
 * the wire until the route is usable and the network is idle: every /admin/ answer, the map worker's
 * module included. API calls and map tiles are not counted. Chromium reports no sizes for a worker's
 * own fetch, so there the answer's Content-Length (the encoded body) stands for the body.
 */
export async function coldLoad(browser: Browser, url: string, opts: ColdLoadOptions = {}): Promise<{ transfers: Transfer[]; page: Page }> {
  const context = await browser.newContext({ storageState: opts.storageState, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  if (opts.acceptEncoding !== undefined) await page.setExtraHTTPHeaders({ 'Accept-Encoding': opts.acceptEncoding });
  const origin = new URL(url).origin;
  const pending: Promise<Transfer | undefined>[] = [];
  context.on('requestfinished', (request) => {
    const u = new URL(request.url());
    if (u.origin !== origin || !u.pathname.startsWith('/admin/')) return;
    pending.push((async () => {
      const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
      const headers = (await response?.allHeaders()) ?? {};
      const body = sizes.responseBodySize || Number(headers['content-length'] ?? 0);
      return { path: u.pathname, type: request.resourceType(), encoding: headers['content-encoding'] ?? '', bytes: body + sizes.responseHeadersSize };
    })().catch(() => undefined));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await opts.ready?.(page);
  await page.waitForLoadState('networkidle');
  const transfers = (await Promise.all(pending)).filter((t): t is Transfer => t !== undefined);
  return { transfers, page };
}

/** Sum of bytes on the wire. */
export const transferred = (transfers: Transfer[]) => transfers.reduce((sum, t) => sum + t.bytes, 0);

/** Signs in as the server's admin through the login form once and returns the browser storage (the session cookie) for cold loads. */
export async function signedInState(browser: Browser, server: TestServer): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('E-mail').fill(server.adminEmail);
  await page.getByLabel('Password').fill(server.adminPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('navigation', { name: 'Content' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}
