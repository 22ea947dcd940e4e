import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';
import { startFakeGeocoder } from '../support/fakeGeocoder.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { consoleCookies } from '../support/consoleCookies.ts';
import type { BenchRow } from './serverBench.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** Lighthouse scores move by several points between runs on 2 shared cores: the median of RUNS is reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The budgets. */
const SCORE_BUDGET = 95;
const CLS_BUDGET = 0.05;

/** One audited screen: its name and console path (the editors' ids are looked up once the server runs). */
interface Screen { name: string; path: string; signedIn: boolean }

/** The figures of one Lighthouse run that the rows report. */
interface Run { score: number; cls: number; tbt: number; lcp: number; fcp: number }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The id of the first item the demo company's list of this kind holds (the list answer's one array). */
async function firstId(server: TestServer, token: string, route: string): Promise<number> {
  const res = await fetch(`${server.url}/api/${route}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.json() as { data: Record<string, unknown> };
  const list = Object.values(body.data).find(Array.isArray) as { id: number }[] | undefined;
  if (!res.ok || !list?.length) throw new Error(`GET /api/${route} listed no item (${res.status})`);
  return list[0].id;
}

/** Where each run's full report goes, to read which tasks and shifts cost the points. */
const REPORTS = join(ROOT, 'bench-results', 'lighthouse');

/** One Lighthouse navigation with the desktop preset, performance only; its report is kept as `report`.json. */
async function audit(url: string, port: number, report: string): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(join(REPORTS, `${report}.json`), result.report as string);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}: is the session cookie set?`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: num('cumulative-layout-shift'), tbt: num('total-blocking-time'),
    lcp: num('largest-contentful-paint'), fcp: num('first-contentful-paint'),
  };
}

/** Rows of one screen: the median score and the median CLS against the budgets, TBT/LCP/FCP in the notes. */
function rowsOf(screen: Screen, runs: Run[]): BenchRow[] {
  const m = (k: keyof Run) => median(runs.map((r) => r[k]));
  const score = m('score'), cls = m('cls');
  const each = runs.map((r) => r.score).join('/');
  const timing = `TBT ${m('tbt').toFixed(0)} ms, LCP ${m('lcp').toFixed(0)} ms, FCP ${m('fcp').toFixed(0)} ms (medians)`;
  return [
    { name: `lighthouse ${screen.name}: performance score`, value: score, unit: 'pts', budget: `≥ ${SCORE_BUDGET}`, pass: score >= SCORE_BUDGET,
      note: `median of ${runs.length} (${each}); ${timing}; desktop preset, ${screen.path}` },
    { name: `lighthouse ${screen.name}: cumulative layout shift`, value: Math.round(cls * 1000) / 1000, unit: '', budget: `≤ ${CLS_BUDGET}`, pass: cls <= CLS_BUDGET,
      note: `median of ${runs.length} (${runs.map((r) => r.cls.toFixed(3)).join('/')})` },
  ];
}

/**
 * Lighthouse 12.2.3 (desktop preset, performance only) on Debian's chromium against the real server
 * with its demo: login, Info, the story editor and the station editor (map tiles from the local fake),
 * each audited RUNS times, median reported. Signed-in screens get the console's session cookie first.
 */
export async function lighthouseBench(): Promise<BenchRow[]> {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) execFileSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'ignore' });
  const fake = await startFakeGeocoder();
  const server = await startServer({ env: fake.env });
  const chromeFlags = CHROMIUM_ARGS.map((f) => (f === '--headless' ? '--headless=new' : f));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags });
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const token = await server.login();
    const [story, station] = await Promise.all([firstId(server, token, 'story'), firstId(server, token, 'station')]);
    const screens: Screen[] = [
      { name: 'login', path: '/admin/login', signedIn: false },
      { name: 'Info', path: '/admin/info', signedIn: true },
      { name: 'story editor', path: `/admin/story?id=${story}`, signedIn: true },
      { name: 'station editor', path: `/admin/station?id=${station}`, signedIn: true },
    ];
    // LIGHTHOUSE_ONLY=station (a part of a screen's name) audits only the matching screens, while working on one.
    const only = process.env.LIGHTHOUSE_ONLY;
    if (only) screens.splice(0, screens.length, ...screens.filter((s) => s.name.includes(only)));
    const runs = new Map<Screen, Run[]>(screens.map((s) => [s, []]));
    const context = cdp.contexts()[0];
    // One audit not counted: the first navigation of a fresh browser pays its own start-up (cold V8
    // and disk caches), which no later load of any screen pays.
    await audit(`${server.url}/admin/login`, chrome.port, 'warm-up');
    for (const signedIn of [false, true]) {
      if (signedIn) await context.addCookies(await consoleCookies(server, server.adminEmail, server.adminPassword));
      // Round-robin, so a noisy minute on the machine spreads over every screen rather than one.
      for (let i = 0; i < RUNS; i++) {
        for (const s of screens.filter((x) => x.signedIn === signedIn)) runs.get(s)!.push(await audit(`${server.url}${s.path}`, chrome.port, `${s.name.replace(/ /g, '-')}-${i + 1}`));
      }
    }
    return screens.flatMap((s) => rowsOf(s, runs.get(s)!));
  } finally {
    await cdp.close().catch(() => {});
    chrome.kill();
    await server.close();
    await fake.close();
  }
}

// `tsx tests/bench/lighthouseBench.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  lighthouseBench().then((rows) => console.table(rows), (err) => { console.error(err); process.exit(1); });
}
