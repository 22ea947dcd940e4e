import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../support/companies.ts';
import { copyTree, type TreeCopy } from '../support/treeCopy.ts';
import { freshData, signIn } from './serverProcess.ts';

// `npm start` runs the server compiled to JavaScript (src/build/buildServer.ts via src/server/cli/launch.mjs),
// not its sources. An operator must never meet a stale build: a changed source or a kind folder dropped into
// plugins/ is compiled in at the next start, and an unchanged tree starts from the build it has.
const ROOT = resolve(import.meta.dirname, '../..');

/** The test-only venue kind (tests/kinds), turned into a kind folder of the tree's own plugins/ under another id. */
function dropKindFolder(dir: string, id: string) {
  const from = join(ROOT, 'tests/kinds');
  mkdirSync(join(dir, 'plugins', id));
  for (const file of ['index.ts', 'messages.ts']) {
    const source = readFileSync(join(from, 'plugins/tk_venue', file), 'utf8')
      .replaceAll('../../../../src/', '../../src/').replaceAll('tk_venue', id);
    writeFileSync(join(dir, 'plugins', id, file), source);
  }
  for (const file of ['schema.json', 'ui.json']) cpSync(join(from, `schemas/tk_venue.${file}`), join(dir, `schemas/${id}.${file}`));
}

describe('npm start runs the compiled server and compiles it again when its sources change', () => {
  let tree: TreeCopy;
  let consoleDir: string;
  let data: Awaited<ReturnType<typeof freshData>>;

  beforeAll(async () => {
    tree = copyTree();
    // A console folder of its own: this test is about the server's build, not the console's.
    consoleDir = mkdtempSync(join(tmpdir(), 'tourbench-console-'));
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
    data = await freshData('pglite');
  });
  afterAll(() => {
    tree?.remove();
    rmSync(consoleDir, { recursive: true, force: true });
    data?.remove();
  });

  /** Runs what `npm start` runs in the tree copy until it answers, does `work` with its URL, stops it; returns what it printed. */
  async function startOnce(work: (url: string) => Promise<void>): Promise<string> {
    const env: NodeJS.ProcessEnv = { ...process.env, ...data.env, PORT: '0', HOST: '127.0.0.1', CONSOLE_DIR: consoleDir, ADMIN_EMAIL: DEMO_COMPANY.email, ADMIN_PASSWORD: DEMO_COMPANY.password };
    delete env.DATABASE_URL;
    delete env.TOURBENCH_EXTRA_KINDS;
    const script = JSON.parse(readFileSync(join(tree.dir, 'package.json'), 'utf8')).scripts.start as string;
    // Through sh as npm runs it (the line sets GLIBC_TUNABLES, then `exec`s node: the child is the server itself).
    const child = spawn('sh', ['-c', script], { cwd: tree.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (b: Buffer) => { output += b; });
    child.stderr!.on('data', (b: Buffer) => { output += b; });
    const exited = new Promise((ok) => child.once('exit', ok));
    try {
      const deadline = Date.now() + 90_000;
      let url: string | undefined;
      while (!url && Date.now() < deadline && child.exitCode === null) {
        url = /Tourbench listening on (http:\/\/[^/]+)\//.exec(output)?.[1];
        if (!url) await new Promise((r) => setTimeout(r, 50));
      }
      expect(url, output).toBeTruthy();
      expect((await fetch(`${url}/api/health`)).status, output).toBe(200);
      await work(url!);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    return output;
  }

  it('compiles a missing build, picks up a new kind folder and a changed source, and reuses an unchanged build', async () => {
    expect(readFileSync(join(tree.dir, 'package.json'), 'utf8'), 'npm start runs the launcher, not tsx').toMatch(/"start": "[^"]*exec node --max-semi-space-size=2 [^"]*src\/server\/cli\/launch\.mjs"/);
    const first = await startOnce(async (url) => {
      const token = await signIn(url);
      expect((await fetch(`${url}/api/tk_probe`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    });
    expect(first).toMatch(/^Server: compiling \(there is no server build yet\)…$/m);

    // A kind is one folder: dropped in, it is there at the next start.
    dropKindFolder(tree.dir, 'tk_probe');
    const second = await startOnce(async (url) => {
      const headers = { authorization: `Bearer ${await signIn(url)}`, 'content-type': 'application/json' };
      const created = await fetch(`${url}/api/tk_probe`, { method: 'POST', headers, body: JSON.stringify({ title: 'Probe hall', city: 'Bergen' }) });
      expect(created.status, await created.clone().text()).toBe(201);
      const list = (await (await fetch(`${url}/api/tk_probe`, { headers })).json()) as { data: { items: { title: string }[] } };
      expect(list.data.items.map((i) => i.title)).toContain('Probe hall');
    });
    expect(second).toMatch(/^Server: compiling \(plugins(\/tk_probe)? changed after the last build\)…$/m);

    // A changed server source is what runs at the next start.
    appendFileSync(join(tree.dir, 'src/server/main.ts'), "\nconsole.log('serverBuild.test: the edited source runs');\n");
    const third = await startOnce(async () => undefined);
    expect(third).toMatch(/^Server: compiling \(src\/server\/main\.ts changed after the last build\)…$/m);
    expect(third).toContain('serverBuild.test: the edited source runs');

    // Nothing changed: no compiling, the same server.
    const fourth = await startOnce(async () => undefined);
    expect(fourth).not.toMatch(/Server: compiling/);
    expect(fourth).toContain('serverBuild.test: the edited source runs');
  }, 180_000);
});
