import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getMimeType } from 'hono/utils/mime';
import { pickEncodings, type Encoding } from '../http/pickEncodings.ts';

/** Cache-Control of files whose name carries their content hash (dist/assets/*): never asked again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of index.html: the browser keeps it but asks (If-None-Match) before each use. */
export const REVALIDATE = 'no-cache';

// What the build precompresses (src/build/precompress.ts): the rest is answered as it is.
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.wasm', '.txt', '.xml']);
const SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/** One stored representation of a file: which file on disk, its size and its strong ETag. */
interface Representation { path: string; encoding: Encoding; size: number; etag: string }

/** The request parts a console file's answer depends on. */
export interface FileRequest { method: string; acceptEncoding?: string; ifNoneMatch?: string }

/** Whether an If-None-Match list names this ETag (weak comparison, RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('base64url').slice(0, 27);
}

/**
 * The console's built files, answered from disk with content negotiation: the `.br`/`.gz` sibling the
 * client accepts (pickEncodings), `Vary: Accept-Encoding` on every compressible answer, a strong ETag per
 * representation (a hash of its bytes) and 304 on If-None-Match. Bodies are streamed from disk, never
 * held: only the ETags are remembered, keyed by path and checked against size and mtime (a rebuild
 * under a running server is noticed). Range is ignored (full 200 answers): a range of a compressed
 * file is not a range of the identity, and the console never asks for one.
 */
export function createConsoleFiles() {
  const etags = new Map<string, { size: number; mtimeMs: number; etag: Promise<string> }>();

  /** The stored file at `path`, or undefined when there is none. */
  async function representation(path: string, encoding: Encoding): Promise<Representation | undefined> {
    const stats = await stat(path).catch(() => undefined);
    if (!stats?.isFile()) return undefined;
    let known = etags.get(path);
    if (!known || known.size !== stats.size || known.mtimeMs !== stats.mtimeMs) {
      known = { size: stats.size, mtimeMs: stats.mtimeMs, etag: sha256(path).then((h) => `"${h}"`) };
      known.etag.catch(() => etags.delete(path));
      etags.set(path, known);
    }
    // A file removed between stat and hash (a rebuild under the running server) is simply not there.
    const etag = await known.etag.catch(() => undefined);
    return etag === undefined ? undefined : { path, encoding, size: stats.size, etag };
  }

  /** The answer for the file at `path` (undefined when it does not exist), with this Cache-Control. */
  async function answer(path: string, request: FileRequest, cacheControl: string): Promise<Response | undefined> {
    const identity = await representation(path, 'identity');
    if (!identity) return undefined;
    const compressible = COMPRESSIBLE.has(extname(path));
    let chosen = identity;
    if (compressible) {
      for (const encoding of pickEncodings(request.acceptEncoding)) {
        const found = encoding === 'identity' ? identity : await representation(path + SUFFIX[encoding], encoding);
        if (found) { chosen = found; break; }
      }
    }
    const headers = new Headers({ 'Cache-Control': cacheControl, ETag: chosen.etag });
    if (compressible) headers.set('Vary', 'Accept-Encoding');
    // A 304 carries what a cache updates (RFC 9110 §15.4.5): ETag, Cache-Control, Vary; not the coding.
    if (matches(request.ifNoneMatch, chosen.etag)) return new Response(null, { status: 304, headers });
    if (chosen.encoding !== 'identity') headers.set('Content-Encoding', chosen.encoding);
    headers.set('Content-Type', getMimeType(path) ?? 'application/octet-stream');
    headers.set('Content-Length', String(chosen.size));
    if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(createReadStream(chosen.path)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  }

  return { answer };
}
