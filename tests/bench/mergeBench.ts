import { startServer } from '../support/startServer.ts';
import type { BenchRow } from './serverBench.ts';

const PAGES = 50;
const ROUNDS = 40;
const WARMUP = 5;

type Item = { id: number; version: number; ingress: string; pages: { id: number; text: string }[] };

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/**
 * The server merge: the round trip of a stale save of a 50-page story that is merged (its version
 * one behind, another page changed since) next to the current-version save made just before it in the
 * same round (the baseline). The issue sets no budget: the row shows what a merge costs.
 */
export async function mergeBench(): Promise<BenchRow[]> {
  const server = await startServer();
  try {
    const headers = { authorization: `Bearer ${await server.login()}`, 'content-type': 'application/json' };
    const post = async (path: string, body: unknown): Promise<Item> => {
      const res = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: Item }).data;
    };
    const pages = Array.from({ length: PAGES }, (_, i) => ({
      id: -(i + 1), page_title: `Stop ${i + 1}`, text: `The harbour, stop ${i + 1}: iron rings in the quay, brick facades rebuilt after the fire of 1858.`,
      ...(i < PAGES - 1 ? { button1: 'Next', next_page: -(i + 2) } : { is_end: true }),
    }));
    let item = await post('/api/story', { name: 'Merge bench', title: 'Merge bench', ingress: 'Start', text: 'A long walk.', pages });
    const current: number[] = [];
    const merged: number[] = [];
    for (let i = 0; i < WARMUP + ROUNDS; i++) {
      const loaded = structuredClone(item);
      const mine = structuredClone(item);
      loaded.pages[i % PAGES].text = `Curator edit ${i}`;
      let t = performance.now();
      const saved = await post(`/api/story/update/${item.id}`, loaded);
      const tCurrent = performance.now() - t;
      mine.ingress = `Volunteer ingress ${i}`;
      t = performance.now();
      item = await post(`/api/story/update/${item.id}`, mine);
      const tMerged = performance.now() - t;
      if (item.version !== saved.version + 1 || item.pages[i % PAGES].text !== `Curator edit ${i}`) throw new Error('the stale save was not merged');
      if (i >= WARMUP) { current.push(tCurrent); merged.push(tMerged); }
    }
    const [c, m] = [current.sort((a, b) => a - b), merged.sort((a, b) => a - b)];
    const round = (n: number) => Math.round(n * 100) / 100;
    return [50, 99].map((q) => ({
      name: `merge: stale save of a ${PAGES}-page story, merged (p${q})`,
      value: round(p(m, q / 100)), unit: 'ms', baseline: round(p(c, q / 100)), ratio: round(p(m, q / 100) / p(c, q / 100)),
      note: `baseline: the current-version save of the same story just before it, same run; ${ROUNDS} rounds; the issue sets no budget`,
    }));
  } finally {
    await server.close();
  }
}
