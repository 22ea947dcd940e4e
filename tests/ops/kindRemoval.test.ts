import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { copyTree, type TreeCopy } from '../support/treeCopy.ts';
import { signIn } from '../e2e/shellSupport.ts';
import { allTabTitles } from '../e2e/tabBarSupport.ts';

/** The kinds this test removes: a plain one with its own preview field kind, and one with a page of its own. */
const REMOVED = ['counter', 'tour_run'];

/** Deletes a kind the way the README says: its folder, its schema files and its client patches. */
function removeKind(dir: string, id: string) {
  rmSync(join(dir, 'plugins', id), { recursive: true });
  for (const f of readdirSync(join(dir, 'schemas'))) if (f.startsWith(`${id}.`)) rmSync(join(dir, 'schemas', f));
  const clients = join(dir, 'schemas', 'clients');
  for (const c of existsSync(clients) ? readdirSync(clients) : []) rmSync(join(clients, c, `${id}.patch.json`), { force: true });
}

describe(`removing kinds is deleting their folders (${REMOVED.join(', ')})`, () => {
  let tree: TreeCopy;
  let server: TestServer;
  let browser: Browser;
  let token: string;
  const api = async (path: string) => fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(() => {
    tree = copyTree();
    for (const id of REMOVED) removeKind(tree.dir, id);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    tree?.remove();
  });

  it('typechecks and builds without them', () => {
    const tsc = tree.run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
    expect(tsc.code, tsc.output).toBe(0);
    const build = tree.run('npx', ['vite', 'build']);
    expect(build.code, build.output).toBe(0);
  }, 400_000);

  it('starts on a new database and serves every other kind, but not them', async () => {
    [server, browser] = await Promise.all([startServer({ root: tree.dir, fromTemplate: false }), launchBrowser()]);
    token = await server.login();
    const tabs = ((await (await api('/tab_types')).json()) as { tab_types: { name: string }[] }).tab_types.map((t) => t.name);
    for (const id of REMOVED) {
      expect(tabs).not.toContain(id);
      expect((await api(`/${id}`)).status).toBe(404);
    }
    const kept = readdirSync(join(tree.dir, 'plugins'));
    expect(kept.length).toBeGreaterThan(5);
    const entities = ((await (await api('/openapi.json')).json()) as { paths: Record<string, unknown> }).paths;
    for (const id of REMOVED) expect(Object.keys(entities).filter((p) => p.startsWith(`/api/${id}`) || p.startsWith(`/delivery/v1/${id}`))).toEqual([]);
    for (const id of kept) {
      const list = Object.keys(entities).find((p) => p === `/delivery/v1/${id}`);
      expect(list, `delivery list of ${id}`).toBeDefined();
    }
    const overview = await api('/overview');
    expect(overview.status).toBe(200);
  }, 180_000);

  it('shows no tab or page of theirs in the console, and every other tab opens', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, server, '/info');
    const titles = await allTabTitles(page);
    expect(titles).not.toContain('Counter');
    expect(titles).not.toContain('Tour runs');
    expect(titles).toContain('Stations');
    await page.goto(`${server.url}/admin/Turer`);
    await expect(page.getByRole('heading', { name: 'Page not found' }).waitFor()).resolves.toBeUndefined();
    await page.goto(`${server.url}/admin/counter`);
    await expect(page.getByRole('heading', { name: 'Page not found' }).waitFor()).resolves.toBeUndefined();
    for (const path of ['/info', '/dashboard', '/station', '/story', '/trip', '/game']) {
      await page.goto(`${server.url}/admin${path}`);
      await page.getByRole('navigation', { name: 'Content' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Page not found' }).count(), path).toBe(0);
    }
  }, 120_000);
});
