import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { startServer, type TestServer } from '../support/startServer.ts';
import { callJson } from './benchHttp.ts';
import { commitTree } from './commitTree.ts';
import { copyOfSeededDataDir } from './seededServer.ts';
import type { BenchRow } from './serverBench.ts';
import { rmSync } from 'node:fs';

/** Clients saving at once (the issue's figure: 4 clients on the embedded database). */
const CLIENTS = 4;
/** Seconds each run counts saves for, after a second of warm-up (BENCH_SAVE_SECONDS overrides). */
const SAVE_SECONDS = Number(process.env.BENCH_SAVE_SECONDS) || 8;
/** The save path before it was made faster (230 saves/s on this machine): the same-run baseline, run from its own tree. */
export const SAVE_PATH_BEFORE = 'a22171c6aa18b521c4f9547c13ff2fd2e6211eaf';
/** The budget: at least twice the saves per second of that commit. */
const RATIO_BUDGET = 2;
const ROOT = resolve(import.meta.dirname, '../..');
/** Measure this commit's tree instead of the working tree (BENCH_SAVE_TREE=<commit>): e.g. the baseline against itself. */
const OURS = process.env.BENCH_SAVE_TREE;

/** What one run measured: saves answered per second, their latency, and any answer that was not a 200. */
interface SaveFigures { rps: number; p50: number; p99: number; saves: number; failures: string[] }

/** What a console does beside the saves. */
type Beside = (server: TestServer, token: string) => Promise<void>;

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Reads each path once (a console's list open: its read model is then in use), then waits a second. */
const reading = (paths: [string, Record<string, string>?][]): Beside => async (server, token) => {
  for (const [path, headers] of paths) await (await fetch(server.url + path, { headers: { authorization: `Bearer ${token}`, ...headers } })).arrayBuffer();
  await pause(1000);
};

// What is open in a console beside the saves: nothing, the saved kind's lists, or other kinds' lists.
const SCENARIOS: [string, Beside | undefined][] = [
  ['no list open', undefined],
  ['the web page lists open (base, slim, es; each read once a second)', reading([['/api/web_page'], ['/api/web_page?slim=1'], ['/api/web_page', { 'x-language-code': 'es' }]])],
  ['five other kinds\' lists open (each read once a second)', reading(['station', 'story', 'trip', 'game', 'question'].map((k) => [`/api/${k}?slim=1`]))],
];

/**
 * CLIENTS clients on a fresh copy of the tree's seeded data (1,000 web pages, each also in es), each saving
 * its own web page again and again (the version each answer gives is the next save's) while `beside` runs.
 */
async function saveRun(root: string, beside: Beside | undefined): Promise<SaveFigures> {
  const dataDir = await copyOfSeededDataDir(root === ROOT ? undefined : root);
  const server = await startServer({ dataDir, root });
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  try {
    const token = await server.login();
    const auth = { authorization: `Bearer ${token}` };
    // The ids from the groups call: reading the list itself would put its read model in use.
    const groups = (await callJson(`${server.url}/api/groups/web_page`, { headers: auth })).data.groups as Record<string, { id: number }[]>;
    const ids = Object.values(groups).flat().map((x) => x.id).sort((a, b) => a - b).slice(0, CLIENTS);
    const versions = await Promise.all(ids.map(async (id) => (await callJson(`${server.url}/api/web_page/${id}`, { headers: auth })).data.items.version as number));
    const base = new URL(server.url);
    const post = (path: string, body: unknown) => new Promise<{ status: number; text: string }>((ok, fail) => {
      const req = request({ host: base.hostname, port: base.port, method: 'POST', path, agent, headers: { ...auth, 'content-type': 'application/json' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', fail);
      });
      req.on('error', fail);
      req.end(JSON.stringify(body));
    });
    const latencies: number[] = [];
    const failures: string[] = [];
    let stop = false;
    let counting = false;
    const client = async (n: number) => {
      for (let seq = 0; !stop; seq++) {
        const t0 = performance.now();
        const a = await post(`/api/web_page/update/${ids[n]}`, { title: `Page ${ids[n]} save ${seq}`, url: `https://example.org/p/${ids[n]}?v=${seq}`, version: versions[n] });
        if (a.status !== 200) { failures.push(`${a.status} ${a.text.slice(0, 200)}`); if (failures.length > 20) stop = true; continue; }
        versions[n] = (JSON.parse(a.text) as { data: { version: number } }).data.version;
        if (counting) latencies.push(performance.now() - t0);
      }
    };
    const besideLoop = beside && (async () => { while (!stop) await beside(server, token); })();
    const running = Promise.all(ids.map((_, n) => client(n)));
    await pause(1000);
    counting = true;
    const t0 = performance.now();
    await pause(SAVE_SECONDS * 1000);
    counting = false;
    const seconds = (performance.now() - t0) / 1000;
    stop = true;
    await running;
    await besideLoop;
    return { rps: latencies.length / seconds, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), saves: latencies.length, failures };
  } finally {
    agent.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const figures = (f: SaveFigures) =>
  `${f.rps.toFixed(0)}/s (p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms${f.failures.length ? `; ${f.failures.length} failed, first: ${f.failures[0]}` : ''})`;

/**
 * The save path (POST /api/web_page/update/{id}) with CLIENTS clients on the embedded database, each
 * saving its own item of 1,000 web pages: with no list open, with the saved kind's lists open in a
 * console, and with other kinds' lists open. The baseline is the same run against the server of commit
 * SAVE_PATH_BEFORE (its own tree and seeded data); both servers run from their sources through tsx,
 * one after the other for each scenario. Budget: at least twice the baseline's saves per second.
 */
export async function saveBench(): Promise<BenchRow[]> {
  const before = commitTree(SAVE_PATH_BEFORE);
  const ours = OURS ? commitTree(OURS) : undefined;
  try {
    const rows: BenchRow[] = [];
    for (const [what, beside] of SCENARIOS) {
      const old = await saveRun(before.dir, beside);
      const mine = await saveRun(ours?.dir ?? ROOT, beside);
      const ratio = mine.rps / old.rps;
      rows.push({
        name: `save: ${CLIENTS} clients each saving a web page, embedded database, ${what}`,
        value: mine.rps, unit: 'saves/s', baseline: old.rps, ratio,
        budget: `≥ ${RATIO_BUDGET}`, pass: ratio >= RATIO_BUDGET && !mine.failures.length && !old.failures.length,
        note: `${SAVE_SECONDS} s each; ours${OURS ? ` (${OURS.slice(0, 7)})` : ''} ${figures(mine)}; baseline: the save path of ${SAVE_PATH_BEFORE.slice(0, 7)} (before it was made faster) ${figures(old)}`,
      });
    }
    return rows;
  } finally {
    before.remove();
    ours?.remove();
  }
}
