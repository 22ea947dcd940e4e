import { mkdirSync, writeFileSync } from 'node:fs';
import { serverBench, type BenchRow } from './serverBench.ts';

/** `npm run bench`: prints a table and writes bench-results/bench.json. */
async function main() {
  const rows: BenchRow[] = [...(await serverBench())];
  const fmt = (n?: number) => (n === undefined ? '' : n >= 100 ? n.toFixed(0) : n.toFixed(2));
  console.log('\n| measurement | value | baseline | ratio | note |\n|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${fmt(r.value)} ${r.unit} | ${fmt(r.baseline)} ${r.baseline === undefined ? '' : r.unit} | ${fmt(r.ratio)} | ${r.note ?? ''} |`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/bench.json', JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
  console.log('\nwritten bench-results/bench.json');
  process.exit(0);
}

main().catch((err) => { console.error(err); process.exit(1); });
