import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { kindPaths, type ResolvedKind } from '../../src/core/defineKind.ts';
import { relationPaths } from '../../src/core/relations.ts';
import { loadKindRegistry } from '../../src/server/kinds/loadKindRegistry.ts';
import { MAX_JSON_DEPTH } from '../../src/server/http/parseJsonBody.ts';
import { signedInServer } from '../support/signedInServer.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DEPTH = 3300;

/** One call that takes a body; `json`: the server reads it as JSON (the others read multipart). */
interface WriteEndpoint { path: string; json: boolean; headers?: Record<string, string> }

const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

/** Bodies no client should send, each with the status a JSON-reading call answers it with. */
const HOSTILE: { name: string; body: () => string; status: number; message?: RegExp }[] = [
  { name: 'arrays 3,300 deep', body: () => arrays(DEPTH), status: 400, message: /nests deeper than 64 levels/ },
  { name: 'objects 3,300 deep', body: () => objects(DEPTH), status: 400, message: /nests deeper than 64 levels/ },
  { name: 'arrays 3,300 deep in a field', body: () => `{"id":1,"version":1,"email":"x@demo.test","password":"Some-pass-1","title":"x","ids":[1],"deep":${arrays(DEPTH)}}`, status: 400, message: /nests deeper than/ },
  { name: 'objects 3,300 deep in a field', body: () => `{"title":"x","version":1,"admin_name":${objects(DEPTH)}}`, status: 400, message: /nests deeper than/ },
  { name: 'one level over the limit', body: () => `{"x":${arrays(MAX_JSON_DEPTH)}}`, status: 400, message: /nests deeper than/ },
  { name: 'malformed JSON', body: () => '{"title": "x",', status: 400, message: /^The body must be JSON\.$/ },
  { name: 'an invalid unicode escape', body: () => '{"title":"\\uZZZZ"}', status: 400, message: /^The body must be JSON\.$/ },
  { name: 'a lone surrogate escape', body: () => '{"title":"a\\ud800b","email":"a\\udc00@x.test","password":"\\ud800\\ud800-Pass-1"}', status: 400, message: /broken Unicode/ },
  { name: 'a NUL escape', body: () => '{"title":"a\\u0000b","email":"a@x.test","password":"\\u0000-Pass-word-1"}', status: 400, message: /NUL/ },
  { name: 'null', body: () => 'null', status: 400, message: /^The body must be a JSON object\.$/ },
  { name: 'a number', body: () => '42', status: 400, message: /^The body must be a JSON object\.$/ },
  { name: 'an array', body: () => '[{"title":"x"}]', status: 400, message: /^The body must be a JSON object\.$/ },
  { name: 'a 6 MB document', body: () => JSON.stringify({ title: 'x'.repeat(6 * 1024 * 1024) }), status: 413, message: /^The request is too large\.$/ },
];

/** Every call of this server that reads a request body, from the kind registry and the fixed routes. */
function writeEndpoints(kinds: readonly ResolvedKind[], userId: number, linkToken: string): WriteEndpoint[] {
  const paths = new Map<string, WriteEndpoint>();
  const add = (path: string, json = true, headers?: Record<string, string>) => {
    const key = `${path} ${JSON.stringify(headers ?? {})}`;
    if (!paths.has(key)) paths.set(key, { path: `/api${path}`, json, headers });
  };
  for (const kind of kinds) {
    add(kindPaths.create(kind.api));
    add(kindPaths.update(kind.api, 1));
    // A translation is written through the same update call in another content language.
    // accept-language names the language of messages; x-language-code alone would make them Spanish too.
    add(kindPaths.update(kind.api, 1), true, { 'x-language-code': 'es', 'accept-language': 'en' });
    add(kindPaths.sync(kind.api));
    for (const [name, rel] of Object.entries(kind.relations ?? {})) {
      if (!rel.ordered) continue;
      add(relationPaths.reorder(kind.api.entity, 1, name));
      if (rel.aliases?.reorder) add(rel.aliases.reorder.replace(/:\w+/g, '1'));
    }
    for (const ep of kind.server?.endpoints ?? []) if (ep.method === 'POST') add(ep.path.replace(/:\w+/g, '1'));
  }
  for (const path of ['/login', '/settings', '/users', `/users/${userId}/reset-password`, `/password-link/${linkToken}`, '/translations/purge']) add(path);
  add('/person/import/csv', false);
  add('/media', false);
  return [...paths.values()];
}

describe('hostile request bodies', () => {
  const s = signedInServer();
  let endpoints: WriteEndpoint[];
  let kinds: readonly ResolvedKind[];
  let token: string;

  // Each call on its own connection: the server answers an oversized body early (413) and discards the
  // rest for a moment only, so that connection must not carry another call. A write error after the
  // answer has arrived (the server stopped reading) is no failure: the client has its 4xx.
  const send = async (path: string, body: string | FormData, headers: Record<string, string> = {}, chunked = false) => {
    const encoded = new Response(body);
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const type = body instanceof FormData ? { 'content-type': encoded.headers.get('content-type')! } : {};
    const agent = new Agent({ keepAlive: true });
    const { status, text } = await new Promise<{ status: number; text: string }>((ok, fail) => {
      let answered = false;
      const req = request(`${s.server.url}${path}`, {
        method: 'POST', agent,
        headers: { authorization: `Bearer ${token}`, ...(chunked ? {} : { 'content-length': String(bytes.length) }), ...type, ...headers },
      }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => { text += chunk; });
        res.on('end', () => { answered = true; ok({ status: res.statusCode ?? 0, text }); });
      });
      req.on('error', (err) => { if (!answered) fail(err); });
      if (!chunked) req.end(bytes);
      else {
        for (let at = 0; at < bytes.length; at += 64 * 1024) req.write(bytes.subarray(at, at + 64 * 1024));
        req.end();
      }
    });
    agent.destroy();
    let parsed: { message?: unknown } | undefined;
    try { parsed = JSON.parse(text); } catch { /* checked below */ }
    return { status, message: parsed?.message, text };
  };

  beforeAll(async () => {
    kinds = (await loadKindRegistry(ROOT, [])).kinds;
    token = await s.server.login();
    // A user without a password brings a live set-password link: its body is read only for a valid link.
    const created = await s.client.post('/api/users', { email: 'hostile-input@demo.test', name: 'Hostile Input' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const link = String(created.body.data.set_password_url).split('/').pop()!;
    endpoints = writeEndpoints(kinds, created.body.data.user.id, link);
  });

  it('the list covers every kind and every fixed write call', () => {
    for (const kind of kinds) expect(endpoints.map((e) => e.path)).toContain(`/api${kindPaths.create(kind.api)}`);
    expect(endpoints.length).toBeGreaterThan(kinds.length * 3 + 6);
  });

  for (const hostile of HOSTILE) {
    it(`refuses ${hostile.name} with a 4xx and a message on every write call`, async () => {
      const body = hostile.body();
      const answers: string[] = [];
      for (const e of endpoints) {
        const res = await send(e.path, body, { 'content-type': 'application/json', ...e.headers });
        const where = `${e.path} ${JSON.stringify(e.headers ?? {})}: ${res.status} ${res.text.slice(0, 200)}`;
        answers.push(where);
        expect(res.status, where).toBeGreaterThanOrEqual(400);
        expect(res.status, where).toBeLessThan(500);
        expect(res.message, where).toMatch(/\S/);
        if (e.json) {
          expect(res.status, where).toBe(hostile.status);
          expect(res.message, where).toMatch(hostile.message!);
        }
      }
      expect(answers.length).toBe(endpoints.length);
    });
  }

  /** The create call of a kind that reads JSON only (the registry's first). */
  const jsonCreate = () => `/api${kindPaths.create(kinds.find((k) => k.api.bodyEncoding === 'json')!.api)}`;

  it('refuses a 6 MB body sent without a length (chunked) with 413', async () => {
    const res = await send(jsonCreate(), JSON.stringify({ title: 'x'.repeat(6 * 1024 * 1024) }), { 'content-type': 'application/json' }, true);
    expect(res.status).toBe(413);
    expect(res.message).toBe('The request is too large.');
  });

  it('answers in the caller\'s language where the console sends one', async () => {
    const res = await send(jsonCreate(), arrays(DEPTH), { 'content-type': 'application/json', 'accept-language': 'es' });
    expect(res.status).toBe(400);
    expect(res.message).toBe('El cuerpo JSON tiene más de 64 niveles de anidación.');
  });

  it('refuses multipart bodies nested too deep or carrying deep JSON text, for every multipart kind', async () => {
    const multipart = kinds.filter((k) => k.api.bodyEncoding === 'multipart');
    expect(multipart.length).toBeGreaterThan(0);
    for (const kind of multipart) {
      const props = kind.schema.properties ?? {};
      const list = Object.keys(props).find((k) => props[k]?.type === 'array') ?? Object.keys(props)[0];
      const deepName = new FormData();
      deepName.set('title', 'Deep names');
      deepName.set(`${list}[0]${'[a]'.repeat(DEPTH)}`, 'x');
      const deepText = new FormData();
      deepText.set('title', 'Deep text');
      deepText.set(list, arrays(DEPTH));
      const deepIndexed = new FormData();
      deepIndexed.set(`${list}[0]`, objects(DEPTH));
      for (const [name, form] of [['a 3,300-deep field name', deepName], ['3,300-deep JSON text in a list field', deepText], ['3,300-deep JSON text in a list item', deepIndexed]] as const) {
        for (const path of [`/api${kindPaths.create(kind.api)}`, `/api${kindPaths.update(kind.api, 1)}`]) {
          const res = await send(path, form);
          const where = `${kind.id} ${path} with ${name}: ${res.status} ${res.text.slice(0, 200)}`;
          expect(res.status, where).toBeGreaterThanOrEqual(400);
          expect(res.status, where).toBeLessThan(500);
          expect(res.message, where).toMatch(/\S/);
        }
      }
    }
  });

  it('is still up and answering afterwards, with nothing logged as a server failure', async () => {
    expect((await s.client.get('/api/tab_types')).status).toBe(200);
    expect((await s.client.post('/api/user/web')).status).toBe(200);
    expect(s.server.output()).not.toMatch(/ failed: /);
  });
});
