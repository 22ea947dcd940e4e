import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import en from '../../src/locales/en.json';
import { buildRegistry } from '../../src/console/registry/buildRegistry.ts';
import { consoleRoutes } from '../../src/console/routes/consoleRoutes.ts';
import { OTHER_ROUTES, ROOT_ROUTE, SCREEN_ROUTES, type RouteDef } from '../../src/console/model/routeTable.ts';
import { FJORD_COMPANY } from '../support/companies.ts';
import { consoleSession } from '../support/consoleSession.ts';
import type { TestServer } from '../support/startServer.ts';
import { openInApp, signIn } from './shellSupport.ts';

// Every route of SPEC §2's table opens a real screen — none says "not available yet" — for
// both demo clients (the Fjord Museum runs the older station screen).
const TIMEOUT = 180_000;
const NOT_AVAILABLE = en['notAvailable.title'].replace('{title} ', '');

/** Every signed-in route of the table (the console's and the shipped kinds') as a path to open; an edit route with an id that does not exist. */
function routePaths(): { route: RouteDef; path: string }[] {
  const built = buildRegistry();
  if (!built.ok) throw built.error;
  const { tabs, pages } = consoleRoutes(built.registry.kinds);
  return [ROOT_ROUTE, ...tabs, ...OTHER_ROUTES, ...pages, ...SCREEN_ROUTES]
    .map((route) => ({ route, path: route.path.replace(':id', '999999') }));
}

describe('every route of the route table opens a real screen', () => {
  const s = consoleSession({ viewport: { width: 1280, height: 900 }, signInAt: '/info' });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  async function walk(): Promise<string[]> {
    const failures: string[] = [];
    // Each screen is opened in the running app, as its links do; a screen's own fresh load is in its own tests.
    for (const { route, path } of routePaths()) {
      await openInApp(page, `${server.url}/admin${path}`);
      const text = await page.locator('body').innerText();
      const where = new URL(page.url()).pathname;
      if (text.includes(NOT_AVAILABLE)) failures.push(`${route.name} (${path}) says "${NOT_AVAILABLE}"`);
      if (where.endsWith('/404') || where.endsWith('/401')) failures.push(`${route.name} (${path}) ended on ${where}`);
      if (!text.trim()) failures.push(`${route.name} (${path}) is blank`);
    }
    return failures;
  }

  it('as the demo client (newer station screen, two languages)', async () => {
    expect(routePaths().length).toBeGreaterThan(25);
    expect(await walk()).toEqual([]);
  }, TIMEOUT);

  it('as the Fjord Museum (older station screen)', async () => {
    await page.context().clearCookies();
    await signIn(page, server, '/info', { email: FJORD_COMPANY.email, password: FJORD_COMPANY.password });
    expect(await walk()).toEqual([]);
  }, TIMEOUT);
});
