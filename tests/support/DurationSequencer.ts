import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ROOT = resolve(import.meta.dirname, '../..');
/** Seconds each test file took in a recent full run, by path (npm run test:durations writes it). */
export const DURATIONS_FILE = resolve(ROOT, 'tests/fileDurations.json');
// A file the table does not know yet (new since it was written) counts as a middling one.
const UNKNOWN_SECONDS = 10;

/** The durations table, or an empty one when it is missing or unreadable (the order is then vitest's own). */
export function readDurations(file = DURATIONS_FILE): Record<string, number> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** The table's key of one test file: its path in the repository (a file belongs to one project). */
export function durationKey(moduleId: string): string {
  return relative(ROOT, moduleId);
}

/** One file to order: the project it runs in and its path. */
export interface SequencedFile { project: { name: string }; moduleId: string }

/** Reorders files already in vitest's order: projects stay where they were, within each the longest file first. */
export function byDuration<T extends SequencedFile>(ordered: readonly T[], seconds: Record<string, number>): T[] {
  const rank = new Map(ordered.map((f, i) => [f, i]));
  const firstOfProject = new Map<string, number>();
  ordered.forEach((f, i) => { if (!firstOfProject.has(f.project.name)) firstOfProject.set(f.project.name, i); });
  const cost = (f: T) => seconds[durationKey(f.moduleId)] ?? UNKNOWN_SECONDS;
  return [...ordered].sort((a, b) => firstOfProject.get(a.project.name)! - firstOfProject.get(b.project.name)!
    || cost(b) - cost(a) || rank.get(a)! - rank.get(b)!);
}

/**
 * Runs each project's longest files first, from a committed table of durations: vitest orders by its own
 * cache of past results, which a clean clone (CI) does not have, and falls back to file size — a 60-line
 * route walk of 90 s then starts last and two workers end the run with one of them idle. Projects keep
 * vitest's order (a worker is reused only for the same project's next file).
 */
export class DurationSequencer extends BaseSequencer {
  private readonly seconds = readDurations();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const own = await super.sort(files);
    // `vitest run --sequence.shuffle.files` (the daily check that files do not depend on each other's order).
    const { seed } = this.ctx.config.sequence;
    // The CLI's `--sequence.shuffle.files` arrives as an object, whatever the resolved type says.
    const shuffle = this.ctx.config.sequence.shuffle as boolean | { files?: boolean };
    const shuffleFiles = typeof shuffle === 'object' ? shuffle.files : shuffle;
    return shuffleFiles ? shuffledWithinProjects(own, seed) : byDuration(own, this.seconds);
  }
}

/** Files in a random order fixed by `seed` (`--sequence.seed=N` repeats a run), each project's files still together. */
export function shuffledWithinProjects<T extends SequencedFile>(ordered: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  // mulberry32: a small seeded generator, so a failing order can be run again.
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const key = new Map(ordered.map((f) => [f, random()]));
  const firstOfProject = new Map<string, number>();
  ordered.forEach((f, i) => { if (!firstOfProject.has(f.project.name)) firstOfProject.set(f.project.name, i); });
  return [...ordered].sort((a, b) => firstOfProject.get(a.project.name)! - firstOfProject.get(b.project.name)! || key.get(a)! - key.get(b)!);
}
