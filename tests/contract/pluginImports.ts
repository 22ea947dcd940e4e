import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The modules of src/ a plugin may import: core's and the console's public entries (and, in tests, the test entry). */
export const PLUGIN_ENTRIES = ['src/core/index.ts', 'src/console/plugin.ts'] as const;
/** Test files of a plugin may also use the test entries: the console's (and its DOM hosts) and the server's. */
export const PLUGIN_TEST_ENTRIES = [...PLUGIN_ENTRIES, 'src/console/pluginTesting.ts', 'src/console/pluginHosts.ts', 'src/server/pluginTesting.ts'] as const;

/** Every .ts/.tsx file under a folder. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

/** Whether a plugin file is test code (its tests and their hosts). */
export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$|\.testUtil\.tsx?$/.test(file);
}

/** The module specifiers a source imports or re-exports (static and dynamic). */
export function specifiers(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/\b(?:from|import)\s*\(?\s*'([^']+)'/g)) out.push(m[1]);
  return out;
}

/** The imports of one plugin file that reach into src/ past the public entries, as repository paths. */
export function deepImports(root: string, file: string, source: string): string[] {
  const allowed: readonly string[] = isTestFile(file) ? PLUGIN_TEST_ENTRIES : PLUGIN_ENTRIES;
  return specifiers(source)
    .filter((s) => s.startsWith('.'))
    .map((s) => relative(root, resolve(dirname(file), s)).replace(/\\/g, '/'))
    .filter((p) => p.startsWith('src/') && !allowed.includes(p));
}
