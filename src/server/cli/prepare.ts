import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildDatabaseImage } from '../db/databaseImage.ts';
import { buildServer, SERVER_BUILD_DIR } from '../../build/buildServer.ts';
import { ensureConsoleBuild } from './ensureConsoleBuild.ts';

/**
 * `npm run prepare`, which `npm ci` and `npm install` run once after installing: the one-time work of a
 * first start done at install time instead — the console build (when missing or stale), the compiled server
 * (src/build/buildServer.ts) and the prepared database image (PGlite's initdb and the migrations, when
 * missing or stale; see databaseImage.ts). `npm start` still does each itself when it finds it missing or
 * stale, so an install with --ignore-scripts works.
 */
const rootDir = resolve(import.meta.dirname, '../../..');

// CI installs with TOURBENCH_PREPARE=later and runs this itself beside the lint, which keeps one core busy alone.
if (process.env.TOURBENCH_PREPARE === 'later' && process.env.npm_command === 'ci') {
  console.log('prepare: left for later (TOURBENCH_PREPARE=later).');
  process.exit(0);
}

// An install without dev dependencies has no vite: the console is then served from CONSOLE_DIR.
if (existsSync(join(rootDir, 'node_modules/vite/bin/vite.js')) && !ensureConsoleBuild(rootDir)) {
  console.error('prepare: the console build failed (see above).');
  process.exit(1);
}
const server = await buildServer(rootDir);
console.log(`Server: compiled to ${SERVER_BUILD_DIR} in ${(server.ms / 1000).toFixed(1)} s.`);
const started = performance.now();
const built = await buildDatabaseImage(rootDir);
console.log(built
  ? `Database image: made in ${((performance.now() - started) / 1000).toFixed(1)} s (a new DATA_DIR starts from a copy of it).`
  : 'Database image: reusing the current one.');
