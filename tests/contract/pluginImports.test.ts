import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './discoverKinds.ts';
import { deepImports, sourceFiles } from './pluginImports.ts';

describe('plugins import only the public entries of core and the console', () => {
  const files = [...sourceFiles(join(ROOT, 'plugins')), ...sourceFiles(join(ROOT, 'tests/kinds/plugins'))];

  it('finds no deep import from a plugin into src/', () => {
    expect(files.length).toBeGreaterThan(50);
    const deep = files.flatMap((f) => deepImports(ROOT, f, readFileSync(f, 'utf8')).map((p) => `${f.slice(ROOT.length + 1)} → ${p}`));
    expect(deep).toEqual([]);
  });

  it('tells a deep import from an entry', () => {
    const file = join(ROOT, 'plugins/x/XConsole.tsx');
    expect(deepImports(ROOT, file, "import { useT } from '../../src/console/i18n/IntlContext.tsx';")).toEqual(['src/console/i18n/IntlContext.tsx']);
    expect(deepImports(ROOT, file, "import type { Game } from '../../src/core/defineKind.ts';\nconst m = import('../../src/console/editor/X.tsx');"))
      .toEqual(['src/core/defineKind.ts', 'src/console/editor/X.tsx']);
    expect(deepImports(ROOT, file, "import { defineKind } from '../../src/core/index.ts';\nimport { useT } from '../../src/console/plugin.ts';\nimport './x.css';")).toEqual([]);
    // The test entry is for tests only.
    expect(deepImports(ROOT, file, "import { SessionRoutes } from '../../src/console/pluginTesting.ts';")).toEqual(['src/console/pluginTesting.ts']);
    expect(deepImports(ROOT, join(ROOT, 'plugins/x/X.test.tsx'), "import { SessionRoutes } from '../../src/console/pluginTesting.ts';")).toEqual([]);
  });
});
