import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_COMPANY } from '../support/companies.ts';
import { httpStatus } from '../support/httpStatus.ts';
import { mixedLoad } from '../support/mixedLoad.ts';
import { freePort } from '../support/pgCluster.ts';
import { copyOfSeededDataDir, LIST_SIZE } from './seededServer.ts';
import type { BenchRow } from './serverBench.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CLIENTS = 20;
const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_LOAD_SECONDS) || 15;
/** The settle time after the first answer before "RSS after start" is read: start-up garbage has had its GC. */
const SETTLE_MS = 3000;
const BUDGET = { start: 200, load: 250, firstStart: 400 };
/** BENCH_MEMORY_ONLY=start: only the "after start" row (a quick look while working on start-up; the bench run keeps all rows). */
const ONLY_START = process.env.BENCH_MEMORY_ONLY === 'start';
/** What the baselines ran: the server as before we bounded PGlite's buffers (src/server/db/openPglite.ts) and V8's young generation (package.json). */
const BEFORE_NOTE = 'node --import tsx src/server/cli/start.ts without V8 flags, shared_buffers=128MB, initdb at a first start';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (kb: number) => kb / 1024;

/** VmRSS and VmHWM (the kernel's own peak) of a process, in MB. */
function rssOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)![1]);
  return { rss: mb(kb('VmRSS')), peak: mb(kb('VmHWM')) };
}

/**
 * Where a process's resident memory is, from /proc/<pid>/smaps: PGlite's WASM memory (the one anonymous
 * mapping of ≥ 128 MB: PostgreSQL's heap, shared buffers among it), the node binary, malloc's main arena,
 * and the rest of anonymous memory (V8 heaps of the main and the tsx loader thread, compiled WASM, buffers).
 */
function breakdownOf(pid: number): string {
  const parts = { wasm: 0, node: 0, malloc: 0, anon: 0, files: 0 };
  let into: keyof typeof parts = 'anon';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const map = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (map) {
      const size = (parseInt(map[2], 16) - parseInt(map[1], 16)) / 2 ** 20;
      const name = map[3];
      into = name.endsWith('/node') ? 'node' : name === '[heap]' ? 'malloc' : name.startsWith('/') ? 'files' : !name && size >= 128 ? 'wasm' : 'anon';
      continue;
    }
    const rss = /^Rss:\s+(\d+)/.exec(line);
    if (rss) parts[into] += mb(Number(rss[1]));
  }
  const f = (n: number) => n.toFixed(0);
  return `PGlite WASM memory ${f(parts.wasm)}, V8 heaps + compiled WASM + buffers ${f(parts.anon)}, node binary ${f(parts.node)}, malloc ${f(parts.malloc)}, other files ${f(parts.files)} MB`;
}

/** The node process npm start exec'd (npm itself is the group's leader, also a node process). */
function nodeOfGroup(pgid: number): number {
  const rows = execFileSync('ps', ['-o', 'pid=,args=', '-g', String(pgid)], { encoding: 'utf8' }).trim().split('\n');
  // npm start runs launch.mjs (the compiled server) now; start.ts before.
  const server = rows.map((r) => r.trim().split(/\s+/)).find(([pid, cmd, ...rest]) => Number(pid) !== pgid && /node$/.test(cmd) && /src\/server\/cli\/(start\.ts|launch\.mjs)/.test(rest.join(' ')));
  if (!server) throw new Error(`no server process under npm start:\n${rows.join('\n')}`);
  return Number(server[0]);
}

/** A spawned server (or bare process) with its pid, polled until it answers. */
async function spawnUntilAnswering(args: string[], env: Record<string, string>, answered: (base: string) => Promise<boolean>) {
  const port = await freePort();
  const t0 = performance.now();
  const npm = args[0] === 'npm';
  const child = spawn(npm ? 'npm' : process.execPath, npm ? args.slice(1) : args, { cwd: ROOT, env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: npm });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => { out += b; });
  child.stderr!.on('data', (b: Buffer) => { out += b; });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const gone = new Promise((ok) => child.once('exit', ok));
    child.kill('SIGTERM');
    await gone;
  };
  const serverPid = () => (npm ? nodeOfGroup(child.pid!) : child.pid!);
  for (;;) {
    if (await answered(`http://127.0.0.1:${port}`).catch(() => false)) break;
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited ${child.exitCode} before answering:\n${out}`);
    if (performance.now() - t0 > 240_000) { await stop(); throw new Error(`${args.join(' ')} did not answer:\n${out}`); }
    await sleep(10);
  }
  return { pid: serverPid(), url: `http://127.0.0.1:${port}`, ms: performance.now() - t0, output: () => out, stop };
}

/** What an operator runs: `npm start` (its node flags included), on a console already built. */
const SERVER = ['npm', 'start'];
/** npm start's command before the memory bounds (no V8 flags), run without the npm layer (which holds none of the server's memory). */
const SERVER_BEFORE = ['--import', 'tsx', 'src/server/cli/start.ts'];
/** Before the memory bounds, in full: that command, initdb's shared buffers, and initdb at a first start. */
const BEFORE = { cmd: SERVER_BEFORE, env: { TOURBENCH_PGLITE_SETTINGS: 'shared_buffers=128MB', TOURBENCH_DB_IMAGE: 'off' } };
const NOW = { cmd: SERVER, env: {} as Record<string, string> };
type Setup = typeof NOW;
const health = async (base: string) => (await httpStatus(`${base}/api/health`)) === 200;
const admin = { ADMIN_EMAIL: DEMO_COMPANY.email, ADMIN_PASSWORD: DEMO_COMPANY.password };

/** RSS of a server on a copy of the seeded folder, SETTLE_MS after its first answer, with its breakdown. */
async function afterStart({ cmd, env }: Setup): Promise<{ rss: number; breakdown: string }> {
  const dataDir = await copyOfSeededDataDir();
  const server = await spawnUntilAnswering(cmd, { DATA_DIR: dataDir, ...admin, ...env }, health);
  try {
    await sleep(SETTLE_MS);
    return { rss: rssOf(server.pid).rss, breakdown: breakdownOf(server.pid) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A first start on a new data folder: its peak RSS (VmHWM) and time to the first answer. */
async function firstStart({ cmd, env }: Setup): Promise<{ peak: number; ms: number; breakdown: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tourbench-memory-first-'));
  const server = await spawnUntilAnswering(cmd, { DATA_DIR: dataDir, ...admin, ...env }, health);
  try {
    // The demo users are printed after the listening line; the seed is done when they are.
    while (!server.output().includes('admin@fjord.test')) await sleep(20);
    return { peak: rssOf(server.pid).peak, ms: server.ms, breakdown: breakdownOf(server.pid) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The load bench's mix (20 clients: list of 1,000, get, update) for LOAD_SECONDS; RSS after and peak during. */
async function afterLoad({ cmd, env }: Setup): Promise<{ rss: number; peak: number; rate: number; breakdown: string }> {
  const dataDir = await copyOfSeededDataDir();
  const server = await spawnUntilAnswering(cmd, { DATA_DIR: dataDir, ...admin, ...env }, health);
  try {
    const login = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }) });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const ids = ((await (await fetch(`${server.url}/api/web_page`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { items: { id: number }[] } }).data.items.map((x) => x.id);
    const load = await mixedLoad({
      url: server.url, token, entity: 'web_page', ids, hotIds: ids.slice(0, 50), clients: CLIENTS, durationMs: LOAD_SECONDS * 1000,
      doc: (id: number, tag: string) => ({ title: `Page ${id} ${tag}`, url: `https://example.org/p/${id}` }),
    });
    const calls = Object.values(load.statuses).reduce((a, b) => a + b, 0);
    await sleep(1000);
    const { rss, peak } = rssOf(server.pid);
    return { rss, peak, rate: calls / load.seconds, breakdown: breakdownOf(server.pid) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What a bare Node process and one with the tsx loader hold: the floor under the server's figure. */
async function floors(): Promise<{ node: number; tsx: number }> {
  const bare = "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";
  const answered = async (base: string) => (await httpStatus(base)) === 200;
  const out = { node: 0, tsx: 0 };
  for (const [key, args] of [['node', ['-e', bare]], ['tsx', ['--import', 'tsx', '-e', bare]]] as const) {
    const p = await spawnUntilAnswering([...args], {}, answered);
    await sleep(500);
    out[key] = rssOf(p.pid).rss;
    await p.stop();
  }
  return out;
}

const f0 = (n: number) => n.toFixed(0);

type Loaded = Awaited<ReturnType<typeof afterLoad>>;

/** The after-load row: RSS beside the same load before the memory bounds (when measured) and with the answer cache off. */
function loadRow(loaded: Loaded, uncached: Loaded, loadedBefore?: Loaded): BenchRow {
  return {
    name: `memory: server RSS after ${LOAD_SECONDS} s of ${CLIENTS} clients mixing list (${LIST_SIZE}), get and update`,
    value: loaded.rss, unit: 'MB', baseline: loadedBefore?.rss ?? uncached.rss, ratio: loaded.rss / (loadedBefore?.rss ?? uncached.rss),
    budget: `≤ ${BUDGET.load} MB`, pass: loaded.rss <= BUDGET.load,
    note: `peak during the load ${f0(loaded.peak)} MB, ${f0(loaded.rate)} req/s; ${loaded.breakdown}; answer cache's share: ${f0(loaded.rss - uncached.rss)} MB (the same load with ANSWER_CACHE_MB=0: ${f0(uncached.rss)} MB, ${f0(uncached.rate)} req/s); `
      + (loadedBefore ? `baseline: before the memory bounds: ${f0(loadedBefore.rss)} MB, ${f0(loadedBefore.rate)} req/s` : 'baseline: the same load with ANSWER_CACHE_MB=0 (BENCH_MEMORY_ONLY=load: baseline runs skipped)'),
  };
}

/**
 * The memory figures of the real server on the embedded database, each read from the server
 * process's /proc (not this bench's): RSS after start, after the list/get/update load, the first start's
 * peak; each beside the same measurement as before the memory bounds (initdb's 128 MB shared buffers, initdb at the
 * first start) in this run, with where the memory is in the note.
 */
export async function memoryBench(): Promise<BenchRow[]> {
  // BENCH_MEMORY_ONLY=load: only the after-load row without its before-issue baseline (for iterating; the baselines are slow).
  if (process.env.BENCH_MEMORY_ONLY === 'load') return [loadRow(await afterLoad(NOW), await afterLoad({ ...NOW, env: { ANSWER_CACHE_MB: '0' } }))];
  const floor = await floors();
  const now = await afterStart(NOW);
  const before = await afterStart(BEFORE);
  const startRow: BenchRow = {
    name: `memory: server RSS after start (existing data folder, ${LIST_SIZE} pages)`,
    value: now.rss, unit: 'MB', baseline: before.rss, ratio: now.rss / before.rss,
    budget: `≤ ${BUDGET.start} MB`, pass: now.rss <= BUDGET.start,
    note: `${SETTLE_MS / 1000} s after the first answer; ${now.breakdown}; baseline: before the memory bounds (${BEFORE_NOTE}): ${f0(before.rss)} MB (${before.breakdown}); floor: bare node ${f0(floor.node)} MB, node + tsx loader ${f0(floor.tsx)} MB (npm start runs the compiled server without the loader)`,
  };
  if (ONLY_START) return [startRow];
  const loaded = await afterLoad(NOW);
  const uncached = await afterLoad({ ...NOW, env: { ANSWER_CACHE_MB: '0' } });
  const loadedBefore = await afterLoad(BEFORE);
  const first = await firstStart(NOW);
  const firstBefore = await firstStart(BEFORE);
  return [
    startRow,
    loadRow(loaded, uncached, loadedBefore),
    {
      name: 'memory: first start on a new data folder (database from the prepared image, demo seed), peak RSS',
      value: first.peak, unit: 'MB', baseline: firstBefore.peak, ratio: first.peak / firstBefore.peak,
      budget: `≤ ${BUDGET.firstStart} MB`, pass: first.peak <= BUDGET.firstStart,
      note: `answered after ${f0(first.ms)} ms; after the seed: ${first.breakdown}; baseline: before the memory bounds (initdb in the server): peak ${f0(firstBefore.peak)} MB, answered after ${f0(firstBefore.ms)} ms`,
    },
  ];
}
