import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { kindApi } from '../support/kindApi.ts';
import { availableDatabases } from '../support/templates.ts';
import { signedInServer } from '../support/signedInServer.ts';

/** Per kind: a valid new document, a changed one, and an optional field delete-field may clear. */
const KINDS = [
  {
    id: 'web_page' as const,
    doc: (t: string) => ({ title: t, url: 'https://example.org/a', thumbnail: 'thumb.jpg' }),
    change: { url: 'https://example.org/b' },
    optional: 'thumbnail',
  },
  {
    id: 'achievement' as const,
    doc: (t: string) => ({ title: t, text: 'A fact worth knowing.', image: 'fact.jpg' }),
    change: { text: 'A changed fact.' },
    optional: 'image',
  },
  {
    id: 'story' as const,
    doc: (t: string) => ({ name: t, title: t, ingress: 'A short walk.', text: 'Walk and read.', thumbnail: 'cover.jpg', pages: [{ page_title: 'Only', text: 'The end.', is_end: true }] }),
    change: { ingress: 'A longer walk.' },
    optional: 'thumbnail',
  },
  {
    id: 'question' as const,
    doc: (t: string) => ({ title: t, type: 'yes_no', answer: 'yes', points: 10, explanation: 'Because it is.' }),
    change: { answer: 'no' },
    optional: 'explanation',
  },
  {
    id: 'form' as const,
    doc: (t: string) => ({ title: t, ingress: 'Tell us how it went.', thumbnail: 'form.jpg', url: 'https://example.org/forms/a', is_show_form: false }),
    change: { url: 'https://example.org/forms/b', is_show_form: true },
    optional: 'ingress',
  },
  {
    id: 'event' as const,
    doc: (t: string) => ({ title: t, ingress: 'On the quay.', starts_at: '2027-06-12T16:00:00.000Z', ends_at: '2027-06-12T18:00:00.000Z', place: 'Quay' }),
    change: { ends_at: '2027-06-12T19:00:00.000Z' },
    optional: 'place',
  },
  {
    id: 'trip' as const,
    doc: (t: string) => ({ title: t, ingress: 'A walk.', thumbnail: 'trip.jpg' }),
    change: { ingress: 'A longer walk.' },
    optional: 'thumbnail',
  },
];

/** The API mapping of a kind in the table, read from its plugin. */
const apiOf = (id: (typeof KINDS)[number]['id']) => kindApi(id);

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

describe.each(availableDatabases())('lifecycle on %s', (database) => {
  const s = signedInServer({ database });

  describe.each(KINDS)('$id', ({ id, doc, change, optional }) => {
    const { entity, listKey } = apiOf(id);
    const list = async (headers?: Record<string, string>, query = '') => {
      const res = await s.client.get(`/api/${entity}${query}`, headers);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
      expect(Array.isArray(res.body.data[listKey]), `data.${listKey} must be the list`).toBe(true);
      return res.body.data[listKey] as any[];
    };
    const act = async (action: string, itemId: number, message: string) => {
      const res = await s.client.get(`/api/${entity}/${action}/${itemId}`);
      expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.message).toBe(message);
      return res.body.data;
    };

    it('lists the seeded demo content', async () => {
      expect((await list()).length).toBeGreaterThan(0);
    });

    it('goes through create, get, list, update, publish, un-publish, archive, restore and destroy', async () => {
      const title = unique('Lifecycle');
      const created = await s.client.post(`/api/${entity}`, doc(title));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ code: 201, message: 'Successfully Saved' });
      const item = created.body.data;
      expect(item).toMatchObject({ ...doc(title), state: 'active', is_published: false, is_archived: false });
      expect(item.id).toBeDefined();
      expect(typeof item.version).toBe('number');
      for (const k of ['position', 'created_at', 'updated_at']) expect(item).toHaveProperty(k);

      const got = await s.client.get(`/api/${entity}/${item.id}`);
      expect(got.status).toBe(200);
      expect(got.body.data.items).toMatchObject({ id: item.id, title, version: item.version });
      expect((await list()).map((x) => x.id)).toContain(item.id);

      const updated = await s.client.post(`/api/${entity}/update/${item.id}`, { ...doc(title), ...change, version: item.version });
      expect(updated.status).toBe(200);
      expect(updated.body.message).toBe('Successfully Updated');
      expect(updated.body.data).toMatchObject({ id: item.id, ...change });
      expect(updated.body.data.version).toBeGreaterThan(item.version);
      expect((await s.client.get(`/api/${entity}/${item.id}`)).body.data.items).toMatchObject(change);

      expect(await act('publish', item.id, 'Successfully Published')).toMatchObject({ state: 'published', is_published: true });
      const groups = (await s.client.get(`/api/groups/${entity}?query=${encodeURIComponent(title)}`)).body.data.groups;
      expect(groups.published.map((x: any) => x.id)).toEqual([item.id]);
      expect(groups.active).toEqual([]);
      expect(await act('un-publish', item.id, 'Successfully Unpublished')).toMatchObject({ state: 'unpublished', is_published: false });

      expect(await act('delete', item.id, 'Successfully Archived')).toMatchObject({ state: 'archived', is_archived: true });
      expect((await list()).map((x) => x.id)).not.toContain(item.id);
      expect((await list({ 'x-include-archived': '0' })).map((x) => x.id)).not.toContain(item.id);
      expect((await list({ 'x-include-archived': '1' })).map((x) => x.id)).toContain(item.id);
      expect((await list(undefined, '?include_archived=1')).map((x) => x.id)).toContain(item.id);
      expect((await s.client.get(`/api/${entity}/${item.id}`)).body.data.items.state).toBe('archived');

      const restored = await act('restore', item.id, 'Successfully Restored');
      expect(restored.is_archived).toBe(false);
      expect(restored.state).not.toBe('archived');
      expect((await list()).map((x) => x.id)).toContain(item.id);

      await act('delete', item.id, 'Successfully Archived');
      expect(await act('publish', item.id, 'Successfully Published')).toMatchObject({ state: 'published', is_published: true, is_archived: false });
      expect((await list()).map((x) => x.id)).toContain(item.id);

      const destroyed = await s.client.get(`/api/${entity}/destroy/${item.id}`);
      expect(destroyed.status).toBe(200);
      expect(destroyed.body.message).toBe('Successfully Deleted');
      const gone = await s.client.get(`/api/${entity}/${item.id}`);
      expect(gone.status).toBe(404);
      expect(gone.body.message).toMatch(/\S/);
      expect((await list({ 'x-include-archived': '1' })).map((x) => x.id)).not.toContain(item.id);
      expect((await s.client.get(`/api/${entity}/publish/${item.id}`)).status).toBe(404);
    });

    it('searches groups by title and sorts each item into its state', async () => {
      const tag = unique('Grouped');
      const ids: number[] = [];
      for (const suffix of ['draft', 'live', 'old']) ids.push((await s.client.post(`/api/${entity}`, doc(`${tag} ${suffix}`))).body.data.id);
      await act('publish', ids[1], 'Successfully Published');
      await act('delete', ids[2], 'Successfully Archived');
      const res = await s.client.get(`/api/groups/${entity}?query=${encodeURIComponent(tag)}`);
      expect(res.status).toBe(200);
      const g = res.body.data.groups;
      const idsOf = (xs: any[]) => xs.map((x) => x.id);
      expect(idsOf(g.active)).toEqual([ids[0]]);
      expect(idsOf(g.published)).toEqual([ids[1]]);
      expect(idsOf(g.archived)).toEqual([ids[2]]);
      expect(g.unpublished).toEqual([]);
    });

    it('reorders items with sync', async () => {
      const tag = unique('Sync');
      const ids: number[] = [];
      for (const n of [1, 2, 3]) ids.push((await s.client.post(`/api/${entity}`, doc(`${tag} ${n}`))).body.data.id);
      const others = (await list()).map((x) => x.id).filter((x) => !ids.includes(x));
      const order = [ids[2], ids[0], ...others, ids[1]];
      const res = await s.client.post(`/api/${entity}-sync`, { ids: order });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
      expect(res.body.data[listKey].map((x: any) => x.id)).toEqual(order);
      expect((await list()).map((x) => x.id), 'the list comes back in the synced order').toEqual(order);
      const positions = (await list()).map((x) => x.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(new Set(positions).size).toBe(positions.length);
      const twice = await s.client.post(`/api/${entity}-sync`, { ids: [ids[0], ids[0]] });
      expect(twice.status).toBe(400);
      expect(twice.body.message).toBe('ids must not repeat an item.');
    });

    it('a sync of some items puts them in the places they hold, the others (archived ones a list hides) keep theirs', async () => {
      const tag = unique('Part');
      const ids: number[] = [];
      for (const n of [1, 2, 3, 4]) ids.push((await s.client.post(`/api/${entity}`, doc(`${tag} ${n}`))).body.data.id);
      const all = async () => (await list({ 'x-include-archived': '1' })).map((x) => x.id).filter((x) => ids.includes(x));
      expect(await all()).toEqual(ids);
      await act('delete', ids[1], 'Successfully Archived');
      // The list without archived items shows 1, 3, 4; the author moves 4 to the top.
      const res = await s.client.post(`/api/${entity}-sync`, { ids: [ids[3], ids[0], ids[2]] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await all()).toEqual([ids[3], ids[1], ids[0], ids[2]]);
      const positions = (await list({ 'x-include-archived': '1' })).map((x) => x.position);
      expect(new Set(positions).size, 'every item keeps a place of its own').toBe(positions.length);
    });

    it('a sync leaves versions alone: an author whose item was moved in the list still saves it', async () => {
      const tag = unique('Moved');
      const [a, b] = [(await s.client.post(`/api/${entity}`, doc(`${tag} A`))).body.data, (await s.client.post(`/api/${entity}`, doc(`${tag} B`))).body.data];
      expect((await s.client.post(`/api/${entity}-sync`, { ids: [b.id, a.id] })).status).toBe(200);
      const saved = await s.client.post(`/api/${entity}/update/${a.id}`, { ...doc(a.title), ...change, version: a.version });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    });

    it('two syncs of different subsets at once both answer, and leave every item a place of its own', async () => {
      const tag = unique('Race');
      const ids: number[] = [];
      for (const n of [1, 2, 3, 4, 5]) ids.push((await s.client.post(`/api/${entity}`, doc(`${tag} ${n}`))).body.data.id);
      const answers = await Promise.all([
        s.client.post(`/api/${entity}-sync`, { ids: [ids[4], ids[2], ids[3]] }),
        s.client.post(`/api/${entity}-sync`, { ids: [ids[3], ids[0], ids[2], ids[1]] }),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const positions = (await list({ 'x-include-archived': '1' })).map((x) => x.position);
      expect(new Set(positions).size, 'every item keeps a place of its own').toBe(positions.length);
    });

    it(`clears the optional field ${optional} with delete-field, and refuses to clear a required one`, async () => {
      const item = (await s.client.post(`/api/${entity}`, doc(unique('Field')))).body.data;
      const res = await s.client.get(`/api/${entity}/delete-field/${item.id}?field=${optional}`);
      expect(res.status).toBe(200);
      expect(res.body.data).not.toHaveProperty(optional);
      const stored = (await s.client.get(`/api/${entity}/${item.id}`)).body.data.items;
      expect(stored).not.toHaveProperty(optional);
      const required = await s.client.get(`/api/${entity}/delete-field/${item.id}?field=title`);
      expect(required.status).toBe(400);
      expect(required.body.message).toMatch(/title/);
      expect((await s.client.get(`/api/${entity}/${item.id}`)).body.data.items.title).toBe(item.title);
    });

    it('keeps every step across a s.server restart', async () => {
      const a = (await s.client.post(`/api/${entity}`, doc(unique('Kept')))).body.data;
      const b = (await s.client.post(`/api/${entity}`, doc(unique('Kept')))).body.data;
      const c = (await s.client.post(`/api/${entity}`, doc(unique('Gone')))).body.data;
      const a2 = (await s.client.post(`/api/${entity}/update/${a.id}`, { ...doc(a.title), ...change, version: a.version })).body.data;
      await act('publish', a.id, 'Successfully Published');
      await act('delete', b.id, 'Successfully Archived');
      await act('destroy', c.id, 'Successfully Deleted');
      const before = (await s.client.get(`/api/${entity}/${a.id}`)).body.data.items;

      await s.server.restart();
      s.client = api(s.server, await s.server.login());

      const after = (await s.client.get(`/api/${entity}/${a.id}`)).body.data.items;
      expect(after).toEqual(before);
      expect(after).toMatchObject({ ...change, state: 'published', version: before.version });
      expect(before.version).toBeGreaterThanOrEqual(a2.version);
      expect((await s.client.get(`/api/${entity}/${b.id}`)).body.data.items.state).toBe('archived');
      expect((await s.client.get(`/api/${entity}/${c.id}`)).status).toBe(404);
    });
  });
});
