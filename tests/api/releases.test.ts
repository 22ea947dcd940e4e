import { beforeAll, describe, expect, it } from 'vitest';
import type { KindRecord, ResolvedKind } from '../../src/core/defineKind.ts';
import { api, type ApiClient } from '../support/api.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { DEMO, kindRegistry, kindWith, offers } from '../support/kindRegistry.ts';
import { makeRoleUsers } from '../support/roleUsers.ts';
import { labelled, sampleDoc } from '../support/sampleDoc.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// Releases: a named set of changes that go live together — all of it or none, also for a visitor's
// app reading during the publish; one open release per item; publish now or at a scheduled time.

const TRIP = kindRegistry.get('trip');
const STATION = kindRegistry.get('station');
/** A kind whose publish rules can refuse a document (the game: no challenge, no publish). */
const RULED = kindWith((k) => offers(k, 'publish') && !!k.rules?.publishRules)!;
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
type Item = { id: number; version: number; state: string; title?: string } & Record<string, any>;

describe.each(availableDatabases())('releases on %s', (database) => {
  const s = signedInServer({ database });
  let app: ApiClient;
  let editor: ApiClient;
  let others: Record<'author' | 'translator' | 'viewer', ApiClient>;

  beforeAll(async () => {
    const secret = (await answered(s.client.post('/api/settings/api-keys', { name: unique('App') }), 201)).data.secret as string;
    app = api(s.server, secret);
    const [e, a, t, v] = await makeRoleUsers(s.server, (['editor', 'author', 'translator', 'viewer'] as const).map((role) => ({ admin: s.client, role, domain: 'demo.test' })));
    editor = e.client;
    others = { author: a.client, translator: t.client, viewer: v.client };
  });

  const make = async (kind: ResolvedKind, patch: KindRecord = {}): Promise<Item> => {
    const doc = { ...labelled(kind, await sampleDoc({ client: s.client, company: DEMO }, kind), unique(kind.id)), ...patch };
    return (await answered(s.client.post(`/api/${kind.api.entity}`, doc), 201)).data;
  };
  const release = async (name = unique('Opening day'), client = editor) => (await answered(client.post('/api/releases', { name }), 201)).data.release;
  const add = (rid: number, kind: ResolvedKind, id: number, action = 'publish', client = editor) => client.post(`/api/releases/${rid}/items`, { kind: kind.id, id, action });
  const detail = async (rid: number, client: ApiClient = s.client) => (await answered(client.get(`/api/releases/${rid}`))).data;
  const deliveredIds = async (kind: ResolvedKind): Promise<number[]> => (await answered(app.get(`/delivery/v1/${kind.id}`))).items.map((i: Item) => i.id);
  const revisions = async (kind: ResolvedKind, id: number) => (await answered(s.client.get(`/api/${kind.api.entity}/${id}/revisions`))).data.revisions as any[];

  it('creates, lists, adds with each item’s changes and readiness, removes and deletes; bad input is a 400 naming the field in the caller’s language', async () => {
    const made = await release('Summer exhibition');
    expect(made).toMatchObject({ name: 'Summer exhibition', state: 'open', publish_at: null, item_count: 0, created_by: { name: 'Role editor' }, published_at: null });
    const station = await make(STATION);
    const trip = await make(TRIP);
    await answered(add(made.id, STATION, station.id));
    const after = (await answered(add(made.id, TRIP, trip.id, 'publish'))).data;
    expect(after.items.map((i: Item) => [i.kind, i.id, i.action, i.state, i.can_publish, i.reason])).toEqual([
      [STATION.id, station.id, 'publish', 'active', true, null],
      [TRIP.id, trip.id, 'publish', 'active', true, null],
    ]);
    expect(after.items[0]).toMatchObject({ title: station.title ?? expect.any(String), changes: [], readiness: expect.any(Array) });
    // A live item's changes since its publish, the same FieldChange[] as GET /{x}/{id}/changes.
    const live = (await answered(s.client.get(`/api/${STATION.api.entity}/publish/${station.id}`))).data as Item;
    await answered(s.client.post(`/api/${STATION.api.entity}/update/${station.id}`, { ...live, ...labelled(STATION, live, 'Renamed for the release') }));
    const changes = (await answered(s.client.get(`/api/${STATION.api.entity}/${station.id}/changes`))).data.changes;
    expect(changes.length).toBeGreaterThan(0);
    expect((await detail(made.id, others.viewer)).items[0].changes).toEqual(changes);
    // Listed for anyone signed in.
    const listed = (await answered(others.viewer.get('/api/releases'))).data.releases;
    expect(listed.find((r: any) => r.id === made.id)).toMatchObject({ state: 'open', item_count: 2 });
    // Removing one.
    const removed = (await answered(editor.request('DELETE', `/api/releases/${made.id}/items/${TRIP.id}/${trip.id}`))).data;
    expect(removed.items.map((i: Item) => i.id)).toEqual([station.id]);
    await refusedWith(editor.request('DELETE', `/api/releases/${made.id}/items/${TRIP.id}/${trip.id}`), 404);
    // Bad input, in the caller's language.
    const noName = await refusedWith(editor.post('/api/releases', { name: '  ' }), 400);
    expect(noName.errors).toEqual([{ field: 'name', message: noName.message }]);
    const es = await refusedWith(editor.post('/api/releases', { name: 'x', publish_at: '2020-01-01T10:00:00Z' }, { 'accept-language': 'es' }), 400);
    expect(es.message).toBe('publish_at está en el pasado: elija una hora a partir de ahora.');
    expect((await refusedWith(add(made.id, STATION, station.id, 'later'), 400)).errors[0].field).toBe('action');
    expect((await refusedWith(editor.post(`/api/releases/${made.id}/items`, { kind: 'nope', id: 1 }), 400)).errors[0].field).toBe('kind');
    expect((await refusedWith(editor.post(`/api/releases/${made.id}/items`, { kind: STATION.id, id: 'one' }), 400)).errors[0].field).toBe('id');
    await refusedWith(add(made.id, STATION, 999_999_999), 404);
    // Deleted: gone, and its item free for another release.
    await answered(editor.request('DELETE', `/api/releases/${made.id}`));
    await refusedWith(s.client.get(`/api/releases/${made.id}`), 404);
    await answered(add((await release()).id, STATION, station.id));
  });

  it('keeps an item in one open release at a time: 409 naming the other release', async () => {
    const first = await release('Opening day');
    const second = await release('Christmas');
    const station = await make(STATION);
    await answered(add(first.id, STATION, station.id));
    const refused = await refusedWith(add(second.id, STATION, station.id), 409);
    expect(refused.message).toContain('Opening day');
    expect(refused.release).toEqual({ id: first.id, name: 'Opening day' });
    expect((await detail(second.id)).items).toEqual([]);
    // Once the first has gone live the item is free again.
    await answered(editor.get(`/api/releases/${first.id}/publish`));
    await answered(add(second.id, STATION, station.id, 'unpublish'));
  });

  it('publishes nothing when one item cannot go live: 409 naming each refused item and why, delivery unchanged', async () => {
    const rel = await release();
    const station = await make(STATION);
    const ruled = await make(RULED, { q_as: [] });
    const archived = await make(STATION);
    await answered(s.client.get(`/api/${STATION.api.entity}/delete/${archived.id}`));
    for (const [kind, item] of [[STATION, station], [RULED, ruled], [STATION, archived]] as const) await answered(add(rel.id, kind, item.id));
    const shown = await detail(rel.id);
    expect(shown.items.map((i: Item) => i.can_publish)).toEqual([true, false, false]);
    const refused = await refusedWith(editor.get(`/api/releases/${rel.id}/publish`), 409);
    expect(refused.items.map((i: any) => [i.kind, i.id])).toEqual([[RULED.id, ruled.id], [STATION.id, archived.id]]);
    expect(refused.items.every((i: any) => typeof i.reason === 'string' && i.reason.length > 0)).toBe(true);
    expect(refused.items[0].reason).toBe(shown.items[1].reason);
    expect(refused.message).toContain(ruled.title ?? '');
    // Nothing moved: the good station is still a draft, in delivery and in History.
    expect(await deliveredIds(STATION)).not.toContain(station.id);
    await refusedWith(app.get(`/delivery/v1/${STATION.id}/${station.id}`), 404);
    expect((await revisions(STATION, station.id)).map((r) => r.action)).not.toContain('publish');
    expect((await detail(rel.id)).release).toMatchObject({ state: 'open', published_at: null });
  });

  it('publishes a trip and two stations together, visible in delivery, and keeps the record of who and when', async () => {
    const rel = await release('New wing');
    const trip = await make(TRIP);
    const stations = [await make(STATION), await make(STATION)];
    await answered(add(rel.id, TRIP, trip.id));
    for (const st of stations) await answered(add(rel.id, STATION, st.id));
    const published = (await answered(editor.get(`/api/releases/${rel.id}/publish`))).data.release;
    expect(published).toMatchObject({ state: 'published', published_by: { name: 'Role editor' }, item_count: 3 });
    expect(Date.parse(published.published_at)).not.toBeNaN();
    expect(await deliveredIds(TRIP)).toContain(trip.id);
    expect(await deliveredIds(STATION)).toEqual(expect.arrayContaining(stations.map((x) => x.id)));
    for (const st of stations) expect((await revisions(STATION, st.id))[0]).toMatchObject({ action: 'publish', user: { name: 'Role editor' } });
    // The record stays: listed among past releases, no longer changeable.
    expect((await answered(s.client.get('/api/releases'))).data.releases.find((r: any) => r.id === rel.id)).toMatchObject({ state: 'published' });
    await refusedWith(editor.get(`/api/releases/${rel.id}/publish`), 409);
    await refusedWith(editor.request('DELETE', `/api/releases/${rel.id}`), 409);
    await refusedWith(add(rel.id, STATION, (await make(STATION)).id), 409);
  });

  it('never shows a delivery reader part of a release: every list read during the publish has all of it or none', async () => {
    const rel = await release();
    const stations: Item[] = [];
    for (let i = 0; i < 8; i++) stations.push(await make(STATION));
    for (const st of stations) await answered(add(rel.id, STATION, st.id));
    const ids = stations.map((x) => x.id);
    const seen: number[] = [];
    let done = false;
    const poller = (async () => {
      while (!done) {
        const delivered = new Set(await deliveredIds(STATION));
        seen.push(ids.filter((id) => delivered.has(id)).length);
      }
    })();
    await new Promise((r) => setTimeout(r, 50));
    await answered(editor.get(`/api/releases/${rel.id}/publish`));
    // A few reads after the answer too: each must have all of it.
    await new Promise((r) => setTimeout(r, 100));
    done = true;
    await poller;
    const final = new Set(await deliveredIds(STATION));
    expect(ids.every((id) => final.has(id))).toBe(true);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.filter((n) => n !== 0 && n !== ids.length)).toEqual([]);
  });

  it('publishes a scheduled release once at its time, as who scheduled it, on the schedule; clears; refuses a past time', async () => {
    const rel = await release();
    const station = await make(STATION);
    await answered(add(rel.id, STATION, station.id));
    expect((await refusedWith(editor.post(`/api/releases/${rel.id}/schedule`, { publish_at: '2020-01-01T00:00:00Z' }), 400)).errors[0].field).toBe('publish_at');
    const set = (await answered(editor.post(`/api/releases/${rel.id}/schedule`, { publish_at: inSeconds(600) }))).data.release;
    expect(Date.parse(set.publish_at)).toBeGreaterThan(Date.now());
    expect((await answered(editor.post(`/api/releases/${rel.id}/schedule`, { publish_at: null }))).data.release.publish_at).toBeNull();
    await answered(editor.post(`/api/releases/${rel.id}/schedule`, { publish_at: inSeconds(2) }));
    await expect.poll(async () => (await detail(rel.id)).release.state, { timeout: 15_000, interval: 250 }).toBe('published');
    await new Promise((r) => setTimeout(r, 2500));
    const history = await revisions(STATION, station.id);
    expect(history.filter((r) => r.action === 'publish').map((r) => ({ scheduled: r.scheduled, by: r.user?.name }))).toEqual([{ scheduled: true, by: 'Role editor' }]);
    expect(await deliveredIds(STATION)).toContain(station.id);
    const entry = (await answered(s.client.get('/api/schedule'))).data.schedule.find((e: any) => e.target === 'release' && e.id === rel.id);
    expect(entry).toMatchObject({ kind: null, title: rel.name, action: 'publish', state: 'done', error: null });
  });

  it('marks a scheduled release failed with the reason when an item is refused, publishing none of it', async () => {
    const rel = await release();
    const station = await make(STATION);
    const ruled = await make(RULED, { q_as: [] });
    await answered(add(rel.id, STATION, station.id));
    await answered(add(rel.id, RULED, ruled.id));
    await answered(editor.post(`/api/releases/${rel.id}/schedule`, { publish_at: inSeconds(2) }));
    await expect.poll(async () => (await detail(rel.id)).release.state, { timeout: 15_000, interval: 250 }).toBe('failed');
    const failed = (await detail(rel.id)).release;
    expect(failed.error).toContain(ruled.title ?? '');
    expect(await deliveredIds(STATION)).not.toContain(station.id);
    const entry = (await answered(s.client.get('/api/schedule'))).data.schedule.find((e: any) => e.target === 'release' && e.id === rel.id);
    expect(entry).toMatchObject({ state: 'failed', error: failed.error });
  });

  it('lets only the lifecycle roles change releases: 403 for an author, a translator and a viewer', async () => {
    const rel = await release();
    const station = await make(STATION);
    await answered(add(rel.id, STATION, station.id));
    for (const [role, client] of Object.entries(others)) {
      const calls = [
        client.post('/api/releases', { name: 'Mine' }),
        add(rel.id, STATION, station.id, 'publish', client),
        client.request('DELETE', `/api/releases/${rel.id}/items/${STATION.id}/${station.id}`),
        client.get(`/api/releases/${rel.id}/publish`),
        client.post(`/api/releases/${rel.id}/schedule`, { publish_at: inSeconds(600) }),
        client.request('DELETE', `/api/releases/${rel.id}`),
      ];
      for (const call of calls) expect((await refusedWith(call, 403)).message, role).toMatch(/\S/);
      expect((await detail(rel.id, client)).items).toHaveLength(1);
    }
    expect((await detail(rel.id)).release).toMatchObject({ state: 'open', publish_at: null });
  });
});
