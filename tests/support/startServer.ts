import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_BUILD_ENTRY } from '../../src/build/buildServer.ts';
import { currentBuild, serverBuildStaleReason } from '../../src/server/cli/launch.mjs';
import { DEMO_COMPANY } from './companies.ts';
import { bootInProcess, type InProcessBoot } from './inProcessServer.ts';
import { createDatabaseFromTemplate, TEMPLATE_ENV } from './templates.ts';

/** Which database a test server runs on: embedded PGlite (DATA_DIR/db) or the throwaway PostgreSQL cluster. */
export type TestDatabase = 'pglite' | 'postgres';

/** Options of startServer; all optional. */
export interface StartServerOptions {
  /** Use this DATA_DIR as it is (no template copy), e.g. to start a second server on the same directory. */
  dataDir?: string;
  /** Default 'pglite'. 'postgres' needs the cluster globalSetup starts (see availableDatabases). */
  database?: TestDatabase;
  /** Start from the prepared template (demo + `other` company already seeded). Default true. */
  fromTemplate?: boolean;
  /** Extra environment for the server process. */
  env?: Record<string, string>;
  /** Use this PostgreSQL database as it is (no template copy), e.g. a second process on the first one's database; implies 'postgres'. */
  databaseUrl?: string;
  /** Run the server of this tree (a changed copy, tests/support/treeCopy.ts) instead of the repository's; implies `process`. */
  root?: string;
  /**
   * A server process of its own (`tsx src/server/main.ts`), for tests about the process itself: its banner,
   * signals, two processes on one database, the CLI beside it. Otherwise, under Vitest, the server runs inside
   * the test worker (the same startServer main.ts calls, on an ephemeral port): no process start to wait for.
   * Outside Vitest (benches, screenshots) and in the ops project (TOURBENCH_TEST_SERVER=process) it is always a
   * process of its own, so its memory, CPU, signals and output are its own.
   */
  process?: boolean;
}

/** A real Tourbench server process started for a test, with its own data directory (and database). */
export interface TestServer {
  url: string;
  port: number;
  /** The server process's id (its memory is read from /proc/<pid>/status by the memory bench); the worker's own when in-process. */
  pid: number;
  dataDir: string;
  database: TestDatabase;
  /** DATABASE_URL of this server's own database when it runs on PostgreSQL. */
  databaseUrl?: string;
  /** DATA_DIR (and DATABASE_URL) of this server: pass to runAdmin to act on the same data. */
  env: Record<string, string>;
  adminEmail: string;
  adminPassword: string;
  /** Signs in through the real API and returns the access token. */
  login(email?: string, password?: string): Promise<string>;
  /** Everything the process printed so far (stdout and stderr), for failure messages. */
  output(): string;
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Stops the server and removes the data directory it was given by startServer. */
  close(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../..');
let compiledEntry: string | null | undefined;

/**
 * The compiled server (build/server, what `npm start` runs) when it is fresh, else undefined: a spawned
 * server then runs from the sources through tsx, as after an edit that `npm test`'s prepare has not compiled yet.
 * Checked once per worker; it saves about 1.5 s of CPU on every server process a test starts.
 */
export function compiledServer(): string | undefined {
  if (compiledEntry === undefined) {
    const dir = serverBuildStaleReason(ROOT) ? undefined : currentBuild(ROOT);
    compiledEntry = dir ? join(dir, SERVER_BUILD_ENTRY) : null;
  }
  return compiledEntry ?? undefined;
}
const BOOT_TIMEOUT_MS = 90_000;
const running = new Set<ChildProcess>();
const tempDirs = new Set<string>();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const c of running) c.kill('SIGKILL');
    for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
  });
}

/** Starts a real server (in this worker, or `tsx src/server/main.ts`: see `process`) on a free port with a fresh (or given) DATA_DIR and waits until it listens. */
export async function startServer(opts: StartServerOptions = {}): Promise<TestServer> {
  installExitHook();
  const database = opts.databaseUrl ? 'postgres' : opts.database ?? 'pglite';
  const fromTemplate = opts.fromTemplate ?? true;
  const ownsDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(join(process.env[TEMPLATE_ENV.runDir] ?? tmpdir(), 'tourbench-test-'));
  if (ownsDir) tempDirs.add(dataDir);
  if (fromTemplate && (process.env[TEMPLATE_ENV.error])) {
    throw new Error(`test template could not be prepared: ${process.env[TEMPLATE_ENV.error]}`);
  }
  const pgliteTemplate = process.env[TEMPLATE_ENV.pglite];
  if (ownsDir && fromTemplate && database === 'pglite' && pgliteTemplate) {
    cpSync(pgliteTemplate, dataDir, { recursive: true });
  }
  let databaseUrl: string | undefined;
  if (opts.databaseUrl) databaseUrl = opts.databaseUrl;
  else if (database === 'postgres') databaseUrl = await createDatabaseFromTemplate(fromTemplate);
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };

  const adminEmail = DEMO_COMPANY.email;
  const adminPassword = DEMO_COMPANY.password;
  const spawned = Boolean(opts.process || opts.root) || !process.env.VITEST || process.env.TOURBENCH_TEST_SERVER === 'process';
  let child: ChildProcess | undefined;
  let inProcess: InProcessBoot | undefined;
  let port = 0;
  let out = '';
  const bootHere = async () => {
    const baseEnv: Record<string, string | undefined> = { ...process.env };
    delete baseEnv.DATABASE_URL;
    inProcess = await bootInProcess({ ...baseEnv, HOST: '127.0.0.1', ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, ...env, ...opts.env }, port, (text) => { out += text; });
    port = inProcess.port;
  };
  const bootProcess = () => new Promise<void>((ok, fail) => {
    const from = out.length;
    const baseEnv = { ...process.env };
    delete baseEnv.DATABASE_URL;
    const compiled = opts.root || { ...env, ...opts.env }.TOURBENCH_EXTRA_KINDS || process.env.TOURBENCH_EXTRA_KINDS ? undefined : compiledServer();
    const c = spawn(process.execPath, compiled ? [compiled] : ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: opts.root ?? ROOT,
      env: { ...baseEnv, HOST: '127.0.0.1', PORT: String(port), ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, ...env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = c;
    running.add(c);
    let ready = false;
    const timer = setTimeout(() => {
      if (ready) return;
      c.kill('SIGKILL');
      fail(new Error(`server did not print "Tourbench listening on" within ${BOOT_TIMEOUT_MS} ms:\n${out}`));
    }, BOOT_TIMEOUT_MS);
    c.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /Tourbench listening on http:\/\/[^:]+:(\d+)\//.exec(out.slice(from));
      if (m && !ready) { ready = true; clearTimeout(timer); port = Number(m[1]); ok(); }
    });
    c.stderr!.on('data', (b: Buffer) => { out += b.toString(); });
    c.on('exit', (code, signal) => {
      running.delete(c);
      clearTimeout(timer);
      if (!ready) fail(new Error(`server exited with ${code ?? signal} before listening:\n${out}`));
    });
  });
  const boot = spawned ? bootProcess : bootHere;
  await boot();
  const server: TestServer = {
    get url() { return `http://127.0.0.1:${port}`; },
    get port() { return port; },
    get pid() { return spawned ? child!.pid! : process.pid; },
    dataDir, database, databaseUrl, env, adminEmail, adminPassword,
    async login(email = adminEmail, password = adminPassword) {
      const res = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
      if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { access_token: string }).access_token;
    },
    output: () => out,
    async stop() {
      if (!spawned) {
        const current = inProcess;
        inProcess = undefined;
        await current?.stop();
        return;
      }
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      await new Promise<void>((ok) => {
        const kill = setTimeout(() => c.kill('SIGKILL'), 15_000);
        c.once('exit', () => { clearTimeout(kill); ok(); });
        c.kill('SIGTERM');
      });
    },
    async restart() { await server.stop(); await boot(); },
    async close() {
      await server.stop();
      if (ownsDir) { rmSync(dataDir, { recursive: true, force: true }); tempDirs.delete(dataDir); }
    },
  };
  return server;
}
