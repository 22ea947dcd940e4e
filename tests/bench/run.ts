import { mkdirSync, writeFileSync } from 'node:fs';
import { emulatorBench } from './emulatorBench.ts';
import { serverBench, type BenchRow } from './serverBench.ts';
import { bundleBench } from './bundleBench.ts';
import { editorBench } from './editorBench.ts';
import { mapBench } from './mapBench.ts';
import { slimListBench } from './slimListBench.ts';
import { storyBench } from './storyBench.ts';
import { startBench } from './startBench.ts';
import { memoryBench } from './memoryBench.ts';
import { loadBench } from './loadBench.ts';
import { walkBench } from './walkBench.ts';
import { deliveryBench } from './deliveryBench.ts';
import { derivativeBench } from './derivativeBench.ts';
import { authBench } from './authBench.ts';
import { lighthouseBench } from './lighthouseBench.ts';
import { mixedReadsBench } from './mixedReadsBench.ts';
import { mergeBench } from './mergeBench.ts';
import { liveBench } from './liveBench.ts';
import { sessionBench } from './sessionBench.ts';
import { saveBench } from './saveBench.ts';

/** Every bench of the project, run in order; each returns rows measured against a same-run baseline. */
const BENCHES: [string, () => Promise<BenchRow[]>][] = [
  ['server', serverBench],
  ['start', startBench],
  ['memory', memoryBench],
  ['load', loadBench],
  ['slim', slimListBench],
  ['emulator', emulatorBench],
  ['bundle', bundleBench],
  ['editor', editorBench],
  ['map', mapBench],
  ['story', storyBench],
  ['walk', walkBench],
  ['delivery', deliveryBench],
  ['derivative', derivativeBench],
  ['auth', authBench],
  ['lighthouse', lighthouseBench],
  ['mixed', mixedReadsBench],
  ['merge', mergeBench],
  ['live', liveBench],
  ['session', sessionBench],
  ['save', saveBench],
];

/** `npm run bench [section…]` (e.g. `npm run bench -- server start load`): prints a table and writes bench-results/bench.json. */
async function main() {
  const only = process.argv.slice(2);
  const rows: BenchRow[] = [];
  for (const [name, bench] of BENCHES) {
    if (only.length && !only.includes(name)) continue;
    console.error(`running ${name} bench…`);
    rows.push(...(await bench()));
  }
  const fmt = (n?: number) => (n === undefined ? '' : n >= 100 ? n.toFixed(0) : n.toFixed(2));
  const verdict = (r: BenchRow) => (r.budget === undefined ? '' : `${r.budget} ${r.pass ? 'PASS' : 'FAIL'}`);
  console.log('\n| measurement | value | baseline | ratio | budget | note |\n|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${fmt(r.value)} ${r.unit} | ${r.baseline === undefined ? '' : `${fmt(r.baseline)} ${r.unit}`} | ${fmt(r.ratio)} | ${verdict(r)} | ${r.note ?? ''} |`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/bench.json', JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
  console.log('\nwritten bench-results/bench.json');
  process.exit(0);
}

main().catch((err) => { console.error(err); process.exit(1); });
