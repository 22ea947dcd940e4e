import { beforeAll, describe, expect, it } from 'vitest';
import type { KindRecord } from '../../src/core/defineKind.ts';
import { api, type ApiClient } from '../support/api.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { DEMO, demoKinds, kindRegistry, kindWith, offers } from '../support/kindRegistry.ts';
import { changeFor, labelField, labelled, sampleDoc } from '../support/sampleDoc.ts';
import { serverSql } from '../support/serverSql.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// The review step: an author submits an item, an editor sees it in the company's queue with
// what changed since it was last published, returns it with a comment or publishes it. Each step is a
// revision entry History shows; every item answer and list carries where its review stands.

const KIND = kindWith((k) => offers(k, 'publish'))!;
const { entity, listKey } = KIND.api;
const PASSWORD = 'Review-pass-42';
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
type Item = { id: number; version: number; review: any } & Record<string, any>;

describe.each(availableDatabases())('the review step on %s', (database) => {
  const s = signedInServer({ database });
  const users: Record<'author' | 'editor' | 'viewer' | 'translator', { client: ApiClient; id: number; name: string }> = {} as never;

  beforeAll(async () => {
    const made: Record<string, { id: number; email: string; name: string }> = {};
    for (const role of ['author', 'editor', 'viewer', 'translator'] as const) {
      const email = `${role}-${Math.random().toString(36).slice(2, 8)}@demo.test`;
      const name = `Rita ${role}`;
      made[role] = { id: (await answered(s.client.post('/api/users', { email, name, password: PASSWORD }), 201)).data.user.id, email, name };
    }
    // One statement for all four: on PGlite each serverSql restarts the server.
    await serverSql(s.server, `update users set role = split_part(email, '-', 1), kinds = null,
      languages = case when email like 'translator-%' then '["es"]'::jsonb end where id = any($1::int[])`, [Object.values(made).map((u) => u.id)]);
    for (const [role, u] of Object.entries(made)) users[role as keyof typeof users] = { client: api(s.server, await s.server.login(u.email, PASSWORD)), id: u.id, name: u.name };
  });

  const call = (client: ApiClient, step: 'submit-review' | 'return-review', id: number, query = '') => client.get(`/api/${entity}/${step}/${id}${query}`);
  const itemOf = async (id: number, client: ApiClient = s.client): Promise<Item> => (await answered(client.get(`/api/${entity}/${id}`))).data.items;
  const listed = async (id: number, query = '', headers?: Record<string, string>): Promise<Item | undefined> =>
    (await answered(s.client.get(`/api/${entity}${query}`, headers))).data[listKey].find((i: Item) => i.id === id);
  const queue = async (client: ApiClient = users.editor.client) => (await answered(client.get('/api/reviews'))).data.reviews as any[];
  const history = async (id: number) => (await answered(s.client.get(`/api/${entity}/${id}/revisions`))).data.revisions as any[];
  const save = async (client: ApiClient, item: Item, patch: KindRecord): Promise<Item> =>
    (await answered(client.post(`/api/${entity}/update/${item.id}`, { ...structuredClone(item), ...patch }))).data;

  /** A new item written by the author from the kind's fixture. */
  const authored = async () => {
    const base = await sampleDoc({ client: s.client, company: DEMO }, KIND);
    const title = unique('Reviewed');
    const item: Item = (await answered(users.author.client.post(`/api/${entity}`, labelled(KIND, base, title)), 201)).data;
    return { item, title, label: labelField(KIND, base), change: changeFor(KIND, base) };
  };

  it('takes an item from submission through a return with a comment and a resubmission to publishing, in every answer, the queue and History', async () => {
    const { item, title, label, change } = await authored();
    expect(item.review).toBeNull();
    // Read once first: the answer cache must not serve this after the step.
    expect((await itemOf(item.id)).review).toBeNull();
    expect((await listed(item.id, '?slim=1'))!.review).toBeNull();

    const submitted = await answered(call(users.author.client, 'submit-review', item.id));
    expect(submitted).toMatchObject({ code: 200, status: 'success', message: 'Submitted for review' });
    const review = { state: 'submitted', comment: null, by: { id: users.author.id, name: users.author.name }, at: expect.any(String) };
    expect(submitted.data.review).toEqual(review);
    expect(Date.parse(submitted.data.review.at)).toBeGreaterThan(Date.now() - 60_000);
    // A review step is no edit: an editor open on the item still saves with the version it loaded.
    expect(submitted.data.version).toBe(item.version);
    expect((await itemOf(item.id)).review).toEqual(review);
    expect((await listed(item.id))!.review).toEqual(review);
    expect((await listed(item.id, '?slim=1'))!.review).toEqual(review);
    expect((await listed(item.id, '', { 'x-language-code': 'es' }))!.review).toEqual(review);
    expect((await listed(item.id, '?slim=1', { 'x-language-code': 'es' }))!.review).toEqual(review);
    expect((await itemOf(item.id, users.viewer.client)).review).toEqual(review);

    // Never published: every field it has is new, and there is no published revision to compare with.
    const entry = (await queue()).find((r) => r.id === item.id);
    const newest = (await history(item.id))[0];
    expect(entry).toEqual({
      kind: KIND.id, id: item.id, title, submitted_by: { id: users.author.id, name: users.author.name }, submitted_at: submitted.data.review.at,
      changed: expect.arrayContaining([label]), from: null, to: newest.n, compare: null,
      // A first publication: no published version to differ from.
      has_changes: false, changed_languages: [],
    });
    await refusedWith(call(users.author.client, 'submit-review', item.id), 409);

    const comment = 'Please check the opening hours — they changed in May.';
    const returned = await answered(call(users.editor.client, 'return-review', item.id, `?comment=${encodeURIComponent(comment)}`));
    expect(returned.message).toBe('Returned to the author');
    expect(returned.data.review).toEqual({ state: 'returned', comment, by: { id: users.editor.id, name: users.editor.name }, at: expect.any(String) });
    // The author sees it back with the comment, and it has left the queue.
    expect((await itemOf(item.id, users.author.client)).review).toMatchObject({ state: 'returned', comment });
    expect((await listed(item.id, '?slim=1'))!.review).toMatchObject({ state: 'returned', comment });
    expect((await queue()).map((r) => r.id)).not.toContain(item.id);
    await refusedWith(call(users.editor.client, 'return-review', item.id), 409);

    // History: both steps with who, when and the comment.
    const [ret, sub] = await history(item.id);
    expect(ret).toMatchObject({ action: 'return-review', comment, user: { name: users.editor.name }, changed: [] });
    expect(sub).toMatchObject({ action: 'submit-review', comment: null, user: { name: users.author.name }, changed: [] });
    expect(Date.parse(ret.at)).toBeGreaterThanOrEqual(Date.parse(sub.at));
    expect((await answered(s.client.get(`/api/${entity}/${item.id}/revisions/${ret.n}`))).data.revision).toMatchObject({ action: 'return-review', comment });

    // The author revises (still returned: a save keeps where the review stands) and submits again.
    const revised = await save(users.author.client, await itemOf(item.id), change);
    expect(revised.review).toMatchObject({ state: 'returned', comment });
    expect((await answered(call(users.author.client, 'submit-review', revised.id))).data.review).toMatchObject({ state: 'submitted', comment: null });
    // A save while in review keeps it there, and the queue shows the newest revision.
    const again = await save(users.author.client, await itemOf(item.id), { [label]: `${title} again` });
    expect(again.review).toMatchObject({ state: 'submitted', by: { id: users.author.id } });
    expect((await queue()).find((r) => r.id === item.id)).toMatchObject({ to: (await history(item.id))[0].n, title: `${title} again` });

    // Publishing decides it: no review left, out of the queue.
    const published = await answered(users.editor.client.get(`/api/${entity}/publish/${item.id}`));
    expect(published.data.review).toBeNull();
    expect((await itemOf(item.id)).review).toBeNull();
    expect((await listed(item.id, '?slim=1'))!.review).toBeNull();
    expect((await queue()).map((r) => r.id)).not.toContain(item.id);
  });

  it('shows what changed since the item was last published, with the pair History compares', async () => {
    const { item, title, label, change } = await authored();
    await answered(s.client.get(`/api/${entity}/publish/${item.id}`));
    const publishedAt = (await history(item.id))[0];
    expect(publishedAt.action).toBe('publish');
    const edited = await save(users.author.client, await itemOf(item.id), { ...change, [label]: `${title} edited` });
    await answered(call(users.author.client, 'submit-review', edited.id));
    const to = (await history(item.id))[0].n;
    const entry = (await queue()).find((r) => r.id === item.id);
    expect(entry).toMatchObject({ from: publishedAt.n, to, compare: `/${entity}/${item.id}/revisions/compare?from=${publishedAt.n}&to=${to}` });
    expect([...entry.changed].sort()).toEqual([label, Object.keys(change)[0]].sort());
    const compared = (await answered(users.editor.client.get(`/api${entry.compare}`))).data;
    expect(compared.changes.map((c: { path: string }) => c.path.split('/')[0])).toEqual(expect.arrayContaining(entry.changed));
    // Oldest submission first.
    const { item: later } = await authored();
    await answered(call(users.author.client, 'submit-review', later.id));
    const ids = (await queue()).map((r) => r.id);
    expect(ids.indexOf(item.id)).toBeLessThan(ids.indexOf(later.id));
  });

  it('refuses a step that does not fit, a comment too long and an archived item, and archiving ends a review', async () => {
    const { item } = await authored();
    await refusedWith(call(users.editor.client, 'return-review', item.id), 409);
    await answered(call(users.author.client, 'submit-review', item.id));
    const long = await refusedWith(call(users.editor.client, 'return-review', item.id, `?comment=${'a'.repeat(2001)}`), 400);
    expect(long.message).toMatch(/2000/);
    expect((await itemOf(item.id)).review.state).toBe('submitted');
    await answered(s.client.get(`/api/${entity}/delete/${item.id}`));
    expect((await itemOf(item.id)).review).toBeNull();
    expect((await queue()).map((r) => r.id)).not.toContain(item.id);
    const archived = await refusedWith(call(users.author.client, 'submit-review', item.id), 409);
    expect(archived.message).toMatch(/archived/i);
    // In the caller's language.
    const es = await refusedWith(users.author.client.get(`/api/${entity}/submit-review/${item.id}`, { 'accept-language': 'es' }), 409);
    expect(es.message).not.toBe(archived.message);
  });

  it('lets only the roles with the right take a step, whatever the item, and changes nothing when refused', async () => {
    const { item } = await authored();
    for (const role of ['viewer', 'translator'] as const) {
      const refused = await refusedWith(call(users[role].client, 'submit-review', item.id), 403);
      expect(refused.messageId).toBe(`api.refused.role.submitReview.${role}`);
      // Checked before the item is looked at: no item there is a 403 too, not a 404.
      await refusedWith(call(users[role].client, 'submit-review', 999_999_999), 403);
    }
    expect((await itemOf(item.id)).review).toBeNull();
    await answered(call(users.author.client, 'submit-review', item.id));
    const refused = await refusedWith(call(users.author.client, 'return-review', item.id, '?comment=mine'), 403);
    expect(refused.messageId).toBe('api.refused.role.decideReview.author');
    expect((await itemOf(item.id)).review.state).toBe('submitted');
    // Every signed-in user reads the queue.
    expect((await queue(users.viewer.client)).map((r) => r.id)).toContain(item.id);
  });

  it('keeps another company out: its items are not found, its steps refused as 404 and its queue its own', async () => {
    const { item } = await authored();
    await answered(call(users.author.client, 'submit-review', item.id));
    await refusedWith(s.other.get(`/api/${entity}/${item.id}`), 404);
    await refusedWith(call(s.other, 'submit-review', item.id), 404);
    await refusedWith(call(s.other, 'return-review', item.id), 404);
    expect((await queue(s.other)).map((r) => r.id)).not.toContain(item.id);
    expect((await itemOf(item.id)).review.state).toBe('submitted');
  });

  it('offers the step on every kind an editor publishes, and on no other', async () => {
    for (const kind of demoKinds()) {
      const [first] = (await answered(s.client.get(`/api/${kind.api.entity}?slim=1`))).data[kind.api.listKey] as Item[];
      if (!first) continue;
      expect(first, kind.id).toHaveProperty('review');
      const res = await s.client.get(`/api/${kind.api.entity}/return-review/${first.id}`);
      // A reviewable kind's item not in review is a 409; elsewhere there is no such route.
      expect(res.status, kind.id).toBe(offers(kind, 'publish') ? 409 : 404);
    }
    expect(kindRegistry.kinds.some((k) => !offers(k, 'publish'))).toBe(true);
  });
});
