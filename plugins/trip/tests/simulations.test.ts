import { describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../../../tests/support/api.ts';
import { answered, refusedWith } from '../../../tests/support/expectAnswer.ts';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';
import { serverSql } from '../../../tests/support/serverSql.ts';
import { SIMULATION_LIMITS } from '../../../src/server/pluginTesting.ts';


// Saved walk simulations: saved per trip, story or a kind's whole list, listed newest first,
// replayed later by the console; company-scoped, and gone with their item.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

const input = (accuracy = 20) => ({
  path: [[0, 59.91, 10.73], [1, 59.91001, 10.73], [2, 59.91002, 10.73]] as [number, number, number][],
  accuracy, seed: 42,
  beacons: [{ beaconId: 'AK02', point: { latitude: 59.9075, longitude: 10.738 } }],
  inRange: ['P31'],
});
const events = [{ t: 1, type: 'enter', zone: 'station:1:pin', label: 'Pier', itemTitle: 'Pier', effects: ['pin', 'radar'] }];

/** A saved simulation as the list answers it: no path and no events, their counts instead. */
const summary = ({ input: { path, ...rest }, events: list, ...head }: { input: { path: unknown[] }; events: unknown[] } & Record<string, unknown>) =>
  ({ ...head, input: rest, pathPoints: path.length, eventCount: list.length });

/** The API's body limit (createApp): a save within every limit below must fit under it. */
const BODY_LIMIT = 5 * 1024 * 1024;
const WIDE = '界'; // 3 bytes in UTF-8, as most Chinese text
const LONG_T = 1.2345678901234567e+300; // numbers at their longest as JSON.stringify writes them
const LONG_DEG = -1.2345678901234567e-300;
/**
 * The largest save the API takes, as a client's JSON.stringify writes it: every list at its longest,
 * every number at its longest, every text in 3-byte characters at its limit (events' texts at their
 * total budget). `over` makes it one step too long at one limit.
 */
function largestSave(tripId: number, over?: 'path' | 'events' | 'eventTexts' | 'label' | 'beacons' | 'beaconId' | 'inRange' | 'name') {
  const L = SIMULATION_LIMITS;
  const path = Array.from({ length: L.path + (over === 'path' ? 1 : 0) }, () => [LONG_T, LONG_DEG, LONG_DEG]);
  const beacons = Array.from({ length: L.beacons + (over === 'beacons' ? 1 : 0) }, () => ({ beaconId: WIDE.repeat(L.beaconId), point: { latitude: LONG_DEG, longitude: LONG_DEG } }));
  if (over === 'beaconId') beacons[0].beaconId += 'x';
  const inRange = Array.from({ length: L.inRange + (over === 'inRange' ? 1 : 0) }, () => WIDE.repeat(L.beaconId));
  const each = L.eventTexts / L.events / 3;
  const events = Array.from({ length: L.events + (over === 'events' ? 1 : 0) }, () =>
    ({ t: -LONG_T, type: 'enter', zone: WIDE.repeat(each), label: WIDE.repeat(each), itemTitle: WIDE.repeat(each), effects: ['pin', 'details', 'radar', 'page'] }));
  if (over === 'eventTexts') events[9].itemTitle += 'x';
  if (over === 'label') events[5].label = WIDE.repeat(L.text + 1);
  return {
    kind: 'trip', id: tripId, name: WIDE.repeat(L.name + (over === 'name' ? 1 : 0)),
    input: { path, accuracy: 5.123456789012345, seed: -9007199254740991, beacons, inRange }, events,
  };
}

describe.each(availableDatabases())('saved simulations on %s', (database) => {
  const s = signedInServer({ database });

  const trip = async (client: ApiClient = s.client) => (await answered(client.post('/api/trip', { title: unique('Walk') }), 201)).data as { id: number };
  const save = async (body: Record<string, unknown>, client: ApiClient = s.client) => (await answered(client.post('/api/simulations', body), 201)).data.simulation;
  const list = async (query: string, client: ApiClient = s.client) => (await answered(client.get(`/api/simulations?${query}`))).data.simulations as { id: number; name: string; input: Record<string, unknown> }[];

  it('saves a simulation of an item with everything needed to replay it, and lists them newest first per subject', async () => {
    const t = await trip();
    const other = await trip();
    const first = await save({ kind: 'trip', id: t.id, name: '  Morning walk  ', input: input(), events, extra: 'dropped' });
    expect(first).toMatchObject({ kind: 'trip', itemId: t.id, name: 'Morning walk', input: input(), events, createdBy: expect.stringMatching(/\S/) });
    expect(first).not.toHaveProperty('extra');
    expect(new Date(first.createdAt).getTime()).not.toBeNaN();
    const second = await save({ kind: 'trip', id: t.id, name: 'Evening walk', input: input(40), events: [] });
    await save({ kind: 'trip', id: other.id, name: 'Elsewhere', input: input(), events: [] });
    const listed = await list(`kind=trip&id=${t.id}`);
    expect(listed.map((x) => x.name)).toEqual(['Evening walk', 'Morning walk']);
    // The list carries no paths and no events, only how many; one simulation is fetched whole to replay it.
    expect(listed[1]).toEqual(summary(first));
    expect(listed[1]).toMatchObject({ pathPoints: 3, eventCount: 1, input: { accuracy: 20, seed: 42, inRange: ['P31'] } });
    expect(listed[0]).toMatchObject({ id: second.id, eventCount: 0 });
    expect((await answered(s.client.get(`/api/simulations/${first.id}`))).data.simulation).toEqual(first);
    // The stations' whole list is a subject of its own.
    const whole = await save({ kind: 'station', name: 'All stations', input: input(), events });
    expect(whole.itemId).toBeNull();
    expect((await list('kind=station')).map((x) => x.id)).toContain(whole.id);
    expect((await list('kind=station')).map((x) => x.name)).not.toContain('Morning walk');
  });

  it('deletes a simulation; another company can neither see, save to nor delete the first company’s', async () => {
    const t = await trip();
    const saved = await save({ kind: 'trip', id: t.id, name: 'To delete', input: input(), events });
    await refusedWith(s.other.get(`/api/simulations?kind=trip&id=${t.id}`), 404);
    await refusedWith(s.other.get(`/api/simulations/${saved.id}`), 404);
    await refusedWith(s.other.post('/api/simulations', { kind: 'trip', id: t.id, name: 'Mine now', input: input(), events }), 404);
    await refusedWith(s.other.request('DELETE', `/api/simulations/${saved.id}`), 404);
    const whole = await save({ kind: 'station', name: 'Our stations', input: input(), events });
    expect((await list('kind=station', s.other)).map((x) => x.id)).not.toContain(whole.id);
    await refusedWith(s.other.request('DELETE', `/api/simulations/${whole.id}`), 404);
    expect((await list('kind=station')).map((x) => x.id)).toContain(whole.id);
    expect((await list(`kind=trip&id=${t.id}`)).map((x) => x.id)).toEqual([saved.id]);
    await answered(s.client.request('DELETE', `/api/simulations/${saved.id}`));
    expect(await list(`kind=trip&id=${t.id}`)).toEqual([]);
    await refusedWith(s.client.request('DELETE', `/api/simulations/${saved.id}`), 404);
    await refusedWith(s.client.get(`/api/simulations/${saved.id}`), 404);
    await refusedWith(s.client.request('DELETE', '/api/simulations/abc'), 404);
    await refusedWith(s.client.get('/api/simulations/abc'), 404);
  });

  it('refuses a body that is not a simulation with 400 naming what is wrong', async () => {
    const t = await trip();
    const base = { kind: 'trip', id: t.id, name: 'Walk', input: input(), events };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, kind: 'nothing' }, /kind/],
      [{ ...base, kind: 'form' }, /nothing to simulate/],
      [{ ...base, id: undefined }, /id is required/],
      [{ ...base, id: 'x' }, /id/],
      [{ ...base, name: '   ' }, /name/],
      [{ ...base, name: 'x'.repeat(121) }, /name/],
      [{ ...base, input: { ...input(), accuracy: 4 } }, /accuracy/],
      [{ ...base, input: { ...input(), accuracy: 66 } }, /accuracy/],
      [{ ...base, input: { ...input(), path: [[2, 59.9, 10.7], [1, 59.9, 10.7]] } }, /time order/],
      [{ ...base, input: { ...input(), path: [] } }, /path/],
      [{ ...base, input: { ...input(), path: [[0, 95, 10.7]] } }, /path\[0\]/],
      [{ ...base, input: { ...input(), path: Array.from({ length: 18_001 }, (_, i) => [i, 59.9, 10.7]) } }, /at most 18000/],
      [{ ...base, input: { ...input(), seed: 1.5 } }, /seed/],
      [{ ...base, input: { ...input(), beacons: [{ beaconId: 'X' }] } }, /beacons\[0\]/],
      [{ ...base, events: [{ t: 0, type: 'jump', zone: 'z', label: '', itemTitle: '', effects: [] }] }, /events\[0\]/],
      [{ ...base, events: [{ t: 0, type: 'enter', zone: 'z', label: '', itemTitle: '', effects: ['fly'] }] }, /events\[0\]\.effects/],
      [{ ...base, events: [{ t: 0, type: 'enter', zone: 'z', label: '', itemTitle: '', effects: ['pin', 'pin'] }] }, /events\[0\]\.effects/],
      [{ ...base, events: [{ t: 0, type: 'enter', zone: 'z', label: 'Pier\u0007', itemTitle: '', effects: [] }] }, /events\[0\]\.label/],
    ];
    for (const [body, message] of cases) {
      const refusal = await refusedWith(s.client.post('/api/simulations', body), 400);
      expect(refusal.message, JSON.stringify(body).slice(0, 120)).toMatch(message);
    }
    await refusedWith(s.client.get('/api/simulations?kind=form&id=1'), 400);
    await refusedWith(s.client.get('/api/simulations?kind=trip'), 400);
    await refusedWith(s.client.get('/api/simulations?kind=trip&id=x'), 400);
    await refusedWith(s.client.post('/api/simulations', { ...base, id: 999_999_999 }), 404);
    await refusedWith(api(s.server).get(`/api/simulations?kind=trip&id=${t.id}`), 401);
    expect(await list(`kind=trip&id=${t.id}`)).toEqual([]);
  });

  it('takes the largest save its limits allow under the body limit, and names the limit a save one step over breaks (400, not 413)', async () => {
    const t = await trip();
    const largest = largestSave(t.id);
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(BODY_LIMIT);
    const saved = await save(largest);
    expect(saved).toMatchObject({ itemId: t.id, name: largest.name });
    const [listed] = await list(`kind=trip&id=${t.id}`);
    expect(listed).toMatchObject({ id: saved.id, pathPoints: SIMULATION_LIMITS.path, eventCount: SIMULATION_LIMITS.events });
    expect(listed).not.toHaveProperty('events');
    expect(listed.input).not.toHaveProperty('path');
    const whole = (await answered(s.client.get(`/api/simulations/${saved.id}`))).data.simulation;
    expect(whole.input.path).toHaveLength(SIMULATION_LIMITS.path);
    expect(whole.events).toHaveLength(SIMULATION_LIMITS.events);

    const over: [Parameters<typeof largestSave>[1], RegExp][] = [
      ['path', /^input\.path holds 18001 entries; at most 18000/],
      ['events', /^events holds 10001 entries; at most 10000/],
      ['eventTexts', /^The events’ zones, labels and item titles are 750001 characters long together; at most 750000/],
      ['label', /^events\[5\]\.label is 201 characters long; at most 200/],
      ['beacons', /^input\.beacons holds 501 entries; at most 500/],
      ['beaconId', /^input\.beacons\[0\]\.beaconId is 65 characters long; at most 64/],
      ['inRange', /^input\.inRange holds 501 entries; at most 500/],
      ['name', /^name is 121 characters long; at most 120/],
    ];
    for (const [limit, message] of over) {
      const body = largestSave(t.id, limit);
      expect(Buffer.byteLength(JSON.stringify(body)), limit).toBeLessThan(BODY_LIMIT);
      expect((await refusedWith(s.client.post('/api/simulations', body), 400)).message, limit).toMatch(message);
    }
    // In the interface language the console sends.
    const es = await refusedWith(s.client.post('/api/simulations', largestSave(t.id, 'path'), { 'accept-language': 'es' }), 400);
    expect(es.message).toBe('input.path contiene 18001 entradas; se guardan como máximo 18000.');
    const zh = await refusedWith(s.client.post('/api/simulations', { kind: 'trip', name: 'Walk', input: input(), events: [] }, { 'accept-language': 'zh' }), 400);
    expect(zh.message).toBe('需要 id：trip 只能逐个条目模拟。');
    expect((await list(`kind=trip&id=${t.id}`)).map((x) => x.id)).toEqual([saved.id]);
  });

  it('drops an item’s simulations when the item is destroyed', async () => {
    const t = await trip();
    const keep = await trip();
    await save({ kind: 'trip', id: t.id, name: 'Gone with it', input: input(), events });
    const kept = await save({ kind: 'trip', id: keep.id, name: 'Stays', input: input(), events });
    // Archiving keeps them (the trip can come back).
    await answered(s.client.get(`/api/trip/delete/${t.id}`));
    expect(await list(`kind=trip&id=${t.id}`)).toHaveLength(1);
    await answered(s.client.get(`/api/trip/destroy/${t.id}`));
    await refusedWith(s.client.get(`/api/simulations?kind=trip&id=${t.id}`), 404);
    const rows = await serverSql(s.server, `select count(*)::int as n from simulations where kind = 'trip' and item_id = $1`, [t.id]);
    expect(rows[0].n).toBe(0);
    expect((await list(`kind=trip&id=${keep.id}`)).map((x) => x.id)).toEqual([kept.id]);
  });
});
