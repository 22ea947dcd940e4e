import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../../../tests/support/api.ts';
import { FJORD_COMPANY, OTHER_COMPANY } from '../../../tests/support/companies.ts';
import { answered, refusedWith } from '../../../tests/support/expectAnswer.ts';
import { startServer, type TestServer } from '../../../tests/support/startServer.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// Zone lint: `GET /api/zone-lint` finds what would surprise a walking visitor in the
// company's trigger zones, built here through the real API (stations, stories, trips and their stops).

type Finding = {
  code: string; item: { kind: string; id: number; title: string }; at: string; zone?: string;
  other?: { kind: string; id: number; title: string; at?: string }; walk?: { kind: string; id: number; title: string };
  values: Record<string, string | number>; text: string;
};

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
/** A beacon id no other test uses (3–5 characters, as the schema allows). */
const beaconId = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
const M_PER_DEG = (Math.PI / 180) * 6_371_008.8;
let corner = 0;
/** A fresh corner of the map per test (far from the demo's Oslo harbour), and points `north`/`east` metres from it. */
const area = () => {
  const base = { latitude: 61 + (corner++) * 0.1, longitude: 9 };
  return (north: number, east = 0) => ({
    latitude: base.latitude + north / M_PER_DEG,
    longitude: base.longitude + east / (M_PER_DEG * Math.cos((base.latitude * Math.PI) / 180)),
  });
};

describe.each(availableDatabases())('zone lint on %s', (database) => {
  let server: TestServer;
  let client: ApiClient;
  let other: ApiClient;
  let fjord: ApiClient;
  beforeAll(async () => {
    server = await startServer({ database });
    client = api(server, await server.login());
    other = api(server, await server.login(OTHER_COMPANY.email, OTHER_COMPANY.password));
    fjord = api(server, await server.login(FJORD_COMPANY.email, FJORD_COMPANY.password));
  });
  afterAll(async () => { await server?.close(); });

  const lint = async (query = '', c: ApiClient = client, headers: Record<string, string> = {}) =>
    (await answered(c.get(`/api/zone-lint${query}`, headers))).data as { accuracy: number; maxLeg: number; findings: Finding[] };
  const findingsOf = async (kind: string, id: number, c: ApiClient = client, extra = '') => (await lint(`?kind=${kind}&id=${id}${extra}`, c)).findings;
  /** A newer station whose pin shows only in range: a location zone of the app's geofence, 25 m. */
  const pin = async (point: { latitude: number; longitude: number }, c: ApiClient = client) =>
    (await answered(c.post('/api/station', { title: unique('Pin'), ...point, in_range_to_see_pin: true }), 201)).data as { id: number; title: string; version: number };
  const beaconStation = async (beaconId: string, c: ApiClient = client) =>
    (await answered(c.post('/api/station', { title: unique('Beacon'), active_beacon: true, beacon_id: beaconId, range: 3, in_range_to_view_details: true }), 201)).data as { id: number; title: string };
  const trip = async (stops: { kind: string; id: number }[]) => {
    const t = (await answered(client.post('/api/trip', { title: unique('Walk') }), 201)).data as { id: number; title: string };
    for (const s of stops) await answered(client.get(`/api/trip/${t.id}/links/stops/add/${s.kind}/${s.id}`), 201);
    return t;
  };
  const st = (x: { id: number }) => ({ kind: 'station', id: x.id });

  it('finds a zone smaller than the walker’s GPS accuracy, at the accuracy asked for; refuses accuracies a phone does not have', async () => {
    const at = area();
    const small = await pin(at(0));
    const at30 = await lint(`?kind=station&id=${small.id}&accuracy=30&maxLeg=500`);
    expect([at30.accuracy, at30.maxLeg]).toEqual([30, 500]);
    const [found, ...more] = at30.findings;
    expect(more).toEqual([]);
    expect(found).toMatchObject({ code: 'zoneTooSmall', item: { kind: 'station', id: small.id, title: small.title }, at: '/latitude', zone: `station:${small.id}:pin`, values: { radius: 25, accuracy: 30 } });
    expect(found.text).toContain(`“${small.title}” (Latitude)`);
    expect(found.text).toContain('25 m');
    // A steadier phone (the default 20 m, or 25 m) hits a 25 m zone.
    expect(await findingsOf('station', small.id)).toEqual([]);
    expect(await findingsOf('station', small.id, client, '&accuracy=25')).toEqual([]);
    for (const bad of ['accuracy=4', 'accuracy=66', 'accuracy=abc', 'maxLeg=5', 'maxLeg=200000', 'kind=nothing', 'id=3', `kind=station&id=x`]) {
      await refusedWith(client.get(`/api/zone-lint?${bad}`), 400);
    }
    // Refusals speak the reader's language too.
    expect((await refusedWith(client.get('/api/zone-lint?accuracy=70', { 'accept-language': 'es' }), 400)).message)
      .toBe('accuracy debe ser un número de metros entre 5 y 65; se recibió "70".');
  });

  it('finds two zones of one trip that overlap, on the later stop, in the request’s language; moving one away clears it', async () => {
    const at = area();
    const a = await pin(at(0));
    const b = await pin(at(30));
    const t = await trip([st(a), st(b)]);
    const found = (await findingsOf('trip', t.id)).filter((f) => f.code === 'zonesOverlap');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      item: { kind: 'station', id: b.id }, at: '/latitude', other: { kind: 'station', id: a.id, at: '/latitude' },
      walk: { kind: 'trip', id: t.id, title: t.title }, values: { distance: 30, overlap: 20 },
    });
    expect(found[0].text).toContain(`“${b.title}”`);
    expect(found[0].text).toContain(`“${a.title}”`);
    expect(found[0].text).toContain(t.title);
    expect(found[0].text).toContain('20 m');
    // The same finding from either station's side.
    expect((await findingsOf('station', a.id)).map((f) => f.code)).toEqual(['zonesOverlap']);
    expect(found[0].text).toContain(`“${b.title}” (Latitude)`);
    // The field too is named as the kind's form names it in the interface language.
    const es = (await lint(`?kind=trip&id=${t.id}`, client, { 'accept-language': 'es' })).findings[0];
    expect(es.text).toContain('se solapan');
    expect(es.text).toContain(`«${b.title}» (Latitud)`);
    expect(es.values.field).toBe('Latitud');
    const zh = (await lint(`?kind=trip&id=${t.id}`, client, { 'accept-language': 'zh' })).findings[0].text;
    expect(zh).toContain('重叠');
    expect(zh).toContain(`“${b.title}”（纬度）`);

    const moved = at(200);
    await answered(client.post(`/api/station/update/${b.id}`, { title: b.title, ...moved, in_range_to_see_pin: true, version: b.version }));
    expect(await findingsOf('trip', t.id)).toEqual([]);
  });

  it('finds a beacon id two stations of the company use, not one another company uses', async () => {
    const id = beaconId('B');
    const first = await beaconStation(id);
    const second = await beaconStation(id);
    const shared = beaconId('C');
    const theirs = await beaconStation(shared);
    await beaconStation(shared, other);
    const found = await findingsOf('station', second.id);
    expect(found).toEqual([expect.objectContaining({
      code: 'beaconShared', item: expect.objectContaining({ id: second.id }), at: '/beacon_id',
      other: expect.objectContaining({ kind: 'station', id: first.id, title: first.title }), values: expect.objectContaining({ beacon: id }),
    })]);
    expect(found[0].text).toContain(id);
    // The finding names the field two stations share, the beacon id, not the range beside it.
    expect(found[0].text).toContain('(Beacon ID)');
    expect((await findingsOf('station', first.id)).map((f) => f.code)).toEqual(['beaconShared']);
    // The other company's station with the same beacon id is theirs alone.
    expect(await findingsOf('station', theirs.id)).toEqual([]);
  });

  it('finds a story page whose range-next page is never reached along its trip', async () => {
    const at = area();
    const start = await pin(at(0, 0));
    const end = await pin(at(0, 1000));
    const page = (id: number, title: string, point: { latitude: number; longitude: number } | undefined, more: Record<string, unknown> = {}) =>
      ({ id, page_title: title, text: 'Read on', ...(point ?? {}), ...more });
    const pages = (off: { latitude: number; longitude: number }) => [
      page(-1, 'Gate', at(0, 500)),
      page(-2, 'Lookout', off, { in_range: true, range_next_page: -3 }),
      page(-3, 'Summit', undefined, { is_end: true }),
    ];
    const story = (await answered(client.post('/api/story', { name: unique('Story'), title: 'T', ingress: 'I', text: 'X', pages: pages(at(300, 500)) }), 201)).data as { id: number; name: string; version: number };
    const t = await trip([st(start), { kind: 'story', id: story.id }, st(end)]);
    const found = (await findingsOf('story', story.id)).filter((f) => f.code === 'rangeNeverReached');
    expect(found).toEqual([expect.objectContaining({
      item: expect.objectContaining({ kind: 'story', id: story.id }), at: '/pages/1/latitude', walk: expect.objectContaining({ kind: 'trip', id: t.id }),
      values: expect.objectContaining({ page: 'Lookout', next: 'Summit', radius: 25, distance: 300 }),
    })]);
    expect(found[0].text).toContain('(Lookout › Latitude)');
    expect(found[0].text).toContain('300 m');
    const es = (await lint(`?kind=story&id=${story.id}`, client, { 'accept-language': 'es' })).findings.find((f) => f.code === 'rangeNeverReached');
    expect(es?.text).toContain('(Lookout › Latitud)');

    // The page moved to 15 m off the walk: the visitor walks through its zone.
    const stored = (await answered(client.get(`/api/story/${story.id}`))).data.items;
    const near = stored.pages.map((p: Record<string, unknown>, i: number) => (i === 1 ? { ...p, ...at(15, 500) } : p));
    await answered(client.post(`/api/story/update/${story.id}`, { ...stored, pages: near, version: stored.version }));
    expect((await findingsOf('trip', t.id)).filter((f) => f.code === 'rangeNeverReached')).toEqual([]);
  });

  it('finds a stop farther than the longest leg from the previous one, on the trip’s stop', async () => {
    const at = area();
    const a = await pin(at(0));
    const b = await pin(at(3000));
    const t = await trip([st(a), st(b)]);
    const found = await findingsOf('trip', t.id);
    expect(found).toEqual([expect.objectContaining({
      code: 'stopTooFar', item: { kind: 'trip', id: t.id, title: t.title }, at: '/stops/1', other: expect.objectContaining({ kind: 'station', id: b.id }),
      values: expect.objectContaining({ distance: 3000, maxLeg: 2000, n: 2 }),
    })]);
    // From 1 km on a distance reads in kilometres, in the reader's language.
    expect(found[0].text).toMatch(/is 3 km from the previous stop .*, farther than 2 km$/);
    const es = (await answered(client.get(`/api/zone-lint?kind=trip&id=${t.id}`, { 'accept-language': 'es' }))).data.findings;
    expect(es[0].text).toMatch(/está a 3 km de la parada anterior .*, más de 2 km$/);
    expect(await findingsOf('trip', t.id, client, '&maxLeg=5000')).toEqual([]);
    // It concerns the far stop too.
    expect((await findingsOf('station', b.id)).map((f) => f.code)).toEqual(['stopTooFar']);
  });

  it('ignores archived items and archived stops', async () => {
    const at = area();
    const small = await pin(at(0));
    const a = await pin(at(500));
    const b = await pin(at(520));
    const t = await trip([st(a), st(b)]);
    expect((await findingsOf('trip', t.id)).map((f) => f.code)).toEqual(['zonesOverlap']);
    expect((await findingsOf('station', small.id, client, '&accuracy=30')).map((f) => f.code)).toEqual(['zoneTooSmall']);
    await answered(client.get(`/api/station/delete/${small.id}`));
    await answered(client.get(`/api/station/delete/${b.id}`));
    expect(await findingsOf('station', small.id, client, '&accuracy=30')).toEqual([]);
    expect(await findingsOf('trip', t.id)).toEqual([]);
    expect((await lint()).findings.some((f) => f.item.id === small.id || f.item.id === b.id)).toBe(false);
  });

  it('keeps companies apart: another company sees none of these findings and cannot name these items', async () => {
    const at = area();
    const small = await pin(at(0));
    expect((await findingsOf('station', small.id, client, '&accuracy=30')).map((f) => f.code)).toEqual(['zoneTooSmall']);
    const theirs = await lint('?accuracy=30', other);
    expect(JSON.stringify(theirs)).not.toContain(small.title);
    expect(theirs.findings.some((f) => f.item.kind === 'station' && f.item.id === small.id)).toBe(false);
    await refusedWith(other.get(`/api/zone-lint?kind=station&id=${small.id}`), 404);
    const mine = await pin(at(0), other);
    expect((await findingsOf('station', mine.id, other, '&accuracy=30')).map((f) => f.code)).toEqual(['zoneTooSmall']);
    expect((await lint('?accuracy=30')).findings.some((f) => f.item.id === mine.id)).toBe(false);
  });

  it('reads each item as its client runs the kind: the fjord museum’s older stations fire by their beacons', async () => {
    const beacon = beaconId('F');
    const make = async () => (await answered(fjord.post('/api/station', { navn: unique('Hall'), title: unique('The hall'), beacon_id: beacon, range: 3, is_need_close_to_beacon: 1 }), 201)).data as { id: number };
    const first = await make();
    const second = await make();
    const found = await findingsOf('station', second.id, fjord);
    expect(found).toEqual([expect.objectContaining({ code: 'beaconShared', at: '/beacon_id', other: expect.objectContaining({ id: first.id }), values: expect.objectContaining({ beacon }) })]);
    // The same record in the newer shape fires by its beacon only when it is active: the demo company has no such finding.
    expect((await lint('', client)).findings.some((f) => f.values.beacon === beacon)).toBe(false);
  });

  it('lists zone findings in the publish-readiness list as faults of type zone', async () => {
    const at = area();
    const a = await pin(at(0));
    const b = await pin(at(30));
    const t = await trip([st(a), st(b)]);
    const { faults } = (await answered(client.get('/api/overview'))).data;
    const mine = faults.filter((f: { kind: string; id: number; type: string }) => f.kind === 'station' && f.id === b.id && f.type === 'zone');
    expect(mine).toEqual([expect.objectContaining({ at: '/latitude', message: 'zone.zonesOverlap', title: b.title, values: expect.objectContaining({ overlap: 20, walk: t.title, field: 'Latitude' }) })]);
    expect(mine[0].text).toContain(`“${b.title}” (Latitude)`);
    expect(mine[0].text).toContain('20 m');
    const es = (await answered(client.get('/api/overview', { 'accept-language': 'es' }))).data.faults
      .find((f: { id: number; type: string }) => f.id === b.id && f.type === 'zone');
    expect(es.text).toContain('se solapan');
    expect(es.text).toContain(`«${b.title}» (Latitud)`);
    expect(es.values.field).toBe('Latitud');
  });
});
