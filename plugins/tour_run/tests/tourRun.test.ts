import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../tests/support/api.ts';
import { answered, refusedWith } from '../../../tests/support/expectAnswer.ts';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// Tour runs (a guide starting a trip; no publish) through the generic `/{x}` calls.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const fields = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);

describe.each(availableDatabases())('tour runs on %s', (database) => {
  const s = signedInServer({ database });
  const ok = answered;
  const refused = refusedWith;

  const create = async (kind: string, doc: Record<string, unknown>, client: ApiClient = s.client) => (await ok(client.post(`/api/${kind}`, doc), 201)).data;
  const get = async (kind: string, id: number) => (await ok(s.client.get(`/api/${kind}/${id}`))).data.items;
  const trip = (client: ApiClient = s.client) => create('trip', { title: unique('Harbour walk') }, client);
  const run = (doc: Record<string, unknown>) => s.client.post('/api/tour_run', { starts_at: '2027-06-12T12:30:00.000Z', group_size: 12, guide_name: 'Kari Nordmann', ...doc });

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
