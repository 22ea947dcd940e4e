import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { DEMO_TEAM, OTHER_COMPANY } from '../support/companies.ts';
import { DEMO, kindWith, offers } from '../support/kindRegistry.ts';
import { openLive, type LiveEvent, type LiveStream } from '../support/liveStream.ts';
import { labelled, sampleDoc } from '../support/sampleDoc.ts';
import { signedInServer } from '../support/signedInServer.ts';

// GET /api/live against one real server on the embedded database: an event for every kind
// of write, made through the ordinary HTTP routes; nothing of another company; replay; revocation; presence.

// A kind with every lifecycle action and a translatable text at the top (the `translated` event).
const KIND = kindWith((k) => ['publish', 'un-publish', 'delete', 'restore', 'destroy'].every((a) => offers(k, a))
  && Object.values(k.schema.properties ?? {}).some((p: any) => p['x-localized'] === true && p.type === 'string'))!;
const ES = { 'x-language-code': 'es' };
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('live events', () => {
  const s = signedInServer({ env: { TOURBENCH_EXTRA_KINDS: 'tests/kinds' } });
  const ok = async (p: Promise<{ status: number; body: any }>, status = 200) => {
    const res = await p;
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  };
  const token = () => s.server.login();
  const itemEvent = (id: number, action: string) => (e: LiveEvent) => e.event === 'item' && e.data.id === id && e.data.action === action;

  it('announces each kind of write, with kind, id, version, who and when, and nothing of it to another company', async () => {
    const mine = await openLive(s.server.url, bearer(await token()));
    const theirs = await openLive(s.server.url, bearer(await s.server.login(OTHER_COMPANY.email, OTHER_COMPANY.password)));
    expect(mine.status).toBe(200);
    await mine.next((e) => e.event === 'ready');
    await theirs.next((e) => e.event === 'ready');
    const { entity } = KIND.api;
    const doc = labelled(KIND, await sampleDoc({ client: s.client, company: DEMO }, KIND), unique('Live'));
    const item = (await ok(s.client.post(`/api/${entity}`, doc), 201)).data;
    const created = await mine.next(itemEvent(item.id, 'created'));
    expect(created.data).toMatchObject({ kind: KIND.id, id: item.id, version: item.version, by: { id: expect.any(Number), name: expect.any(String) } });
    expect(Number.isNaN(Date.parse(created.data.at))).toBe(false);
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const updated = (await ok(s.client.post(`/api/${entity}/update/${item.id}`, { ...doc, version: item.version }))).data;
    expect((await mine.next(itemEvent(item.id, 'updated'))).data.version).toBe(updated.version);
    const text = Object.entries(KIND.schema.properties ?? {}).find(([, p]: [string, any]) => p['x-localized'] === true && p.type === 'string')![0];
    await ok(s.client.post(`/api/${entity}/update/${item.id}`, { version: updated.version, [text]: 'Texto en español' }, ES));
    await mine.next(itemEvent(item.id, 'translated'));
    for (const [action, said] of [['publish', 'published'], ['un-publish', 'unpublished'], ['delete', 'archived'], ['restore', 'restored']]) {
      await ok(s.client.get(`/api/${entity}/${action}/${item.id}`));
      await mine.next(itemEvent(item.id, said));
    }

    // Relations (the test kinds: a tour's ordered `stops`).
    const tour = (await ok(s.client.post('/api/tk_tour', { title: unique('Tour') }), 201)).data;
    const venues = [];
    for (const title of ['A', 'B']) venues.push((await ok(s.client.post('/api/tk_venue', { title: unique(title), city: 'Oslo' }), 201)).data);
    const links = [];
    for (const v of venues) {
      const at = mine.events.length;
      links.push((await ok(s.client.get(`/api/tk_tour/${tour.id}/links/stops/add/${v.id}`), 201)).data);
      await mine.next(itemEvent(tour.id, 'linked'), 5000, at);
    }
    await ok(s.client.post(`/api/tk_tour/${tour.id}/links/stops/sync`, { ids: links.map((l) => l.id).reverse() }));
    await mine.next(itemEvent(tour.id, 'reordered'));
    await ok(s.client.get(`/api/tk_tour/${tour.id}/links/stops/unlink/${venues[0].id}`));
    await mine.next(itemEvent(tour.id, 'unlinked'));
    // Destroying a linked item announces it and the unlinking it causes in the tour.
    const from = mine.events.length;
    await ok(s.client.get(`/api/tk_venue/destroy/${venues[1].id}`));
    await mine.next(itemEvent(venues[1].id, 'destroyed'), 5000, from);
    expect((await mine.next(itemEvent(tour.id, 'unlinked'), 5000, from)).data.by).toEqual((await mine.next(itemEvent(venues[1].id, 'destroyed'), 5000, from)).data.by);
    await ok(s.client.get(`/api/${entity}/destroy/${item.id}`));
    await mine.next(itemEvent(item.id, 'destroyed'));

    // The other company's stream heard none of it; its own write reaches it and not the demo's.
    const their = (await ok(s.other.post('/api/tk_venue', { title: unique('Theirs') }), 201)).data;
    await theirs.next(itemEvent(their.id, 'created'));
    expect(theirs.events.filter((e) => e.event === 'item').map((e) => e.data.id)).toEqual([their.id]);
    const again = (await ok(s.client.post('/api/tk_venue', { title: unique('Mine again') }), 201)).data;
    const last = (await mine.next(itemEvent(again.id, 'created'))).data.id;
    expect(mine.events.some((e) => e.data?.id === their.id)).toBe(false);
    expect(theirs.events.some((e) => e.data?.id === last)).toBe(false);
    mine.close();
    theirs.close();
  });

  it('replays what a client missed after its Last-Event-ID, and says reset when it cannot', async () => {
    const t = await token();
    const first = await openLive(s.server.url, bearer(t));
    const seen = (await first.next((e) => e.event === 'ready')).id!;
    first.close();
    const a = (await ok(s.client.post('/api/tk_venue', { title: unique('Missed A') }), 201)).data;
    const b = (await ok(s.client.post('/api/tk_venue', { title: unique('Missed B') }), 201)).data;
    const again = await openLive(s.server.url, { ...bearer(t), 'last-event-id': seen });
    await again.next((e) => e.event === 'ready');
    expect(again.events.filter((e) => e.event === 'item').map((e) => [e.data.id, e.data.action])).toEqual([[a.id, 'created'], [b.id, 'created']]);
    again.close();
    // An id from beyond what the server has (another database, a restore): reload the lists.
    const lost = await openLive(s.server.url, { ...bearer(t), 'last-event-id': '999999999' });
    expect((await lost.next((e) => e.event === 'reset')).data).toEqual({ reason: 'missed' });
    lost.close();
  });

  it('gives each company ids of its own: another company’s writes move none of them, and resume still replays', async () => {
    const t = await token();
    const ready = async (headers: Record<string, string>) => {
      const st = await openLive(s.server.url, headers);
      const id = (await st.next((e) => e.event === 'ready')).id!;
      st.close();
      return id;
    };
    const before = await ready(bearer(t));
    for (const title of ['B1', 'B2', 'B3']) await ok(s.other.post('/api/tk_venue', { title: unique(title) }), 201);
    // Three writes of the other company later, a new stream of the demo's starts at the same id.
    expect(await ready(bearer(t))).toBe(before);
    const mineNow = (await ok(s.client.post('/api/tk_venue', { title: unique('Mine') }), 201)).data;
    await ok(s.other.post('/api/tk_venue', { title: unique('B4') }), 201);
    const resumed = await openLive(s.server.url, { ...bearer(t), 'last-event-id': before });
    const after = (await resumed.next((e) => e.event === 'ready')).id!;
    expect(resumed.events.filter((e) => e.event === 'item').map((e) => e.data.id)).toEqual([mineNow.id]);
    resumed.close();
    // The other company's id after its writes tells the demo nothing, and the demo's ids mean nothing to it.
    const theirT = await s.server.login(OTHER_COMPANY.email, OTHER_COMPANY.password);
    expect(await ready(bearer(theirT))).not.toBe(after);
    const crossed = await openLive(s.server.url, { ...bearer(theirT), 'last-event-id': after });
    expect((await crossed.next((e) => e.event === 'reset')).data).toEqual({ reason: 'missed' });
    expect(crossed.events.some((e) => e.event === 'item')).toBe(false);
    crossed.close();
  });

  it('takes the console’s cookie, refuses no session, and ends a stream within a second of its sign-out', async () => {
    expect((await openLive(s.server.url, {})).status).toBe(401);
    const t = await token();
    const viaCookie = await openLive(s.server.url, { cookie: `tb_token=${t}` });
    expect(viaCookie.status).toBe(200);
    await viaCookie.next((e) => e.event === 'ready');
    await ok(api(s.server, t).post('/api/logout'));
    expect((await viaCookie.next((e) => e.event === 'end', 3000)).data).toEqual({ reason: 'signed-out' });
    await viaCookie.ended;
  });

  it('shows who has an item open and editing, and drops them when their stream closes or they leave', async () => {
    const venue = (await ok(s.client.post('/api/tk_venue', { title: unique('Busy') }), 201)).data;
    const watcher = await openLive(s.server.url, bearer(await token()));
    await watcher.next((e) => e.event === 'ready');
    const evaT = await s.server.login(DEMO_TEAM.editor.email, DEMO_TEAM.editor.password);
    const eva = api(s.server, evaT);
    const evaStream = await openLive(s.server.url, bearer(evaT));
    await evaStream.next((e) => e.event === 'ready');
    const onVenue = (e: LiveEvent) => e.event === 'presence' && e.data.kind === 'tk_venue' && e.data.id === venue.id;
    expect((await ok(eva.post('/api/live/presence', { kind: 'tk_venue', id: venue.id }))).data.ttl_seconds).toBe(30);
    expect((await watcher.next(onVenue)).data.users).toEqual([{ id: expect.any(Number), name: DEMO_TEAM.editor.name, editing: false }]);
    let from = watcher.events.length;
    await ok(eva.post('/api/live/presence', { kind: 'tk_venue', id: venue.id, editing: true }));
    expect((await watcher.next(onVenue, 5000, from)).data.users).toMatchObject([{ name: DEMO_TEAM.editor.name, editing: true }]);
    // A new stream is told who is where at once.
    const late = await openLive(s.server.url, bearer(await token()));
    expect((await late.next(onVenue)).data.users).toMatchObject([{ name: DEMO_TEAM.editor.name, editing: true }]);
    late.close();
    from = watcher.events.length;
    evaStream.close();
    expect((await watcher.next(onVenue, 5000, from)).data.users).toEqual([]);
    // Announced again, then closed by the call itself.
    from = watcher.events.length;
    await ok(eva.post('/api/live/presence', { kind: 'tk_venue', id: venue.id }));
    await watcher.next((e) => onVenue(e) && e.data.users.length === 1, 5000, from);
    await ok(eva.post('/api/live/presence', { kind: 'tk_venue', id: venue.id, open: false }));
    await watcher.next((e) => onVenue(e) && e.data.users.length === 0, 5000, from);
    // Two tabs of one sign-in: closing the editing one leaves Eva present (not editing), listed once.
    from = watcher.events.length;
    await ok(eva.post('/api/live/presence', { kind: 'tk_venue', id: venue.id, tab: 'tab-1' }));
    await ok(eva.post('/api/live/presence', { kind: 'tk_venue', id: venue.id, tab: 'tab-2', editing: true }));
    expect((await watcher.next((e) => onVenue(e) && e.data.users[0]?.editing, 5000, from)).data.users).toHaveLength(1);
    from = watcher.events.length;
    await ok(eva.post('/api/live/presence', { kind: 'tk_venue', id: venue.id, tab: 'tab-2', open: false }));
    expect((await watcher.next(onVenue, 5000, from)).data.users).toMatchObject([{ name: DEMO_TEAM.editor.name, editing: false }]);
    await ok(eva.post('/api/live/presence', { kind: 'tk_venue', id: venue.id, tab: 'tab-1', open: false }));
    await watcher.next((e) => onVenue(e) && e.data.users.length === 0, 5000, from);
    expect((await eva.post('/api/live/presence', { kind: 'tk_venue', id: venue.id, tab: 'not a tab id' })).status).toBe(400);
    // Bad input is a 4xx in words; another company's item is not found.
    const bad = await eva.post('/api/live/presence', { kind: 'nope', id: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/kind/);
    const theirs = (await ok(s.other.post('/api/tk_venue', { title: unique('Not yours') }), 201)).data;
    expect((await eva.post('/api/live/presence', { kind: 'tk_venue', id: theirs.id })).status).toBe(404);
    watcher.close();
  });

  it('never lets a stream hold the server up: a stop ends it with event end', async () => {
    const stream: LiveStream = await openLive(s.server.url, bearer(await token()));
    await stream.next((e) => e.event === 'ready');
    await s.server.stop();
    expect((await stream.next((e) => e.event === 'end')).data).toEqual({ reason: 'shutdown' });
    expect(s.server.output()).not.toMatch(/cutting|failed/);
  });
});
