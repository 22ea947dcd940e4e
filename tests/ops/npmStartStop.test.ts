import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/pgCluster.ts';
import { freshData, spawnServer } from './serverProcess.ts';

// A service manager (systemd, a container runtime, a supervisor) stops `npm start` by sending SIGTERM to
// the one process it started — npm — not to its process group. The server must stop with it and
// release the data folder, as README's "Health and stopping" says.
const ROOT = resolve(import.meta.dirname, '../..');

/** Every process below `pid` (children, grandchildren …), read from ps. */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const out: number[] = [];
  const walk = (p: number) => { for (const [c, pp] of rows) if (pp === p) { out.push(c); walk(c); } };
  walk(pid);
  return out;
}

const alive = (pid: number) => { try { process.kill(pid, 0); return true; } catch { return false; } };

let npm: ChildProcess | undefined;
const cleanups: (() => void)[] = [];
afterEach(() => {
  // npm was started in its own process group: whatever it left behind goes with the group.
  if (npm?.pid) try { process.kill(-npm.pid, 'SIGKILL'); } catch { /* already gone */ }
  for (const c of cleanups.splice(0)) c();
  npm = undefined;
});

describe.each(['SIGTERM', 'SIGINT'] as const)('%s to npm start\'s own process', (signal) => {
  it('stops the server, releases the data folder lock, and a second start succeeds', async () => {
    const data = await freshData('pglite');
    cleanups.push(data.remove);
    // A console folder of its own, so this test measures stopping, not a console build.
    const consoleDir = mkdtempSync(join(tmpdir(), 'tourbench-console-'));
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
    cleanups.push(() => rmSync(consoleDir, { recursive: true, force: true }));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, ...data.env, PORT: String(port), HOST: '127.0.0.1', CONSOLE_DIR: consoleDir };
    delete env.DATABASE_URL;
    npm = spawn('npm', ['start'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    npm.stdout!.on('data', (b: Buffer) => { output += b; });
    npm.stderr!.on('data', (b: Buffer) => { output += b; });
    const npmExited = new Promise<void>((ok) => npm!.once('exit', () => ok()));
    const deadline = Date.now() + 90_000;
    while (!/Tourbench listening on/.test(output) && Date.now() < deadline && npm.exitCode === null) await new Promise((r) => setTimeout(r, 50));
    expect(output).toMatch(/Tourbench listening on/);
    const below = descendants(npm.pid!);
    expect(below.length, 'npm started the server').toBeGreaterThan(0);

    process.kill(npm.pid!, signal);
    // The graceful stop takes at most 10 s; give it a little more.
    const until = Date.now() + 15_000;
    await Promise.race([npmExited, new Promise((r) => setTimeout(r, 15_000))]);
    expect(npm.exitCode ?? npm.signalCode, `npm itself ends after ${signal}`).not.toBeNull();
    while (below.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(below.filter(alive), `processes left running after ${signal} to npm:\n${output}`).toEqual([]);
    expect(output).toMatch(new RegExp(`${signal}: stopping`));
    expect(output).toMatch(/Tourbench stopped\./);

    // The lock is gone: the next server on the same data folder starts and answers.
    const next = await spawnServer(data.env);
    cleanups.unshift(() => next.kill('SIGKILL'));
    expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
  }, 150_000);
});
