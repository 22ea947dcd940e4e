import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveKind } from '../../../src/core/index.ts';
import station from '../index.ts';
import { api, type ApiClient } from '../../../tests/support/api.ts';
import { startServer, type TestServer } from '../../../tests/support/startServer.ts';

const { entity, listKey } = resolveKind(station).api;
const pin = { title: 'Harbour pin', pin_number: '7', pin_label: 'Harbour', latitude: 59.91, longitude: 10.73, active_beacon: false };
const beacon = { title: 'Fortress beacon', active_beacon: true, beacon_id: 'AK9', range: 2 };

// The newer station editor's rules (SPEC §5) are if/then rules in schemas/station.schema.json: the
// server holds writes to them as the console does, and settings decide whether is_shared may be true.
describe('station writes', () => {
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startServer();
    client = api(server, await server.login());
  });
  afterAll(async () => { await server?.close(); });

  const stored = async (id: number) => (await client.get(`/api/${entity}/${id}`)).body.data.items;

  it('refuses an active beacon without beacon_id or range with 400 naming each field, storing nothing', async () => {
    const before = (await client.get(`/api/${entity}`)).body.data[listKey].length;
    const noId = await client.post(`/api/${entity}`, { ...beacon, beacon_id: undefined });
    expect(noId.status).toBe(400);
    // SPEC §5's words; only the field: the if/then rule's own summary error names no field and is left out.
    expect(noId.body.message).toBe('Please input beacon id');
    expect(noId.body.errors).toEqual([{ field: 'beacon_id', message: 'Please input beacon id', messageId: 'field.station.beacon_id.required' }]);
    const neither = await client.post(`/api/${entity}`, { title: 'Bare beacon', active_beacon: true });
    expect(neither.status).toBe(400);
    expect(neither.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['beacon_id', 'range']);
    expect((await client.get(`/api/${entity}`)).body.data[listKey].length).toBe(before);
  });

  it('refuses a beacon id outside 3 to 5 characters and a range outside 1 to 99', async () => {
    for (const [body, field] of [
      [{ ...beacon, beacon_id: 'AB' }, 'beacon_id'],
      [{ ...beacon, beacon_id: 'ABCDEF' }, 'beacon_id'],
      [{ ...beacon, range: 0 }, 'range'],
      [{ ...beacon, range: 100 }, 'range'],
      [{ ...beacon, range: 2.5 }, 'range'],
      [{ ...pin, pin_number: '123' }, 'pin_number'],
      [{ ...pin, latitude: 91 }, 'latitude'],
    ] as const) {
      const res = await client.post(`/api/${entity}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field), JSON.stringify(body)).toEqual([field]);
    }
  });

  it('creates a beacon with the right fields (201) and a pin without beacon fields, dropping unknown keys', async () => {
    const res = await client.post(`/api/${entity}`, { ...beacon, colour: 'red', nested: { x: 1 } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject(beacon);
    const item = await stored(res.body.data.id);
    expect(item).toMatchObject(beacon);
    expect(item).not.toHaveProperty('colour');
    expect(item).not.toHaveProperty('nested');
    const plain = await client.post(`/api/${entity}`, pin);
    expect(plain.status).toBe(201);
    expect(await stored(plain.body.data.id)).toMatchObject(pin);
  });

  it('checks updates too: switching an existing pin to a beacon needs beacon_id and range', async () => {
    const item = (await client.post(`/api/${entity}`, pin)).body.data;
    const bad = await client.post(`/api/${entity}/update/${item.id}`, { ...pin, active_beacon: true, version: item.version });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['beacon_id', 'range']);
    const good = await client.post(`/api/${entity}/update/${item.id}`, { ...pin, active_beacon: true, beacon_id: 'B123', range: 2, version: item.version });
    expect(good.status).toBe(200);
    expect(await stored(item.id)).toMatchObject({ active_beacon: true, beacon_id: 'B123', range: 2 });
  });

  it('delivers an active beacon without the pin it keeps hidden, and the pin again once the beacon is off', async () => {
    const item = (await client.post(`/api/${entity}`, { ...pin, pin_number: '12', pin_label: 'Pier' })).body.data;
    const beaconOn = await client.post(`/api/${entity}/update/${item.id}`, { ...pin, pin_number: '12', pin_label: 'Pier', active_beacon: true, beacon_id: 'PR1', range: 2, version: item.version });
    expect(beaconOn.status).toBe(200);
    expect((await client.get(`/api/${entity}/publish/${item.id}`)).status).toBe(200);
    const key = (await client.post('/api/settings/api-keys', { name: 'Beacon app' })).body.data.secret as string;
    const app = api(server, key);
    const delivered = (await app.get(`/delivery/v1/${entity}/${item.id}`)).body.item;
    expect(delivered).toMatchObject({ title: 'Harbour pin', active_beacon: true, beacon_id: 'PR1' });
    for (const hidden of ['latitude', 'longitude', 'pin_number', 'pin_label']) expect(delivered).not.toHaveProperty(hidden);
    // Kept, not cleared: the stored record still has the pin, and switching the beacon off delivers it again.
    const kept = await stored(item.id);
    expect(kept).toMatchObject({ pin_number: '12', pin_label: 'Pier', latitude: 59.91 });
    expect((await client.post(`/api/${entity}/update/${item.id}`, { ...kept, active_beacon: false, version: kept.version })).status).toBe(200);
    // Visitors get the change once it is published (the save changed the working copy only).
    expect((await app.get(`/delivery/v1/${entity}/${item.id}`)).body.item).toMatchObject({ active_beacon: true });
    expect((await client.get(`/api/${entity}/publish/${item.id}`)).status).toBe(200);
    expect((await app.get(`/delivery/v1/${entity}/${item.id}`)).body.item).toMatchObject({ pin_number: '12', pin_label: 'Pier', latitude: 59.91 });
  });

  it('stores is_shared=true only when the client allows sharing (user/web says which)', async () => {
    const setting = async () => (await client.post('/api/user/web')).body.data.user_setting;
    expect((await setting()).allow_sharing).toBe(false);
    const unshared = await client.post(`/api/${entity}`, { ...pin, is_shared: true });
    expect(unshared.status).toBe(201);
    // Ignored, not refused: the console hides the field, so an author could not correct a refusal.
    expect(unshared.body.data.is_shared).toBe(false);
    expect((await stored(unshared.body.data.id)).is_shared).toBe(false);

    expect((await client.post('/api/settings', { allow_sharing: 'yes' })).status).toBe(400);
    expect((await client.post('/api/settings', { allow_sharing: true })).status).toBe(200);
    expect((await setting()).allow_sharing).toBe(true);
    // Another partial settings update leaves it as it is.
    expect((await client.post('/api/settings', { detail_view_color: '#112233' })).status).toBe(200);
    expect((await setting()).allow_sharing).toBe(true);
    const shared = await client.post(`/api/${entity}`, { ...pin, is_shared: true });
    expect(shared.status).toBe(201);
    expect((await stored(shared.body.data.id)).is_shared).toBe(true);

    expect((await client.post('/api/settings', { allow_sharing: false })).status).toBe(200);
    const item = await stored(shared.body.data.id);
    const saved = await client.post(`/api/${entity}/update/${item.id}`, { ...pin, is_shared: true, version: item.version });
    expect(saved.status).toBe(200);
    expect((await stored(item.id)).is_shared).toBe(false);
  });

  it('puts an unplaced station on the dashboard as a lint fault at its latitude, in English and Spanish; placing it clears the fault', async () => {
    const made = await client.post(`/api/${entity}`, { title: 'Nowhere station' });
    expect(made.status).toBe(201);
    const placed = await client.post(`/api/${entity}`, { title: 'Beacon station', beacon_id: 'B12' });
    const lintOf = async (id: number, headers: Record<string, string> = {}) =>
      ((await client.get('/api/overview', headers)).body.data.faults as { kind: string; id: number; type: string }[]).filter((f) => f.kind === 'station' && f.id === id && f.type === 'lint');
    expect(await lintOf(made.body.data.id)).toEqual([expect.objectContaining({
      type: 'lint', at: '/latitude', message: 'rule.station.notPlaced',
      text: 'Visitors cannot find this station: it has neither a position on the map nor a beacon id',
    })]);
    expect(await lintOf(placed.body.data.id)).toEqual([]);
    expect((await lintOf(made.body.data.id, { 'accept-language': 'es' }))[0]).toMatchObject({
      text: 'Los visitantes no pueden encontrar esta estación: no tiene ni posición en el mapa ni ID de baliza',
    });
    const fixed = await client.post(`/api/${entity}/update/${made.body.data.id}`, { version: made.body.data.version, title: 'Placed now', latitude: 59.9, longitude: 10.7 });
    expect(fixed.status).toBe(200);
    expect(await lintOf(made.body.data.id)).toEqual([]);
  });
});
