// `npm start`: runs the compiled server (src/build/buildServer.ts), compiling it first when it is missing or
// older than any of its sources. Plain JavaScript because it runs before there is anything compiled, and
// without the tsx loader (the point of the build: less start time and ~30 MB less resident).
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const rootDir = resolve(import.meta.dirname, '../../..');

/**
 * The current server build's folder (SERVER_BUILD_DIR and SERVER_BUILD_CURRENT of src/build/buildServer.ts),
 * or undefined when there is none.
 * @param {string} root the project root
 * @returns {string | undefined}
 */
export function currentBuild(root) {
  try { return join(root, 'build/server', JSON.parse(readFileSync(join(root, 'build/server/current.json'), 'utf8')).dir); } catch { return undefined; }
}

/**
 * Why the server build cannot be run as it is (in words), or undefined when it is fresh: every input it
 * was made from (its manifest lists them, with the plugins/ folders whose listing matters) must exist and
 * be no newer than the moment the build started.
 * @param {string} root the project root
 * @returns {string | undefined}
 */
export function serverBuildStaleReason(root = rootDir) {
  const dir = currentBuild(root);
  /** @type {{ startedAt: number, inputs: string[] }} */
  let manifest;
  try { manifest = JSON.parse(readFileSync(join(dir ?? '', 'build.json'), 'utf8')); } catch { return 'there is no server build yet'; }
  for (const input of manifest.inputs) {
    let changed;
    try { changed = statSync(join(root, input)).mtimeMs; } catch { return `${input} is gone`; }
    if (changed > manifest.startedAt) return `${input} changed after the last build`;
  }
  return undefined;
}

/** Runs the server from its sources through tsx: for kinds outside the project (TOURBENCH_EXTRA_KINDS, tests), or when asked to. */
async function runSources() {
  await import('tsx/esm');
  await import(pathToFileURL(join(rootDir, 'src/server/cli/start.ts')).href);
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  if (process.env.TOURBENCH_EXTRA_KINDS || process.env.TOURBENCH_FROM_SOURCES === '1') {
    await runSources();
  } else {
    const stale = serverBuildStaleReason();
    if (stale) {
      console.log(`Server: compiling (${stale})…`);
      const built = spawnSync(process.execPath, ['--import', 'tsx', join(rootDir, 'src/build/buildServer.ts')], { cwd: rootDir, stdio: 'inherit' });
      if (built.status !== 0) {
        console.error('Tourbench could not start: compiling the server failed (see above).');
        process.exit(1);
      }
    }
    await import(pathToFileURL(join(currentBuild(rootDir) ?? '', 'server.js')).href);
  }
}
