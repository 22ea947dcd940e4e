import { request } from 'node:http';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/createApp.ts';
import { loadClientPatches } from '../../src/server/kinds/loadClientPatches.ts';
import { loadKindRegistry } from '../../src/server/kinds/loadKindRegistry.ts';
import { answered } from '../support/expectAnswer.ts';
import { fileForm, tinyJpeg } from '../support/mediaSamples.ts';
import { signedInServer } from '../support/signedInServer.ts';

// Every route the app mounts sits behind a body limit: a body over it is refused (413 with a message)
// before the route reads it, whichever route it is — the route list is the app's own, so a route mounted
// later is walked too.

const ROOT = resolve(import.meta.dirname, '../..');
const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
/** The limits the README states: 5 MB for every body, 201 MB for an upload (the largest video and its framing). */
const BODY_LIMIT = 5 * MB;
const UPLOAD_LIMIT = 201 * MB;

/** One mounted route as a request: its method and a real path built from its pattern. */
interface Call { method: string; path: string }

/** What the server answered, and how many body bytes the client had handed over by then. */
interface Answer { status: number; message: unknown; text: string; sent: number; finished: boolean }

/** The largest body a route takes: the upload's, or everyone else's. */
const limitOf = (call: Call) => (call.method === 'POST' && call.path === '/api/media' ? UPLOAD_LIMIT : BODY_LIMIT);

/** The app's routes (method × pattern), read from the app itself; mounting touches no database or store. */
async function mountedRoutes(): Promise<{ method: string; path: string }[]> {
  const registry = await loadKindRegistry(ROOT, []);
  const patches = loadClientPatches(ROOT, registry, []);
  const untouched = new Proxy({}, { get: () => () => { throw new Error('not used while mounting'); } }) as never;
  const app = createApp({
    db: untouched, registry, patches, media: untouched, consoleDir: ROOT, rootDir: ROOT,
    integrations: { geocoderKind: 'photon', mapTiles: '', mapAttribution: '' }, upstream: { geocoder: untouched, vimeo: untouched },
  });
  return app.routes.map((r) => ({ method: r.method, path: r.path }));
}

/** A real path for a pattern: each parameter gets a sample (an id, or the stored picture's file name), a wildcard a segment. */
function pathOf(pattern: string, file: string, id: string): string {
  return pattern
    .replace(/:file\b(\{[^}]*\})?/g, file)
    .replace(/:token\b(\{[^}]*\})?/g, 'sample-token')
    .replace(/:kind\b(\{[^}]*\})?/g, 'story')
    .replace(/:\w+(\{(?:[^{}]|\{[^}]*\})*\})?\??/g, id)
    .replace(/\*/g, 'any');
}

/**
 * Sends `call` with a body of `size` bytes: with a Content-Length (`declared`) or chunked. The client
 * stops sending once an answer arrives, so `finished` says whether the whole body went before the
 * answer (a server that reads it all) and `sent` how much of it had.
 */
function send(url: string, call: Call, size: number, opts: { declared: boolean; token: string; type: string }): Promise<Answer> {
  return new Promise((ok, fail) => {
    let sent = 0;
    let finished = false;
    let answered = false;
    const req = request(`${url}${call.path}`, {
      method: call.method,
      headers: { authorization: `Bearer ${opts.token}`, 'content-type': opts.type, ...(opts.declared ? { 'content-length': String(size) } : { 'transfer-encoding': 'chunked' }) },
    }, (res) => {
      answered = true;
      // Only a refusal's body is read: another answer may be a stream that never ends (the live events).
      if (res.statusCode !== 413) {
        req.destroy();
        return ok({ status: res.statusCode ?? 0, message: undefined, text: '(not read)', sent, finished });
      }
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => { text += chunk; });
      res.on('end', () => {
        let message: unknown;
        try { message = JSON.parse(text).message; } catch { /* checked by the caller */ }
        req.destroy();
        ok({ status: res.statusCode ?? 0, message, text, sent, finished });
      });
    });
    // Each call is given 5 s of silence: a server that waits for the whole body of a declared length never answers.
    req.setTimeout(5_000, () => { req.destroy(new Error(`no answer to ${call.method} ${call.path} after ${sent} bytes`)); });
    req.on('error', (err) => { if (!answered) fail(err); });
    const chunk = Buffer.alloc(CHUNK, 0x20);
    const pump = () => {
      // A declared body is sent no further than its first chunk: only a server that answers without reading it answers at all.
      while (!answered && sent < (opts.declared ? Math.min(size, CHUNK) : size)) {
        const part = chunk.subarray(0, Math.min(CHUNK, size - sent));
        sent += part.length;
        if (!req.write(part)) { req.once('drain', pump); return; }
      }
      if (!answered && sent >= size) { finished = true; req.end(); }
      // Otherwise the declared body waits for an answer.
    };
    pump();
  });
}

describe('the body limit of every mounted route', () => {
  const s = signedInServer();
  let routes: { method: string; path: string }[];
  let token: string;
  let file: string;

  beforeAll(async () => {
    routes = await mountedRoutes();
    token = await s.server.login();
    // A picture of the company: the crop route reads its body only for a file that exists.
    file = (await answered(s.client.post('/api/media', fileForm(tinyJpeg(), 'a.jpg', 'image/jpeg')), 201)).data.file;
  });

  /** Every route as a call: a route for every method (`use`, `all`) is sent as POST, the method that carries a body. */
  const calls = (id: string): Call[] => {
    const seen = new Map<string, Call>();
    for (const r of routes) {
      const call = { method: r.method === 'ALL' ? 'POST' : r.method, path: pathOf(r.path, file, id) };
      seen.set(`${call.method} ${call.path}`, call);
    }
    return [...seen.values()];
  };

  it('walks the routes the app mounts: the API, the operator\'s, public media, delivery and the console', () => {
    const paths = calls('1').map((c) => `${c.method} ${c.path}`);
    expect(paths).toContain(`POST /api/media/${file}`);
    expect(paths).toContain('POST /api/media');
    for (const prefix of ['POST /api/operator/', 'GET /public/', 'GET /delivery/v1/', 'GET /admin']) {
      expect(paths.some((p) => p.startsWith(prefix)), prefix).toBe(true);
    }
    expect(paths.length).toBeGreaterThan(200);
  });

  it('refuses a declared length over the limit with 413 and a message on every route, before reading any of it', async () => {
    const wrong: string[] = [];
    for (const call of calls('1')) {
      const res = await send(s.server.url, call, limitOf(call) + 1, { declared: true, token, type: 'application/json' }).catch((err: Error) => ({ status: 0, message: undefined, text: err.message, sent: 0, finished: false }));
      if (res.status !== 413 || typeof res.message !== 'string' || !res.message || res.finished) wrong.push(`${call.method} ${call.path}: ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it('refuses a chunked body once it passes the limit, on every route that reads one, and no route reads it whole', async () => {
    // Ids that name nothing, so a route that reads no body answers (404, 400) without changing anything;
    // signing out is left for the end.
    const all = calls('999999999').filter((c) => c.method !== 'GET' && c.method !== 'HEAD');
    const ordered = [...all.filter((c) => c.path !== '/api/logout'), ...all.filter((c) => c.path === '/api/logout')];
    const wrong: string[] = [];
    const refused = new Set<string>();
    for (const call of ordered) {
      for (const type of ['application/json', 'multipart/form-data; boundary=----limit']) {
        // Far more than the limit and what the sockets buffer: a route reading it whole would take it all before answering.
        const res = await send(s.server.url, call, limitOf(call) + 48 * MB, { declared: false, token, type }).catch((err: Error) => ({ status: 0, message: undefined, text: err.message, sent: 0, finished: true }));
        const where = `${call.method} ${call.path} (${type}): ${res.status} after ${(res.sent / MB).toFixed(1)} MB ${res.text.slice(0, 120)}`;
        if (res.finished || res.status >= 500 || (res.status === 413 && typeof res.message !== 'string')) wrong.push(where);
        if (res.status === 413) refused.add(`${call.method} ${call.path}`);
      }
    }
    expect(wrong).toEqual([]);
    // The routes known to read a body refused it (the others answered without reading it).
    for (const route of [`POST /api/media/${file}`, 'POST /api/media', 'POST /api/story', 'POST /api/settings', 'POST /api/person/import/csv', 'POST /api/login']) {
      expect([...refused], route).toContain(route);
    }
  }, 600_000);

  it('still takes an upload larger than the other routes\' limit', async () => {
    const form = fileForm(new Uint8Array(BODY_LIMIT + MB).fill(7), 'big.bin', 'application/octet-stream');
    const res = await s.client.post('/api/media', form);
    expect(res.status, JSON.stringify(res.body)).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it('is still up afterwards, with nothing logged as a server failure', async () => {
    expect((await s.client.get('/api/health')).status).toBe(200);
    expect(s.server.output()).not.toMatch(/ failed: /);
  });
});
