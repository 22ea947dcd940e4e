import { beforeAll, describe, expect, it } from 'vitest';
import type { KindRecord, ResolvedKind } from '../../src/core/defineKind.ts';
import type { ApiClient } from '../support/api.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { DEMO, kindWith, offers } from '../support/kindRegistry.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { makeRoleUsers } from '../support/roleUsers.ts';
import { labelled, sampleDoc } from '../support/sampleDoc.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// Scheduled publishing: an editor sets when an item is published and un-published; each happens once,
// at its time, as the editor who set it (publish rules apply), recorded in History and on the schedule.

const { entity, listKey } = PLAIN_KIND.api;
/** A kind whose publish rules can refuse a document (the game: no challenge, no publish). */
const RULED = kindWith((k) => offers(k, 'publish') && !!k.rules?.publishRules)!;
const UNPUBLISHABLE = kindWith((k) => !offers(k, 'publish'));
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString().replace('Z', '+00:00');
type Item = { id: number; version: number; state: string; publish_at: string | null; unpublish_at: string | null; schedule_error: any } & Record<string, any>;

describe.each(availableDatabases())('scheduled publishing on %s', (database) => {
  const s = signedInServer({ database });
  let editor: ApiClient;
  let others: Record<'author' | 'translator' | 'viewer', ApiClient>;

  beforeAll(async () => {
    const [e, a, t, v] = await makeRoleUsers(s.server, (['editor', 'author', 'translator', 'viewer'] as const).map((role) => ({ admin: s.client, role, domain: 'demo.test' })));
    editor = e.client;
    others = { author: a.client, translator: t.client, viewer: v.client };
  });

  const created = async (title = unique('Scheduled')): Promise<Item> => (await answered(s.client.post(`/api/${entity}`, plainDoc(title)), 201)).data;
  const itemOf = async (id: number, path = entity): Promise<Item> => (await answered(s.client.get(`/api/${path}/${id}`))).data.items;
  const listed = async (id: number, query = '', headers?: Record<string, string>): Promise<Item | undefined> =>
    (await answered(s.client.get(`/api/${entity}${query}`, headers))).data[listKey].find((i: Item) => i.id === id);
  const schedule = (client: ApiClient, id: number, body: Record<string, unknown>, headers?: Record<string, string>, path = entity) =>
    client.post(`/api/${path}/schedule/${id}`, body, headers);
  const companySchedule = async (client: ApiClient = s.client, query = '') => (await answered(client.get(`/api/schedule${query}`))).data.schedule as any[];
  const history = async (id: number, path = entity) => (await answered(s.client.get(`/api/${path}/${id}/revisions`))).data.revisions as any[];

  it('refuses a past time, a time that is not a date and an unpublish not after the publish, naming the field, in the caller’s language', async () => {
    const item = await created();
    const past = await refusedWith(schedule(editor, item.id, { publish_at: '2020-01-01T10:00:00+01:00' }), 400);
    expect(past.errors).toEqual([{ field: 'publish_at', message: past.message }]);
    expect(past.message).toContain('publish_at');
    for (const bad of ['tomorrow', '2031-02-31T10:00:00+01:00', '2031-01-01T10:00:00', 1767225600000, { at: 'noon' }]) {
      const res = await refusedWith(schedule(editor, item.id, { unpublish_at: bad }), 400);
      expect(res.errors, JSON.stringify(bad)).toEqual([{ field: 'unpublish_at', message: res.message }]);
      expect(res.message).toContain('unpublish_at');
    }
    const order = await refusedWith(schedule(editor, item.id, { publish_at: inHours(2), unpublish_at: inHours(1) }), 400);
    expect(order.errors[0].field).toBe('unpublish_at');
    expect(order.message).toMatch(/unpublish_at.*publish_at/);
    const es = await refusedWith(schedule(editor, item.id, { publish_at: '2020-01-01T10:00:00Z' }, { 'accept-language': 'es' }), 400);
    expect(es.message).toBe('publish_at está en el pasado: elija una hora a partir de ahora.');
    expect(es.errors).toEqual([{ field: 'publish_at', message: es.message }]);
    // Nothing was set by any of them.
    expect(await itemOf(item.id)).toMatchObject({ publish_at: null, unpublish_at: null, schedule_error: null, version: item.version });
  });

  it('sets, keeps what is left out, and clears, on every item answer, without moving the version', async () => {
    const item = await created();
    const publishAt = inHours(3);
    const set = await answered(schedule(s.client, item.id, { publish_at: publishAt }));
    expect(set.message).toBe('Schedule saved');
    expect(set.data).toMatchObject({ id: item.id, version: item.version, publish_at: new Date(publishAt).toISOString(), unpublish_at: null, state: 'active' });
    const unpublishAt = inHours(5);
    const both = (await answered(schedule(s.client, item.id, { unpublish_at: unpublishAt }))).data;
    const expected = { publish_at: new Date(publishAt).toISOString(), unpublish_at: new Date(unpublishAt).toISOString(), schedule_error: null };
    expect(both).toMatchObject(expected);
    // Both wire paths (the row through Node, the list built in SQL), slim and full, in another language too.
    expect(await itemOf(item.id)).toMatchObject(expected);
    expect(await listed(item.id)).toMatchObject(expected);
    expect(await listed(item.id, '?slim=1')).toMatchObject(expected);
    expect(await listed(item.id, '', { 'x-language-code': 'es' })).toMatchObject(expected);
    // An unpublish before the kept publish is refused.
    await refusedWith(schedule(s.client, item.id, { unpublish_at: inHours(2) }), 400);
    expect(await companySchedule()).toEqual(expect.arrayContaining([
      expect.objectContaining({ target: 'item', kind: PLAIN_KIND.id, id: item.id, action: 'publish', at: expected.publish_at, state: 'pending', error: null, set_by: expect.objectContaining({ id: expect.any(Number) }) }),
      expect.objectContaining({ id: item.id, action: 'unpublish', at: expected.unpublish_at, state: 'pending' }),
    ]));
    const cleared = (await answered(schedule(s.client, item.id, { publish_at: null }))).data;
    expect(cleared).toMatchObject({ publish_at: null, unpublish_at: expected.unpublish_at });
    expect((await companySchedule()).filter((e) => e.id === item.id).map((e) => e.action)).toEqual(['unpublish']);
    // A document saved with the schedule fields in it (a client echoing the item) does not store them.
    const saved = (await answered(s.client.post(`/api/${entity}/update/${item.id}`, { ...cleared, publish_at: inHours(9) }))).data;
    expect(saved).toMatchObject({ publish_at: null, unpublish_at: expected.unpublish_at });
  });

  it('lets only whoever may publish schedule: 403 for an author, a translator and a viewer; 404 for an unknown item', async () => {
    const item = await created();
    for (const [role, client] of Object.entries(others)) {
      const res = await refusedWith(schedule(client, item.id, { publish_at: inHours(1) }), 403);
      expect(res.message, role).toMatch(/\S/);
    }
    expect((await itemOf(item.id)).publish_at).toBeNull();
    await answered(schedule(editor, item.id, { publish_at: inHours(1) }));
    await refusedWith(schedule(editor, 999_999_999, { publish_at: inHours(1) }), 404);
    // Everyone signed in reads the schedule (reading is never limited).
    expect((await companySchedule(others.viewer)).map((e) => e.id)).toContain(item.id);
  });

  it.skipIf(!UNPUBLISHABLE)('has no schedule call for a kind without a publish step', async () => {
    const kind = UNPUBLISHABLE as ResolvedKind;
    const res = await s.client.post(`/api/${kind.api.entity}/schedule/1`, { publish_at: inHours(1) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('publishes at publish_at and un-publishes at unpublish_at, once each, as the editor who set them, in History and on the schedule', async () => {
    const item = await created();
    await answered(schedule(editor, item.id, { publish_at: inSeconds(2), unpublish_at: inSeconds(3) }));
    // Both jobs may fall due in one tick of a busy machine: History, not a poll of the state, shows the publish came first.
    await expect.poll(async () => (await itemOf(item.id)).state, { timeout: 15_000, interval: 250 }).toBe('unpublished');
    expect(await itemOf(item.id)).toMatchObject({ publish_at: null, unpublish_at: null, schedule_error: null });
    // Give a second run a chance to show: there must be none.
    await new Promise((r) => setTimeout(r, 2500));
    const revisions = await history(item.id);
    expect(revisions.filter((r) => r.action === 'publish')).toHaveLength(1);
    expect(revisions.filter((r) => r.action === 'un-publish')).toHaveLength(1);
    expect(revisions.slice(0, 2).map((r) => ({ action: r.action, scheduled: r.scheduled, by: r.user?.name }))).toEqual([
      { action: 'un-publish', scheduled: true, by: 'Role editor' },
      { action: 'publish', scheduled: true, by: 'Role editor' },
    ]);
    const entries = (await companySchedule()).filter((e) => e.id === item.id);
    expect(entries.map((e) => ({ action: e.action, state: e.state, by: e.set_by?.name }))).toEqual([
      { action: 'publish', state: 'done', by: 'Role editor' },
      { action: 'unpublish', state: 'done', by: 'Role editor' },
    ]);
    expect(await listed(item.id, '?slim=1')).toMatchObject({ state: 'unpublished', publish_at: null });
  });

  it('does not force a publish a publish rule refuses: the item stays a draft and the reason shows on it and on the schedule, in the setter’s language', async () => {
    const base = await sampleDoc({ client: s.client, company: DEMO }, RULED);
    const title = unique('Refused');
    const doc: KindRecord = { ...labelled(RULED, base, title), q_as: [] };
    const item: Item = (await answered(s.client.post(`/api/${RULED.api.entity}`, doc), 201)).data;
    const now = await s.client.get(`/api/${RULED.api.entity}/publish/${item.id}`, { 'accept-language': 'es' });
    expect(now.status, 'the rule refuses a publish now').toBe(400);
    await answered(schedule(editor, item.id, { publish_at: inSeconds(2) }, { 'accept-language': 'es' }, RULED.api.entity));
    await expect.poll(async () => (await itemOf(item.id, RULED.api.entity)).schedule_error, { timeout: 15_000, interval: 250 }).not.toBeNull();
    const after = await itemOf(item.id, RULED.api.entity);
    expect(after).toMatchObject({ state: 'active', publish_at: null, version: item.version });
    expect(after.schedule_error).toEqual({ action: 'publish', at: expect.any(String), message: now.body.message });
    const entry = (await companySchedule()).find((e) => e.id === item.id);
    expect(entry).toMatchObject({ kind: RULED.id, action: 'publish', state: 'failed', error: now.body.message, title });
    expect((await history(item.id, RULED.api.entity)).map((r) => r.action)).not.toContain('publish');
  });

  it('forgets a destroyed item’s jobs, and reads the window it is asked for', async () => {
    const item = await created();
    await answered(schedule(s.client, item.id, { publish_at: inHours(4) }));
    expect((await companySchedule()).map((e) => e.id)).toContain(item.id);
    expect((await companySchedule(s.client, `?from=${encodeURIComponent(inHours(5))}`)).map((e) => e.id)).not.toContain(item.id);
    const bad = await refusedWith(s.client.get('/api/schedule?to=soon'), 400);
    expect(bad.errors[0].field).toBe('to');
    await answered(s.client.get(`/api/${entity}/destroy/${item.id}`));
    expect((await companySchedule()).map((e) => e.id)).not.toContain(item.id);
  });
});
