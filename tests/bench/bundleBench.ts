import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer } from '../support/startServer.ts';
import { launchBrowser } from '../support/browser.ts';
import { coldLoad, signedInState, transferred, type Transfer } from '../support/coldLoad.ts';
import { LOGIN_JS_BUDGET, STATION_COLD_BUDGET } from '../support/downloadBudgets.ts';
import type { BenchRow } from './serverBench.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');
const kb = (bytes: number) => bytes / 1000;

/** Source paths (from the chunks' source maps) that must not load on the login page. */
const HEAVY = [
  { label: 'maplibre', test: (s: string) => s.includes('node_modules/maplibre-gl/') || s.includes('node_modules/react-map-gl/') },
  // The editor's route dispatcher (KindRoute) is tiny and belongs on every page; the editor itself is lazy.
  { label: 'form editor', test: (s: string) => s.includes('node_modules/@rjsf/') || s.includes('node_modules/ajv/') || /src\/console\/editor\/(?!KindRoute\.tsx)/.test(s) },
];

/** The sources bundled into a built chunk, from its source map (dist is built with sourcemap: true). */
function chunkSources(file: string): string[] {
  const map = `${file}.map`;
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
}

/** Which of HEAVY came along with these scripts. */
function heavyNote(scripts: Transfer[]): string {
  const loaded = new Set<string>();
  for (const s of scripts) for (const source of chunkSources(join(DIST, s.path.replace(/^\/admin\//, '')))) for (const h of HEAVY) if (h.test(source)) loaded.add(h.label);
  return HEAVY.map((h) => `${h.label} ${loaded.has(h.label) ? 'LOADED' : 'not loaded'}`).join(', ');
}


/**
 * What the browser downloads, on the wire as Chromium counts it, each from a cold cache
 * against the real server: the login route's JavaScript and everything of the console's own the
 * station editor loads until its map is shown (HTML, JS, CSS, the map worker; not API calls or tiles).
 * Each is measured with `Accept-Encoding: br, gzip` (brotli answers), `gzip` only, and `identity`, the
 * baseline: the raw files, what the console cost before it was served compressed.
 */
export async function bundleBench(): Promise<BenchRow[]> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ has no build: run npm run build first');
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = await server.login();
    const list = await fetch(`${server.url}/api/station`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json()) as { data: { stations: { id: number }[] } };
    const stationUrl = `${server.url}/admin/station?id=${list.data.stations[0].id}`;
    const storageState = await signedInState(browser, server);

    const loginJs = async (acceptEncoding: string) => {
      const { transfers, page } = await coldLoad(browser, `${server.url}/admin/login`, { acceptEncoding, ready: (p) => p.getByRole('button', { name: 'Sign in', exact: true }).waitFor() });
      await page.context().close();
      return transfers.filter((t) => t.type === 'script');
    };
    const station = async (acceptEncoding: string) => {
      const { transfers, page } = await coldLoad(browser, stationUrl, {
        storageState, acceptEncoding,
        ready: (p) => p.waitForFunction(() => performance.getEntriesByName('tourbench:map-load').length > 0, undefined, { timeout: 60_000 }).then(() => undefined),
      });
      await page.context().close();
      return transfers;
    };

    const [loginRaw, loginBr, loginGzip] = [await loginJs('identity'), await loginJs('br, gzip'), await loginJs('gzip')];
    const [stationRaw, stationBr, stationGzip] = [await station('identity'), await station('br, gzip'), await station('gzip')];
    const raw = { login: transferred(loginRaw), station: transferred(stationRaw) };
    const row = (name: string, ts: Transfer[], base: number, budget: number | undefined, note: string): BenchRow => ({
      name, value: kb(transferred(ts)), unit: 'KB', baseline: kb(base), ratio: transferred(ts) / base,
      ...(budget === undefined ? {} : { budget: `≤ ${kb(budget)} KB`, pass: transferred(ts) <= budget }), note,
    });
    return [
      row('login route JS transferred (br, gzip)', loginBr, raw.login, LOGIN_JS_BUDGET, `${loginBr.length} script(s), cold cache; baseline: the same scripts uncompressed; ${heavyNote(loginBr)}`),
      row('login route JS transferred (gzip only)', loginGzip, raw.login, LOGIN_JS_BUDGET, 'Accept-Encoding: gzip; baseline: uncompressed'),
      row('station editor cold load transferred (br, gzip)', stationBr, raw.station, STATION_COLD_BUDGET, `${stationBr.length} answers under /admin/ until the map is shown (HTML, JS, CSS, map worker); baseline: uncompressed`),
      row('station editor cold load transferred (gzip only)', stationGzip, raw.station, undefined, 'Accept-Encoding: gzip; baseline: uncompressed'),
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
