import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkConsoleBuild } from '../../src/server/cli/checkConsoleBuild.ts';
import { freePort } from '../support/pgCluster.ts';
import { TEMPLATE_ENV } from '../support/templates.ts';
import { httpStatus as status } from '../support/httpStatus.ts';

// `npm start` as an operator runs it, on a tree whose console is already built (npm test builds first):
// a restart must reuse that build — say so — and answer, not spend a build's time first.
const ROOT = resolve(import.meta.dirname, '../..');
const TIMEOUT = 120_000;

let child: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (child?.exitCode === null) {
    const gone = new Promise((ok) => child!.once('exit', ok));
    process.kill(-child.pid!, 'SIGTERM');
    await gone;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  child = dataDir = undefined;
});


describe('npm start', () => {
  it('reuses a console build that is newer than its sources, says so, and answers', async () => {
    const check = checkConsoleBuild(ROOT);
    expect(check, 'the console is built and fresh before this test (npm test runs npm run build first)').toMatchObject({ stale: false });
    const template = process.env[TEMPLATE_ENV.pglite];
    expect(template, 'globalSetup prepared a seeded data folder').toBeTruthy();
    // An existing data folder, as on a restart.
    dataDir = mkdtempSync(join(process.env[TEMPLATE_ENV.runDir] ?? tmpdir(), 'tourbench-npm-start-'));
    cpSync(template!, dataDir, { recursive: true });
    const port = await freePort();
    child = spawn('npm', ['start'], {
      cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', CONSOLE_DIR: '' },
    });
    let output = '';
    child.stdout!.on('data', (b: Buffer) => { output += b; });
    child.stderr!.on('data', (b: Buffer) => { output += b; });
    let answered: number | undefined;
    const deadline = Date.now() + 90_000;
    while (answered === undefined && Date.now() < deadline && child.exitCode === null) {
      answered = await status(`http://127.0.0.1:${port}/admin/login`);
      if (answered === undefined) await new Promise((r) => setTimeout(r, 50));
    }
    expect(answered, output).toBe(200);
    expect(output).toMatch(/^Console: reusing the build in dist\/ \(built .+, newer than its sources\)\.$/m);
    expect(output).not.toMatch(/Console: build/);
    // The console it serves is that build.
    const page = await (await fetch(`http://127.0.0.1:${port}/admin/login`)).text();
    expect(page).toContain('/admin/assets/index-');
  }, TIMEOUT);
});
