// `npm run admin -- <command>`: runs the compiled admin commands (src/build/buildServer.ts builds them beside
// the server) when that build is fresh, else the sources through tsx. It never compiles: a command is one
// short run, and compiling costs more than tsx does once. Plain JavaScript for the same reason as launch.mjs.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { currentBuild, serverBuildStaleReason } from './launch.mjs';

const rootDir = resolve(import.meta.dirname, '../../..');

/**
 * The compiled admin module (ADMIN_BUILD_ENTRY of src/build/buildServer.ts) when the build is fresh and has
 * one, else undefined.
 * @param {string} root the project root
 * @returns {string | undefined}
 */
function compiledAdmin(root) {
  const dir = serverBuildStaleReason(root) ? undefined : currentBuild(root);
  const entry = dir && join(dir, 'admin.js');
  return entry && existsSync(entry) ? entry : undefined;
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const compiled = process.env.TOURBENCH_FROM_SOURCES === '1' ? undefined : compiledAdmin(rootDir);
  if (!compiled) await import('tsx/esm');
  await import(pathToFileURL(compiled ?? join(rootDir, 'src/server/cli/admin.ts')).href);
}
