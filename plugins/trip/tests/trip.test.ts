import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../tests/support/api.ts';
import { answered, refusedWith } from '../../../tests/support/expectAnswer.ts';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// Trips (SPEC §2 Trips tab, §7 `POST /trip-sync`): ordered stops that are stations or stories.
// `/trip-sync` with the trip's `id` orders its stops; without one it orders the trips list like every `{x}-sync`.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const add = (trip: number, kind: string, id: number) => `/api/trip/${trip}/links/stops/add/${kind}/${id}`;

describe.each(availableDatabases())('trips on %s', (database) => {
  const s = signedInServer({ database });

  const ok = answered;
  const refused = refusedWith;

  const trip = async (client: ApiClient = s.client) => (await ok(client.post('/api/trip', { title: unique('Walk') }), 201)).data as { id: number };
  const station = async (latitude: number, longitude: number, client: ApiClient = s.client) =>
    (await ok(client.post('/api/station', { title: unique('Pin'), latitude, longitude }), 201)).data as { id: number; title: string };
  const story = async () => (await ok(s.client.post('/api/story', {
    name: unique('Story'), title: 'T', ingress: 'I', text: 'X',
    pages: [{ id: -1, page_title: 'Start', text: 'Here', latitude: 59.91, longitude: 10.73 }],
  }), 201)).data as { id: number; name: string };
  const stops = async (tripId: number, client: ApiClient = s.client) => (await ok(client.get(`/api/trip/${tripId}/links/stops`))).data.links as any[];

  it('links stations and stories as ordered stops, each placed on the map by its kind', async () => {
    const t = await trip();
    const a = await station(59.9104, 10.7275);
    const st = await story();
    const b = await station(59.9075, 10.738);
    for (const [kind, id] of [['station', a.id], ['story', st.id], ['station', b.id]] as const) await ok(s.client.get(add(t.id, kind, id)), 201);
    const got = await stops(t.id);
    expect(got.map((l) => [l.target_kind, l.target_id, l.position])).toEqual([['station', a.id, 0], ['story', st.id, 1], ['station', b.id, 2]]);
    expect(got.map((l) => l.target.location)).toEqual([
      { latitude: 59.9104, longitude: 10.7275 }, { latitude: 59.91, longitude: 10.73 }, { latitude: 59.9075, longitude: 10.738 },
    ]);
    // A form is not a stop; the kind segment must be one of the targets.
    const f = (await ok(s.client.post('/api/form', { title: 'F', url: 'https://example.org/f' }), 201)).data;
    await refused(s.client.get(add(t.id, 'form', f.id)), 400);
    await refused(s.client.get(add(t.id, 'station', a.id)), 409);
  });

  it('POST /trip-sync with the trip id reorders its stops; without one it reorders the trips list', async () => {
    const t = await trip();
    const [a, b, c] = [await station(59.91, 10.72), await station(59.92, 10.73), await station(59.93, 10.74)];
    for (const x of [a, b, c]) await ok(s.client.get(add(t.id, 'station', x.id)), 201);
    const ids = (await stops(t.id)).map((l) => l.id);
    const body = await ok(s.client.post('/api/trip-sync', { id: t.id, ids: [ids[2], ids[0], ids[1]] }));
    expect(body.data.links.map((l: { target_id: number }) => l.target_id)).toEqual([c.id, a.id, b.id]);
    expect((await stops(t.id)).map((l) => l.target_id)).toEqual([c.id, a.id, b.id]);
    await refused(s.client.post('/api/trip-sync', { id: t.id, ids: [ids[0]] }), 400);
    await refused(s.client.post('/api/trip-sync', { id: 'x', ids }), 400);

    const before = (await ok(s.client.get('/api/trip'))).data.items.map((x: { id: number }) => x.id) as number[];
    const reversed = [...before].reverse();
    const listed = await ok(s.client.post('/api/trip-sync', { ids: reversed }));
    expect(listed.data.items.map((x: { id: number }) => x.id)).toEqual(reversed);
    expect((await ok(s.client.get('/api/trip'))).data.items.map((x: { id: number }) => x.id)).toEqual(reversed);
    // `id: null` is no trip either: the list order again.
    const back = await ok(s.client.post('/api/trip-sync', { id: null, ids: before }));
    expect(back.data.items.map((x: { id: number }) => x.id)).toEqual(before);
  });

  it('keeps companies apart: no stops of another company’s stations, no reorder of another company’s trip', async () => {
    const t = await trip();
    const theirStation = await station(59.9, 10.7, s.other);
    await refused(s.client.get(add(t.id, 'station', theirStation.id)), 400);
    const mine = await station(59.9, 10.7);
    const link = (await ok(s.client.get(add(t.id, 'station', mine.id)), 201)).data;
    await refused(s.other.post('/api/trip-sync', { id: t.id, ids: [link.id] }), 404);
    await refused(s.other.get(`/api/trip/${t.id}/links/stops`), 404);
    await refused(s.other.get(`/api/trip/links/stops/of/station/${mine.id}`), 404);
    expect((await stops(t.id)).map((l) => l.target_id)).toEqual([mine.id]);
  });

  it('seeds a trip through the demo stations and the demo story', async () => {
    const list = (await ok(s.client.get('/api/trip'))).data.items as { id: number; title: string }[];
    const seeded = list.find((x) => x.title === 'Harbour front in an afternoon');
    expect(seeded).toBeDefined();
    const got = await stops(seeded!.id);
    expect(got.map((l) => l.target_kind)).toEqual(['station', 'story', 'station', 'station']);
    expect(got.every((l) => l.target.location)).toBe(true);
  });
});
