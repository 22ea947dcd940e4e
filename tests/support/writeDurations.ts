import { readFileSync, writeFileSync } from 'node:fs';
import { DURATIONS_FILE, durationKey } from './DurationSequencer.ts';

/**
 * Writes tests/fileDurations.json from a vitest JSON report (`npx vitest run --reporter=json
 * --outputFile=.tmp/vitest.json`): each file's seconds, by path, for DurationSequencer.
 */
interface Report { testResults: { name: string; startTime: number; endTime: number }[] }

const report = JSON.parse(readFileSync(process.argv[2] ?? '.tmp/vitest.json', 'utf8')) as Report;
const table = Object.fromEntries(report.testResults
  .map((f) => [durationKey(f.name), Math.round((f.endTime - f.startTime) / 100) / 10] as const)
  .sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(DURATIONS_FILE, `${JSON.stringify(table, null, 1)}\n`);
console.log(`${Object.keys(table).length} files written to ${DURATIONS_FILE}`);
