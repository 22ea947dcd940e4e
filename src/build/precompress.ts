import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** File endings the build compresses: text and wasm, never images or fonts that are compressed already. Source maps are left alone (only devtools read them). */
export const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|wasm|txt|xml)$/;

/** Where brotli answers of earlier builds are kept by content hash: brotli at quality 11 costs ~4 s of CPU for the whole console, a rebuild after a small change only for the chunks that changed. */
export const BROTLI_CACHE = join(import.meta.dirname, '../../node_modules/.cache/tourbench-brotli');
const CACHE_DAYS = 14;

async function brotliOf(bytes: Buffer, cacheDir: string | undefined): Promise<Buffer> {
  const cached = cacheDir && join(cacheDir, `${createHash('sha256').update(bytes).digest('hex')}.br`);
  if (cached) {
    const hit = await readFile(cached).catch(() => undefined);
    if (hit) {
      const now = new Date();
      await utimes(cached, now, now).catch(() => undefined);
      return hit;
    }
  }
  const br = await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  if (cached) await writeWhole(cached, br).catch(() => undefined);
  return br;
}

// A build killed half-way must not leave a cut sibling the server would send: write aside, then rename.
async function writeWhole(path: string, bytes: Buffer): Promise<void> {
  await writeFile(`${path}.part`, bytes);
  await rename(`${path}.part`, path);
}

/** The `.br` (brotli, quality 11) and `.gz` (gzip, level 9) siblings of one file; a sibling not smaller than the file is not written. */
export async function precompressFile(file: string, cacheDir?: string): Promise<{ br: boolean; gz: boolean }> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([brotliOf(bytes, cacheDir), gzipAsync(bytes, { level: 9 })]);
  const written = { br: br.length < bytes.length, gz: gz.length < bytes.length };
  await Promise.all([written.br && writeWhole(`${file}.br`, br), written.gz && writeWhole(`${file}.gz`, gz)]);
  return written;
}

/** Drops cached brotli answers no build has used for CACHE_DAYS. */
async function pruneCache(cacheDir: string): Promise<void> {
  const oldest = Date.now() - CACHE_DAYS * 86_400_000;
  for (const name of await readdir(cacheDir).catch(() => [])) {
    const path = join(cacheDir, name);
    if (((await stat(path).catch(() => undefined))?.mtimeMs ?? Infinity) < oldest) await rm(path, { force: true });
  }
}

/**
 * Vite plugin: after the bundle is written, every compressible file of the build gets its `.br` and
 * `.gz` sibling, so the server answers them without compressing per request (consoleFiles.ts).
 * zlib's async calls run on libuv's pool, so the files compress in parallel; brotli answers are reused
 * from BROTLI_CACHE when a chunk did not change.
 */
export function precompress(): Plugin {
  return {
    name: 'tourbench:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name)).map((name) => join(dir, name));
      const existing = (await Promise.all(files.map(async (f) => ((await stat(f).catch(() => undefined))?.isFile() ? f : undefined)))).filter((f) => f !== undefined);
      const cacheDir = await mkdir(BROTLI_CACHE, { recursive: true }).then(() => BROTLI_CACHE, () => undefined);
      await Promise.all(existing.map((f) => precompressFile(f, cacheDir)));
      if (cacheDir) await pruneCache(cacheDir);
    },
  };
}
