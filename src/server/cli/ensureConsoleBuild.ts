import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { checkConsoleBuild } from './checkConsoleBuild.ts';

/**
 * Builds the console into dist/ when it is missing or older than its sources, saying which in one line;
 * returns false when the build failed (vite printed why). Shared by `npm start` and `npm run prepare`.
 */
export function ensureConsoleBuild(rootDir: string): boolean {
  const check = checkConsoleBuild(rootDir);
  if (!check.stale) {
    console.log(`Console: reusing the build in dist/ (built ${check.builtAt.toISOString()}, newer than its sources).`);
    return true;
  }
  const started = performance.now();
  console.log(`Console: building dist/ (${check.reason})…`);
  const build = spawnSync(process.execPath, [join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: rootDir, stdio: 'inherit' });
  if (build.status !== 0) return false;
  console.log(`Console: built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
