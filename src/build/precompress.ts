import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** File endings the build compresses: text and wasm, never images or fonts that are compressed already. Source maps are left alone (only devtools read them). */
export const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|wasm|txt|xml)$/;

/** The `.br` (brotli, quality 11) and `.gz` (gzip, level 9) siblings of one file; a sibling not smaller than the file is not written. */
export async function precompressFile(file: string): Promise<{ br: boolean; gz: boolean }> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  const written = { br: br.length < bytes.length, gz: gz.length < bytes.length };
  await Promise.all([written.br && writeFile(`${file}.br`, br), written.gz && writeFile(`${file}.gz`, gz)]);
  return written;
}

/**
 * Vite plugin: after the bundle is written, every compressible file of the build gets its `.br` and
 * `.gz` sibling, so the server answers them without compressing per request (consoleFiles.ts).
 * zlib's async calls run on libuv's pool, so the files compress in parallel.
 */
export function precompress(): Plugin {
  return {
    name: 'tourbench:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name)).map((name) => join(dir, name));
      const existing = (await Promise.all(files.map(async (f) => ((await stat(f).catch(() => undefined))?.isFile() ? f : undefined)))).filter((f) => f !== undefined);
      await Promise.all(existing.map(precompressFile));
    },
  };
}
