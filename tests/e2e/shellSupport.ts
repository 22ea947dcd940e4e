import type { BrowserContext, Page, Request } from 'playwright-core';
import { consoleCookies } from '../support/consoleCookies.ts';
import type { TestServer } from '../support/startServer.ts';
import { allTabTitles, tabBar } from './tabBarSupport.ts';

/** Signs in through the real login form and waits until the signed-in target is shown. */
export async function signIn(page: Page, server: TestServer, path = '/web_pages', as = { email: server.adminEmail, password: server.adminPassword }): Promise<void> {
  await page.goto(`${server.url}/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('E-mail').fill(as.email);
  await page.getByLabel('Password').fill(as.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('navigation', { name: 'Content' }).waitFor();
}

/**
 * Signs in as the login form does (`POST /api/login` for the session cookies) without showing the form,
 * then loads `path` once, in the context's interface language (its `lang` cookie): for tests that are
 * about what follows the sign-in, not the sign-in (the login page's load and form are left out).
 */
export async function openSignedIn(page: Page, server: TestServer, path = '/web_pages', as = { email: server.adminEmail, password: server.adminPassword }): Promise<void> {
  await page.context().addCookies(await consoleCookies(server, as.email, as.password));
  await page.goto(`${server.url}/admin${path}`);
  await tabBar(page).waitFor();
}

/** The console's session token, read from the browser's cookie (what the console sends as Bearer). */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'tb_token');
  if (!cookie) throw new Error('no tb_token cookie: not signed in');
  return decodeURIComponent(cookie.value);
}

/** Every tab of the tab bar by its visible title, in order: the strip's links, then the More menu's. */
export async function tabTitles(page: Page): Promise<string[]> {
  return allTabTitles(page);
}

/** Opens the user-name dropdown and picks an item by its name. */
export async function userMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * Answers the publish question a client with other languages asks while an item is not translated
 * into them: the dialog must name each language (`Español: 3 fields not translated`).
 */
/** Chooses an action the editor keeps in its lifecycle bar's "More" menu (Schedule…, Unpublish, Archive, Destroy). */
export async function chooseMoreAction(page: Page, name: string, more = 'More lifecycle actions'): Promise<void> {
  await page.getByRole('button', { name: more, exact: true }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

export async function publishDespiteMissingTranslations(page: Page, languages: readonly string[] = ['Español']): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Publish with missing translations?' });
  await dialog.waitFor();
  const listed = await dialog.getByRole('listitem').allInnerTexts();
  const unnamed = languages.filter((l) => !listed.some((item) => item.startsWith(`${l}: `)));
  if (unnamed.length) throw new Error(`the publish question does not name ${unnamed.join(', ')}: ${JSON.stringify(listed)}`);
  await dialog.getByRole('button', { name: 'Publish anyway', exact: true }).click();
}

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * The page's requests to its own server still waiting for an answer, tracked from the first call on. Left
 * out: the live stream (it never ends), other hosts (map tiles, which nothing here serves, wait for their
 * time-out) and a Web Worker's script (the map's: playwright reports its request but, at times, never its end).
 */
function pendingRequests(page: Page): Set<Request> {
  let pending = inFlight.get(page);
  if (!pending) {
    const open = new Set<Request>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      const workerScript = r.resourceType() === 'script' && /worker[^/]*\.m?js$/.test(url.pathname);
      if (url.origin === new URL(page.url()).origin && r.resourceType() !== 'eventsource' && !url.pathname.startsWith('/api/live') && !workerScript) open.add(r);
    });
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));
    inFlight.set(page, open);
    pending = open;
  }
  return pending;
}

/** Waits until no request of the page has been open for `quietMs`, and no spinner shows (what `networkidle` is for a full load). */
export async function settleScreen(page: Page, quietMs = 250, timeoutMs = 15_000): Promise<void> {
  const pending = pendingRequests(page);
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
    await new Promise((ok) => setTimeout(ok, 25));
  }
  await page.locator('.spinner').first().waitFor({ state: 'detached', timeout: Math.max(1, deadline - Date.now()) }).catch(() => undefined);
}

/**
 * Opens a console path inside the running app, as a link of the tab bar does (the router follows the
 * history, no reload), and waits for the screen to settle: a test that walks many screens pays for one load.
 */
export async function openInApp(page: Page, url: string, quietMs?: number): Promise<void> {
  pendingRequests(page);
  const { pathname, search } = new URL(url, page.url());
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, `${pathname}${search}`);
  await settleScreen(page, quietMs);
}
