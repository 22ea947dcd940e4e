import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../tests/support/api.ts';
import { answered, refusedWith } from '../../../tests/support/expectAnswer.ts';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// Issue 16: listings (a curated list of items of any kind, route `listings`) and tour runs (a guide
// starting a trip; no publish), both through the generic `/{x}` calls.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const fields = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);

describe.each(availableDatabases())('listings and tour runs on %s', (database) => {
  const s = signedInServer({ database });
  const ok = answered;
  const refused = refusedWith;

  const create = async (kind: string, doc: Record<string, unknown>, client: ApiClient = s.client) => (await ok(client.post(`/api/${kind}`, doc), 201)).data;
  const get = async (kind: string, id: number) => (await ok(s.client.get(`/api/${kind}/${id}`))).data.items;
  const station = (client: ApiClient = s.client) => create('station', { title: unique('Pier'), latitude: 59.91, longitude: 10.73 }, client);
  const funFact = () => create('achievement', { title: unique('Fact'), text: 'True.' });
  const trip = (client: ApiClient = s.client) => create('trip', { title: unique('Harbour walk') }, client);
  const run = (doc: Record<string, unknown>) => s.client.post('/api/tour_run', { starts_at: '2027-06-12T12:30:00.000Z', group_size: 12, guide_name: 'Kari Nordmann', ...doc });

  describe('listings', () => {
    it('creates, lists, reads, updates and goes through its whole lifecycle', async () => {
      const [a, fact] = [await station(), await funFact()];
      const made = await create('listing', { title: 'Best of', ingress: 'Start here', entries: [{ kind: 'station', id: a.id }, { kind: 'achievement', id: fact.id }] });
      const listed = (await ok(s.client.get('/api/listing'))).data.items as { id: number; title: string }[];
      expect(listed.find((l) => l.id === made.id)?.title).toBe('Best of');
      const item = await get('listing', made.id);
      expect(item.entries).toEqual([{ kind: 'station', id: a.id }, { kind: 'achievement', id: fact.id }]);
      // Every entry's target, with its title, for the editor and the preview.
      expect(JSON.stringify(item.refs)).toContain(a.title);

      const updated = (await ok(s.client.post(`/api/listing/update/${made.id}`, { title: 'Best of Oslo', entries: [{ kind: 'achievement', id: fact.id }], version: item.version }))).data;
      expect(updated.title).toBe('Best of Oslo');
      expect((await get('listing', made.id)).entries).toEqual([{ kind: 'achievement', id: fact.id }]);

      for (const [action, state] of [['publish', 'published'], ['un-publish', 'unpublished'], ['delete', 'archived'], ['restore', 'unpublished']] as const) {
        expect((await ok(s.client.get(`/api/listing/${action}/${made.id}`))).data.state, action).toBe(state);
      }
      await ok(s.client.get(`/api/listing/destroy/${made.id}`));
      await refused(s.client.get(`/api/listing/${made.id}`), 404);
    });

    it('refuses an entry pointing at another company’s item, or at an item of another kind, naming the entry', async () => {
      const theirs = await station(s.other);
      const res = await refused(s.client.post('/api/listing', { title: 'Borrowed', entries: [{ kind: 'station', id: theirs.id }] }), 400);
      expect(fields(res)).toEqual(['entries.0.id']);
      expect(JSON.stringify(res)).not.toContain(theirs.title);
      const fact = await funFact();
      const wrongKind = await refused(s.client.post('/api/listing', { title: 'Mixed up', entries: [{ kind: 'story', id: fact.id }] }), 400);
      expect(fields(wrongKind)).toEqual(['entries.0.id']);
    });

    it('refuses an entry of a kind a listing cannot hold, naming it', async () => {
      const fact = await funFact();
      const res = await refused(s.client.post('/api/listing', { title: 'Odd', entries: [{ kind: 'achievement', id: fact.id }, { kind: 'question', id: fact.id }] }), 400);
      expect(fields(res)).toContain('entries.1.kind');
      const none = await refused(s.client.post('/api/listing', { title: 'No kind', entries: [{ id: fact.id }] }), 400);
      expect(fields(none)).toContain('entries.0.kind');
    });

    it('loses an entry when its item is destroyed; the rest keep their order', async () => {
      const [a, b, fact] = [await station(), await station(), await funFact()];
      const made = await create('listing', { title: unique('Walk'), entries: [{ kind: 'station', id: a.id }, { kind: 'achievement', id: fact.id }, { kind: 'station', id: b.id }] });
      await ok(s.client.get(`/api/station/destroy/${a.id}`));
      // The whole entry goes (onDestroy "removeEntry"), not only its id: no `{ kind }` row is left behind.
      const after = await get('listing', made.id);
      expect(after.entries).toEqual([{ kind: 'achievement', id: fact.id }, { kind: 'station', id: b.id }]);
      expect(after.version).toBe(made.version + 1);
      // The remaining entries' links followed them up the list: destroying the last one removes it too.
      await ok(s.client.get(`/api/station/destroy/${b.id}`));
      expect((await get('listing', made.id)).entries).toEqual([{ kind: 'achievement', id: fact.id }]);
      // An entry must name its item.
      const res = await refused(s.client.post('/api/listing', { title: unique('Empty'), entries: [{ kind: 'station' }] }), 400);
      expect(fields(res)).toEqual(['entries.0.id']);
    });

    it('seeds the demo listings with their entries pointing at the demo items', async () => {
      const list = (await ok(s.client.get('/api/listing'))).data.items as { id: number; title: string }[];
      const seeded = list.find((l) => l.title === 'Highlights of the harbour');
      expect(seeded).toBeDefined();
      const item = await get('listing', seeded!.id);
      expect(item.entries.map((e: { kind: string }) => e.kind)).toEqual(['station', 'story', 'station', 'achievement', 'station']);
      expect(item.entries.every((e: { id?: number }) => Number.isInteger(e.id))).toBe(true);
    });
  });

  describe('tour runs', () => {
    it('creates, lists, reads, updates, archives, restores and destroys a run', async () => {
      const t = await trip();
      const made = (await ok(run({ trip_id: t.id, language: 'es' }), 201)).data;
      expect(made).toMatchObject({ trip_id: t.id, group_size: 12, language: 'es', guide_name: 'Kari Nordmann', state: 'active' });
      const listed = (await ok(s.client.get('/api/tour_run'))).data.items as { id: number; starts_at: string }[];
      expect(listed.find((r) => r.id === made.id)?.starts_at).toBe('2027-06-12T12:30:00.000Z');
      const item = await get('tour_run', made.id);
      const updated = (await ok(s.client.post(`/api/tour_run/update/${made.id}`, { trip_id: t.id, starts_at: item.starts_at, group_size: 14, language: 'es', guide_name: 'Kari Nordmann', version: item.version }))).data;
      expect(updated.group_size).toBe(14);
      expect((await ok(s.client.get(`/api/tour_run/delete/${made.id}`))).data.state).toBe('archived');
      expect((await ok(s.client.get(`/api/tour_run/restore/${made.id}`))).data.state).toBe('active');
      await ok(s.client.get(`/api/tour_run/destroy/${made.id}`));
      await refused(s.client.get(`/api/tour_run/${made.id}`), 404);
    });

    it('takes the client’s first content language when none is given', async () => {
      const t = await trip();
      const made = (await ok(run({ trip_id: t.id }), 201)).data;
      // The demo client speaks English first, then Spanish.
      expect(made.language).toBe('en');
      await refused(run({ trip_id: t.id, language: 'de' }), 400);
    });

    it('refuses a run without a trip, with no one in the group, or with a date that is not one, naming the field', async () => {
      const t = await trip();
      const noTrip = await refused(run({}), 400);
      expect(fields(noTrip)).toEqual(['trip_id']);
      const empty = await refused(run({ trip_id: t.id, group_size: 0 }), 400);
      expect(fields(empty)).toEqual(['group_size']);
      expect(empty.message).toBe('A group has at least 1 person');
      expect(fields(await refused(run({ trip_id: t.id, group_size: 501 }), 400))).toEqual(['group_size']);
      const badDate = await refused(run({ trip_id: t.id, starts_at: '2027-13-45T25:00' }), 400);
      expect(fields(badDate)).toEqual(['starts_at']);
      expect(fields(await refused(run({ trip_id: t.id, guide_name: '   ' }), 400))).toEqual(['guide_name']);
      // In the caller's language.
      const es = await refused(s.client.post('/api/tour_run', { trip_id: t.id, starts_at: '2027-06-12T12:30:00.000Z', group_size: 0, guide_name: 'Ana' }, { 'accept-language': 'es' }), 400);
      expect(es.message).toBe('Un grupo tiene al menos 1 persona');
    });

    it('refuses another company’s trip without revealing it', async () => {
      const theirs = await trip(s.other);
      const res = await refused(run({ trip_id: theirs.id }), 400);
      expect(fields(res)).toEqual(['trip_id']);
      expect(JSON.stringify(res)).not.toContain(theirs.title);
    });

    it('keeps a trip with runs from being destroyed (409 naming the run) until the run is gone', async () => {
      const t = await trip();
      const made = (await ok(run({ trip_id: t.id }), 201)).data;
      const blocked = await refused(s.client.get(`/api/trip/destroy/${t.id}`), 409);
      expect(blocked.used_by).toEqual([expect.objectContaining({ kind: 'tour_run', id: made.id, field_or_relation: 'trip_id' })]);
      await ok(s.client.get(`/api/trip/${t.id}`));
      await ok(s.client.get(`/api/tour_run/destroy/${made.id}`));
      await ok(s.client.get(`/api/trip/destroy/${t.id}`));
    });

    it('has no publish: the call is refused, not served and not a server error', async () => {
      const t = await trip();
      const made = (await ok(run({ trip_id: t.id }), 201)).data;
      for (const action of ['publish', 'un-publish']) {
        const res = await s.client.get(`/api/tour_run/${action}/${made.id}`);
        expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, action).toBeLessThan(500);
      }
      expect((await get('tour_run', made.id)).state).toBe('active');
    });

    it('seeds the demo trip’s runs', async () => {
      const runs = (await ok(s.client.get('/api/tour_run'))).data.items as { guide_name: string; trip_id: number }[];
      expect(runs.map((r) => r.guide_name)).toEqual(expect.arrayContaining(['Kari Nordmann', 'Lucía Fernández']));
    });
  });
});
