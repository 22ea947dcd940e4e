import { resolve } from 'node:path';
import { ensureConsoleBuild } from './ensureConsoleBuild.ts';

/**
 * `npm start` (compiled by src/build/buildServer.ts and run by launch.mjs without the tsx loader): builds the
 * console only when dist/ is missing or older than its sources (`npm ci` already built it through `prepare`),
 * says which in one line, then runs the server in this same process (no second npm or tsx layer: a restart
 * is quick). package.json starts it with `exec`, so no shell stands
 * between npm and this process: the SIGTERM or SIGINT a service manager sends to npm reaches the server,
 * and npm exits once it has stopped. `--max-semi-space-size=2` (package.json) caps V8's young generation at
 * 2 MB per semi-space instead of 16: ~50 MB less resident after start and under load (memoryBench).
 */
const rootDir = resolve(import.meta.dirname, '../../..');

if (process.env.CONSOLE_DIR) {
  console.log(`Console: serving CONSOLE_DIR (${process.env.CONSOLE_DIR}) as it is; npm start builds only dist/.`);
} else if (!ensureConsoleBuild(rootDir)) {
  console.error('Tourbench could not start: the console build failed (see above).');
  process.exit(1);
}

await import('../main.ts');
