import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { copyTree, type TreeCopy } from '../support/treeCopy.ts';
import { signIn } from '../e2e/shellSupport.ts';
import { allTabTitles } from '../e2e/tabBarSupport.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** Two of our own kinds, removed: one with its own preview field kind, one with a page of its own (/Turer). */
const REMOVED = ['counter', 'tour_run'];

/** Deletes a kind the way the README says: its folder, its schema files and its client patches. */
function removeKind(dir: string, id: string) {
  rmSync(join(dir, 'plugins', id), { recursive: true });
  for (const f of readdirSync(join(dir, 'schemas'))) if (f.startsWith(`${id}.`)) rmSync(join(dir, 'schemas', f));
  const clients = join(dir, 'schemas', 'clients');
  for (const c of existsSync(clients) ? readdirSync(clients) : []) rmSync(join(clients, c, `${id}.patch.json`), { force: true });
}

/** The files of the README's complete example ("`path`:" followed by a fenced block), by path. */
export function readmeExampleFiles(readme: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const m of readme.matchAll(/^`((?:plugins\/exhibit\/|schemas\/exhibit\.)[^`]+)`[^\n]*:\n\n```\w*\n([\s\S]*?)^```/gm)) files.set(m[1], m[2]);
  return files;
}

describe('a kind is one folder: two of ours removed and the README’s example added to a copy of the tree', () => {
  let tree: TreeCopy;
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  const api = async (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });

  beforeAll(() => {
    tree = copyTree();
    for (const id of REMOVED) removeKind(tree.dir, id);
    const files = readmeExampleFiles(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    expect([...files.keys()].sort()).toEqual([
      'plugins/exhibit/ExhibitConsole.tsx', 'plugins/exhibit/fixtures.ts', 'plugins/exhibit/index.ts', 'plugins/exhibit/messages.ts',
      'schemas/exhibit.schema.json', 'schemas/exhibit.ui.json',
    ]);
    for (const [file, text] of files) {
      mkdirSync(dirname(join(tree.dir, file)), { recursive: true });
      writeFileSync(join(tree.dir, file), text);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    tree?.remove();
  });

  it('typechecks and builds', async () => {
    // Side by side: neither reads what the other writes (the typecheck writes only its build info, in the copy). The packages' own
    // commands, without npx's npm in front (~0.5 s of CPU each); the console built without source maps and
    // precompressed siblings (TOURBENCH_BUILD_CHECK, vite.config.ts): what is checked here is that it builds and runs.
    const [tsc, build] = await Promise.all([
      tree.start('node_modules/.bin/tsgo', ['--noEmit', '-p', 'tsconfig.json']),
      tree.start('node_modules/.bin/vite', ['build'], undefined, { TOURBENCH_BUILD_CHECK: '1' }),
    ]);
    expect(tsc.code, tsc.output).toBe(0);
    expect(build.code, build.output).toBe(0);
  }, 400_000);

  it('starts on a new database: the removed kinds are gone from the API, the added one is served and seeded', async () => {
    [server, browser] = await Promise.all([startServer({ root: tree.dir, fromTemplate: false }), launchBrowser()]);
    token = await server.login();
    const tabs = ((await (await api('/tab_types')).json()) as { tab_types: { name: string }[] }).tab_types.map((t) => t.name);
    expect(tabs).toContain('exhibit');
    const paths = Object.keys(((await (await api('/openapi.json')).json()) as { paths: Record<string, unknown> }).paths);
    for (const id of REMOVED) {
      expect(tabs).not.toContain(id);
      expect((await api(`/${id}`)).status).toBe(404);
      expect(paths.filter((p) => p.startsWith(`/api/${id}/`) || p === `/api/${id}`)).toEqual([]);
    }
    for (const id of readdirSync(join(tree.dir, 'plugins'))) {
      expect(paths.some((p) => p === `/api/${id}` || p.startsWith(`/api/${id}/`)), `API of ${id}`).toBe(true);
    }
    const exhibits = ((await (await api('/exhibit')).json()) as { data: { items: { title: string }[] } }).data.items;
    expect(exhibits.map((e) => e.title)).toContain('The Viking ship');
    expect((await api('/overview')).status).toBe(200);
    // An exhibit may be an entry of a listing: the listing's reference to any kind names the new kind.
    const viking = ((await (await api('/exhibit')).json()) as { data: { items: { id: number; title: string }[] } }).data.items.find((e) => e.title === 'The Viking ship')!;
    const created = await api('/listing', { method: 'POST', body: JSON.stringify({ title: 'Treasures', entries: [{ kind: 'exhibit', id: viking.id }] }) });
    expect(created.status, await created.clone().text()).toBe(201);
    const refused = await api('/listing', { method: 'POST', body: JSON.stringify({ title: 'Gone', entries: [{ kind: 'counter', id: 1 }] }) });
    expect(refused.status).toBe(400);
  }, 180_000);

  it('the console: no tab or page of the removed kinds, the exhibit tab in its place, its page, preview field and list item', async () => {
    page = await (await browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, server, '/info');
    const titles = await allTabTitles(page);
    expect(titles).not.toContain('Counter');
    expect(titles).not.toContain('Tour runs');
    expect(titles.indexOf('Exhibits')).toBe(titles.indexOf('Stations') + 1);
    expect(titles.indexOf('Stories')).toBe(titles.indexOf('Exhibits') + 1);
    for (const gone of ['/Turer', '/counter']) {
      await page.goto(`${server.url}/admin${gone}`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    }
    for (const path of ['/info', '/dashboard', '/station', '/story', '/trip', '/game', '/listings']) {
      await page.goto(`${server.url}/admin${path}`);
      await page.getByRole('navigation', { name: 'Content' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Page not found' }).count(), path).toBe(0);
    }
    // The kind's own page.
    await page.goto(`${server.url}/admin/ExhibitWall`);
    await page.getByRole('heading', { name: 'Exhibit wall' }).waitFor();
    await page.getByText('The Viking ship · 3').waitFor();
    // Its own preview field kind in the phone.
    await page.goto(`${server.url}/admin/exhibit`);
    await page.getByText('The Viking ship').first().click();
    await page.getByTestId('phone-emulator').getByText('Room 3').waitFor();
    // A clickable list item in a listing's preview, opening the exhibit's own preview.
    await page.goto(`${server.url}/admin/listings`);
    await page.getByText('Treasures').first().click();
    const phone = page.getByTestId('phone-emulator');
    await phone.getByText('The Viking ship').click();
    await phone.getByText('Room 3').waitFor();
  }, 120_000);
});
