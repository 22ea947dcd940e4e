import { readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { startServer, type TestServer } from '../support/startServer.ts';
import { callJson } from './benchHttp.ts';
import { commitTree } from './commitTree.ts';
import { copyOfSeededDataDir } from './seededServer.ts';
import type { BenchRow } from './serverBench.ts';

/** Clients saving at once (the issue's figure: 4 clients on the embedded database). */
const CLIENTS = 4;
/** Rounds per server and scenario after a warm-up round, and seconds per round (BENCH_SAVE_ROUNDS, BENCH_SAVE_SECONDS override). */
const ROUNDS = Number(process.env.BENCH_SAVE_ROUNDS) || 6;
const ROUND_SECONDS = Number(process.env.BENCH_SAVE_SECONDS) || 2;
/** The save path before it was made faster (230 saves/s on this machine): the same-run baseline, run from its own tree. */
export const SAVE_PATH_BEFORE = 'a22171c6aa18b521c4f9547c13ff2fd2e6211eaf';
/** The budget: at least twice the saves per second of that commit. */
const RATIO_BUDGET = 2;
const ROOT = resolve(import.meta.dirname, '../..');
/** Measure this commit's tree instead of the working tree (BENCH_SAVE_TREE=<commit>): e.g. the baseline against itself. */
const OURS = process.env.BENCH_SAVE_TREE;

/** What a console does beside the saves, against the server being measured. */
type Beside = (server: TestServer, token: string) => Promise<void>;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
// User and system CPU of a process (its threads together: the database's thread is one), in ms.
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

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

/** One server under test: its own copy of its tree's seeded data, CLIENTS web pages to save and what the rounds measured. */
interface Subject {
  server: TestServer;
  dataDir: string;
  token: string;
  ids: number[];
  versions: number[];
  agent: Agent;
  saves: number;
  seconds: number;
  cpu: number;
  latencies: number[];
  failures: string[];
}

async function startSubject(root: string): Promise<Subject> {
  const dataDir = await copyOfSeededDataDir(root === ROOT ? undefined : root);
  const server = await startServer({ dataDir, root });
  const token = await server.login();
  const auth = { authorization: `Bearer ${token}` };
  // The ids from the groups call: reading the list itself would put its read model in use.
  const groups = (await callJson(`${server.url}/api/groups/web_page`, { headers: auth })).data.groups as Record<string, { id: number }[]>;
  const ids = Object.values(groups).flat().map((x) => x.id).sort((a, b) => a - b).slice(0, CLIENTS);
  const versions = await Promise.all(ids.map(async (id) => (await callJson(`${server.url}/api/web_page/${id}`, { headers: auth })).data.items.version as number));
  return { server, dataDir, token, ids, versions, agent: new Agent({ keepAlive: true, maxSockets: CLIENTS }), saves: 0, seconds: 0, cpu: 0, latencies: [], failures: [] };
}

async function stopSubject(s: Subject) {
  s.agent.destroy();
  await s.server.stop();
  rmSync(s.dataDir, { recursive: true, force: true });
}

/** CLIENTS clients each saving their own web page again and again for `seconds` (each answer's version is the next save's), while `beside` runs. */
async function round(s: Subject, seconds: number, beside: Beside | undefined, counted: boolean) {
  const base = new URL(s.server.url);
  const post = (path: string, body: unknown) => new Promise<{ status: number; text: string }>((ok, fail) => {
    const req = request({ host: base.hostname, port: base.port, method: 'POST', path, agent: s.agent, headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(JSON.stringify(body));
  });
  let stop = false;
  let saves = 0;
  const latencies: number[] = [];
  const client = async (n: number) => {
    for (let seq = 0; !stop; seq++) {
      const t0 = performance.now();
      const id = s.ids[n];
      const a = await post(`/api/web_page/update/${id}`, { title: `Page ${id} save ${seq}`, url: `https://example.org/p/${id}?v=${seq}`, version: s.versions[n] });
      if (a.status !== 200) { s.failures.push(`${a.status} ${a.text.slice(0, 200)}`); if (s.failures.length > 20) stop = true; continue; }
      s.versions[n] = (JSON.parse(a.text) as { data: { version: number } }).data.version;
      // Only saves answered within the round count: the rest of a round's saves are waited for, uncounted.
      if (!stop) { saves++; latencies.push(performance.now() - t0); }
    }
  };
  const cpu0 = cpuMs(s.server.pid);
  const t0 = performance.now();
  const besideLoop = beside && (async () => { while (!stop) await beside(s.server, s.token); })();
  const running = Promise.all(s.ids.map((_, n) => client(n)));
  await pause(seconds * 1000);
  stop = true;
  const elapsed = (performance.now() - t0) / 1000;
  await running;
  const cpu = cpuMs(s.server.pid) - cpu0;
  await besideLoop;
  if (!counted) return;
  s.saves += saves;
  s.seconds += elapsed;
  s.cpu += cpu;
  s.latencies.push(...latencies);
}

const figures = (s: Subject) => `${(s.saves / s.seconds).toFixed(0)}/s, p50 ${quantile(s.latencies, 0.5).toFixed(1)} ms, p99 ${quantile(s.latencies, 0.99).toFixed(1)} ms, `
  + `server CPU ${(s.cpu / s.saves).toFixed(1)} ms per save${s.failures.length ? `; ${s.failures.length} failed, first: ${s.failures[0]}` : ''}`;

/**
 * The save path (POST /api/web_page/update/{id}) with CLIENTS clients on the embedded database, each
 * saving its own item of 1,000 web pages (each also in es): with no list open, with the saved kind's lists
 * open in a console, and with other kinds' lists open. The baseline is the server of commit
 * SAVE_PATH_BEFORE (its own tree and seeded data), running beside ours: both from their sources through tsx,
 * loaded in turn for ROUND_SECONDS at a time (the order swapping every round), so a busy moment of the
 * machine falls on both alike. Budget: at least twice the baseline's saves per second.
 */
export async function saveBench(): Promise<BenchRow[]> {
  const before = commitTree(SAVE_PATH_BEFORE);
  const ours = OURS ? commitTree(OURS) : undefined;
  try {
    const rows: BenchRow[] = [];
    for (const [what, beside] of SCENARIOS) {
      const old = await startSubject(before.dir);
      const mine = await startSubject(ours?.dir ?? ROOT);
      try {
        for (let r = 0; r <= ROUNDS; r++) {
          for (const s of r % 2 ? [mine, old] : [old, mine]) await round(s, ROUND_SECONDS, beside, r > 0);
        }
      } finally {
        await stopSubject(old);
        await stopSubject(mine);
      }
      const ratio = (mine.saves / mine.seconds) / (old.saves / old.seconds);
      rows.push({
        name: `save: ${CLIENTS} clients each saving a web page, embedded database, ${what}`,
        value: mine.saves / mine.seconds, unit: 'saves/s', baseline: old.saves / old.seconds, ratio,
        budget: `≥ ${RATIO_BUDGET}`, pass: ratio >= RATIO_BUDGET && !mine.failures.length && !old.failures.length,
        note: `${ROUNDS} × ${ROUND_SECONDS} s each, in turn; ours${OURS ? ` (${OURS.slice(0, 7)})` : ''} ${figures(mine)}; baseline: the save path of ${SAVE_PATH_BEFORE.slice(0, 7)} (before it was made faster) ${figures(old)}`,
      });
    }
    return rows;
  } finally {
    before.remove();
    ours?.remove();
  }
}
