import { describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../../../tests/support/api.ts';
import { answered, refusedWith } from '../../../tests/support/expectAnswer.ts';
import { FJORD_COMPANY } from '../../../tests/support/companies.ts';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { roundTripTests } from '../../../tests/support/kindRoundTrip.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// Counters, a plugin served by the generic `/{x}` calls, counting stations and questions.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const ES = { 'x-language-code': 'es' };

const id = 'counter';
/** A valid new document, and a change an author would make. */
const doc = (t: string) => ({ title: t, unit: 'stations visited', target: 2 });
const change = { target: 7 };

describe.each(availableDatabases())('counters on %s', (database) => {
  const s = signedInServer({ database });

  const list = async (kind: string, client: ApiClient = s.client, headers?: Record<string, string>) =>
    (await answered(client.get(`/api/${kind}`, headers))).data.items as any[];
  const create = async (kind: string, doc: Record<string, unknown>, client: ApiClient = s.client) =>
    (await answered(client.post(`/api/${kind}`, doc), 201)).data;
  const firstStations = async (client: ApiClient = s.client) => (await answered(client.get('/api/station'))).data.stations as { id: number }[];

  roundTripTests(s, id, doc, change);

  it('refuses a counter target outside 1–1000 with 400 naming target', async () => {
    for (const target of [0, 1001, 2.5]) {
      const bad = await refusedWith(s.client.post('/api/counter', { title: unique('Counter'), target }), 400);
      expect(bad.errors.map((e: { field: string }) => e.field), `target ${target}`).toEqual(['target']);
    }
    const zero = await refusedWith(s.client.post('/api/counter', { title: 'Zero', target: 0 }, { 'accept-language': 'es' }), 400);
    expect(zero.message).toBe('La meta debe ser al menos 1');
  });

  it('counts stations and questions in order, and refuses a target above the number counted, in the caller’s language', async () => {
    const [a, b] = await firstStations();
    const q = (await answered(s.client.get('/api/question'))).data.items[0] as { id: number };
    const counts = [{ kind: 'station', id: a.id }, { kind: 'question', id: q.id }, { kind: 'station', id: b.id }];
    const ok = await create('counter', { title: unique('Mixed'), unit: 'things found', target: 3, counts });
    const read = (await answered(s.client.get(`/api/counter/${ok.id}`))).data.items;
    expect(read.counts).toEqual(counts);
    expect(Object.values(read.refs).map((r: any) => [r.kind, r.id])).toEqual([['station', a.id], ['question', q.id], ['station', b.id]]);

    const high = await refusedWith(s.client.post('/api/counter', { title: unique('Too high'), target: 4, counts }), 400);
    expect(high.errors).toEqual([{ field: 'target', message: 'The target cannot be more than the 3 counted items', messageId: 'rule.counter.targetTooHigh' }]);
    const es = await refusedWith(s.client.post('/api/counter', { title: unique('Demasiado'), target: 4, counts }, { 'accept-language': 'es' }), 400);
    expect(es.message).toBe('La meta no puede superar los 3 elementos contados');
    const upd = await refusedWith(s.client.post(`/api/counter/update/${ok.id}`, { ...read, target: 5 }), 400);
    expect(upd.errors[0].field).toBe('target');
    // No counted items listed: any target in range is fine.
    await create('counter', { title: unique('Open'), target: 1000 });

    const dup = await refusedWith(s.client.post('/api/counter', { title: unique('Twice'), target: 1, counts: [counts[0], counts[0]] }), 400);
    expect(dup.errors).toEqual([expect.objectContaining({ field: 'counts.1.id', messageId: 'rule.counter.duplicate' })]);
  });

  it('refuses counting another company’s station, or a station id as a question, with 400 naming the row', async () => {
    const theirs = await create('station', { title: unique('Their pier') }, s.other);
    const bad = await refusedWith(s.client.post('/api/counter', { title: unique('Borrowed'), target: 1, counts: [{ kind: 'station', id: theirs.id }] }), 400);
    expect(bad.errors).toEqual([expect.objectContaining({ field: 'counts.0.id', message: 'Item of Counted items › 1 does not point to one of your items.' })]);
    const [mine] = await firstStations();
    const asQuestion = await refusedWith(s.client.post('/api/counter', { title: unique('Wrong kind'), target: 1, counts: [{ kind: 'question', id: mine.id }] }), 400);
    expect(asQuestion.errors[0].field).toBe('counts.0.id');
    const noKind = await refusedWith(s.client.post('/api/counter', { title: unique('No kind'), target: 1, counts: [{ kind: 'trip', id: mine.id }] }), 400);
    expect(noKind.errors[0].field).toMatch(/^counts\.0/);
  });

  it('lets a counted station be destroyed: its row leaves the counter, the rest stays', async () => {
    const st = await create('station', { title: unique('Short-lived pier'), latitude: 59.91, longitude: 10.73 });
    const [keep] = await firstStations();
    const c = await create('counter', { title: unique('Piers'), target: 2, counts: [{ kind: 'station', id: st.id }, { kind: 'station', id: keep.id }] });
    expect((await answered(s.client.get(`/api/counter/${c.id}/lint`))).data.faults).toEqual([]);
    await answered(s.client.get(`/api/station/destroy/${st.id}`));
    const after = (await answered(s.client.get(`/api/counter/${c.id}`))).data.items;
    expect(after.counts).toEqual([{ kind: 'station', id: keep.id }]);
    expect(after.version).toBeGreaterThan(c.version);
    // The target of 2 is now out of reach: a publish-readiness fault at the target names it.
    const { faults } = (await answered(s.client.get(`/api/counter/${c.id}/lint`))).data;
    expect(faults.map((f: { at: string; messageId: string }) => [f.at, f.messageId])).toEqual([['/target', 'rule.counter.targetTooHigh']]);
  });

  it('seeds two for the demo company, with Spanish for one, pointing at its own stations and questions', async () => {
    const counters = await list('counter');
    expect(counters.map((x) => x.title)).toEqual(expect.arrayContaining(['Harbour front walk', 'Waterfront explorer']));
    const walk = counters.find((x) => x.title === 'Harbour front walk');
    const stationIds = (await firstStations()).map((x) => x.id);
    expect(walk.counts.map((c: { id: number }) => c.id).every((id: number) => stationIds.includes(id))).toBe(true);
    const es = (await answered(s.client.get(`/api/counter/${walk.id}`, ES))).data.items;
    expect(es).toMatchObject({ title: 'Paseo por el puerto', unit: 'estaciones visitadas' });
  });

  it('seeds the fjord museum (older station screen) with counters whose stations are its own', async () => {
    const fjord = api(s.server, await s.server.login(FJORD_COMPANY.email, FJORD_COMPANY.password));
    const counters = await list('counter', fjord);
    expect(counters).toHaveLength(2);
    const stationIds = (await firstStations(fjord)).map((x) => x.id);
    for (const c of counters) {
      const read = (await answered(fjord.get(`/api/counter/${c.id}`))).data.items;
      const refs = Object.values(read.refs) as { kind: string; id: number; title: string }[];
      expect(refs).toHaveLength(read.counts.length);
      for (const r of refs.filter((x) => x.kind === 'station')) expect(stationIds).toContain(r.id);
      for (const r of refs) expect(r.title).toMatch(/\S/);
    }
  });
});
