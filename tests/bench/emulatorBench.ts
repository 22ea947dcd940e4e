import { buildLab, LAB_BASE, routeLab } from '../../src/console/emulator/lab/buildLab.ts';
import { launchBrowser } from '../support/browser.ts';
import type { BenchRow } from './serverBench.ts';

// localhost is a secure context, so the COOP/COEP headers make the page cross-origin isolated;
// playwright answers every request, nothing listens on this port.
const ORIGIN = 'http://localhost:9';
const SIZE = 100;
const SAMPLES = 300;
const WARMUP = 40;

function quantile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Phone emulator in real Chromium: one keystroke into a 100-field preview (toPreview + React render
 * and commit + layout, timed with performance.measure in the page), memoised per field record vs. the
 * same preview without memoisation, in the same page and run. The page is the emulator lab, built by
 * Vite's JS API into a temp dir (production React) and served by playwright routing, so the bench
 * needs no server and adds nothing to the console bundle.
 */
export async function emulatorBench(): Promise<BenchRow[]> {
  const lab = await buildLab();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await routeLab(page, ORIGIN, lab.dir);
    await page.goto(`${ORIGIN}${LAB_BASE}index.html`);
    await page.waitForFunction(() => document.documentElement.dataset.labReady === '1');
    const run = (memoize: boolean) => page.evaluate((o) => window.emulatorLab.bench(o), { size: SIZE, samples: SAMPLES, warmup: WARMUP, memoize });
    // Interleave twice so neither variant profits from running second (JIT, GC).
    const memo: number[] = [];
    const plain: number[] = [];
    for (let round = 0; round < 2; round++) {
      plain.push(...await run(false));
      memo.push(...await run(true));
    }
    memo.sort((a, b) => a - b);
    plain.sort((a, b) => a - b);
    const stat = (q: number) => ({ m: quantile(memo, q), p: quantile(plain, q) });
    const med = stat(0.5);
    const p95 = stat(0.95);
    const note = `${SIZE} fields, ${memo.length} keystrokes each; baseline = same preview without per-field memo`;
    return [
      { name: 'emulator keystroke re-render, median', value: round(med.m), unit: 'ms', baseline: round(med.p), ratio: round(med.p / med.m), note },
      { name: 'emulator keystroke re-render, p95', value: round(p95.m), unit: 'ms', baseline: round(p95.p), ratio: round(p95.p / p95.m), note: `budget ≤ 16 ms p95: ${p95.m <= 16 ? 'met' : 'MISSED'}` },
    ];
  } finally {
    await browser.close();
    lab.dispose();
  }
}

// `tsx tests/bench/emulatorBench.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  emulatorBench().then((rows) => console.table(rows), (err) => { console.error(err); process.exit(1); });
}
