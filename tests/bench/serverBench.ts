import { startBareServer } from './bareServer.ts';
import { httpLoad, RUN_SECONDS, statusNote, type LoadFigures } from './httpLoad.ts';
import { LIST_SIZE, startSeededServer } from './seededServer.ts';
import { rawGetOk } from './benchHttp.ts';

/** One row of the bench table: a measurement next to its same-run baseline. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  baseline?: number;
  ratio?: number;
  /** The budget for this figure, e.g. '≥ 0.5' (ratio) or '≤ 1.5 s'. */
  budget?: string;
  /** Whether the figure meets its budget; printed as PASS / FAIL. */
  pass?: boolean;
  note?: string;
}

/** Budget: the real server answers at least half as many requests as a bare node:http server. */
export const RATIO_BUDGET = 0.5;


function ratioRow(name: string, ours: LoadFigures, base: LoadFigures, note: string, budget = RATIO_BUDGET): BenchRow {
  const ratio = ours.rps / base.rps;
  return { name, value: ours.rps, unit: 'req/s', baseline: base.rps, ratio, budget: `≥ ${budget}`, pass: ratio >= budget, note: `${note}; ours ${statusNote(ours)}; baseline ${statusNote(base)}` };
}

/**
 * GET a list of 1,000 web pages and one web page through the real server (PGlite) at 1 and 16
 * connections, next to a bare node:http process answering the same bytes, all with autocannon in
 * one run; plus the list with gzip, with If-None-Match, and in a non-base language.
 */
export async function serverBench(): Promise<BenchRow[]> {
  const seeded = await startSeededServer();
  const { server } = seeded;
  const auth = { authorization: `Bearer ${seeded.token}` };
  const listPath = '/api/web_page';
  const onePath = `/api/web_page/${seeded.ids[Math.floor(seeded.ids.length / 2)]}`;
  const list = await rawGetOk(server.url + listPath, auth);
  const one = await rawGetOk(server.url + onePath, auth);
  const esHeaders = { ...auth, 'x-language-code': 'es' };
  const esList = await rawGetOk(server.url + listPath, esHeaders);
  // The Spanish bytes (accented letters) cost the load client itself about half its rate, on a bare server too:
  // so the Spanish list is measured against bare node:http answering those very bytes.
  const esBarePath = '/es-list';
  const bare = await startBareServer({ [listPath]: list, [onePath]: one, [esBarePath]: esList });
  const rows: BenchRow[] = [];
  try {
    const figures = new Map<string, LoadFigures>();
    for (const [what, path] of [[`list (${LIST_SIZE})`, listPath], ['one item', onePath]]) {
      for (const connections of [1, 16]) {
        const ours = await httpLoad(server.url + path, connections, auth);
        const base = await httpLoad(bare.url + path, connections, auth);
        figures.set(`${what} ${connections}`, ours).set(`bare ${what} ${connections}`, base);
        rows.push(ratioRow(`GET ${what}, ${connections} connection(s), real server vs bare node:http`, ours, base, `${RUN_SECONDS} s, identity bytes both sides`));
      }
    }
    const bareList16 = figures.get(`bare list (${LIST_SIZE}) 16`)!;
    const gzip = await httpLoad(server.url + listPath, 16, { ...auth, 'accept-encoding': 'gzip' });
    rows.push(ratioRow(`GET list (${LIST_SIZE}), 16 connections, Accept-Encoding: gzip`, gzip, bareList16, 'baseline: bare node:http, identity'));
    const conditional = await httpLoad(server.url + listPath, 16, { ...auth, 'if-none-match': list.etag ?? '"no-etag"' });
    rows.push(ratioRow(`GET list (${LIST_SIZE}), 16 connections, If-None-Match (304)`, conditional, bareList16, `baseline: bare node:http, identity${list.etag ? '' : '; the server sent no ETag, so no 304 is possible'}`));
    const es = await httpLoad(server.url + listPath, 1, esHeaders);
    const esBare = await httpLoad(bare.url + esBarePath, 1, auth);
    rows.push(ratioRow(`GET list (${LIST_SIZE}) in a non-base language (es, all translated), 1 connection, vs bare node:http`, es, esBare, 'baseline: bare node:http answering the same Spanish bytes', 0.7));
  } finally {
    await bare.stop();
    await seeded.close();
  }
  return rows;
}
