import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { byDuration, readDurations, shuffledWithinProjects } from '../support/DurationSequencer.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const file = (project: string, path: string) => ({ project: { name: project }, moduleId: resolve(ROOT, path) });
const paths = (files: { moduleId: string }[]) => files.map((f) => f.moduleId.slice(ROOT.length + 1));

describe('test files run longest first (DurationSequencer)', () => {
  it('orders each project by the table, unknown files as 10 s, and keeps the projects in their order', () => {
    const ordered = [
      file('api', 'tests/api/a.test.ts'), file('api', 'tests/api/b.test.ts'), file('api', 'tests/api/new.test.ts'),
      file('e2e', 'tests/e2e/short.e2e.test.ts'), file('e2e', 'tests/e2e/walk.e2e.test.ts'),
    ];
    const seconds = { 'tests/api/a.test.ts': 2, 'tests/api/b.test.ts': 30, 'tests/e2e/short.e2e.test.ts': 4, 'tests/e2e/walk.e2e.test.ts': 90 };
    expect(paths(byDuration(ordered, seconds))).toEqual([
      'tests/api/b.test.ts', 'tests/api/new.test.ts', 'tests/api/a.test.ts',
      'tests/e2e/walk.e2e.test.ts', 'tests/e2e/short.e2e.test.ts',
    ]);
  });

  it('shuffles each project\'s files by the seed (--sequence.shuffle), the same seed giving the same order', () => {
    const ordered = Array.from({ length: 20 }, (_, i) => file(i < 10 ? 'api' : 'e2e', `tests/f${String(i).padStart(2, '0')}.test.ts`));
    const one = paths(shuffledWithinProjects(ordered, 42));
    expect(paths(shuffledWithinProjects(ordered, 42))).toEqual(one);
    expect(paths(shuffledWithinProjects(ordered, 43))).not.toEqual(one);
    expect(one).not.toEqual(paths(ordered));
    expect(one.slice(0, 10).sort()).toEqual(paths(ordered.slice(0, 10)));
    expect(one.slice(10).sort()).toEqual(paths(ordered.slice(10)));
  });

  it('has a table that names existing test files (npm run test:durations rewrites it)', async () => {
    const { existsSync } = await import('node:fs');
    const table = readDurations();
    expect(Object.keys(table).length).toBeGreaterThan(100);
    const gone = Object.keys(table).filter((path) => !existsSync(resolve(ROOT, path)));
    // A renamed or removed file only loses its place in the order; many of them mean the table is stale.
    expect(gone.length, gone.join(', ')).toBeLessThan(10);
  });
});
