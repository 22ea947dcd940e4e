import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { checkConsoleBuild } from './checkConsoleBuild.ts';

/**
 * `npm start`: builds the console only when dist/ is missing or older than its sources, says which in
 * one line, then runs the server in this same process (no second npm or tsx layer: a restart is quick).
 * package.json starts it with `exec`, so no shell stands between npm and this process: the SIGTERM or
 * SIGINT a service manager sends to npm reaches the server, and npm exits once it has stopped.
 */
const rootDir = resolve(import.meta.dirname, '../../..');

if (process.env.CONSOLE_DIR) {
  console.log(`Console: serving CONSOLE_DIR (${process.env.CONSOLE_DIR}) as it is; npm start builds only dist/.`);
} else {
  const check = checkConsoleBuild(rootDir);
  if (check.stale) {
    const started = performance.now();
    console.log(`Console: building dist/ (${check.reason})…`);
    const build = spawnSync(process.execPath, [join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: rootDir, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('Tourbench could not start: the console build failed (see above).');
      process.exit(build.status ?? 1);
    }
    console.log(`Console: built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } else {
    console.log(`Console: reusing the build in dist/ (built ${check.builtAt.toISOString()}, newer than its sources).`);
  }
}

await import('../main.ts');
