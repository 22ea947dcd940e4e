import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { Story, StoryPage } from '../../plugins/story/storyPage.ts';
import { signIn } from '../e2e/shellSupport.ts';
import { launchBrowser } from '../support/browser.ts';
import { startFakeGeocoder } from '../support/fakeGeocoder.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import type { BenchRow } from './serverBench.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BIG = 50;
const SAVES = 60;
const SAVE_WARMUP = 5;
const KEYS = 100;
const KEY_WARMUP = 10;
/** Keys each followed by a pause: the deferred report to the form, timed. */
const REPORTS = 10;
/** Page opened in the big story (1-based). */
const OPEN_PAGE = 25;
const BUDGET_MS = 50;
/** DeferredTextWidget's REPORT_AFTER_MS: the form hears of typing after this pause (the phone follows each key at once). */
const REPORT_AFTER_MS = 250;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
const round = (n: number) => Math.round(n * 100) / 100;
const verdict = (ms: number) => `budget ≤ ${BUDGET_MS} ms: ${ms <= BUDGET_MS ? 'PASS' : 'FAIL'}`;

const TEXT = 'Walk down the cobbled lane towards the water and stop by the old customs house. Its brick facade was rebuilt after the fire of 1858, '
  + 'when most of the wharf burned in a single night. Look for the iron rings in the quay: sailing ships tied up here for two centuries. '
  + 'When you are ready, follow the harbour path east.';

/** A story of `n` pages (temporary keys -1…-n), each ~300 characters of text, pointing to the next, with coordinates. */
function storyOf(n: number, name: string): Story {
  const pages: StoryPage[] = Array.from({ length: n }, (_, i) => ({
    id: -(i + 1), page_title: `Stop ${i + 1}: the customs house`, text: `${TEXT} (${i + 1})`,
    latitude: 59.9 + i * 0.0005, longitude: 10.73 + i * 0.0005,
    ...(i < n - 1 ? { button1: 'Next stop', next_page: -(i + 2) } : { is_end: true }),
  }));
  return { name, title: `${name}: along the harbour`, ingress: 'A walk along the waterfront, one stop at a time.', text: TEXT, pages };
}

type Item = Story & { id: number; version: number };

/** An API caller with the admin's token; throws on any non-2xx answer. */
async function client(server: TestServer) {
  const headers = { authorization: `Bearer ${await server.login()}`, 'content-type': 'application/json' };
  return async (path: string, body: unknown): Promise<Item> => {
    const res = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Item }).data;
  };
}

/** Saves both stories in turn (interleaved, so drift hits both alike), each with a one-page text edit; ms per save round trip. */
async function saveTimes(post: Awaited<ReturnType<typeof client>>, items: Item[]): Promise<number[][]> {
  const times = items.map(() => [] as number[]);
  for (let i = 0; i < SAVE_WARMUP + SAVES; i++) {
    for (const [k, item] of items.entries()) {
      const pages = item.pages!.map((p, j) => (j === i % item.pages!.length ? { ...p, text: `${TEXT} (edit ${i})` } : p));
      const t0 = performance.now();
      items[k] = await post(`/api/story/update/${item.id}`, { ...item, pages, version: item.version });
      if (i >= SAVE_WARMUP) times[k].push(performance.now() - t0);
    }
  }
  return times.map(sorted);
}

declare global {
  interface Window {
    storyBench: { arm(root: string, shown: string): void; result?: Promise<Sample> };
  }
}
/** One key, timed in the page: from its keydown and from its input event to the paint showing the text, and to the input's own echo. */
interface Sample { shown: number; afterInput: number; echo: number }

/** In the page: times a keystroke until the element `shown` (inside `root`) holds the input's new text, painted. */
function instrument() {
  // The frame after the change has been painted: rAF runs before the paint, its setTimeout after it.
  const paint = () => new Promise<number>((ok) => requestAnimationFrame(() => setTimeout(() => ok(performance.now()))));
  let keyAt = 0;
  let inputAt = 0;
  let echo: Promise<number> = Promise.resolve(0);
  let typed: (value: string) => void = () => {};
  addEventListener('keydown', () => { keyAt = performance.now(); }, { capture: true });
  addEventListener('input', (e) => {
    inputAt = performance.now();
    echo = paint();
    typed((e.target as HTMLInputElement).value);
  }, { capture: true });
  window.storyBench = {
    arm(root, shown) {
      const node = document.querySelector(root)!;
      window.storyBench.result = new Promise((ok) => {
        typed = (value) => {
          const [k, i] = [keyAt, inputAt];
          const shows = () => node.querySelector(shown)?.textContent?.trim() === value.trim();
          const done = async () => { const at = await paint(); ok({ shown: at - k, afterInput: at - i, echo: (await echo) - k }); };
          if (shows()) { void done(); return; }
          const mo = new MutationObserver(() => { if (shows()) { mo.disconnect(); void done(); } });
          mo.observe(node, { subtree: true, childList: true, characterData: true });
        };
      });
    },
  };
}

const PHONE = ['[data-testid="phone-emulator"]', '.emu-field--title'] as const;
const ROW_HEAD = ['.collapsible-row--open', '.collapsible-row__title'] as const;

/**
 * Opens the story in a new tab, opens page `at` (1-based) and types into its Page Title, one key at a
 * time: KEY_WARMUP + KEYS keys timed to the phone's title; then REPORTS keys each followed by the
 * pause, timed from the end of the pause to the row header (which follows the form) showing the text.
 */
async function typeInStory(open: () => Promise<Page>, server: TestServer, id: number, at: number) {
  const page = await open();
  await page.goto(`${server.url}/admin/story?id=${id}`);
  await page.locator('.collapsible-row__toggle').nth(at - 1).click();
  const input = page.locator('.collapsible-row--open input[id$="page_title"]');
  const title = await input.inputValue();
  await page.getByTestId('phone-emulator').locator('.emu-field--title').filter({ hasText: title }).waitFor();
  await input.focus();
  await page.keyboard.press('End');
  const key = async (i: number, [root, shown]: readonly [string, string]) => {
    await page.evaluate(([r, s]) => window.storyBench.arm(r, s), [root, shown]);
    await page.keyboard.press('abcdefghij'[i % 10]);
    return page.evaluate(() => window.storyBench.result!);
  };
  const samples: Sample[] = [];
  for (let i = 0; i < KEY_WARMUP + KEYS; i++) {
    const s = await key(i, PHONE);
    if (i >= KEY_WARMUP) samples.push(s);
  }
  const report: number[] = [];
  for (let i = 0; i < REPORTS; i++) {
    report.push((await key(i, ROW_HEAD)).afterInput - REPORT_AFTER_MS);
    await page.waitForTimeout(100);
  }
  await page.close();
  return { preview: sorted(samples.map((s) => s.shown)), echo: sorted(samples.map((s) => s.echo)), report: sorted(report) };
}

/** Newest modification time under a directory (recursively). */
function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Builds dist/ (the console the server serves) unless it is newer than every source it is built from. */
function ensureConsoleBuilt() {
  let built = 0;
  try { built = statSync(join(ROOT, 'dist/index.html')).mtimeMs; } catch { /* not built */ }
  if (built > Math.max(...['src', 'plugins', 'schemas'].map((d) => newest(join(ROOT, d))))) return;
  console.error('building the console (npx vite build)…');
  const r = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('vite build failed');
}

/**
 * The story kind: saving a 50-page story on PGlite next to a 1-page one (loopback round
 * trips, same server and run), and keystroke-to-preview in the console's story editor in Chromium.
 */
export async function storyBench(): Promise<BenchRow[]> {
  ensureConsoleBuilt();
  const fake = await startFakeGeocoder();
  const server = await startServer({ env: fake.env });
  const browser = await launchBrowser();
  try {
    const post = await client(server);
    const big = await post('/api/story', storyOf(BIG, 'Bench walk 50'));
    const one = await post('/api/story', storyOf(1, 'Bench walk 1'));
    const [bigSave, oneSave] = await saveTimes(post, [big, one]);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, permissions: [] });
    context.setDefaultTimeout(30_000);
    // tsx (esbuild keepNames) wraps named functions in __name(): give the page a no-op one.
    await context.addInitScript({ content: `var __name = (f) => f; (${instrument.toString()})();` });
    const login = await context.newPage();
    await signIn(login, server, '/story');
    await login.close();
    // A fresh tab per story: the typing left unsaved work, whose leave guard would hold a navigation.
    const bigKeys = await typeInStory(() => context.newPage(), server, big.id, OPEN_PAGE);
    const oneKeys = await typeInStory(() => context.newPage(), server, one.id, 1);

    const q = (a: number[], p: number) => round(quantile(a, p));
    const saveRatio = quantile(bigSave, 0.5) / quantile(oneSave, 0.5);
    return [
      {
        name: `save ${BIG}-page story, median`, value: q(bigSave, 0.5), unit: 'ms', baseline: q(oneSave, 0.5), ratio: round(saveRatio),
        note: `${verdict(quantile(bigSave, 0.5))}; p95 ${q(bigSave, 0.95)} ms (1-page p95 ${q(oneSave, 0.95)} ms); ${SAVES} saves each, interleaved; `
          + 'POST /api/story/update round trip on loopback (performance.now() around fetch + JSON parse), PGlite; baseline = 1-page story',
      },
      {
        name: `keystroke → preview, ${BIG}-page story, p95`, value: q(bigKeys.preview, 0.95), unit: 'ms', baseline: q(oneKeys.preview, 0.95),
        ratio: round(quantile(bigKeys.preview, 0.95) / quantile(oneKeys.preview, 0.95)),
        note: `${verdict(quantile(bigKeys.preview, 0.95))}; median ${q(bigKeys.preview, 0.5)} ms (1-page ${q(oneKeys.preview, 0.5)} ms); keydown → paint with the new `
          + `Page Title in the phone, page ${OPEN_PAGE} open, ${KEYS} keys typed without a pause (the phone reads the inputs' texts at once; `
          + `the form hears after the pause); the input's own echo: median ${q(bigKeys.echo, 0.5)} / `
          + `p95 ${q(bigKeys.echo, 0.95)} ms (1-page ${q(oneKeys.echo, 0.5)} / ${q(oneKeys.echo, 0.95)}); baseline = 1-page story`,
      },
      {
        name: `deferred report after a typing pause, ${BIG}-page story, median`, value: q(bigKeys.report, 0.5), unit: 'ms', baseline: q(oneKeys.report, 0.5),
        ratio: round(quantile(bigKeys.report, 0.5) / quantile(oneKeys.report, 0.5)),
        note: `max ${q(bigKeys.report, 1)} ms (1-page ${q(oneKeys.report, 1)}) of ${REPORTS}; from the end of the ${REPORT_AFTER_MS} ms pause (DeferredTextWidget) to the `
          + 'row header painted with the text: the whole-form update, once per pause; a key pressed meanwhile waits for it',
      },
    ];
  } finally {
    await browser.close();
    await server.close();
    await fake.close();
  }
}

// `tsx tests/bench/storyBench.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  storyBench().then((rows) => console.table(rows), (err) => { console.error(err); process.exit(1); });
}
