import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { pluginFolders } from '../server/kinds/pluginFolders.ts';

/**
 * Where the compiled server lives, relative to the project root (git-ignored, never served; the packages it
 * imports resolve from the root's node_modules). Not under node_modules: a copy of the tree that links
 * node_modules (tests/support/treeCopy.ts) builds its own. src/server/cli/launch.mjs reads the same path.
 */
export const SERVER_BUILD_DIR = 'build/server';
/** The module `npm start` runs. */
export const SERVER_BUILD_ENTRY = 'server.js';
/** The operator's commands (src/server/cli/admin.ts), what `npm run admin` runs (src/server/cli/launchAdmin.mjs). */
export const ADMIN_BUILD_ENTRY = 'admin.js';
/** In each build's folder, what it was made from: `{ startedAt, inputs }`, inputs project-relative (files, and the folders whose listing matters). */
export const SERVER_BUILD_MANIFEST = 'build.json';

/**
 * The build's entry: hands every kind folder found now to loadKindRegistry (the compiled server has no
 * TypeScript loader to import them by path; fixtures stay separate chunks, read only by a first start's
 * seed), then runs src/server/cli/start.ts.
 */
function entrySource(rootDir: string, outDir: string, folders: string[]): string {
  const lines = [
    "import { resolve } from 'node:path';",
    "import { provideBuiltPlugins } from './src/server/kinds/builtPlugins.ts';",
  ];
  const entries: string[] = [];
  folders.forEach((folder, i) => {
    const at = (file: string) => JSON.stringify(`./plugins/${folder}/${file}`);
    lines.push(`import * as index${i} from ${at('index.ts')};`);
    const parts = [`index: index${i}`];
    if (existsSync(join(rootDir, 'plugins', folder, 'server.ts'))) {
      lines.push(`import * as server${i} from ${at('server.ts')};`);
      parts.push(`server: server${i}`);
    }
    if (existsSync(join(rootDir, 'plugins', folder, 'fixtures.ts'))) parts.push(`fixtures: () => import(${at('fixtures.ts')})`);
    entries.push(`  ${JSON.stringify(folder)}: { ${parts.join(', ')} },`);
  });
  lines.push(
    `provideBuiltPlugins({ rootDir: resolve(import.meta.dirname, ${JSON.stringify(relative(outDir, rootDir))}), folders: {`,
    ...entries,
    '} });',
    "await import('./src/server/cli/start.ts');",
  );
  return lines.join('\n');
}

/**
 * `import.meta.dirname` of a source file, said from the compiled file: the server finds its migrations,
 * the project root and the console build relative to its sources, and they stay where they are.
 */
function sourceDirnames(outDir: string): Plugin {
  return {
    name: 'tourbench-source-dirnames',
    setup(b) {
      b.onLoad({ filter: /[/\\]src[/\\].*\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.dirname')) return undefined;
        const fromOut = JSON.stringify(`/${relative(outDir, dirname(args.path)).replace(/\\/g, '/')}`);
        return { contents: source.replaceAll('import.meta.dirname', `(import.meta.dirname + ${fromOut})`), loader: 'ts' };
      });
    },
  };
}

/** Which build `npm start` runs: `{ dir }`, a folder of SERVER_BUILD_DIR, replaced whole (written aside, then renamed). */
export const SERVER_BUILD_CURRENT = 'current.json';
/** Builds older than this, other than the current one, are removed: a server started from one has long loaded what it needs. */
const KEEP_OLD_MS = 10 * 60_000;

/**
 * Compiles the server (src/server/cli/start.ts, what it imports from src/, and every kind folder of
 * plugins/) and the admin commands (src/server/cli/admin.ts) to plain JavaScript in a new folder of SERVER_BUILD_DIR, so that `npm start` runs it without
 * the tsx loader: no TypeScript transform and no loader thread at each start. Packages are left
 * as imports. Each build is a folder of its own, named current when complete: a server still starting from
 * the previous one (two starts at once, a test run) keeps its files.
 */
export async function buildServer(rootDir: string): Promise<{ ms: number; outDir: string }> {
  const started = Date.now();
  const buildsDir = join(rootDir, SERVER_BUILD_DIR);
  const name = `${started}-${process.pid}`;
  const outDir = join(buildsDir, name);
  const folders = pluginFolders(rootDir);
  const result = await build({
    // The admin commands beside the server (sharing its chunks): a command then starts in a fifth of the CPU tsx takes.
    entryPoints: [{ in: 'tourbench-server-entry', out: SERVER_BUILD_ENTRY.replace(/\.js$/, '') }, { in: join(rootDir, 'src/server/cli/admin.ts'), out: ADMIN_BUILD_ENTRY.replace(/\.js$/, '') }],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dynamic imports stay chunks of their own: fixtures and the kinds' console components are never loaded at start.
    splitting: true,
    outdir: outDir,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'tourbench-server-entry',
        setup(b) {
          b.onResolve({ filter: /^tourbench-server-entry$/ }, () => ({ path: 'entry', namespace: 'tourbench-server-entry' }));
          b.onLoad({ filter: /.*/, namespace: 'tourbench-server-entry' }, () => ({ contents: entrySource(rootDir, outDir, folders), resolveDir: rootDir, loader: 'js' }));
        },
      },
      sourceDirnames(outDir),
    ],
  });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith('tourbench-server-entry:'))
    .map((input) => relative(rootDir, resolve(rootDir, input)).replace(/\\/g, '/'));
  // A kind folder added, removed or given a server.ts or fixtures.ts shows as its folder's change.
  const listings = ['plugins', ...folders.map((f) => `plugins/${f}`)];
  const settings = ['package.json', 'package-lock.json', 'src/build/buildServer.ts'];
  writeFileSync(join(outDir, SERVER_BUILD_MANIFEST), JSON.stringify({ startedAt: started, inputs: [...new Set([...inputs, ...listings, ...settings])] }));
  const pointer = join(buildsDir, `${SERVER_BUILD_CURRENT}.${process.pid}`);
  writeFileSync(pointer, JSON.stringify({ dir: name }));
  renameSync(pointer, join(buildsDir, SERVER_BUILD_CURRENT));
  for (const old of readdirSync(buildsDir, { withFileTypes: true })) {
    if (!old.isDirectory() || old.name === name) continue;
    const at = join(buildsDir, old.name);
    if (Date.now() - statSync(at).mtimeMs > KEEP_OLD_MS) rmSync(at, { recursive: true, force: true });
  }
  return { ms: Date.now() - started, outDir };
}

// `node --import tsx src/build/buildServer.ts`: what launch.mjs runs when the build is missing or stale.
if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const rootDir = resolve(import.meta.dirname, '../..');
  const { ms } = await buildServer(rootDir);
  console.log(`Server: compiled to ${SERVER_BUILD_DIR} in ${(ms / 1000).toFixed(1)} s.`);
}
