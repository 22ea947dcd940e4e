import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from '../support/startServer.ts';
import { launchBrowser } from '../support/browser.ts';
import type { BenchRow } from './serverBench.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Budget for the JS the login route loads (issue 3): 200 KB gzip. */
export const LOGIN_JS_BUDGET_GZIP_KB = 200;

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

/**
 * The JS that /admin/login really loads: the built console is served by the real server and opened
 * in headless Chromium; every script response is matched to its file in dist/ and measured raw and
 * gzipped (-9, like a static gzip step). Source maps tell whether maplibre or the form editor came along.
 */
export async function bundleBench(): Promise<BenchRow[]> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (res.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname)) scripts.add(url.pathname);
    });
    await page.goto(`${server.url}/admin/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

    let raw = 0;
    let gzip = 0;
    const loadedHeavy = new Set<string>();
    const files: string[] = [];
    for (const path of scripts) {
      const file = resolve(ROOT, 'dist', path.replace(/^\/admin\//, ''));
      if (!existsSync(file)) throw new Error(`login loaded ${path}, which is not in dist/ (rebuild with npm run build)`);
      const bytes = readFileSync(file);
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
      files.push(path.split('/').pop()!);
      for (const source of chunkSources(file)) for (const h of HEAVY) if (h.test(source)) loadedHeavy.add(h.label);
    }
    const kb = (n: number) => n / 1024;
    const heavyNote = HEAVY.map((h) => `${h.label} ${loadedHeavy.has(h.label) ? 'LOADED' : 'not loaded'}`).join(', ');
    return [
      { name: 'login route JS, raw', value: kb(raw), unit: 'KB', note: `${files.length} file(s): ${files.join(', ')}` },
      {
        name: 'login route JS, gzip',
        value: kb(gzip),
        unit: 'KB',
        baseline: LOGIN_JS_BUDGET_GZIP_KB,
        ratio: kb(gzip) / LOGIN_JS_BUDGET_GZIP_KB,
        note: `baseline: the ${LOGIN_JS_BUDGET_GZIP_KB} KB budget (${kb(gzip) <= LOGIN_JS_BUDGET_GZIP_KB ? 'within' : 'OVER'}); ${heavyNote}`,
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
