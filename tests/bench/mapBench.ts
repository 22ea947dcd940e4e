import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../support/browser.ts';
import { startFakeGeocoder } from '../support/fakeGeocoder.ts';
import { startServer } from '../support/startServer.ts';
import type { BenchRow } from './serverBench.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');
const RUNS = 5;
// A string only maplibre's code holds: finding it in the entry chunk would mean the map is not lazy.
const MAPLIBRE_SIGNATURE = 'maplibregl-canvas';

const kb = (bytes: number) => bytes / 1024;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Raw and gzip size of some files in dist/assets. */
function sizes(files: string[]): { raw: number; gzip: number } {
  let raw = 0, gzip = 0;
  for (const f of files) {
    const buf = readFileSync(join(DIST, 'assets', f));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** The console's entry chunk (the module script of index.html) and the lazily loaded map chunk, from dist/. */
function chunkRows(): BenchRow[] {
  if (!existsSync(join(DIST, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/admin\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/index.html names no module script');
  const assets = readdirSync(join(DIST, 'assets'));
  const mapJs = assets.filter((f) => /^(mapChunk|maplibre-gl)-.*\.js$/.test(f));
  const mapAll = [...mapJs, ...assets.filter((f) => /^mapChunk-.*\.css$/.test(f))];
  const worker = assets.filter((f) => /^maplibre-gl-worker-.*\.mjs$/.test(f));
  if (!mapJs.length) throw new Error('dist/assets holds no mapChunk-*.js: is the map still lazily loaded?');

  const e = sizes([entry]);
  const withMap = sizes([entry, ...mapAll]);
  const w = sizes(worker);
  const inEntry = readFileSync(join(DIST, 'assets', entry), 'utf8').includes(MAPLIBRE_SIGNATURE);
  return [
    { name: 'console entry chunk (raw)', value: kb(e.raw), unit: 'KiB', baseline: kb(withMap.raw), ratio: e.raw / withMap.raw, note: `${entry}; baseline = entry + map chunk (${mapAll.join(', ')})` },
    { name: 'console entry chunk (gzip)', value: kb(e.gzip), unit: 'KiB', baseline: kb(withMap.gzip), ratio: e.gzip / withMap.gzip, note: 'baseline = entry + map chunk, gzip -9' },
    { name: 'map chunk, loaded lazily (gzip)', value: kb(withMap.gzip - e.gzip), unit: 'KiB', note: `plus the maplibre worker ${kb(w.gzip).toFixed(0)} KiB gzip (${kb(w.raw).toFixed(0)} KiB raw), fetched by the map` },
    { name: 'maplibre code in the entry chunk', value: inEntry ? 1 : 0, unit: 'found', note: inEntry ? 'FAIL: maplibre is in the entry chunk' : `ok: "${MAPLIBRE_SIGNATURE}" only in ${mapJs.join(', ')}` },
  ];
}

/** Station screen load to the map's first rendered frame and to all tiles drawn, in real Chromium (Performance API). */
async function loadRows(): Promise<BenchRow[]> {
  const fake = await startFakeGeocoder();
  const server = await startServer({ env: fake.env });
  const browser = await launchBrowser();
  try {
    const token = await server.login();
    const list = await fetch(`${server.url}/api/station`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json()) as { data: { stations: { id: number }[] } };
    const id = list.data.stations[0].id;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/station`);
    await page.getByLabel('E-mail').fill(server.adminEmail);
    await page.getByLabel('Password').fill(server.adminPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/admin\/station$/);

    const frame: number[] = [], idle: number[] = [], fcp: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${server.url}/admin/station?id=${id}`);
      await page.waitForFunction(() => performance.getEntriesByName('tourbench:map-idle').length > 0, undefined, { timeout: 60_000 });
      const t = await page.evaluate(() => ({
        frame: performance.getEntriesByName('tourbench:map-load')[0].startTime,
        idle: performance.getEntriesByName('tourbench:map-idle')[0].startTime,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      }));
      frame.push(t.frame); idle.push(t.idle); fcp.push(t.fcp);
    }
    const f = median(frame), d = median(idle), p = median(fcp);
    return [
      { name: 'station screen: navigation → map first frame', value: f, unit: 'ms', baseline: p, ratio: f / p, note: `median of ${RUNS}; baseline = first contentful paint of the same loads` },
      { name: 'station screen: navigation → all tiles drawn', value: d, unit: 'ms', baseline: p, ratio: d / p, note: 'maplibre idle; local fake tile server, SwiftShader WebGL' },
    ];
  } finally {
    await browser.close();
    await server.close();
    await fake.close();
  }
}

/** Map bench rows: entry chunk size with and without the map, and map screen load to first frame. */
export async function mapBench(): Promise<BenchRow[]> {
  return [...chunkRows(), ...(await loadRows())];
}
