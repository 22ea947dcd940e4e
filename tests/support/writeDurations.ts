import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { DURATIONS_FILE } from './DurationSequencer.ts';

/**
 * Writes tests/fileDurations.json from a vitest JSON report (`npx vitest run --reporter=json
 * --outputFile=.tmp/vitest.json`): each file's seconds, by path, for DurationSequencer.
 */
interface Report { testResults: { name: string; startTime: number; endTime: number }[] }

const reportFile = resolve(process.argv[2] ?? '.tmp/vitest.json');
// Paths are keyed from the checkout that ran (the report sits in its .tmp/), so a clean clone's report
// elsewhere on disk yields the same keys as this checkout's own.
const runRoot = resolve(dirname(reportFile), '..');
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
const table = Object.fromEntries(report.testResults
  .map((f) => [relative(runRoot, f.name), Math.round((f.endTime - f.startTime) / 100) / 10] as const)
  .sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(DURATIONS_FILE, `${JSON.stringify(table, null, 1)}\n`);
console.log(`${Object.keys(table).length} files written to ${DURATIONS_FILE}`);
