import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../tests/support/api.ts';
import { answered, refusedWith } from '../../../tests/support/expectAnswer.ts';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// Listings (a curated list of items of any kind, route `listings`) through the generic `/{x}` calls.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const fields = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);

describe.each(availableDatabases())('listings on %s', (database) => {
  const s = signedInServer({ database });
  const ok = answered;
  const refused = refusedWith;

  const create = async (kind: string, doc: Record<string, unknown>, client: ApiClient = s.client) => (await ok(client.post(`/api/${kind}`, doc), 201)).data;
  const get = async (kind: string, id: number) => (await ok(s.client.get(`/api/${kind}/${id}`))).data.items;
  const station = (client: ApiClient = s.client) => create('station', { title: unique('Pier'), latitude: 59.91, longitude: 10.73 }, client);
  const funFact = () => create('achievement', { title: unique('Fact'), text: 'True.' });

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
});
