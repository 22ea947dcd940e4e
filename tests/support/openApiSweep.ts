import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fixtureRefKinds, resolveFixtureRefs } from '../../src/core/fixtureRef.ts';
import { splitFixtureLinks } from '../../src/core/fixtureLinks.ts';
import { splitFixtureTranslations } from '../../src/core/fixtureTranslations.ts';
import type { ApiClient, ApiResponse } from './api.ts';
import { demoKinds } from './kindRegistry.ts';
import { fileForm, tinyPng } from './mediaSamples.ts';

/** One operation of an OpenAPI document, with where it sits. */
export interface SweptOperation {
  method: string;
  path: string;
  operationId: string;
  parameters: { name: string; in: string; required?: boolean; schema: { type?: string; enum?: string[] }; 'x-kind'?: string; 'x-relation'?: string }[];
  security?: unknown[];
  responses: Record<string, unknown>;
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: any): SweptOperation[] {
  return Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, operationId: op.operationId, parameters: op.parameters ?? [], security: op.security, responses: op.responses })));
}

/** Operations that use something up (an item, a link, a user, a key, a session): run last, each on its own throwaway. */
export function isDestructive(op: SweptOperation): boolean {
  return op.method === 'DELETE' || /\.(destroy|unlink|remove|revoke|reset-password)(\.legacy)?$|\.own\.|^logout$/.test(op.operationId);
}

/**
 * The kind and keyed array whose child a kind's own `{id}` call removes (`/story-pages/remove/{id}`): the
 * document names whose call it is (`<kind>.own.…`) but not what `{id}` is, so a kind with exactly one
 * keyed array is taken to mean a child of it; undefined otherwise.
 */
function childEndpointOf(doc: any, op: SweptOperation): [kind: string, array: string] | undefined {
  const kind = /^(\w+)\.own\./.exec(op.operationId)?.[1];
  const props = (kind && doc.components?.schemas?.[kind]?.properties) ?? {};
  const keyed = Object.keys(props).filter((name) => typeof props[name]?.['x-key'] === 'string');
  return kind && keyed.length === 1 ? [kind, keyed[0]] : undefined;
}

/** A kind whose items fire in the visitors' app (it declares trigger zones or a walk): a simulation of its whole list is saved. */
function walkable() {
  const kind = demoKinds().find((k) => k.place?.triggers);
  if (!kind) throw new Error('no kind of the registry declares triggers: there is nothing to simulate');
  return kind;
}

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** A plugin's fixtures (plugins/<id>/fixtures.ts), or none for kinds without (the test-only kinds). */
async function fixturesOf(kind: string): Promise<Record<string, unknown>[]> {
  const file = join(import.meta.dirname, '../../plugins', kind, 'fixtures.ts');
  if (!existsSync(file)) return [];
  return ((await import(pathToFileURL(file).href)) as { fixtures?: Record<string, unknown>[] }).fixtures ?? [];
}

/**
 * What a sweep fills a document's paths with, for one signed-in company: real ids of each kind (an
 * item of the company's, made from the kind's fixtures when it has none), links of each relation,
 * throwaway items, users, keys and simulations for the calls that use them up.
 */
export function createSweepWorld(doc: any, client: ApiClient, callers: SweepCallers) {
  const ops = new Map(operationsOf(doc).map((o) => [o.operationId, o]));
  const entity = (kind: string) => ops.get(`${kind}.list`)!.path.slice('/api/'.length);
  const ok = async (call: Promise<ApiResponse>, what: string, status = 200) => {
    const res = await call;
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body;
  };
  const memo = new Map<string, Promise<any>>();
  const once = <T>(key: string, make: () => Promise<T>): Promise<T> => {
    if (!memo.has(key)) memo.set(key, make());
    return memo.get(key)!;
  };

  /** A new item of the kind: its first fixture (references to the company's items), else just a title; made by `as` when given. */
  async function throwaway(kind: string, extraDoc: Record<string, unknown> = {}, as: ApiClient = client): Promise<number> {
    const [fixture] = await fixturesOf(kind);
    const attempts: Record<string, unknown>[] = [];
    if (fixture) {
      const { doc: withoutLinks } = splitFixtureLinks(fixture);
      const { doc: base } = splitFixtureTranslations(withoutLinks);
      // A reference to another kind's n-th fixture: the company's n-th item of that kind, as the seed made them.
      const refs = new Map<string, number[]>();
      for (const k of fixtureRefKinds(base)) refs.set(k, await idsOf(k));
      attempts.push({ ...resolveFixtureRefs(base, (k, index) => refs.get(k)![index % refs.get(k)!.length]), ...extraDoc });
    }
    attempts.push({ title: unique('Sweep'), ...extraDoc });
    const refused: string[] = [];
    for (const body of attempts) {
      const res = await as.post(`/api/${entity(kind)}`, body);
      if (res.status === 201) return res.body.data.id;
      refused.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    throw new Error(`could not create a ${kind} item to sweep with: ${refused.join('; ')}`);
  }

  /** The ids of the company's items of the kind, in list order (one made when it has none). */
  const idsOf = (kind: string): Promise<number[]> => once(`ids:${kind}`, async () => {
    const body = await ok(client.get(`/api/${entity(kind)}`), `list ${kind}`);
    const items = Object.values(body.data)[0] as { id: number }[];
    return items.length ? items.map((i) => i.id) : [await throwaway(kind)];
  });

  /** An item of the kind the company has. */
  const idOf = async (kind: string): Promise<number> => (await idsOf(kind))[0];

  /** A live item of the kind (published where the kind publishes), for the delivery API. */
  const liveOf = (kind: string): Promise<number> => once(`live:${kind}`, async () => {
    const id = await throwaway(kind);
    if (ops.has(`${kind}.publish`)) await ok(client.get(`/api/${entity(kind)}/publish/${id}`), `publish ${kind} ${id}`);
    return id;
  });

  /** The target kind a relation's generic link call takes first. */
  const targetKindOf = (owner: string, relation: string): string => {
    const params = ops.get(`${owner}.${relation}.link`)!.parameters;
    return params.find((p) => p.name === 'target')?.['x-kind'] ?? params.find((p) => p.name === 'kind')!.schema.enum![0];
  };

  /** A link of the relation from the company's owner item to an item of the target kind, made when missing; undefined when the owner's shape has no such links. */
  async function linkOf(owner: string, relation: string, only?: string): Promise<{ id: number; target_id: number; target_kind: string } | undefined> {
    const target = only ?? targetKindOf(owner, relation);
    const ownerId = await idOf(owner);
    const list = () => ok(client.get(`/api/${entity(owner)}/${ownerId}/links/${relation}`), `links of ${owner} ${ownerId}`);
    const found = (body: any) => (body.data.links as { id: number; target_id: number; target_kind: string }[]).find((l) => l.target_kind === target);
    const have = found(await list());
    if (have) return have;
    const multi = ops.get(`${owner}.${relation}.link`)!.parameters.some((p) => p.name === 'kind');
    const made = await client.get(`/api/${entity(owner)}/${ownerId}/links/${relation}/add/${multi ? `${target}/` : ''}${await idOf(target)}`);
    return made.status === 201 ? made.body.data : undefined;
  }

  const newUser = async (password?: string) => (await ok(client.post('/api/users', { email: `${unique('sweep').replace(' ', '-')}@demo.test`, name: 'Sweep', ...(password ? { password } : {}) }), 'add a user', 201)).data;

  const shared = {
    passwordToken: () => once('token', async () => (await newUser()).set_password_url.split('/').pop() as string),
    user: () => once('user', async () => (await newUser('Harbour-walk-77')).user.id as number),
    key: () => once('key', async () => (await ok(client.post('/api/settings/api-keys', { name: unique('Sweep key') }), 'create a key', 201)).data.key.id as number),
    mediaFile: () => once('media', async () => (await ok(client.post('/api/media', fileForm(tinyPng(), 'dot.png', 'image/png')), 'upload', 201)).data),
    simulation: () => once('simulation', async () => newSimulation()),
  };
  const newSimulation = async () => (await ok(client.post('/api/simulations', {
    kind: walkable().id, name: unique('Sweep walk'), input: { path: [[0, 59.91, 10.73], [1, 59.91001, 10.73]], accuracy: 20, seed: 1, beacons: [], inRange: [] }, events: [],
  }), 'save a simulation', 201)).data.simulation.id as number;

  /** A keyed child's key of a new item of the kind (the last child of the array). */
  async function childKey(kind: string, array: string): Promise<number> {
    const id = await throwaway(kind, kind === 'tk_tour' ? { pages: [{ id: -1, title: 'One' }, { id: -2, title: 'Two' }] } : {});
    const item = (await ok(client.get(`/api/${entity(kind)}/${id}`), `${kind} ${id}`)).data.items;
    const children = item[array] as { id: number }[] | undefined;
    if (!children?.length) throw new Error(`the ${kind} made to sweep ${array} has none`);
    return children[children.length - 1].id;
  }

  /**
   * The operation's URL with every path parameter filled with something that exists (a destructive
   * call gets its own throwaway, unless `reuse`: a call expected to be refused may name what others
   * use), required query parameters given a plain value, and the values it was filled with. Undefined
   * when this company cannot have what the call needs (a relation its shape of the owner kind does not offer).
   */
  async function filled(op: SweptOperation, opts: FillOptions = {}): Promise<{ url: string; values: Record<string, string | number> } | undefined> {
    const values: Record<string, string | number> = {};
    const destructive = isDestructive(op) && !opts.reuse;
    const [owner, relation] = op.operationId.split('.');
    const linkParam = op.parameters.find((p) => p['x-relation']);
    // A call on one link: a link to one of the relation's target kinds (the one an alias is for).
    if (linkParam) {
      const [o, r, only] = linkParam['x-relation']!.split('/');
      const link = await linkOf(o, r, only);
      if (!link) return undefined;
      values.link = link.id;
    } else if (/\.unlink(\.legacy)?$/.test(op.operationId)) {
      const only = op.parameters.find((p) => p.name === 'target')?.['x-kind'];
      const link = await linkOf(owner, relation, only);
      if (!link) return undefined;
      Object.assign(values, { owner: await idOf(owner), target: link.target_id, kind: link.target_kind });
    }
    for (const p of op.parameters.filter((x) => x.in === 'path' && values[x.name] === undefined)) {
      const kindValue = () => (values.kind ??= p.schema.enum?.[0] ?? op.parameters.find((x) => x.name === 'kind')!.schema.enum![0]) as string;
      // What visitors see of an item exists only while it is live (a draft's is a 404).
      if (p['x-kind'] && op.operationId.endsWith('.published')) values[p.name] = await liveOf(p['x-kind']);
      else if (p['x-kind']) values[p.name] = destructive && op.operationId.endsWith('.destroy') ? await throwaway(p['x-kind']) : await idOf(p['x-kind']);
      else if (p.name === 'kind') kindValue();
      else if (p.name === 'target') values.target = await idOf(op.parameters.find((x) => x.name === 'kind')!.schema.enum![0]);
      else if (p.name === 'n') {
        const kind = op.parameters.find((x) => x.name === 'id')!['x-kind']!;
        const body = await ok(client.get(`/api/${entity(kind)}/${await idOf(kind)}/revisions`), `revisions of ${kind}`);
        values.n = body.data.revisions[0]?.n ?? 1;
      } else if (p.name === 'sid') values.sid = destructive ? await newSimulation() : await shared.simulation();
      else if (p.name === 'token') values.token = await shared.passwordToken();
      else if (p.name === 'rid') values.rid = (await ok(client.post('/api/releases', { name: unique('Sweep release') }), 'create a release', 201)).data.release.id;
      else if (op.operationId === 'releases.removeItem') {
        values.id = await throwaway(kindValue());
        await ok(client.post(`/api/releases/${values.rid}/items`, { kind: values.kind, id: values.id, action: 'publish' }), 'add to a release');
      }
      else if (p.name === 'type') values.type = (await shared.mediaFile()).type;
      else if (p.name === 'file') values.file = (await shared.mediaFile()).file;
      else if (op.operationId.startsWith('users.')) values.id = destructive || !isDestructive(op) ? (await newUser('Harbour-walk-77')).user.id : await shared.user();
      else if (op.operationId === 'apiKeys.revoke') values.id = destructive ? (await ok(client.post('/api/settings/api-keys', { name: unique('Sweep key') }), 'create a key', 201)).data.key.id : await shared.key();
      else if (op.operationId === 'vimeoConfig') values.id = 76979871;
      else if (op.operationId === 'translations.item') values.id = await idOf(kindValue());
      else if (op.operationId === 'delivery.item') values.id = await liveOf(kindValue());
      else if (childEndpointOf(doc, op)) values.id = destructive ? await childKey(...childEndpointOf(doc, op)!) : await once(`child:${op.operationId}`, () => childKey(...childEndpointOf(doc, op)!));
      else throw new Error(`${op.operationId}: no way to fill {${p.name}} of ${op.path}: teach tests/support/openApiSweep.ts`);
    }
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
    const query = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => {
      const value = values[p.name] ?? p.schema.enum?.[0] ?? (p.schema.type === 'integer' ? values.n ?? 1 : 'sweep');
      return `${p.name}=${encodeURIComponent(String(value))}`;
    });
    return { url: query.length ? `${path}?${query.join('&')}` : path, values };
  }

  /** The operation's URL as `filled` makes it. */
  const urlOf = async (op: SweptOperation, opts: FillOptions = {}): Promise<string | undefined> => (await filled(op, opts))?.url;

  /**
   * Calls the operation as its security says (a POST with an empty JSON object): the delivery key, a
   * separate session for sign-out, else the company's admin — or, given `as`, that user of the company.
   */
  async function call(op: SweptOperation, url: string, as?: { client: ApiClient; freshSession(): Promise<ApiClient> }): Promise<ApiResponse> {
    const usesKey = op.security?.some((s) => !!s && typeof s === 'object' && 'apiKey' in s);
    const caller = usesKey ? await callers.withKey() : op.operationId === 'logout' ? await (as ?? callers).freshSession() : as?.client ?? client;
    return op.method === 'GET' ? caller.get(url) : op.method === 'POST' ? caller.post(url, {}) : caller.request(op.method, url);
  }

  return { urlOf, filled, call, idOf, linkOf, entity, throwaway };
}

/** How a sweep fills an operation's URL. */
export interface FillOptions {
  /** The call is expected to be refused: name the shared items, links and users instead of throwaways. */
  reuse?: boolean;
}

/** The other callers a sweep needs besides the company's admin. */
export interface SweepCallers {
  /** A client sending a delivery API key of the company's. */
  withKey(): Promise<ApiClient>;
  /** A client on a new session of the admin's (sign-out ends it). */
  freshSession(): Promise<ApiClient>;
}
