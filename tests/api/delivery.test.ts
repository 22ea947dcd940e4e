import { beforeAll, describe, expect, it } from 'vitest';
import type { KindRecord, ResolvedKind } from '../../src/core/defineKind.ts';
import { isMultiTarget, relationPaths } from '../../src/core/relations.ts';
import { api, type ApiClient, type ApiResponse } from '../support/api.ts';
import { FJORD_COMPANY } from '../support/companies.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { keyedTextOf, localizedTextOf, oneKindRefsOf, relationsOf } from '../support/kindCapabilities.ts';
import { clientKind, DEMO, demoKinds, fixturesOf, kindRegistry, kindWith, offers, type TestCompany } from '../support/kindRegistry.ts';
import { labelField, labelled, sampleDoc } from '../support/sampleDoc.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// The visitors' app reads published content through `/delivery/v1` with its client's API key:
// live items only, in the content language asked for, references and relations resolved one level, and
// answers a CDN may keep but must revalidate, so a publish shows in the very next request. Every kind of
// the registry, written from its own fixtures; a case that needs keyed children, a relation or a
// reference takes the first kind that declares one.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const ES = { 'x-language-code': 'es' };
const WIRE_FIELDS = ['version', 'state', 'is_published', 'is_archived', 'position', 'variant', 'created_at', 'refs'];

type Delivered = Record<string, any> & { id: number; kind: string; updated_at: string };
type Item = { id: number; version: number } & Record<string, any>;

const KINDS = demoKinds();
const publishable = (id: string) => offers(kindRegistry.get(id), 'publish');
/** A publishable kind with a translatable text at the top of its document: the app's plain case. */
const PLAIN = kindWith((k) => offers(k, 'publish') && !!localizedTextOf(k));
/** A publishable kind whose keyed children carry a translatable text, with a fixture of two children at least. */
const KEYED = kindWith((k) => {
  const keyed = keyedTextOf(k);
  return offers(k, 'publish') && !!localizedTextOf(k) && !!keyed && ((fixturesOf(k.id, k.variant)?.[0]?.[keyed.array] as unknown[] | undefined)?.length ?? 0) >= 2;
});
/** An ordered relation (links without a lifecycle of their own) between publishable kinds. */
const orderedOf = (k: ResolvedKind) => relationsOf(k).find((r) => r.relation.ordered && !r.relation.lifecycle && r.targets.every(publishable));
const ORDERED = kindWith((k) => offers(k, 'publish') && !!orderedOf(k));
/** A relation whose links have their own lifecycle, to a publishable kind. */
const linkLifecycleOf = (k: ResolvedKind) => relationsOf(k).find((r) => r.relation.lifecycle && publishable(r.targets[0]));
const LINK_LIFECYCLE = kindWith((k) => offers(k, 'publish') && !!linkLifecycleOf(k));
/** A list of references to one publishable kind (`q_as[].question_id`). */
const listRefOf = (k: ResolvedKind) => oneKindRefsOf(k).find((r) => r.path.length === 3 && r.path[1] === '*' && publishable(r.target));
const LIST_REF = kindWith((k) => offers(k, 'publish') && !!listRefOf(k));
/** A kind without publish referring to a publishable kind at the top of its document. */
const topRefOf = (k: ResolvedKind) => oneKindRefsOf(k).find((r) => r.path.length === 1 && publishable(r.target));
const UNPUBLISHED_KIND = kindWith((k) => !offers(k, 'publish') && !!topRefOf(k));

const none = (what: string) => `no kind of the registry ${what}`;

describe.each(availableDatabases())('the delivery API on %s', (database) => {
  const s = signedInServer({ database });
  let fjord: ApiClient;
  let key: string;
  let fjordKey: string;
  let app: ApiClient;

  const newKey = async (client: ApiClient) => (await answered(client.post('/api/settings/api-keys', { name: unique('App') }), 201)).data.secret as string;
  beforeAll(async () => {
    fjord = api(s.server, await s.server.login(FJORD_COMPANY.email, FJORD_COMPANY.password));
    key = await newKey(s.client);
    fjordKey = await newKey(fjord);
    app = api(s.server, key);
  });

  /** A new item of the kind from its fixture, labelled so a test can find it. */
  const make = async (kind: ResolvedKind, label = unique(kind.id), client: ApiClient = s.client, company: TestCompany = DEMO, patch: KindRecord = {}) => {
    const doc = { ...labelled(kind, await sampleDoc({ client, company }, kind), label), ...patch };
    return (await answered(client.post(`/api/${kind.api.entity}`, doc), 201)).data as Item;
  };
  const act = async (kind: ResolvedKind, action: string, id: number, client: ApiClient = s.client) =>
    (await answered(client.get(`/api/${kind.api.entity}/${action}/${id}`))).data;
  const published = async (kind: ResolvedKind, label?: string, client: ApiClient = s.client, company: TestCompany = DEMO, patch: KindRecord = {}) => {
    const item = await make(kind, label, client, company, patch);
    return { ...item, ...(await act(kind, 'publish', item.id, client)) } as Item;
  };
  const translate = (kind: ResolvedKind, item: Item, body: KindRecord, client: ApiClient = s.client) =>
    answered(client.post(`/api/${kind.api.entity}/update/${item.id}`, { version: item.version, ...body }, ES));
  const list = async (kind: string, client: ApiClient = app, headers: Record<string, string> = {}) =>
    (await answered(client.get(`/delivery/v1/${kind}`, headers))).items as Delivered[];
  const one = async (kind: string, id: number, query = '', headers: Record<string, string> = {}) =>
    (await answered(app.get(`/delivery/v1/${kind}/${id}${query}`, headers))).item as Delivered;

  describe.each(KINDS.map((kind) => ({ id: kind.id, kind })))('$id', ({ kind }) => {
    it('delivers its live items only, as documents of the kind, and a translated text in the language asked for', async () => {
      const live = offers(kind, 'publish') ? await published(kind) : await make(kind);
      const label = labelField(kind, live);
      const body = await answered(app.get(`/delivery/v1/${kind.id}`));
      expect(body).toMatchObject({ kind: kind.id, language: 'en' });
      const listed = (body.items as Delivered[]).find((x) => x.id === live.id);
      expect(listed, `${kind.id} ${live.id} is delivered`).toMatchObject({ id: live.id, kind: kind.id, [label]: live[label], updated_at: expect.any(String) });
      // The document, not the staff API's wire fields.
      for (const k of WIRE_FIELDS) expect(listed).not.toHaveProperty(k);
      expect((await one(kind.id, live.id))[label]).toBe(live[label]);

      if (offers(kind, 'publish')) {
        // Not published: not there.
        const draft = await make(kind);
        expect((await list(kind.id)).map((x) => x.id)).not.toContain(draft.id);
        await refusedWith(app.get(`/delivery/v1/${kind.id}/${draft.id}`), 404);
      }

      const top = localizedTextOf(kind);
      if (top) {
        await translate(kind, live, { [top]: 'Traducido' });
        // A translation of a live item is a change of its working copy: visitors get it once it is published.
        if (offers(kind, 'publish')) await act(kind, 'publish', live.id);
        const es = await app.get(`/delivery/v1/${kind.id}/${live.id}?lang=es`);
        expect([es.status, es.headers.get('content-language'), es.body.item[top]]).toEqual([200, 'es', 'Traducido']);
        expect((await one(kind.id, live.id))[top]).toBe(live[top]);
      }

      // Archived: gone.
      await act(kind, 'delete', live.id);
      await refusedWith(app.get(`/delivery/v1/${kind.id}/${live.id}`), 404);
      expect((await list(kind.id)).map((x) => x.id)).not.toContain(live.id);
    });
  });

  it(`plays the app: reads an item with its keyed children in Spanish, field by field (${KEYED?.id ?? none('has them')})`, async (t) => {
    if (!KEYED) t.skip(none('has publishable keyed children with a translatable text'));
    const kind = KEYED!;
    const { array, key, text } = keyedTextOf(kind)!;
    const top = localizedTextOf(kind)!;
    const walk = await published(kind);
    const [first, second] = walk[array] as Record<string, any>[];
    await translate(kind, walk, { [top]: 'Paseo del puerto', [array]: [{ [key]: first[key], [text]: 'En el muelle.' }] });
    await act(kind, 'publish', walk.id);

    const listed = (await list(kind.id)).find((x) => x.id === walk.id)!;
    expect(listed[array].map((c: Record<string, unknown>) => c[text])).toEqual((walk[array] as Record<string, unknown>[]).map((c) => c[text]));
    // English first (so a cached English answer is there to be wrongly reused), then Spanish.
    expect((await one(kind.id, walk.id))[top]).toBe(walk[top]);
    const res = await app.get(`/delivery/v1/${kind.id}/${walk.id}?lang=es`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('es');
    expect(res.body).toMatchObject({ kind: kind.id, language: 'es' });
    const es = res.body.item as Delivered;
    expect(es[top]).toBe('Paseo del puerto');
    expect(es[array].find((c: Record<string, unknown>) => c[key] === first[key])[text]).toBe('En el muelle.');
    // Not translated: the base text, field by field.
    expect(es[array].find((c: Record<string, unknown>) => c[key] === second[key])[text]).toBe(second[text]);
    expect(es).not.toHaveProperty('_missing');
    // The phone's own language: Accept-Language, matched by its primary subtag; a language the client lacks reads the base.
    const byHeader = await app.get(`/delivery/v1/${kind.id}/${walk.id}`, { 'accept-language': 'de-DE;q=0.9, es-MX' });
    expect([byHeader.headers.get('content-language'), byHeader.body.item[top]]).toEqual(['es', 'Paseo del puerto']);
    expect((await list(kind.id, app, { 'accept-language': 'es' })).find((x) => x.id === walk.id)![array][0][text]).toBe('En el muelle.');
    const german = await app.get(`/delivery/v1/${kind.id}/${walk.id}?lang=de`, { 'accept-language': 'de' });
    expect([german.headers.get('content-language'), german.body.item[top]]).toEqual(['en', walk[top]]);
  });

  it('answers 404 alike to an unknown id, a malformed one and an unknown kind', async () => {
    const kind = KINDS[0];
    await refusedWith(app.get(`/delivery/v1/${kind.id}/999999999`), 404);
    await refusedWith(app.get(`/delivery/v1/${kind.id}/abc`), 404);
    await refusedWith(app.get('/delivery/v1/no_such_kind'), 404);
  });

  it(`gives another client's key none of it (${PLAIN?.id ?? none('is publishable')})`, async (t) => {
    if (!PLAIN) t.skip(none('is publishable with a translatable text'));
    const kind = PLAIN!;
    const walk = await published(kind);
    const theirs = api(s.server, fjordKey);
    expect((await list(kind.id, theirs)).map((x) => x.id)).not.toContain(walk.id);
    await refusedWith(theirs.get(`/delivery/v1/${kind.id}/${walk.id}`), 404);
    // Their own published item they do read, and the demo key does not.
    const mine = await published(clientKind(kind, FJORD_COMPANY), undefined, fjord, FJORD_COMPANY);
    expect((await list(kind.id, theirs)).map((x) => x.id)).toContain(mine.id);
    await refusedWith(app.get(`/delivery/v1/${kind.id}/${mine.id}`), 404);
  });

  it(`follows a change of the content languages in the very next request (${PLAIN?.id ?? none('is publishable')})`, async (t) => {
    if (!PLAIN) t.skip(none('is publishable with a translatable text'));
    const kind = clientKind(PLAIN!, FJORD_COMPANY);
    const top = localizedTextOf(kind)!;
    const theirs = api(s.server, fjordKey);
    await answered(fjord.post('/api/settings', { languages: ['en', 'es'] }));
    try {
      const mine = await make(kind, undefined, fjord, FJORD_COMPANY);
      const translated = (await translate(kind, mine, { [top]: 'Paseo del museo' }, fjord)).data;
      await act(kind, 'publish', translated.id, fjord);
      const es = await theirs.get(`/delivery/v1/${kind.id}/${mine.id}?lang=es`);
      expect([es.headers.get('content-language'), es.body.item[top]]).toEqual(['es', 'Paseo del museo']);

      // Spanish dropped: the app asking for it at once reads the base, and is told so.
      await answered(fjord.post('/api/settings', { languages: ['en'] }));
      const base = await theirs.get(`/delivery/v1/${kind.id}/${mine.id}?lang=es`);
      expect(base.status).toBe(200);
      expect([base.headers.get('content-language'), base.body.language, base.body.item[top]]).toEqual(['en', 'en', mine[top]]);
      const listed = await theirs.get(`/delivery/v1/${kind.id}?lang=es`);
      expect([listed.headers.get('content-language'), listed.body.language]).toEqual(['en', 'en']);
    } finally {
      await answered(fjord.post('/api/settings', { languages: ['en'] }));
    }
  });

  it('refuses a missing, unknown or revoked key and a staff session token with 401', async () => {
    const path = `/delivery/v1/${KINDS[0].id}`;
    const expect401 = async (call: Promise<ApiResponse>) => {
      const res = await call;
      await refusedWith(Promise.resolve(res), 401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    };
    await expect401(api(s.server).get(path));
    await expect401(api(s.server, await s.server.login()).get(path));
    await expect401(api(s.server, `tbk_${'A'.repeat(43)}`).get(path));
    await expect401(api(s.server, 'not a key at all').get(path));

    const secret = await newKey(s.client);
    const keys = (await answered(s.client.get('/api/settings/api-keys'))).data.keys as { id: number; prefix: string }[];
    const id = keys.find((k) => k.prefix === secret.slice(0, 12))!.id;
    const client = api(s.server, secret);
    await answered(client.get(path));
    await answered(client.get(path)); // now a cached key
    await answered(s.client.post(`/api/settings/api-keys/${id}/revoke`));
    await expect401(client.get(path));
    await expect401(client.get(`${path}/1`));
  });

  it(`is revalidated with its ETag, and a publish, an unpublish or an edit shows in the very next request (${PLAIN?.id ?? none('is publishable')})`, async (t) => {
    if (!PLAIN) t.skip(none('is publishable with a translatable text'));
    const kind = PLAIN!;
    const path = `/delivery/v1/${kind.id}`;
    const top = localizedTextOf(kind)!;
    const first = await published(kind);
    const label = labelField(kind, first);
    const res = await app.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.headers.get('vary')).toBe('Authorization, Accept-Encoding, Accept-Language');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const same = await app.get(path, { 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(etag);
    expect(same.headers.get('cache-control')).toBe('public, no-cache');

    // Publish: the old tag no longer matches, the new item is there.
    const second = await published(kind);
    const afterPublish = await app.get(path, { 'if-none-match': etag });
    expect(afterPublish.status).toBe(200);
    expect(afterPublish.body.items.map((x: Delivered) => x.id)).toContain(second.id);
    const etag2 = afterPublish.headers.get('etag')!;
    expect((await app.get(path, { 'if-none-match': etag2 })).status).toBe(304);

    // Unpublish: gone from the list, and the item is 404.
    await act(kind, 'un-publish', first.id);
    const afterUnpublish = await app.get(path, { 'if-none-match': etag2 });
    expect(afterUnpublish.status).toBe(200);
    expect(afterUnpublish.body.items.map((x: Delivered) => x.id)).not.toContain(first.id);
    await refusedWith(app.get(`${path}/${first.id}`), 404);

    // Edit of a published item, base and Spanish: the working copy changes, visitors' tags still match until it is published.
    const item = await app.get(`${path}/${second.id}`);
    const itemTag = item.headers.get('etag')!;
    expect((await app.get(`${path}/${second.id}`, { 'if-none-match': itemTag })).status).toBe(304);
    const renamed = unique('Renamed');
    const updated = (await answered(s.client.post(`/api/${kind.api.entity}/update/${second.id}`, { ...second, [label]: renamed }))).data;
    expect((await app.get(`${path}/${second.id}`, { 'if-none-match': itemTag })).status).toBe(304);
    await act(kind, 'publish', second.id);
    const afterEdit = await app.get(`${path}/${second.id}`, { 'if-none-match': itemTag });
    expect(afterEdit.status).toBe(200);
    expect(afterEdit.body.item[label]).toBe(renamed);
    const esTag = (await app.get(`${path}/${second.id}?lang=es`)).headers.get('etag')!;
    await translate(kind, { ...updated, version: updated.version + 1 }, { [top]: 'Otro texto' });
    expect((await app.get(`${path}/${second.id}?lang=es`, { 'if-none-match': esTag })).status).toBe(304);
    await act(kind, 'publish', second.id);
    const afterTranslation = await app.get(`${path}/${second.id}?lang=es`, { 'if-none-match': esTag });
    expect([afterTranslation.status, afterTranslation.body.item[top]]).toEqual([200, 'Otro texto']);
    // Archived: 404 as well.
    await act(kind, 'delete', second.id);
    await refusedWith(app.get(`${path}/${second.id}`, { 'if-none-match': afterEdit.headers.get('etag')! }), 404);
  });

  it(`lists an ordered relation's live targets in order, one level deep (${ORDERED?.id ?? none('has an ordered relation')})`, async (t) => {
    if (!ORDERED) t.skip(none('has an ordered relation between publishable kinds'));
    const owner = ORDERED!;
    const { name, relation, targets } = orderedOf(owner)!;
    const [pinKind, otherKind] = [targets[0], targets[1] ?? targets[0]].map((id) => clientKind(kindRegistry.get(id), DEMO));
    const pin = await published(pinKind);
    const hidden = await make(pinKind);
    const walk = await published(otherKind);
    const trip = await published(owner);
    for (const [kind, id] of [[pinKind, pin.id], [pinKind, hidden.id], [otherKind, walk.id]] as const) {
      await answered(s.client.get(`/api${relationPaths.link(owner.api.entity, trip.id, name, id, isMultiTarget(relation) ? kind.id : undefined)}`), 201);
    }
    const pinLabel = labelField(pinKind, pin);
    const delivered = await one(owner.id, trip.id);
    expect(delivered.relations[name].map((x: Delivered) => [x.kind, x.id])).toEqual([[pinKind.id, pin.id], [otherKind.id, walk.id]]);
    expect(delivered.relations[name][0]).toMatchObject({ [pinLabel]: pin[pinLabel] });
    // One level: a target carries no relations or inclusions of its own.
    for (const target of delivered.relations[name]) expect(target).not.toHaveProperty('relations');
    const top = localizedTextOf(pinKind);
    if (top) {
      await translate(pinKind, pin, { [top]: 'Traducido' });
      await act(pinKind, 'publish', pin.id);
      expect((await one(owner.id, trip.id, '?lang=es')).relations[name][0][top]).toBe('Traducido');
    }
    expect((await list(owner.id)).find((x) => x.id === trip.id)!.relations[name]).toHaveLength(2);
    // Publishing the hidden target puts it in its place.
    await act(pinKind, 'publish', hidden.id);
    expect((await one(owner.id, trip.id)).relations[name].map((x: Delivered) => x.id)).toEqual([pin.id, hidden.id, walk.id]);
  });

  it(`includes the live items a list of references points at, one level deep (${LIST_REF?.id ?? none('has a list of references')})`, async (t) => {
    if (!LIST_REF) t.skip(none('has a list of references to a publishable kind'));
    const owner = LIST_REF!;
    const { path: [array, , field], target: targetId } = listRefOf(owner)!;
    const target = clientKind(kindRegistry.get(targetId), DEMO);
    const asked = await published(target);
    const draft = await make(target);
    const entryKey = owner.schema.properties?.[array]?.['x-key'] as string | undefined;
    const base = await sampleDoc({ client: s.client, company: DEMO }, owner);
    const { [entryKey ?? '']: _, ...template } = ((base[array] as Record<string, unknown>[] | undefined)?.[0] ?? {});
    const game = await published(owner, undefined, s.client, DEMO, { [array]: [{ ...template, [field]: asked.id }, { ...template, [field]: draft.id }] });
    const quiz = await one(owner.id, game.id);
    expect(quiz[array].map((e: Record<string, unknown>) => e[field])).toEqual([asked.id, draft.id]);
    const ref = `${target.id}/${asked.id}`;
    expect(Object.keys(quiz.included)).toEqual([ref]);
    const targetLabel = labelField(target, asked);
    expect(quiz.included[ref]).toMatchObject({ id: asked.id, kind: target.id, [targetLabel]: asked[targetLabel] });
    expect(quiz.included[ref]).not.toHaveProperty('included');
    expect((await list(owner.id)).find((x) => x.id === game.id)!.included).toHaveProperty(ref);
  });

  it(`keeps to published links of a relation whose links have their own lifecycle (${LINK_LIFECYCLE?.id ?? none('has one')})`, async (t) => {
    if (!LINK_LIFECYCLE) t.skip(none('has a relation whose links have their own lifecycle'));
    const owner = LINK_LIFECYCLE!;
    const { name, relation, targets } = linkLifecycleOf(owner)!;
    const target = clientKind(kindRegistry.get(targets[0]), DEMO);
    const concert = await published(owner);
    const walk = await published(target);
    const link = (await answered(s.client.get(`/api${relationPaths.link(owner.api.entity, concert.id, name, walk.id, isMultiTarget(relation) ? target.id : undefined)}`), 201)).data;
    expect((await one(owner.id, concert.id)).relations[name]).toEqual([]);
    await answered(s.client.get(`/api${relationPaths.byLink(owner.api.entity, name, 'publish', link.id)}`));
    expect((await one(owner.id, concert.id)).relations[name].map((x: Delivered) => x.id)).toEqual([walk.id]);
  });

  it(`delivers the non-archived items of a kind without a publish action, with the live item it refers to (${UNPUBLISHED_KIND?.id ?? none('lacks publish')})`, async (t) => {
    if (!UNPUBLISHED_KIND) t.skip(none('lacks publish and refers to a publishable kind'));
    const kind = UNPUBLISHED_KIND!;
    const { path: [field], target: targetId } = topRefOf(kind)!;
    const target = clientKind(kindRegistry.get(targetId), DEMO);
    const trip = await published(target);
    const run = await make(kind, undefined, s.client, DEMO, { [field]: trip.id });
    const label = labelField(kind, run);
    const listed = (await list(kind.id)).find((x) => x.id === run.id)!;
    expect(listed).toMatchObject({ [field]: trip.id, [label]: run[label] });
    const targetLabel = labelField(target, trip);
    expect(listed.included[`${target.id}/${trip.id}`]).toMatchObject({ [targetLabel]: trip[targetLabel] });
    await act(target, 'un-publish', trip.id);
    expect((await one(kind.id, run.id)).included).toEqual({});
    await act(kind, 'delete', run.id);
    await refusedWith(app.get(`/delivery/v1/${kind.id}/${run.id}`), 404);
  });
});
