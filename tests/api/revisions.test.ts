import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { DEMO_COMPANY } from '../support/companies.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { serverSql } from '../support/serverSql.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';

// Revisions (issue 19): every write of an item keeps what the item became, History lists and compares
// them, and a restore saves an old one again as an ordinary, version-checked update.

// The test-only kinds: tk_tour's sponsor_id reference is cleared when its venue is destroyed.
const TEST_KINDS = { TOURBENCH_EXTRA_KINDS: 'tests/kinds' };

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

interface Summary { n: number; action: string; at: string; user: { name: string; email: string } | null; title: string; version: number | null; state: string; changed: string[]; restored_from: number | null; has_document: boolean }

/** A story with two pages, then three edits: the title, the second page's text, a third page added. */
async function storyWithEdits(client: ApiClient) {
  const name = unique('Harbour story');
  const created = (await answered(client.post('/api/story', {
    name, title: 'The harbour', ingress: 'In short', text: 'Ships come and go.',
    pages: [{ id: -1, page_title: 'Quay', text: 'The old quay.', is_end: false }, { id: -2, page_title: 'Fort', text: 'The fort.', is_end: true }],
  }), 201)).data;
  const save = async (item: Record<string, unknown>, change: (doc: Record<string, any>) => void) => {
    const doc = structuredClone(item) as Record<string, any>;
    change(doc);
    return (await answered(client.post(`/api/story/update/${item.id}`, doc))).data;
  };
  const v2 = await save(created, (d) => { d.title = 'The old harbour'; });
  const v3 = await save(v2, (d) => { d.pages[1].text = 'The fort on the hill.'; });
  const v4 = await save(v3, (d) => { d.pages.push({ id: -3, page_title: 'Lighthouse', text: 'The light.', is_end: true }); });
  return { name, created, v2, v3, v4 };
}

describe.each(availableDatabases())('revisions of an item on %s', (database) => {
  const s = signedInServer({ database, env: TEST_KINDS });
  const revisions = async (entity: string, id: number, query = '', client: ApiClient = s.client) =>
    (await answered(client.get(`/api/${entity}/${id}/revisions${query}`))).data as { revisions: Summary[]; next: number | null };
  const revision = async (entity: string, id: number, n: number) =>
    (await answered(s.client.get(`/api/${entity}/${id}/revisions/${n}`))).data.revision;

  it('feeds the dashboard’s recent list from the user’s revisions; the seeded items have revisions but no feed entries', async () => {
    // First, before this server has seen an edit: the demo seed wrote every item, and none of it is anyone's activity.
    const before = (await answered(s.client.get('/api/overview'))).data;
    expect(before.recent).toEqual([]);
    expect(before.activity.every((d: { edits: number; publishes: number }) => d.edits === 0 && d.publishes === 0)).toBe(true);
    const seeded = (await answered(s.client.get('/api/story'))).data.story[0];
    expect((await revisions('story', seeded.id)).revisions.at(-1)).toMatchObject({ n: 1, action: 'create', user: null, has_document: true });
    const { created } = await storyWithEdits(s.client);
    const { recent } = (await answered(s.client.get('/api/overview'))).data;
    expect(recent.slice(0, 4).map((r: { id: number; action: string }) => [r.id, r.action])).toEqual([
      [created.id, 'update'], [created.id, 'update'], [created.id, 'update'], [created.id, 'create'],
    ]);
    expect(recent[0].user).toMatchObject({ email: DEMO_COMPANY.email });
    expect(recent.every((r: { user: unknown }) => r.user !== null)).toBe(true);
    expect(recent.map((r: { id: number }) => r.id)).not.toContain(seeded.id);
  });
  it('lists a create and three edits newest first, with who, when, the action and the fields each changed', async () => {
    const { created } = await storyWithEdits(s.client);
    const { revisions: list, next } = await revisions('story', created.id);
    expect(list.map((r) => [r.n, r.action, r.version, r.changed])).toEqual([
      [4, 'update', 4, ['pages']],
      [3, 'update', 3, ['pages']],
      [2, 'update', 2, ['title']],
      [1, 'create', 1, []],
    ]);
    expect(next).toBeNull();
    for (const r of list) {
      expect(r).toMatchObject({ user: { email: DEMO_COMPANY.email }, state: 'active', restored_from: null, has_document: true });
      expect(new Date(r.at).toISOString()).toBe(r.at);
    }
    // Newest first in time as well as in n.
    const times = list.map((r) => Date.parse(r.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.parse(list[0].at)).toBeGreaterThanOrEqual(Date.parse(created.created_at));
  });

  it('pages with limit and before, next naming the page after', async () => {
    const { created } = await storyWithEdits(s.client);
    const first = await revisions('story', created.id, '?limit=3');
    expect(first.revisions.map((r) => r.n)).toEqual([4, 3, 2]);
    expect(first.next).toBe(2);
    const second = await revisions('story', created.id, `?limit=3&before=${first.next}`);
    expect(second.revisions.map((r) => r.n)).toEqual([1]);
    expect(second.next).toBeNull();
    // The oldest of a page is still compared with the revision before it.
    expect((await revisions('story', created.id, '?limit=1&before=3')).revisions).toEqual([expect.objectContaining({ n: 2, changed: ['title'] })]);
  });

  it('gives one revision with the document it kept', async () => {
    const { created, v3 } = await storyWithEdits(s.client);
    const r = await revision('story', created.id, 3);
    expect(r).toMatchObject({ n: 3, action: 'update', version: 3, has_document: true, variant: expect.any(String), relations: {} });
    expect(r.document.title).toBe('The old harbour');
    expect(r.document.pages.map((p: { text: string }) => p.text)).toEqual(['The old quay.', 'The fort on the hill.']);
    expect(r.document.pages.map((p: { id: number }) => p.id)).toEqual(v3.pages.map((p: { id: number }) => p.id));
    expect(r.document).not.toHaveProperty('version');
    await refusedWith(s.client.get(`/api/story/${created.id}/revisions/99`), 404);
  });

  it('compares two revisions field by field, a page’s text at pages/<key>/text', async () => {
    const { created, v4 } = await storyWithEdits(s.client);
    const [quay, fort, light] = v4.pages.map((p: { id: number }) => p.id);
    const { data } = await answered(s.client.get(`/api/story/${created.id}/revisions/compare?from=1&to=4`));
    expect(data.from).toBe(1);
    expect(data.to).toBe(4);
    expect(data.changes).toEqual([
      { path: 'title', change: 'changed', before: 'The harbour', after: 'The old harbour' },
      { path: `pages/${fort}/text`, change: 'changed', before: 'The fort.', after: 'The fort on the hill.' },
      { path: `pages/${light}`, change: 'added', after: expect.objectContaining({ id: light, page_title: 'Lighthouse' }) },
    ]);
    expect(data.changes.map((c: { path: string }) => c.path)).not.toContain(`pages/${quay}/text`);
    // The other way round, the page is removed.
    const back = (await answered(s.client.get(`/api/story/${created.id}/revisions/compare?from=4&to=1`))).data.changes;
    expect(back).toContainEqual({ path: `pages/${light}`, change: 'removed', before: expect.objectContaining({ page_title: 'Lighthouse' }) });
  });

  it('restores revision 1 as a new version, recorded as a revert of it', async () => {
    const { created, v4 } = await storyWithEdits(s.client);
    const res = await answered(s.client.post(`/api/story/${created.id}/revisions/1/restore`, { version: v4.version }));
    expect(res.message).toBe('Successfully Restored');
    expect(res.data).toMatchObject({ id: created.id, version: v4.version + 1, title: 'The harbour' });
    const item = (await answered(s.client.get(`/api/story/${created.id}`))).data.items;
    const first = await revision('story', created.id, 1);
    expect({ title: item.title, pages: item.pages }).toEqual({ title: first.document.title, pages: first.document.pages });
    expect(item.pages.map((p: { id: number }) => p.id)).toEqual(created.pages.map((p: { id: number }) => p.id));
    const [newest] = (await revisions('story', created.id)).revisions;
    expect(newest).toMatchObject({ n: 5, action: 'revert', restored_from: 1, version: v4.version + 1, changed: ['title', 'pages'] });
    // Restoring the newest edit again brings back the page revision 1 lacked, under the key it had.
    await answered(s.client.post(`/api/story/${created.id}/revisions/4/restore`, { version: v4.version + 1 }));
    const again = (await answered(s.client.get(`/api/story/${created.id}`))).data.items;
    expect(again.pages.map((p: { id: number; text: string }) => [p.id, p.text])).toEqual(v4.pages.map((p: { id: number; text: string }) => [p.id, p.text]));
  });

  it('refuses a restore with a stale version with 409 and the current item, changing nothing', async () => {
    const { created, v4 } = await storyWithEdits(s.client);
    const res = await refusedWith(s.client.post(`/api/story/${created.id}/revisions/1/restore`, { version: v4.version - 1 }), 409);
    expect(res.current).toMatchObject({ id: created.id, version: v4.version, title: 'The old harbour' });
    expect((await revisions('story', created.id)).revisions[0].n).toBe(4);
    await refusedWith(s.client.post(`/api/story/${created.id}/revisions/1/restore`, {}), 400);
  });

  it('refuses with 409 to restore a revision saved in another shape of the kind, changing nothing', async () => {
    const { created, v4 } = await storyWithEdits(s.client);
    await serverSql(s.server, `update revisions set variant = 'older_shape' where kind = 'story' and item_id = $1 and n = 2`, [created.id]);
    const res = await refusedWith(s.client.post(`/api/story/${created.id}/revisions/2/restore`, { version: v4.version }), 409);
    expect(res.message).toMatch(/older_shape.*copy what you need/);
    expect((await revisions('story', created.id)).revisions[0].n).toBe(4);
    // A revision from before variants were kept is the kind's own shape: it restores.
    await serverSql(s.server, `update revisions set variant = null where kind = 'story' and item_id = $1 and n = 2`, [created.id]);
    const restored = await answered(s.client.post(`/api/story/${created.id}/revisions/2/restore`, { version: v4.version }));
    expect(restored.data).toMatchObject({ version: v4.version + 1, title: 'The old harbour' });
  });

  it('records the clearing of a reference by a destroy in the referrer’s History, by the one who destroyed', async () => {
    const venue = (await answered(s.client.post('/api/tk_venue', { title: unique('Sponsor house'), city: 'Oslo' }), 201)).data;
    const tour = (await answered(s.client.post('/api/tk_tour', { title: unique('Sponsored tour'), sponsor_id: venue.id }), 201)).data;
    expect((await revision('tk_tour', tour.id, 1)).document.sponsor_id).toBe(venue.id);
    await answered(s.client.get(`/api/tk_venue/destroy/${venue.id}`));
    const [newest] = (await revisions('tk_tour', tour.id)).revisions;
    expect(newest).toMatchObject({ n: 2, action: 'update', version: tour.version + 1, changed: ['sponsor_id'], user: { email: DEMO_COMPANY.email } });
    expect((await revision('tk_tour', tour.id, 2)).document).not.toHaveProperty('sponsor_id');
  });

  it('shows another company’s admin none of it: 404 on all four calls', async () => {
    const { created, v4 } = await storyWithEdits(s.client);
    await refusedWith(s.other.get(`/api/story/${created.id}/revisions`), 404);
    await refusedWith(s.other.get(`/api/story/${created.id}/revisions/1`), 404);
    await refusedWith(s.other.get(`/api/story/${created.id}/revisions/compare?from=1&to=2`), 404);
    await refusedWith(s.other.post(`/api/story/${created.id}/revisions/1/restore`, { version: v4.version }), 404);
    expect((await answered(s.client.get(`/api/story/${created.id}`))).data.items.version).toBe(v4.version);
  });

  it('records lifecycle actions with the state they left', async () => {
    const { created } = await storyWithEdits(s.client);
    await answered(s.client.get(`/api/story/publish/${created.id}`));
    await answered(s.client.get(`/api/story/un-publish/${created.id}`));
    const list = (await revisions('story', created.id, '?limit=2')).revisions;
    expect(list.map((r) => [r.n, r.action, r.state, r.changed])).toEqual([[6, 'un-publish', 'unpublished', []], [5, 'publish', 'published', []]]);
  });

  it('records a relation change after it, so the revision shows the link', async () => {
    const event = (await answered(s.client.post('/api/event', { title: unique('Festival'), starts_at: '2027-06-12T16:00:00.000Z', ends_at: '2027-06-12T20:00:00.000Z' }), 201)).data;
    const { created: story, name } = await storyWithEdits(s.client);
    await answered(s.client.get(`/api/story-as-event/${story.id}/${event.id}`), 201);
    const [newest] = (await revisions('event', event.id)).revisions;
    expect(newest).toMatchObject({ n: 2, action: 'update' });
    expect((await revision('event', event.id, 2)).relations).toEqual({ contents: [{ kind: 'story', id: story.id, title: name }] });
    expect((await revision('event', event.id, 1)).relations).toEqual({});
  });

  it('records a translation write, its revision holding the text by language and path', async () => {
    const { created, v4 } = await storyWithEdits(s.client);
    const fort = v4.pages[1].id;
    await answered(s.client.post(`/api/story/update/${created.id}`, {
      version: v4.version, title: 'El puerto antiguo', pages: v4.pages.map((p: { id: number }) => (p.id === fort ? { id: fort, text: 'El fuerte en la colina.' } : { id: p.id })),
    }, { 'x-language-code': 'es' }));
    const [newest] = (await revisions('story', created.id)).revisions;
    expect(newest).toMatchObject({ n: 5, action: 'update', version: v4.version, changed: [] });
    const { translations } = await revision('story', created.id, 5);
    expect(translations.es).toEqual({ title: 'El puerto antiguo', [`pages/${fort}/text`]: 'El fuerte en la colina.' });
    expect((await revision('story', created.id, 4)).translations).toEqual({});
  });

  it('answers 400 to bad parameters and 404 to an item the company never had', async () => {
    const { created } = await storyWithEdits(s.client);
    for (const query of ['?limit=0', '?limit=101', '?limit=ten', '?before=0', '?before=x']) {
      await refusedWith(s.client.get(`/api/story/${created.id}/revisions${query}`), 400);
    }
    await refusedWith(s.client.get(`/api/story/${created.id}/revisions/compare?from=1`), 400);
    await refusedWith(s.client.get(`/api/story/${created.id}/revisions/compare?from=a&to=2`), 400);
    await refusedWith(s.client.get(`/api/story/${created.id}/revisions/first`), 400);
    await refusedWith(s.client.post(`/api/story/${created.id}/revisions/x/restore`, { version: 1 }), 400);
    await refusedWith(s.client.get('/api/story/999999999/revisions'), 404);
    await refusedWith(s.client.get(`/api/web_page/${created.id}/revisions`), 404);
  });

});

describe.each(availableDatabases())('revision retention on %s', (database) => {
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startServer({ database, env: { REVISIONS_KEEP: '3' } });
    client = api(server, await server.login());
  });
  afterAll(async () => { await server?.close(); });

  it('keeps only the last REVISIONS_KEEP revisions of an item, leaving other items’ alone', async () => {
    const other = await storyWithEdits(client);
    const { created } = await storyWithEdits(client);
    const nsOf = async (id: number) => (await answered(client.get(`/api/story/${id}/revisions`))).data.revisions.map((r: Summary) => r.n);
    expect(await nsOf(created.id)).toEqual([4, 3, 2]);
    await refusedWith(client.get(`/api/story/${created.id}/revisions/1`), 404);
    // One more write of the first story: its revisions move on, the second story's stay as they were.
    await answered(client.get(`/api/story/publish/${other.created.id}`));
    expect(await nsOf(other.created.id)).toEqual([5, 4, 3]);
    expect(await nsOf(created.id)).toEqual([4, 3, 2]);
  });
});

describe('the REVISIONS_KEEP setting', () => {
  it('refuses to start with a number it cannot keep, naming the variable', async () => {
    await expect(startServer({ env: { REVISIONS_KEEP: '0' } })).rejects.toThrow(/REVISIONS_KEEP/);
  });
});
