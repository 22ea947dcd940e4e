import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/startServer.ts';
import { kindRegistry } from '../support/kindRegistry.ts';

// The console as a browser gets it from the real server: precompressed files chosen by Accept-Encoding,
// long-lived caching of hashed assets, index.html revalidated. dist/ is built by `npm test` before vitest.
const DIST = join(resolve(import.meta.dirname, '../..'), 'dist');
const built = existsSync(join(DIST, 'index.html'));

/** An answer as it came over the wire: fetch would undo the content coding, which is what is under test. */
interface RawAnswer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

const agent = new Agent({ keepAlive: true, maxSockets: 8 });
function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    }).on('error', fail).end();
  });
}

/** Every file of dist/ the build stored compressed too, as its URL path under /admin/. */
function precompressedFiles(): string[] {
  return readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.br') || f.endsWith('.gz'))
    .map((f) => f.replace(/\.(br|gz)$/, ''))
    .filter((f, i, all) => all.indexOf(f) === i && existsSync(join(DIST, f)))
    .map((f) => `/admin/${relative(DIST, join(DIST, f)).split('\\').join('/')}`);
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe.skipIf(!built)('console assets over the wire', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer(); });
  afterAll(async () => { agent.destroy(); await server?.close(); });

  const asset = (pattern: RegExp) => `/admin/assets/${readdirSync(join(DIST, 'assets')).find((f) => pattern.test(f))!}`;

  it('the build stores every script, style sheet and page also as brotli and gzip', () => {
    const text = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(m?js|css|html)$/.test(f) && statSync(join(DIST, f)).size > 1024);
    expect(text.length).toBeGreaterThan(10);
    for (const f of text) for (const suffix of ['.br', '.gz']) expect(existsSync(join(DIST, f + suffix)), f + suffix).toBe(true);
  });

  it('answers every precompressed file in brotli and gzip that decode to the very bytes of the uncompressed answer', async () => {
    const files = precompressedFiles();
    expect(files.length).toBeGreaterThan(10);
    await Promise.all(files.map(async (path) => {
      const url = server.url + path;
      const [plain, br, gzip] = await Promise.all([
        rawGet(url, { 'accept-encoding': 'identity' }), rawGet(url, { 'accept-encoding': 'br, gzip' }), rawGet(url, { 'accept-encoding': 'gzip' }),
      ]);
      expect(plain.status, path).toBe(200);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.body.equals(readFileSync(join(DIST, path.slice('/admin/'.length)))), `${path} identity is the file`).toBe(true);
      for (const [encoding, answer] of [['br', br], ['gzip', gzip]] as const) {
        expect(answer.status, path).toBe(200);
        if (!existsSync(join(DIST, path.slice('/admin/'.length) + (encoding === 'br' ? '.br' : '.gz')))) continue;
        expect(answer.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
        expect(answer.body.length, `${path} ${encoding} is smaller`).toBeLessThan(plain.body.length);
        expect(decode[encoding](answer.body).equals(plain.body), `${path} ${encoding} decodes to the identity`).toBe(true);
        expect(answer.headers['content-type'], path).toBe(plain.headers['content-type']);
        expect(answer.headers.etag, `${path}: one ETag per representation`).not.toBe(plain.headers.etag);
      }
      for (const answer of [plain, br, gzip]) {
        expect(answer.headers.vary, path).toMatch(/accept-encoding/i);
        expect(Number(answer.headers['content-length']), path).toBe(answer.body.length);
      }
    }));
  }, 60_000);

  it('keeps hashed assets for a year and has index.html and client routes revalidated, compressed too', async () => {
    const script = await rawGet(server.url + asset(/^index-.*\.js$/), { 'accept-encoding': 'br, gzip' });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-type']).toMatch(/javascript/);
    const style = await rawGet(server.url + asset(/\.css$/), { 'accept-encoding': 'gzip' });
    expect(style.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(style.headers['content-type']).toMatch(/text\/css/);
    const index = readFileSync(join(DIST, 'index.html'));
    for (const path of ['/admin/', '/admin/login', `/admin/${kindRegistry.kinds[0].route}/12`, '/admin/index.html']) {
      const page = await rawGet(server.url + path, { 'accept-encoding': 'br, gzip' });
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.headers['content-type'], path).toMatch(/text\/html/);
      expect(page.headers['content-encoding'], path).toBe('br');
      expect(page.headers.vary, path).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(page.body).equals(index), path).toBe(true);
      const again = await rawGet(server.url + path, { 'accept-encoding': 'br, gzip', 'if-none-match': String(page.headers.etag) });
      expect(again.status, `${path} revalidates`).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  it('never sends a coding the client refuses with q=0, and follows q-values', async () => {
    const url = server.url + asset(/^index-.*\.js$/);
    expect((await rawGet(url, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await rawGet(url, { 'accept-encoding': 'br;q=0.2, gzip;q=0.8' })).headers['content-encoding']).toBe('gzip');
    expect((await rawGet(url, { 'accept-encoding': '*;q=0.5, br;q=0' })).headers['content-encoding']).toBe('gzip');
    expect((await rawGet(url, { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
    const none = await rawGet(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.equals(readFileSync(join(DIST, url.slice(url.indexOf('/assets/') + 1))))).toBe(true);
  });

  it('answers 304 to the ETag of the same representation only', async () => {
    const url = server.url + asset(/^index-.*\.js$/);
    const br = await rawGet(url, { 'accept-encoding': 'br' });
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const same = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': `"other", ${etag}` });
    expect(same.status).toBe(304);
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(same.headers.vary).toMatch(/accept-encoding/i);
    // A cached brotli body must not be confirmed to a client that now asks for gzip.
    const other = await rawGet(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(other.status).toBe(200);
    expect(gunzipSync(other.body).length).toBe(statSync(join(DIST, url.slice(url.indexOf('/assets/') + 1))).size);
  });

  it('answers HEAD with the headers of GET and no body, ignores Range on a compressed answer, and 404s a missing asset', async () => {
    const url = server.url + asset(/^index-.*\.js$/);
    const get = await rawGet(url, { 'accept-encoding': 'br' });
    const head = await rawGet(url, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const h of ['content-encoding', 'content-length', 'content-type', 'etag', 'cache-control', 'vary']) expect(head.headers[h], h).toBe(get.headers[h]);
    const ranged = await rawGet(url, { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(ranged.status).toBe(200);
    expect(brotliDecompressSync(ranged.body).equals(brotliDecompressSync(get.body))).toBe(true);
    const missing = await rawGet(`${server.url}/admin/assets/no-such-chunk-abc123.js`, { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toEqual({ message: expect.any(String) });
  });
});
