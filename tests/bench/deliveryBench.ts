import { startBareServer } from './bareServer.ts';
import { deliveryImageBench } from './deliveryImageBench.ts';
import { httpLoad, RUN_SECONDS, statusNote, type LoadFigures } from './httpLoad.ts';
import { LIST_SIZE, startSeededServer } from './seededServer.ts';
import type { BenchRow } from './serverBench.ts';
import { callJson, rawGet } from './benchHttp.ts';



const row = (name: string, ours: LoadFigures, base: LoadFigures, note: string): BenchRow =>
  ({ name, value: ours.rps, unit: 'req/s', baseline: base.rps, ratio: ours.rps / base.rps, note: `${note}; ours ${statusNote(ours)}; baseline ${statusNote(base)}` });

/**
 * The delivery API: the list of 1,000 published web pages read with an API key, answered
 * in full (200) and revalidated with its ETag (304), at 1 and 16 connections, next to a bare node:http
 * process answering the same bytes, all in one run; then the delivered image data and the demo trip's picture bytes.
 */
export async function deliveryBench(): Promise<BenchRow[]> {
  const seeded = await startSeededServer();
  const { server } = seeded;
  const staff = { authorization: `Bearer ${seeded.token}`, 'content-type': 'application/json' };
  const rows: BenchRow[] = [];
  try {
    // Every page published (four at a time), then one key for the app.
    const queue = [...seeded.ids];
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) await callJson(`${server.url}/api/web_page/publish/${id}`, { headers: staff });
    }));
    const key = (await callJson(`${server.url}/api/settings/api-keys`, { method: 'POST', headers: staff, body: JSON.stringify({ name: 'Bench app' }) })).data.secret as string;
    const auth = { authorization: `Bearer ${key}` };
    const path = '/delivery/v1/web_page';
    const full = await rawGet(server.url + path, auth);
    const items = JSON.parse(full.body.toString()).items?.length;
    if (full.status !== 200 || items !== LIST_SIZE || !full.etag) throw new Error(`delivery list: ${full.status}, ${items} items, ETag ${full.etag}`);
    const revalidate = { ...auth, 'if-none-match': full.etag };
    const check = await rawGet(server.url + path, revalidate);
    if (check.status !== 304) throw new Error(`If-None-Match answered ${check.status}, not 304`);

    const bare = await startBareServer({ [path]: full });
    try {
      const kib = (full.body.length / 1024).toFixed(0);
      for (const connections of [1, 16]) {
        const base = await httpLoad(bare.url + path, connections, auth);
        const ours = await httpLoad(server.url + path, connections, auth);
        const notModified = await httpLoad(server.url + path, connections, revalidate);
        rows.push(row(`GET delivery list (${LIST_SIZE} published, ${kib} KiB), ${connections} connection(s), full answer vs bare node:http`, ours, base, `${RUN_SECONDS} s, identity bytes both sides`));
        rows.push(row(`GET delivery list (${LIST_SIZE} published), ${connections} connection(s), If-None-Match (304) vs bare node:http`, notModified, base, 'baseline: bare node:http sending the full list'));
        rows.push(row(`GET delivery list (${LIST_SIZE} published), ${connections} connection(s), If-None-Match (304) vs full answer`, notModified, ours, 'baseline: the same server answering 200 in full'));
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await seeded.close();
  }
  rows.push(...(await deliveryImageBench()));
  return rows;
}
