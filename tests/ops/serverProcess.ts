import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer, SERVER_BUILD_ENTRY } from '../../src/build/buildServer.ts';
import { DEMO_COMPANY } from '../support/companies.ts';
import { compiledServer } from '../support/startServer.ts';
import { createDatabaseFromTemplate, TEMPLATE_ENV } from '../support/templates.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BOOT_TIMEOUT_MS = 90_000;
const live = new Set<ChildProcess>();
process.once('exit', () => { for (const c of live) c.kill('SIGKILL'); });

/** How a server process ended. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * One real server process (compiled, or `src/server/main.ts` through tsx), as the ops tests need it: its pid, signals of the test's
 * choosing (SIGKILL, SIGTERM, SIGINT) and its exit code — what tests/support/startServer hides.
 */
export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  output(): string;
  kill(signal: NodeJS.Signals): void;
}

/** What a spawned server runs: `node <args>` in `cwd`. */
export interface ServerEntry {
  cwd: string;
  args: string[];
}

let repositoryEntry: ServerEntry | undefined;

/**
 * This repository's server: the compiled one (build/server, what `npm start` runs) when it is fresh, else
 * the sources through tsx. The same process either way (src/server/cli/start.ts, its signals, lock and
 * output); the build saves about 1.5 s of CPU per start, and these tests start a server a few dozen times.
 */
function thisRepository(): ServerEntry {
  if (!repositoryEntry) {
    const compiled = compiledServer();
    repositoryEntry = { cwd: ROOT, args: compiled ? [compiled] : ['--import', 'tsx', 'src/server/main.ts'] };
  }
  return repositoryEntry;
}

/**
 * Compiles the server of a changed tree (tests/support/treeCopy.ts) as `npm start` would and returns how to
 * run it: one build instead of tsx compiling every source again at each start of the copy.
 */
export async function compiledServerOf(dir: string): Promise<ServerEntry> {
  const { outDir } = await buildServer(dir);
  return { cwd: dir, args: [join(outDir, SERVER_BUILD_ENTRY)] };
}

/**
 * Starts the server with `env` (DATA_DIR and/or DATABASE_URL) on a free port and waits for its "listening" line;
 * `onOutput` sees stdout and stderr as they come. `from`: this repository's server unless given.
 */
export function spawnServer(env: Record<string, string>, onOutput?: (text: string) => void, from: ServerEntry = thisRepository()): Promise<ServerProcess> {
  const baseEnv = { ...process.env };
  delete baseEnv.DATABASE_URL;
  const child = spawn(process.execPath, from.args, {
    cwd: from.cwd,
    env: { ...baseEnv, HOST: '127.0.0.1', PORT: '0', ADMIN_EMAIL: DEMO_COMPANY.email, ADMIN_PASSWORD: DEMO_COMPANY.password, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let out = '';
  const exited = new Promise<Exit>((ok) => child.on('exit', (code, signal) => { live.delete(child); ok({ code, signal }); }));
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); fail(new Error(`no "listening" line within ${BOOT_TIMEOUT_MS} ms:\n${out}`)); }, BOOT_TIMEOUT_MS);
    const onData = (b: Buffer) => {
      out += b.toString();
      onOutput?.(b.toString());
      const m = /Tourbench listening on http:\/\/[^:]+:(\d+)\//.exec(out);
      if (!m) return;
      clearTimeout(timer);
      const port = Number(m[1]);
      ok({ url: `http://127.0.0.1:${port}`, port, pid: child.pid!, exited, output: () => out, kill: (s) => { child.kill(s); } });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (b: Buffer) => { out += b.toString(); onOutput?.(b.toString()); });
    void exited.then((e) => { clearTimeout(timer); fail(new Error(`server exited (${e.code ?? e.signal}) before listening:\n${out}`)); });
  });
}

/** A fresh copy of the seeded test data for one database: DATA_DIR (PGlite) or a template copy (PostgreSQL), plus its clean-up. */
export async function freshData(database: 'pglite' | 'postgres'): Promise<{ env: Record<string, string>; dataDir: string; remove(): void }> {
  if (process.env[TEMPLATE_ENV.error]) throw new Error(`test template could not be prepared: ${process.env[TEMPLATE_ENV.error]}`);
  const dataDir = mkdtempSync(join(process.env[TEMPLATE_ENV.runDir] ?? tmpdir(), 'tourbench-ops-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (database === 'pglite') cpSync(process.env[TEMPLATE_ENV.pglite]!, dataDir, { recursive: true });
  else env.DATABASE_URL = await createDatabaseFromTemplate(true);
  return { env, dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Signs in as the demo admin through the real API. */
export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_COMPANY.email, password: DEMO_COMPANY.password }) });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
