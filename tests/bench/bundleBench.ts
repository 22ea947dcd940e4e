import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from '../support/startServer.ts';
import { launchBrowser } from '../support/browser.ts';
import type { BenchRow } from './serverBench.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');

/** Budget for the JS the login route loads (issue 17): 100 KB gzip. */
export const LOGIN_JS_BUDGET_GZIP_KB = 100;

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

/** Every .js file under dir. */
function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile() && e.name.endsWith('.js')).map((e) => join(e.parentPath, e.name));
}

const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;

/**
 * The JS that /admin/login really loads: the built console is served by the real server and opened
 * in headless Chromium; every script answer until the network is idle is gzipped (zlib's default
 * level) and summed, next to the whole of dist's JS gzipped the same way. Source maps tell whether
 * maplibre or the form editor came along.
 */
export async function bundleBench(): Promise<BenchRow[]> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ has no build: run npm run build first');
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ path: string; body: Buffer }>[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (res.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname)) scripts.push(res.body().then((body) => ({ path: url.pathname, body })));
    });
    await page.goto(`${server.url}/admin/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

    let raw = 0;
    let gzip = 0;
    const loadedHeavy = new Set<string>();
    const files: string[] = [];
    for (const { path, body } of await Promise.all(scripts)) {
      raw += body.length / 1024;
      gzip += gzipKb(body);
      files.push(path.split('/').pop()!);
      const file = join(DIST, path.replace(/^\/admin\//, ''));
      for (const source of chunkSources(file)) for (const h of HEAVY) if (h.test(source)) loadedHeavy.add(h.label);
    }
    const whole = jsFiles(DIST).reduce((sum, f) => sum + gzipKb(readFileSync(f)), 0);
    const heavyNote = HEAVY.map((h) => `${h.label} ${loadedHeavy.has(h.label) ? 'LOADED' : 'not loaded'}`).join(', ');
    return [
      { name: 'login route JS, raw', value: raw, unit: 'KB', note: `${files.length} file(s): ${files.join(', ')}` },
      {
        name: 'login route JS, gzip',
        value: gzip, unit: 'KB', baseline: whole, ratio: gzip / whole,
        budget: `≤ ${LOGIN_JS_BUDGET_GZIP_KB} KB`, pass: gzip <= LOGIN_JS_BUDGET_GZIP_KB,
        note: `each script answer gzipped (zlib default level); baseline: all of dist's JS gzipped the same way; ${heavyNote}`,
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
