import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { TEMPLATE_ENV } from '../support/templates.ts';
import { copyTree, type TreeCopy } from '../support/treeCopy.ts';
import { compiledServerOf, signIn, spawnServer, type ServerEntry, type ServerProcess } from './serverProcess.ts';

// A client patch that tightens a schema must not brick a fresh install, the items it leaves
// behind must show in the readiness list, and a truly broken patch refuses the start naming its file.
const FILE = 'schemas/clients/demo/web_page.patch.json';
const TIGHTENING = { schema: { required: ['title', 'url', 'thumbnail'], properties: { title: { maxLength: 12 } } } };

/** The repository's console build: the copy has none (it is not in git), and these tests are about the server. */
const CONSOLE_DIR = resolve(import.meta.dirname, '../../dist');

interface Fault { kind: string; title: string; type: string; at: string; values?: Record<string, unknown>; text: string }

describe('a client patch that tightens a schema', () => {
  let tree: TreeCopy;
  /** The copy's server, compiled once as `npm start` does: each start then loads it instead of compiling the sources again. */
  let server: ServerEntry;
  const dirs: string[] = [];
  const running: ServerProcess[] = [];
  const writePatch = (text: string) => {
    mkdirSync(join(tree.dir, 'schemas/clients/demo'), { recursive: true });
    writeFileSync(join(tree.dir, FILE), text);
  };
  const removePatch = () => rmSync(join(tree.dir, FILE), { force: true });
  /** A new, empty data folder (a fresh install). */
  const newDataDir = () => { const d = mkdtempSync(join(process.env[TEMPLATE_ENV.runDir] ?? tmpdir(), 'tourbench-patch-')); dirs.push(d); return d; };
  /** Starts the copy's server on `dataDir`. */
  const start = async (dataDir: string) => {
    const started = await spawnServer({ DATA_DIR: dataDir, CONSOLE_DIR }, undefined, server);
    running.push(started);
    return started;
  };
  /** SIGTERM, and the process has exited. */
  const stop = async (s: ServerProcess) => { s.kill('SIGTERM'); await s.exited; };
  const faultsOf = async (s: ServerProcess, lang = 'en') =>
    (await api(s, await signIn(s.url)).get('/api/overview', { 'accept-language': lang })).body.data.faults as Fault[];

  beforeAll(async () => {
    tree = copyTree();
    server = await compiledServerOf(tree.dir);
  }, 120_000);
  afterAll(async () => {
    for (const s of running) await stop(s);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    tree?.remove();
  });

  it('on a first start: seeds what conforms and reports what it left out, naming the patch file', async () => {
    writePatch(JSON.stringify(TIGHTENING));
    const first = await start(newDataDir());
    // The report comes in several writes after the listening line: wait for its last entry.
    await expect.poll(() => first.output()).toContain('listing "Plan your visit" (left out)');
    const out = first.output();
    for (const title of ['Opening hours', 'Tickets and prices', 'Accessibility']) {
      expect(out).toMatch(new RegExp(`web_page "${title}" \\(left out\\): Thumbnail.* is required; Title .*12.*\\(${FILE.replace(/\./g, '\\.')}\\)`));
    }
    // What points at a left-out page is left out with it, and says so; the rest is seeded.
    expect(out).toContain('listing "Plan your visit" (left out): it points at web_page "Opening hours", which was left out');
    const client = api(first, await signIn(first.url));
    expect((await client.get('/api/web_page')).body.data.items).toEqual([]);
    expect((await client.get('/api/story')).body.data.story.length).toBeGreaterThan(0);
  }, 180_000);

  it('added after a first start: every item that breaks it is in the readiness list with its field and the patch file', async () => {
    removePatch();
    const dataDir = newDataDir();
    const before = await start(dataDir);
    expect((await faultsOf(before)).filter((f) => f.type === 'schema')).toEqual([]);
    await stop(before);
    writePatch(JSON.stringify(TIGHTENING));
    const server = await start(dataDir);
    const schema = (await faultsOf(server)).filter((f) => f.type === 'schema');
    expect(schema.map((f) => [f.title, f.at]).sort()).toEqual([
      ['Accessibility', '/thumbnail'], ['Accessibility', '/title'],
      ['Opening hours', '/thumbnail'], ['Opening hours', '/title'],
      ['Tickets and prices', '/thumbnail'], ['Tickets and prices', '/title'],
    ]);
    for (const f of schema) {
      expect(f.values?.file).toBe(FILE);
      expect(f.text).toContain(FILE);
    }
    expect(schema.find((f) => f.at === '/title')!.text).toBe(`“Title” is longer than the 12 characters ${FILE} allows: saving this item is refused until it is shortened`);
    const es = (await faultsOf(server, 'es')).find((f) => f.type === 'schema' && f.at === '/thumbnail')!;
    expect(es.text).toContain(`obligatorio`);
    expect(es.text).toContain(FILE);
  }, 240_000);

  it.each([
    ['not valid JSON', '{"schema": {"required": ['],
    ['a schema that does not compile', JSON.stringify({ schema: { properties: { title: { maxLength: 'twelve' } } } })],
  ])('refuses a start with a patch that is %s, naming the file', (_what, text) => {
    writePatch(text);
    const run = spawnSync(process.execPath, server.args, {
      cwd: server.cwd, encoding: 'utf8', timeout: 120_000,
      env: { ...process.env, DATA_DIR: newDataDir(), CONSOLE_DIR, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '' },
    });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^Tourbench could not start: ${FILE.replace(/\./g, '\\.')}: `, 'm'));
  }, 150_000);
});
