import { mixedLoad, percentile, type CallType } from '../support/mixedLoad.ts';
import { LIST_SIZE, startSeededServer } from './seededServer.ts';
import type { BenchRow } from './serverBench.ts';

const CLIENTS = 20;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS) || 30;
const RACERS = 10;

const page = (id: number, tag: string) => ({ title: `Page ${id} ${tag}`, url: `https://example.org/p/${id}` });

const CLASSES = ['2xx', '304', '409', '4xx', '5xx', 'other'] as const;

/** Answers by class, in the order the issue names them (a Map: object keys like '304' would sort first). */
function statusClasses(statuses: Record<number, number>): Map<(typeof CLASSES)[number], number> {
  const out = new Map(CLASSES.map((c) => [c, 0]));
  for (const [c, n] of Object.entries(statuses)) {
    const code = Number(c);
    const bucket = code >= 200 && code < 300 ? '2xx' : code === 304 ? '304' : code === 409 ? '409' : code >= 400 && code < 500 ? '4xx' : code >= 500 ? '5xx' : 'other';
    out.set(bucket, out.get(bucket)! + n);
  }
  return out;
}

/** RACERS clients update one item at the same instant, all with the version they read. */
async function race(url: string, token: string, id: number): Promise<Record<number, number>> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = ((await (await fetch(`${url}/api/web_page/${id}`, { headers })).json()) as { data: { items: { version: number } } }).data.items.version;
  const answers = await Promise.all(Array.from({ length: RACERS }, async (_, n) => {
    const res = await fetch(`${url}/api/web_page/update/${id}`, { method: 'POST', headers, body: JSON.stringify({ ...page(id, `racer ${n}`), version: current }) });
    await res.arrayBuffer();
    return res.status;
  }));
  const counts: Record<number, number> = {};
  for (const s of answers) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

/**
 * 20 clients mixing list (of 1,000), get and update on the real server for 30 s: throughput, answers
 * by status class, p50/p99 per call type; then 10 clients updating one item with the same version.
 */
export async function loadBench(): Promise<BenchRow[]> {
  const seeded = await startSeededServer();
  try {
    const { url } = seeded.server;
    const load = await mixedLoad({ url, token: seeded.token, entity: 'web_page', ids: seeded.ids, hotIds: seeded.ids.slice(0, 50), clients: CLIENTS, durationMs: LOAD_SECONDS * 1000, doc: page });
    const classes = statusClasses(load.statuses);
    const total = Object.values(load.statuses).reduce((a, b) => a + b, 0);
    const rows: BenchRow[] = [{
      name: `load: ${CLIENTS} clients mixing list (${LIST_SIZE}), get and update for ${LOAD_SECONDS} s`,
      value: total / load.seconds, unit: 'req/s',
      budget: '0 × 5xx', pass: classes.get('5xx') === 0 && load.networkErrors.length === 0,
      note: `${[...classes].map(([k, n]) => `${k} ${n}`).join(', ')}, network errors ${load.networkErrors.length}${load.surprises.length ? `; first surprise: ${load.surprises[0]}` : ''}`,
    }];
    for (const type of ['list', 'get', 'update'] as CallType[]) {
      const ms = load.latencies[type];
      rows.push({ name: `load: ${type} latency p50`, value: percentile(ms, 50), unit: 'ms', note: `${ms.length} calls` });
      rows.push({ name: `load: ${type} latency p99`, value: percentile(ms, 99), unit: 'ms', note: `${ms.length} calls` });
    }
    const raced = await race(url, seeded.token, seeded.ids[seeded.ids.length - 1]);
    const classesRaced = statusClasses(raced);
    rows.push({
      name: `${RACERS} clients update one item with the same version at once: answers 2xx`,
      value: classesRaced.get('2xx')!, unit: '×',
      budget: `1 × 2xx, ${RACERS - 1} × 409`, pass: classesRaced.get('2xx') === 1 && classesRaced.get('409') === RACERS - 1,
      note: Object.entries(raced).map(([code, n]) => `${code}×${n}`).join(', '),
    });
    return rows;
  } finally {
    await seeded.close();
  }
}
