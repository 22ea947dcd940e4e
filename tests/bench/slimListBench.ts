import { Bench } from 'tinybench';
import { startServer } from '../support/startServer.ts';
import type { BenchRow } from './serverBench.ts';

const ITEMS = 1000;
const PAGES = 30;

/**
 * The console's slim list against the full list SPEC §7 answers, for 1,000 items of 30 keyed pages
 * each (the test kind tk_tour, shaped like a story): same server, same run. Also the bytes each sends.
 */
export async function slimListBench(): Promise<BenchRow[]> {
  const server = await startServer({ env: { TOURBENCH_EXTRA_KINDS: 'tests/kinds' } });
  try {
    const headers = { authorization: `Bearer ${await server.login()}`, 'content-type': 'application/json' };
    const pages = Array.from({ length: PAGES }, (_, i) => ({ title: `Page ${i + 1}: a room of the museum with a longer title` }));
    for (let i = 0; i < ITEMS; i++) {
      const res = await fetch(`${server.url}/api/tk_tour`, { method: 'POST', headers, body: JSON.stringify({ title: `Tour ${i}`, pages }) });
      if (res.status !== 201) throw new Error(`seeding tour ${i}: ${res.status} ${await res.text()}`);
    }
    const size = async (path: string) => (await (await fetch(`${server.url}${path}`, { headers })).arrayBuffer()).byteLength;
    const [slimBytes, fullBytes] = [await size('/api/tk_tour?slim=1'), await size('/api/tk_tour')];
    const bench = new Bench({ time: 3000, warmup: true });
    const get = (path: string) => async () => { await (await fetch(`${server.url}${path}`, { headers })).arrayBuffer(); };
    bench.add('slim', get('/api/tk_tour?slim=1')).add('full', get('/api/tk_tour'));
    await bench.run();
    const hz = (name: string) => {
      const result = bench.tasks.find((t) => t.name === name)!.result;
      if (!('throughput' in result)) throw new Error(`${name}: ${result.state}`);
      return result.throughput.mean;
    };
    return [
      { name: `GET slim list (${ITEMS} items × ${PAGES} pages), the console's list`, value: hz('slim'), unit: 'req/s', baseline: hz('full'), ratio: hz('slim') / hz('full'), note: 'baseline: the full list (SPEC §7), same server' },
      { name: `slim list size (${ITEMS} × ${PAGES} pages)`, value: slimBytes / 1024, unit: 'KiB', baseline: fullBytes / 1024, ratio: slimBytes / fullBytes, note: 'baseline: the full list' },
    ];
  } finally {
    await server.close();
  }
}
