import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What `vite build` reads, relative to the project root: folders are walked, files stat'ed. All of
 * `src/` but the server (the console imports src/core and src/locales too), the kinds and their
 * schemas, the page, the build and compiler settings, and the installed packages
 * (node_modules/.package-lock.json changes with every install, package-lock.json with every upgrade).
 */
export const CONSOLE_BUILD_INPUTS = [
  'src', 'plugins', 'schemas', 'index.html', 'vite.config.ts', 'tsconfig.json',
  'package.json', 'package-lock.json', 'node_modules/.package-lock.json',
] as const;

/** What under the inputs the console build never reads (client patches are applied by the server at start; the server build is its own). */
const NOT_READ = new Set(['src/server', 'src/build/buildServer.ts', 'schemas/clients', 'node_modules', '.git']);
/** A kind's tests and its server-only module (`plugins/<id>/tests/`, `plugins/<id>/server.ts`): never in the console's build. */
const KIND_NOT_READ = /^plugins\/[^/]+\/(tests|server\.ts)$/;

/** The verdict on dist/: fresh, or stale with the reason in words. */
export type ConsoleBuildCheck = { stale: false; builtAt: Date } | { stale: true; reason: string };

/**
 * Whether the console build in `outDir` can be served as is: it must exist whole (index.html and every
 * asset it names) and be newer than every input (test files aside: the build never reads them).
 */
export function checkConsoleBuild(rootDir: string, outDir = join(rootDir, 'dist')): ConsoleBuildCheck {
  const page = join(outDir, 'index.html');
  if (!existsSync(page)) return { stale: true, reason: `${relative(rootDir, outDir) || outDir} has no build yet` };
  // A build stopped half-way leaves a page naming assets that are not there.
  for (const [, asset] of readFileSync(page, 'utf8').matchAll(/(?:src|href)="\/admin\/(assets\/[^"]+)"/g)) {
    if (!existsSync(join(outDir, asset))) return { stale: true, reason: `the build is incomplete (${asset} is missing)` };
  }
  const builtAt = statSync(page).mtimeMs;
  const newer = newerInput(rootDir, builtAt);
  return newer ? { stale: true, reason: `${newer} changed after the last build` } : { stale: false, builtAt: new Date(builtAt) };
}

/** The first input (project-relative path) modified after `since`, or undefined. */
function newerInput(rootDir: string, since: number): string | undefined {
  const visit = (rel: string): string | undefined => {
    if (NOT_READ.has(rel) || KIND_NOT_READ.test(rel)) return undefined;
    const abs = join(rootDir, rel);
    let stat;
    try { stat = statSync(abs); } catch { return undefined; }
    if (stat.isDirectory()) {
      // A removed file shows only as its folder's change time.
      if (stat.mtimeMs > since) return `${rel}/`;
      for (const entry of readdirSync(abs)) {
        const hit = visit(`${rel}/${entry}`);
        if (hit) return hit;
      }
      return undefined;
    }
    if (/\.test\.tsx?$/.test(rel)) return undefined;
    return stat.mtimeMs > since ? rel : undefined;
  };
  for (const input of CONSOLE_BUILD_INPUTS) {
    const hit = visit(input);
    if (hit) return hit;
  }
  return undefined;
}
