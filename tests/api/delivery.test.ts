import { beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient, type ApiResponse } from '../support/api.ts';
import { FJORD_COMPANY } from '../support/companies.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// Issue 19: the visitors' app reads published content through `/delivery/v1` with its client's API key:
// live items only, in the content language asked for, references and relations resolved one level, and
// answers a CDN may keep but must revalidate, so a publish shows in the very next request.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const ES = { 'x-language-code': 'es' };

type Delivered = Record<string, any> & { id: number; kind: string; updated_at: string };

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

  const create = async (entity: string, body: Record<string, unknown>) => (await answered(s.client.post(`/api/${entity}`, body), 201)).data as { id: number; version: number } & Record<string, any>;
  const act = async (entity: string, action: string, id: number) => (await answered(s.client.get(`/api/${entity}/${action}/${id}`))).data;
  const published = async (entity: string, body: Record<string, unknown>) => {
    const item = await create(entity, body);
    return { ...item, ...(await act(entity, 'publish', item.id)) } as { id: number; version: number } & Record<string, any>;
  };
  const story = (name = unique('Harbour walk')) => ({
    name, title: `${name} title`, ingress: 'A short walk.', text: 'Walk and read.',
    pages: [{ id: -1, page_title: 'Quay', text: 'At the quay.', next_page: -2 }, { id: -2, page_title: 'Fort', text: 'At the fort.', is_end: true }],
  });
  const list = async (kind: string, client: ApiClient = app, headers: Record<string, string> = {}) =>
    (await answered(client.get(`/delivery/v1/${kind}`, headers))).items as Delivered[];
  const one = async (kind: string, id: number, query = '', headers: Record<string, string> = {}) =>
    (await answered(app.get(`/delivery/v1/${kind}/${id}${query}`, headers))).item as Delivered;

  it('plays the app: lists published stories and reads one with its pages in Spanish', async () => {
    const walk = await published('story', story());
    const draft = await create('story', story(unique('Draft')));
    const [quay, fort] = walk.pages as { id: number }[];
    await answered(s.client.post(`/api/story/update/${walk.id}`, { version: walk.version, title: 'Paseo del puerto', pages: [{ id: quay.id, text: 'En el muelle.' }] }, ES));

    const body = await answered(app.get('/delivery/v1/story'));
    expect(body).toMatchObject({ kind: 'story', language: 'en' });
    const ids = (body.items as Delivered[]).map((x) => x.id);
    expect(ids).toContain(walk.id);
    expect(ids).not.toContain(draft.id);
    const listed = (body.items as Delivered[]).find((x) => x.id === walk.id)!;
    expect(listed).toMatchObject({ id: walk.id, kind: 'story', name: walk.name, title: walk.title, updated_at: expect.any(String) });
    expect(listed.pages.map((p: { page_title: string }) => p.page_title)).toEqual(['Quay', 'Fort']);
    // The document, not the staff API's wire fields.
    for (const k of ['version', 'state', 'is_published', 'is_archived', 'position', 'variant', 'created_at', 'refs']) expect(listed).not.toHaveProperty(k);

    // English first (so a cached English answer is there to be wrongly reused), then Spanish.
    expect((await one('story', walk.id)).title).toBe(walk.title);
    const res = await app.get(`/delivery/v1/story/${walk.id}?lang=es`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('es');
    expect(res.body).toMatchObject({ kind: 'story', language: 'es' });
    const es = res.body.item as Delivered;
    expect(es.title).toBe('Paseo del puerto');
    expect(es.pages.find((p: { id: number }) => p.id === quay.id).text).toBe('En el muelle.');
    // Not translated: the base text, field by field.
    expect(es.ingress).toBe('A short walk.');
    expect(es.pages.find((p: { id: number }) => p.id === fort.id).text).toBe('At the fort.');
    expect(es).not.toHaveProperty('_missing');
    // The phone's own language: Accept-Language, matched by its primary subtag; a language the client lacks reads the base.
    const byHeader = await app.get(`/delivery/v1/story/${walk.id}`, { 'accept-language': 'de-DE;q=0.9, es-MX' });
    expect([byHeader.headers.get('content-language'), byHeader.body.item.title]).toEqual(['es', 'Paseo del puerto']);
    expect((await list('story', app, { 'accept-language': 'es' })).find((x) => x.id === walk.id)!.pages[0].text).toBe('En el muelle.');
    const german = await app.get(`/delivery/v1/story/${walk.id}?lang=de`, { 'accept-language': 'de' });
    expect([german.headers.get('content-language'), german.body.item.title]).toEqual(['en', walk.title]);

    // Not published, archived, unknown: 404, alike.
    await refusedWith(app.get(`/delivery/v1/story/${draft.id}`), 404);
    await refusedWith(app.get('/delivery/v1/story/999999999'), 404);
    await refusedWith(app.get('/delivery/v1/story/abc'), 404);
    await refusedWith(app.get('/delivery/v1/no_such_kind'), 404);
  });

  it("gives another client's key none of it", async () => {
    const walk = await published('story', story());
    const theirs = api(s.server, fjordKey);
    expect((await list('story', theirs)).map((x) => x.id)).not.toContain(walk.id);
    await refusedWith(theirs.get(`/delivery/v1/story/${walk.id}`), 404);
    // Their own published story they do read, and the demo key does not.
    const mine = (await answered(fjord.post('/api/story', story()), 201)).data;
    await answered(fjord.get(`/api/story/publish/${mine.id}`));
    expect((await list('story', theirs)).map((x) => x.id)).toContain(mine.id);
    await refusedWith(app.get(`/delivery/v1/story/${mine.id}`), 404);
  });

  it('follows a change of the content languages in the very next request', async () => {
    const theirs = api(s.server, fjordKey);
    await answered(fjord.post('/api/settings', { languages: ['en', 'es'] }));
    try {
      const mine = (await answered(fjord.post('/api/story', story()), 201)).data;
      const translated = (await answered(fjord.post(`/api/story/update/${mine.id}`, { version: mine.version, title: 'Paseo del museo' }, ES))).data;
      await answered(fjord.get(`/api/story/publish/${translated.id}`));
      const es = await theirs.get(`/delivery/v1/story/${mine.id}?lang=es`);
      expect([es.headers.get('content-language'), es.body.item.title]).toEqual(['es', 'Paseo del museo']);

      // Spanish dropped: the app asking for it at once reads the base, and is told so.
      await answered(fjord.post('/api/settings', { languages: ['en'] }));
      const base = await theirs.get(`/delivery/v1/story/${mine.id}?lang=es`);
      expect(base.status).toBe(200);
      expect([base.headers.get('content-language'), base.body.language, base.body.item.title]).toEqual(['en', 'en', mine.title]);
      const listed = await theirs.get('/delivery/v1/story?lang=es');
      expect([listed.headers.get('content-language'), listed.body.language]).toEqual(['en', 'en']);
    } finally {
      await answered(fjord.post('/api/settings', { languages: ['en'] }));
    }
  });

  it('refuses a missing, unknown or revoked key and a staff session token with 401', async () => {
    const expect401 = async (call: Promise<ApiResponse>) => {
      const res = await call;
      await refusedWith(Promise.resolve(res), 401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    };
    await expect401(api(s.server).get('/delivery/v1/story'));
    await expect401(api(s.server, await s.server.login()).get('/delivery/v1/story'));
    await expect401(api(s.server, `tbk_${'A'.repeat(43)}`).get('/delivery/v1/story'));
    await expect401(api(s.server, 'not a key at all').get('/delivery/v1/story'));

    const secret = await newKey(s.client);
    const keys = (await answered(s.client.get('/api/settings/api-keys'))).data.keys as { id: number; prefix: string }[];
    const id = keys.find((k) => k.prefix === secret.slice(0, 12))!.id;
    const client = api(s.server, secret);
    await answered(client.get('/delivery/v1/story'));
    await answered(client.get('/delivery/v1/story')); // now a cached key
    await answered(s.client.post(`/api/settings/api-keys/${id}/revoke`));
    await expect401(client.get('/delivery/v1/story'));
    await expect401(client.get('/delivery/v1/story/1'));
  });

  it('is revalidated with its ETag, and a publish, an unpublish or an edit shows in the very next request', async () => {
    const first = await published('story', story());
    const res = await app.get('/delivery/v1/story');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.headers.get('vary')).toBe('Authorization, Accept-Encoding, Accept-Language');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const same = await app.get('/delivery/v1/story', { 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(etag);
    expect(same.headers.get('cache-control')).toBe('public, no-cache');

    // Publish: the old tag no longer matches, the new story is there.
    const second = await published('story', story());
    const afterPublish = await app.get('/delivery/v1/story', { 'if-none-match': etag });
    expect(afterPublish.status).toBe(200);
    expect(afterPublish.body.items.map((x: Delivered) => x.id)).toContain(second.id);
    const etag2 = afterPublish.headers.get('etag')!;
    expect((await app.get('/delivery/v1/story', { 'if-none-match': etag2 })).status).toBe(304);

    // Unpublish: gone from the list, and the item is 404.
    await act('story', 'un-publish', first.id);
    const afterUnpublish = await app.get('/delivery/v1/story', { 'if-none-match': etag2 });
    expect(afterUnpublish.status).toBe(200);
    expect(afterUnpublish.body.items.map((x: Delivered) => x.id)).not.toContain(first.id);
    await refusedWith(app.get(`/delivery/v1/story/${first.id}`), 404);

    // Edit of a published item, base and Spanish.
    const item = await app.get(`/delivery/v1/story/${second.id}`);
    const itemTag = item.headers.get('etag')!;
    expect((await app.get(`/delivery/v1/story/${second.id}`, { 'if-none-match': itemTag })).status).toBe(304);
    const renamed = unique('Renamed walk');
    const updated = (await answered(s.client.post(`/api/story/update/${second.id}`, { ...story(renamed), pages: second.pages, version: second.version }))).data;
    const afterEdit = await app.get(`/delivery/v1/story/${second.id}`, { 'if-none-match': itemTag });
    expect(afterEdit.status).toBe(200);
    expect(afterEdit.body.item.name).toBe(renamed);
    const esTag = (await app.get(`/delivery/v1/story/${second.id}?lang=es`)).headers.get('etag')!;
    await answered(s.client.post(`/api/story/update/${second.id}`, { version: updated.version, title: 'Otro paseo' }, ES));
    const afterTranslation = await app.get(`/delivery/v1/story/${second.id}?lang=es`, { 'if-none-match': esTag });
    expect([afterTranslation.status, afterTranslation.body.item.title]).toEqual([200, 'Otro paseo']);
    // Archived: 404 as well.
    await act('story', 'delete', second.id);
    await refusedWith(app.get(`/delivery/v1/story/${second.id}`, { 'if-none-match': afterEdit.headers.get('etag')! }), 404);
  });

  it("lists a trip's live stops in order and includes a game's live questions, one level deep", async () => {
    const pin = await published('station', { title: unique('Fortress pin'), latitude: 59.907, longitude: 10.736 });
    const hidden = await create('station', { title: unique('Hidden pin'), latitude: 59.91, longitude: 10.73 });
    const walk = await published('story', story());
    const trip = await published('trip', { title: unique('Fjord walk') });
    for (const [kind, id] of [['station', pin.id], ['station', hidden.id], ['story', walk.id]] as const) {
      await answered(s.client.get(`/api/trip/${trip.id}/links/stops/add/${kind}/${id}`), 201);
    }
    await answered(s.client.post(`/api/station/update/${pin.id}`, { version: pin.version, title: 'Pin de la fortaleza' }, ES));

    const delivered = await one('trip', trip.id);
    expect(delivered.relations.stops.map((x: Delivered) => [x.kind, x.id])).toEqual([['station', pin.id], ['story', walk.id]]);
    expect(delivered.relations.stops[0]).toMatchObject({ title: pin.title, latitude: 59.907 });
    expect(delivered.relations.stops[1].pages).toHaveLength(2);
    // One level: a stop carries no relations or inclusions of its own.
    for (const stop of delivered.relations.stops) expect(stop).not.toHaveProperty('relations');
    expect((await one('trip', trip.id, '?lang=es')).relations.stops[0].title).toBe('Pin de la fortaleza');
    expect((await list('trip')).find((x) => x.id === trip.id)!.relations.stops).toHaveLength(2);
    // Publishing the hidden stop puts it in its place.
    await act('station', 'publish', hidden.id);
    expect((await one('trip', trip.id)).relations.stops.map((x: Delivered) => x.id)).toEqual([pin.id, hidden.id, walk.id]);

    const asked = await published('question', { title: unique('How old is the fort?'), type: 'yes_no', points: 5, answer: 'yes' });
    const draft = await create('question', { title: unique('Draft question'), type: 'yes_no', points: 5, answer: 'no' });
    const game = await published('game', { title: unique('Fort quiz'), q_as: [{ question_id: asked.id }, { question_id: draft.id }] });
    const quiz = await one('game', game.id);
    expect(quiz.q_as.map((q: { question_id: number }) => q.question_id)).toEqual([asked.id, draft.id]);
    expect(Object.keys(quiz.included)).toEqual([`question/${asked.id}`]);
    expect(quiz.included[`question/${asked.id}`]).toMatchObject({ id: asked.id, kind: 'question', title: asked.title, points: 5 });
    expect(quiz.included[`question/${asked.id}`]).not.toHaveProperty('included');
    expect((await list('game')).find((x) => x.id === game.id)!.included).toHaveProperty(`question/${asked.id}`);
  });

  it('keeps to published links of a relation whose links have their own lifecycle', async () => {
    const concert = await published('event', { title: unique('Quay concert'), starts_at: '2027-06-12T16:00:00.000Z', ends_at: '2027-06-12T20:00:00.000Z' });
    const walk = await published('story', story());
    const link = (await answered(s.client.get(`/api/story-as-event/${walk.id}/${concert.id}`), 201)).data;
    expect((await one('event', concert.id)).relations.contents).toEqual([]);
    await answered(s.client.get(`/api/publish-story-as-event/${link.id}`));
    expect((await one('event', concert.id)).relations.contents.map((x: Delivered) => x.id)).toEqual([walk.id]);
  });

  it('delivers the non-archived items of a kind without a publish action', async () => {
    const trip = await published('trip', { title: unique('Guided walk') });
    const run = await create('tour_run', { trip_id: trip.id, starts_at: '2027-06-12T10:00:00.000Z', group_size: 12, guide_name: 'Kari' });
    const listed = (await list('tour_run')).find((x) => x.id === run.id)!;
    expect(listed).toMatchObject({ trip_id: trip.id, guide_name: 'Kari' });
    expect(listed.included[`trip/${trip.id}`]).toMatchObject({ title: trip.title });
    await act('trip', 'un-publish', trip.id);
    expect((await one('tour_run', run.id)).included).toEqual({});
    await act('tour_run', 'delete', run.id);
    await refusedWith(app.get(`/delivery/v1/tour_run/${run.id}`), 404);
  });
});
