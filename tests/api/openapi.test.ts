import { resolve } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { DEMO_COMPANY, FJORD_COMPANY } from '../support/companies.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { createSweepWorld, isDestructive, operationsOf, type SweptOperation } from '../support/openApiSweep.ts';
import { serverSql } from '../support/serverSql.ts';
import { clientKind, kindRegistry, kindShapes } from '../support/kindRegistry.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';
import { createApp } from '../../src/server/createApp.ts';
import { createKindValidator } from '../../src/server/kinds/createKindValidator.ts';
import { loadClientPatches } from '../../src/server/kinds/loadClientPatches.ts';
import { loadKindRegistry } from '../../src/server/kinds/loadKindRegistry.ts';
import { createOpenApiDocuments } from '../../src/server/openapi/createOpenApiDocuments.ts';
import { toTemplate } from '../../src/server/openapi/openApiTypes.ts';

// The OpenAPI reference: one document generated from the kinds the server runs, true to
// what the server answers, valid OpenAPI 3.1, with each client's kinds as that client runs them.

// The test-only kinds are dropped in; third-party services point nowhere, so their calls fail fast with 502.
const ENV = { TOURBENCH_EXTRA_KINDS: 'tests/kinds', GEOCODER_URL: 'http://127.0.0.1:9', VIMEO_URL: 'http://127.0.0.1:9' };

const validate = async (doc: unknown) => {
  const res = await new Validator().validate(structuredClone(doc) as Parameters<Validator['validate']>[0]);
  return { valid: res.valid, errors: JSON.stringify(res.errors, null, 1)?.slice(0, 4000) };
};

describe('the OpenAPI document and the routes the server mounts', () => {
  it('lists every route the API mounts, and nothing it does not', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const extra = [resolve(root, ENV.TOURBENCH_EXTRA_KINDS)];
    const registry = await loadKindRegistry(root, extra);
    const patches = loadClientPatches(root, registry, extra);
    // Only mounting is looked at: nothing here reaches the database, media or third parties.
    const untouched = new Proxy({}, { get: () => () => { throw new Error('not used while mounting'); } }) as never;
    const app = createApp({
      db: untouched, registry, patches, media: untouched, consoleDir: root, rootDir: root,
      integrations: { geocoderKind: 'photon', mapTiles: '', mapAttribution: '' }, upstream: { geocoder: untouched, vimeo: untouched },
    });
    const mounted = new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${toTemplate(r.path)}`));
    const doc = JSON.parse(createOpenApiDocuments(registry, createKindValidator(registry, patches), patches).forClient(DEMO_COMPANY.slug));
    const listed = new Set(operationsOf(doc).map((o) => `${o.method} ${o.path}`));
    // The operator's commands (their own secret, not the staff API) and the console's pages are not the API.
    expect([...mounted].filter((r) => !listed.has(r) && !/^GET \/(api\/operator\/|admin|$)/.test(r))).toEqual([]);
    expect([...listed].filter((r) => !mounted.has(r))).toEqual([]);
  });
});

describe.each(availableDatabases())('the OpenAPI document on %s', (database) => {
  const s = signedInServer({ database, env: ENV });
  const documentOf = async (client: ApiClient) => {
    const res = await client.get('/api/openapi.json');
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return res.body;
  };
  const signIn = async (email: string, password: string) => api(s.server, await s.server.login(email, password));

  it('is a valid OpenAPI 3.1 document in which every operation is named, summarised and answers', async () => {
    const doc = await documentOf(s.client);
    expect(doc.openapi).toBe('3.1.0');
    const { valid, errors } = await validate(doc);
    expect(valid, errors).toBe(true);
    // The validator is not a formality: the same document without its info, or with a $ref to nowhere, is refused.
    const without = (drop: (copy: any) => void) => { const copy = structuredClone(doc); drop(copy); return copy; };
    expect((await validate(without((d) => delete d.info))).valid).toBe(false);
    expect((await validate(without((d) => delete d.components.schemas.Item))).valid).toBe(false);

    const ops = Object.values(doc.paths as Record<string, Record<string, any>>).flatMap((item) => Object.values(item));
    const ids = ops.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of ops) {
      expect(op.summary, op.operationId).toMatch(/\S/);
      expect(Object.keys(op.responses).filter((code) => /^2\d\d$/.test(code)), op.operationId).not.toEqual([]);
      // Only a public call that takes nothing (the health check, the tab types) has no refusal to describe.
      const refuses = Object.keys(op.responses).some((code) => /^4\d\d$/.test(code));
      expect(refuses || (op.security?.length === 0 && !op.parameters && !op.requestBody), op.operationId).toBe(true);
      expect(op.responses.default, op.operationId).toEqual({ $ref: '#/components/responses/Error' });
      expect(op.tags?.length, op.operationId).toBeGreaterThan(0);
    }
    const tags = doc.tags.map((t: { name: string }) => t.name);
    for (const tag of ['Session', 'Users', 'Settings', 'Media', 'Overview', 'Revisions', 'Delivery', 'Walk', 'Translations', 'Stories', 'Stations']) expect(tags).toContain(tag);
    // Read from signing in onward: the fixed sections in order, then every kind.
    expect(tags.slice(0, 5)).toEqual(['Session', 'Users', 'Settings', 'Media', 'Overview']);
    expect(tags.indexOf('Revisions')).toBeLessThan(tags.indexOf('Stories'));
    expect(tags.indexOf('Delivery')).toBeLessThan(tags.indexOf('Stations'));
    expect(doc.components.securitySchemes).toMatchObject({ session: { type: 'http', scheme: 'bearer' }, apiKey: { type: 'http', scheme: 'bearer' } });
    expect(doc.components.responses.NotFound.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    // The delivery API is read with a key, never a session; signing in is public.
    expect(doc.paths['/delivery/v1/{kind}/{id}'].get.security).toEqual([{ apiKey: [] }]);
    expect(doc.paths['/api/login'].post.security).toEqual([]);
    expect(doc.security).toEqual([{ session: [] }]);
  });

  it('carries a dropped-in kind: its calls, relations with their legacy paths, own call, history and schema', async () => {
    const doc = await documentOf(s.client);
    for (const [path, method] of [
      ['/api/tk_tour', 'get'], ['/api/tk_tour', 'post'], ['/api/tk_tour/{id}', 'get'], ['/api/tk_tour/update/{id}', 'post'], ['/api/tk_tour/publish/{id}', 'get'],
      ['/api/tk_tour/{owner}/links/stops', 'get'], ['/api/tk_tour/links/stops/publish/{link}', 'get'], ['/api/venue-as-tour/{target}/{owner}', 'get'],
      ['/api/unlink/venue/{target}/tour/{owner}', 'get'], ['/api/tour-sync', 'post'], ['/api/tour-pages/remove/{id}', 'get'],
      ['/api/tk_tour/{id}/revisions', 'get'], ['/api/tk_tour/{id}/revisions/{n}/restore', 'post'], ['/api/tk_venue/{id}', 'get'],
    ]) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(doc.paths['/api/tk_tour'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/tk_tour' });
    // The multipart kind says so; its id parameters say which kind's ids they take.
    expect(doc.paths['/api/tk_tour'].post.requestBody.content['multipart/form-data']).toBeDefined();
    expect(doc.paths['/api/venue-as-tour/{target}/{owner}'].get.parameters).toEqual(expect.arrayContaining([
      expect.objectContaining({ name: 'target', in: 'path', 'x-kind': 'tk_venue' }), expect.objectContaining({ name: 'owner', in: 'path', 'x-kind': 'tk_tour' }),
    ]));
    expect(doc.paths['/delivery/v1/{kind}'].get.parameters[0].schema.enum).toEqual(expect.arrayContaining(['tk_tour', 'tk_venue', ...kindRegistry.kinds.map((k) => k.id)]));
    // Its schema as served: annotations kept, the shared media definition inlined.
    const schema = doc.components.schemas.tk_tour;
    expect(schema.properties.venue_id['x-ref']).toEqual({ kind: 'tk_venue', onDestroy: 'restrict' });
    expect(schema.properties.pages['x-key']).toBe('id');
    expect(schema.properties.thumbnail.$ref).toBeUndefined();
    expect(schema.properties.summary).toBeUndefined();
    expect(doc.tags).toContainEqual(expect.objectContaining({ name: 'Tours' }));
    expect(doc.paths['/api/tk_tour/{id}'].get.tags).toEqual(['Tours']);
  });

  it('gives each client its kinds as it runs them, to any signed-in user, and nobody else', async () => {
    const demo = await documentOf(s.client);
    const fjord = await documentOf(await signIn(FJORD_COMPANY.email, FJORD_COMPANY.password));
    // Fjord Museum runs a variant of a kind (the older station screen): its variant's schema, and its tag says so.
    const variant = kindShapes().find((sh) => sh.company.slug === FJORD_COMPANY.slug && sh.variant !== clientKind(sh.kind, DEMO_COMPANY).variant);
    if (variant) {
      const id = variant.kind.id;
      const base = clientKind(kindRegistry.get(id), DEMO_COMPANY);
      expect(fjord.components.schemas[id].required).toEqual(expect.arrayContaining(variant.kind.schema.required as string[]));
      const own = Object.keys(variant.kind.schema.properties ?? {}).filter((p) => !base.schema.properties?.[p]);
      for (const p of own) expect(demo.components.schemas[id].properties[p], p).toBeUndefined();
      // A field both shapes have, titled differently in each (a station's range).
      const retitled = Object.keys(base.schema.properties ?? {}).find((p) => variant.kind.schema.properties?.[p] && variant.kind.schema.properties[p].title !== base.schema.properties![p].title);
      if (retitled) {
        expect(fjord.components.schemas[id].properties[retitled].title).toBe(variant.kind.schema.properties![retitled].title);
        expect(demo.components.schemas[id].properties[retitled].title).toBe(base.schema.properties![retitled].title);
      }
      const tagOf = (d: any) => d.tags.find((t: { name: string }) => t.name === d.paths[`/api/${base.api.entity}`].get.tags[0]);
      expect(tagOf(fjord).description).toMatch(new RegExp(variant.variant));
      expect(tagOf(demo).description).not.toMatch(new RegExp(variant.variant));
    }
    // The other company chose the test kind's compact shape.
    const other = await documentOf(s.other);
    expect(other.components.schemas.tk_tour.properties.summary).toBeDefined();
    expect(other.components.schemas.tk_tour.properties.pages).toBeUndefined();
    // The paths are the same for everyone.
    expect(Object.keys(fjord.paths)).toEqual(Object.keys(demo.paths));
    expect((await validate(fjord)).valid).toBe(true);

    await refusedWith(api(s.server).get('/api/openapi.json'), 401);
    await refusedWith(api(s.server, 'not-a-session-token-at-all').get('/api/openapi.json'), 401);
  });

  it('answers every path it lists, for a signed-in admin (a key for delivery), with something other than 404', { timeout: 600_000 }, async () => {
    const doc = await documentOf(s.client);
    const demoKey = async () => api(s.server, (await answered(s.client.post('/api/settings/api-keys', { name: 'Sweep' }), 201)).data.secret);
    let key: Promise<ApiClient> | undefined;
    const demo = createSweepWorld(doc, s.client, {
      withKey: () => (key ??= demoKey()),
      freshSession: () => signIn(DEMO_COMPANY.email, DEMO_COMPANY.password),
    });
    // A relation the demo's shape of its owner kind lacks (the older station screen's games) is swept as Fjord Museum, which runs it.
    let fjordWorld: ReturnType<typeof createSweepWorld> | undefined;
    const fjord = async () => {
      if (!fjordWorld) {
        const client = await signIn(FJORD_COMPANY.email, FJORD_COMPANY.password);
        fjordWorld = createSweepWorld(await documentOf(client), client, { withKey: () => { throw new Error('no key needed'); }, freshSession: () => signIn(FJORD_COMPANY.email, FJORD_COMPANY.password) });
      }
      return fjordWorld;
    };

    const ops = operationsOf(doc);
    const ordered = [...ops.filter((o) => !isDestructive(o)), ...ops.filter(isDestructive)];
    const missing: string[] = [];
    const answers = new Map<number, number>();
    const sweepOne = async (op: SweptOperation) => {
      let world = demo;
      let url = await demo.urlOf(op);
      if (url === undefined) {
        world = await fjord();
        url = await world.urlOf(op);
      }
      if (url === undefined) return missing.push(`${op.operationId}: nothing to call it on`);
      const res = await world.call(op, url);
      answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
      if (process.env.SWEEP_LOG) console.log(res.status, op.method, url, op.operationId);
      // A 5xx is a bug, unless the call says it can (502: the third-party service behind it is away, as here).
      if (res.status === 404 || (res.status >= 500 && !op.responses[res.status])) missing.push(`${op.method} ${url} (${op.operationId}) → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    };
    for (const op of ordered) await sweepOne(op);
    expect(missing).toEqual([]);
    expect(ops.length).toBeGreaterThan(300);
    // Most calls did something; the rest refused what an empty body or a made-up value asks for.
    expect(answers.get(200)).toBeGreaterThan(ops.length / 2);
  });

  it('is readable by a signed-in user who is not an admin', async () => {
    const email = `reader-${Math.random().toString(36).slice(2, 8)}@demo.test`;
    await answered(s.client.post('/api/users', { email, name: 'Reader', password: 'Strong-pass-42' }), 201);
    await serverSql(s.server, `update users set role = 'editor' where email = $1`, [email]);
    const reader = await signIn(email, 'Strong-pass-42');
    await refusedWith(reader.get('/api/users'), 403);
    const doc = await documentOf(reader);
    expect(doc.components.schemas.story.properties.pages['x-key']).toBe('id');
    expect(doc.paths['/api/settings/api-keys']).toBeDefined();
  });
});
