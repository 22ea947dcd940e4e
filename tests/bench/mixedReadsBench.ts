import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_TEAM } from '../support/companies.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { runStaleReadLoad, type StaleLoadResult } from '../support/staleReadLoad.ts';
import { startBareServer } from './bareServer.ts';
import { httpLoad, RUN_SECONDS, statusNote, type LoadFigures } from './httpLoad.ts';
import { LIST_SIZE, startSeededServer } from './seededServer.ts';
import { RATIO_BUDGET, type BenchRow } from './serverBench.ts';
import { callJson, rawGetOk } from './benchHttp.ts';

const LIST = '/api/web_page';
const DELIVERY = '/delivery/v1/web_page';



function ratioRow(name: string, ours: LoadFigures, base: LoadFigures, note: string, budget?: number): BenchRow {
  const ratio = ours.rps / base.rps;
  return {
    name, value: ours.rps, unit: 'req/s', baseline: base.rps, ratio,
    ...(budget === undefined ? {} : { budget: `≥ ${budget}`, pass: ratio >= budget }),
    note: `${note}; ours ${statusNote(ours)}; baseline ${statusNote(base)}`,
  };
}

/** A copy of a data folder for one more server; the caller removes it. */
function copyOf(dir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'tourbench-mixed-'));
  cpSync(dir, copy, { recursive: true });
  return copy;
}

/** Starts a server on a copy of `dir` with `env`, runs `work`, stops it and removes the copy. */
async function onCopy<T>(dir: string, env: Record<string, string>, work: (server: TestServer) => Promise<T>): Promise<T> {
  const copy = copyOf(dir);
  const server = await startServer({ dataDir: copy, env });
  try {
    return await work(server);
  } finally {
    await server.stop();
    rmSync(copy, { recursive: true, force: true });
  }
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const saveNote = (r: StaleLoadResult) => (r.writes ? ` (${(r.writes / r.seconds).toFixed(0)}/s, p50 ${percentile(r.saveMs, 0.5).toFixed(1)} ms, p99 ${percentile(r.saveMs, 0.99).toFixed(1)} ms)` : '');
const loadNote = (r: StaleLoadResult) => `${r.reads} reads (${(r.reads / r.seconds).toFixed(0)}/s), ${r.writes} saves${saveNote(r)}, ${r.checked} item values checked against acknowledged saves, ${r.stale.length} stale`;
/** The server's resident memory now, in MB (Linux). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/**
 * Reads that miss the answer cache, on 1,000 web pages (all published, one API key):
 * the staff list and the delivery list with ANSWER_CACHE_MB=0 next to a bare node:http server
 * answering the same bytes; the same with the lists' read model off too (every answer rendered whole,
 * for the record); and 16 readers of the delivery list while 2 editors save and publish pages continuously, next to
 * the same readers alone, with 2 more readers checking every answer against the saves acknowledged before it was asked for.
 */
export async function mixedReadsBench(): Promise<BenchRow[]> {
  const seeded = await startSeededServer();
  const dir = seeded.server.dataDir;
  const rows: BenchRow[] = [];
  try {
    const staff = { authorization: `Bearer ${seeded.token}`, 'content-type': 'application/json' };
    const queue = [...seeded.ids];
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) await callJson(`${seeded.server.url}/api/web_page/publish/${id}`, { headers: staff });
    }));
    const key = (await callJson(`${seeded.server.url}/api/settings/api-keys`, { method: 'POST', headers: staff, body: JSON.stringify({ name: 'Mixed bench app' }) })).data.secret as string;
    await seeded.server.stop();

    // The lists with the answer cache off, against bare node:http sending the very same bytes.
    for (const [label, env, budget] of [
      ['ANSWER_CACHE_MB=0', { ANSWER_CACHE_MB: '0' }, RATIO_BUDGET],
      ['ANSWER_CACHE_MB=0 LIST_CACHE_MB=0 (every answer rendered whole)', { ANSWER_CACHE_MB: '0', LIST_CACHE_MB: '0' }, undefined],
    ] as const) {
      await onCopy(dir, env, async (server) => {
        const token = `Bearer ${await server.login()}`;
        const list = await rawGetOk(server.url + LIST, { authorization: token });
        const delivery = await rawGetOk(server.url + DELIVERY, { authorization: `Bearer ${key}` });
        const bare = await startBareServer({ [LIST]: list, [DELIVERY]: delivery });
        try {
          for (const [what, path, auth] of [[`staff list (${LIST_SIZE})`, LIST, token], [`delivery list (${LIST_SIZE} published)`, DELIVERY, `Bearer ${key}`]] as const) {
            const connections = budget === undefined ? 1 : 16;
            const ours = await httpLoad(server.url + path, connections, { authorization: auth });
            const base = await httpLoad(bare.url + path, connections, { authorization: auth });
            rows.push(ratioRow(`GET ${what}, ${label}, ${connections} connection(s), vs bare node:http`, ours, base, `${RUN_SECONDS} s, ${(list.body.length / 1024).toFixed(0)} / ${(delivery.body.length / 1024).toFixed(0)} KiB identity bytes both sides`, budget));
          }
        } finally {
          await bare.stop();
        }
      });
    }

    // 16 readers of the delivery list (autocannon, the fastest client we have) alone, then while 2 editors
    // save 10 pages each, one save after another; 2 more readers check every answer against the saves
    // acknowledged before they asked, in both runs alike. Then the same with PGlite on the main thread
    // (PGLITE_THREAD=main, as before PGlite moved to a worker thread), for the record.
    for (const thread of ['worker', 'main'] as const) {
      await onCopy(dir, thread === 'main' ? { PGLITE_THREAD: 'main' } : {}, async (server) => {
        const auth = `Bearer ${key}`;
        // Visitors get a save once it is published: the writers are editors publishing each save, and the checks follow the publishes.
        const reads = [{ path: DELIVERY, authorization: auth, published: true }];
        const writers = await Promise.all([0, 1].map(async (w) => ({ token: await server.login(DEMO_TEAM.editor.email, DEMO_TEAM.editor.password), ids: seeded.ids.slice(w * 10, w * 10 + 10), publish: true })));
        const seconds = RUN_SECONDS * 1.2 + 0.5;
        const measure = (withWriters: boolean) => Promise.all([
          httpLoad(server.url + DELIVERY, 16, { authorization: auth }),
          runStaleReadLoad({ readUrl: server.url, writeUrl: server.url, reads, readers: 2, writers: withWriters ? writers : [], seconds }),
        ]);
        const [alone, aloneChecks] = await measure(false);
        const rssAlone = rssOf(server.pid);
        const [mixed, checks] = await measure(true);
        const rssMixed = rssOf(server.pid);
        const ratio = mixed.rps / alone.rps;
        const main = thread === 'main';
        rows.push({
          name: `GET delivery list (${LIST_SIZE} published), 16 readers while 2 editors save and publish continuously, vs the readers alone${main ? ', PGLITE_THREAD=main (for the record)' : ''}`,
          value: mixed.rps, unit: 'req/s', baseline: alone.rps, ratio,
          ...(main ? {} : { budget: `≥ ${RATIO_BUDGET}`, pass: ratio >= RATIO_BUDGET && checks.stale.length === 0 }),
          note: `default caches, PGlite on the ${thread} thread; server RSS ${rssAlone.toFixed(0)} MB after the readers alone, ${rssMixed.toFixed(0)} MB after the mixed load; mixed: ${statusNote(mixed)}; checking readers and authors: ${loadNote(checks)}; alone: ${statusNote(alone)}; ${loadNote(aloneChecks)}`,
        });
        rows.push({
          name: `Stale delivery answers under the mixed load (a save acknowledged before the read was sent, not shown), PGlite on the ${thread} thread`,
          value: checks.stale.length, unit: 'answers', budget: '= 0', pass: checks.stale.length === 0,
          note: checks.stale.slice(0, 3).join(' | ') || `${checks.checked} item values checked in ${checks.reads} answers`,
        });
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
