import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeLoop, folderGraph, graphOfEdges, loopsLargerThan, runtimeSpecifiers, type ImportEdge } from './folderGraph.ts';

// Folders that import each other cannot be read, tested or changed one at a time: a loop of a few
// tightly related folders is tolerated, a larger one means a shared piece lives in a feature folder
// (move it down to a floor of its own: ui/, session/, model/ …).
const MAX_LOOP = 4;

/** The loops of a root above the limit, in words (empty when there is none). */
function loopReport(root: string): string {
  return loopsLargerThan(folderGraph(root), MAX_LOOP).map((loop) => describeLoop(root, loop)).join('\n\n');
}

describe(`no import loop of more than ${MAX_LOOP} folders`, () => {
  it('src/console', () => {
    expect(loopReport('src/console')).toBe('');
  });

  it('src/server', () => {
    expect(loopReport('src/server')).toBe('');
  });
});

/** Edges of a ring through the given folders: each folder's a.ts imports the next folder's b.ts. */
function ring(folders: string[]): ImportEdge[] {
  return folders.map((f, i) => ({ from: `${f}/a.ts`, to: `${folders[(i + 1) % folders.length]}/b.ts` }));
}

describe('folderGraph', () => {
  it('reports a loop of 5 folders, with one import per arrow', () => {
    const loops = loopsLargerThan(graphOfEdges(ring(['a', 'b', 'c', 'd', 'e'])), MAX_LOOP);
    expect(loops.map((l) => l.folders)).toEqual([['a/', 'b/', 'c/', 'd/', 'e/']]);
    const text = describeLoop('root', loops[0]);
    expect(text).toContain('a/ -> b/   (a/a.ts -> b/b.ts)');
    expect(text).toContain('e/ -> a/   (e/a.ts -> a/b.ts)');
  });

  it('lets a loop of 4 folders pass, and a chain is no loop at all', () => {
    expect(loopsLargerThan(graphOfEdges(ring(['a', 'b', 'c', 'd'])), MAX_LOOP)).toEqual([]);
    const chain = [{ from: 'a/x.ts', to: 'b/x.ts' }, { from: 'b/x.ts', to: 'c/x.ts' }, { from: 'c/x.ts', to: 'd/x.ts' }, { from: 'd/x.ts', to: 'e/x.ts' }, { from: 'e/x.ts', to: 'f/x.ts' }];
    expect(loopsLargerThan(graphOfEdges(chain), 1)).toEqual([]);
  });

  it('counts run-time imports only: type imports, all-type name lists and comments draw no arrow', () => {
    const source = [
      "import type { A } from './typeOnly.ts';",
      "import { type B, type C } from './typeNames.ts';",
      "import D, { type E } from './withDefault.ts';",
      "import { F,\n  type G } from './multiLine.ts';",
      "export type { H } from './reexportType.ts';",
      "export { I } from './reexport.ts';",
      "export * from './star.ts';",
      "import './sideEffect.css';",
      "const J = lazy(() => import('./dynamic.tsx'));",
      "// import { K } from './commented.ts';",
      "/* import { L } from './blockComment.ts'; */",
      "const url = 'http://example.com'; import { M } from './afterUrl.ts';",
    ].join('\n');
    expect(runtimeSpecifiers(source).sort()).toEqual(
      ['./afterUrl.ts', './dynamic.tsx', './multiLine.ts', './reexport.ts', './sideEffect.css', './star.ts', './withDefault.ts'].sort(),
    );
  });

  describe('on a tree of files', () => {
    const root = mkdtempSync(join(tmpdir(), 'folder-graph-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    // A 5-folder ring through extensionless paths, a folder index and a root file; a test file and a type import would close shortcuts.
    write('a/one.ts', "import { two } from '../b/two';\nexport const one = 1;\n");
    write('b/two.ts', "import { three } from '../c';\nexport const two = 2;\n");
    write('c/index.ts', "export { three } from './three.tsx';\n");
    write('c/three.tsx', "import { four } from '../entry.ts';\nexport const three = 3;\n");
    write('entry.ts', "import { five } from './d/five.ts';\nexport const four = 4;\n");
    write('d/five.ts', "import { one } from '../a/one.ts';\nimport type { two } from '../b/two.ts';\nexport const five = 5;\n");
    write('d/five.test.ts', "import { two } from '../b/two.ts';\n");
    write('b/two.testUtil.ts', "import { five } from '../d/five.ts';\n");

    it('reads folders and root files as nodes, resolves .ts/.tsx/index, and leaves tests out', () => {
      const graph = folderGraph(root);
      expect([...graph.nodes].sort()).toEqual(['a/', 'b/', 'c/', 'd/', 'entry.ts']);
      const loops = loopsLargerThan(graph, MAX_LOOP);
      expect(loops.map((l) => l.folders)).toEqual([['a/', 'b/', 'c/', 'd/', 'entry.ts']]);
      expect(loops[0].edges).toHaveLength(5);
      expect(loops[0].edges).toContainEqual({ from: 'b/', to: 'c/', via: { from: 'b/two.ts', to: 'c/index.ts' } });
      expect(loops[0].edges).toContainEqual({ from: 'c/', to: 'entry.ts', via: { from: 'c/three.tsx', to: 'entry.ts' } });
    });
  });
});
