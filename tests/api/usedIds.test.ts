import { describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// GET /api/{x}/used-ids?by={kind}: the ids of this kind's items that items of `by` refer to (x-ref) or
// link (relations), for the console list's `usedBy` filter. Real kinds (a game's challenges refer to
// questions) and the test-only ones (tk_tour refers to tk_venue by venue_id and sponsor_id, and links it by `stops`).

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

describe.each(availableDatabases())('used ids on %s', (database) => {
  const s = signedInServer({ database, env: { TOURBENCH_EXTRA_KINDS: 'tests/kinds' } });

  const created = async (client: ApiClient, path: string, doc: Record<string, unknown>) => {
    const res = await client.post(path, doc);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; version: number };
  };
  const question = (client: ApiClient = s.client) => created(client, '/api/question', { title: unique('Used Q'), type: 'yes_no', points: 5, answer: 'no' });
  const game = (questionIds: number[], client: ApiClient = s.client) =>
    created(client, '/api/game', { title: unique('Used game'), q_as: questionIds.map((question_id) => ({ question_id })) });
  const venue = (client: ApiClient = s.client) => created(client, '/api/tk_venue', { title: unique('Used venue'), city: 'Oslo' });
  const usedIds = async (path: string, client: ApiClient = s.client) => {
    const res = await client.get(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: 200, status: 'success' });
    return res.body.data.ids as number[];
  };

  it('answers each referenced question once, ascending, following updates and counting archived games', async () => {
    const [q1, q2, q3] = [await question(), await question(), await question()];
    const g = await game([q2.id, q1.id, q2.id]);
    const ids = await usedIds('/api/question/used-ids?by=game');
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([q1.id, q2.id]));
    expect(ids).not.toContain(q3.id);

    // The game lets go of q2 and takes q3.
    const upd = await s.client.post(`/api/game/update/${g.id}`, { title: 'Used game, changed', q_as: [{ question_id: q1.id }, { question_id: q3.id }], version: g.version });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const after = await usedIds('/api/question/used-ids?by=game');
    expect(after).toEqual(expect.arrayContaining([q1.id, q3.id]));
    expect(after).not.toContain(q2.id);

    // An archived game still holds its references (destroying the question is still refused).
    expect((await s.client.get(`/api/game/delete/${g.id}`)).status).toBe(200);
    expect(await usedIds('/api/question/used-ids?by=game')).toEqual(expect.arrayContaining([q1.id, q3.id]));
    // Nothing else refers to questions: any other kind answers none of them.
    expect(await usedIds('/api/question/used-ids?by=tk_tour')).toEqual([]);
  });

  it('counts references and relation links alike', async () => {
    const [byRef, bySponsor, byLink, unused] = [await venue(), await venue(), await venue(), await venue()];
    const tour = await created(s.client, '/api/tk_tour', { title: unique('Tour'), venue_id: byRef.id, sponsor_id: bySponsor.id });
    expect((await s.client.get(`/api/tk_tour/${tour.id}/links/stops/add/${byLink.id}`)).status).toBe(201);
    // The relation also links the referenced venue: still one id.
    expect((await s.client.get(`/api/tk_tour/${tour.id}/links/stops/add/${byRef.id}`)).status).toBe(201);
    const ids = await usedIds('/api/tk_venue/used-ids?by=tk_tour');
    expect(ids).toEqual(expect.arrayContaining([byRef.id, bySponsor.id, byLink.id]));
    expect(ids).not.toContain(unused.id);
    expect(ids.filter((id) => id === byRef.id)).toHaveLength(1);
    // Unlinking drops the relation's link: the venue is no longer used.
    expect((await s.client.get(`/api/tk_tour/${tour.id}/links/stops/unlink/${byLink.id}`)).status).toBe(200);
    expect(await usedIds('/api/tk_venue/used-ids?by=tk_tour')).not.toContain(byLink.id);
    expect(await usedIds('/api/tk_venue/used-ids?by=game')).toEqual([]);
  });

  it('answers only the caller’s company’s items', async () => {
    const mine = await question();
    await game([mine.id]);
    const theirs = await question(s.other);
    await game([theirs.id], s.other);
    const myIds = await usedIds('/api/question/used-ids?by=game');
    const theirIds = await usedIds('/api/question/used-ids?by=game', s.other);
    expect(myIds).toContain(mine.id);
    expect(myIds).not.toContain(theirs.id);
    expect(theirIds).toContain(theirs.id);
    expect(theirIds).not.toContain(mine.id);
    expect(theirIds.some((id) => myIds.includes(id))).toBe(false);
  });

  it('refuses a missing or unknown `by` with 400, needs a session, and leaves GET /{x}/{id} alone', async () => {
    for (const path of ['/api/question/used-ids', '/api/question/used-ids?by=', '/api/question/used-ids?by=nope', '/api/question/used-ids?by=Game']) {
      const res = await s.client.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toMatch(/by must name a kind/);
    }
    expect((await api(s.server).get('/api/question/used-ids?by=game')).status).toBe(401);
    const q = await question();
    expect((await s.client.get(`/api/question/${q.id}`)).status).toBe(200);
  });
});
