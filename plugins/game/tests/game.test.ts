import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../tests/support/api.ts';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// The game kind (SPEC §3/§7): list under data.games, keyed challenges q_as [{id, question_id}] whose
// question_id is a restrict reference to a question of the same company, challenge removal by its id,
// a publish rule (at least one challenge) and the same fault in its lint; and the demo "Harbour quiz".

interface Challenge { id?: number; question_id: number }
interface Game { id: number; version: number; title: string; q_as?: Challenge[]; [k: string]: unknown }

const NEED_CHALLENGE = 'A game needs at least one challenge before it is published';

describe.each(availableDatabases())('games on %s', (database) => {
  const s = signedInServer({ database });

  const question = async (title: string, client: ApiClient = s.client) => {
    const res = await client.post('/api/question', { title, type: 'yes_no', points: 10, answer: 'yes' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; title: string };
  };
  const create = async (title: string, questionIds: number[], extra: Record<string, unknown> = {}) => {
    const res = await s.client.post('/api/game', { title, ingress: `About ${title}.`, q_as: questionIds.map((question_id) => ({ question_id })), ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as Game;
  };
  const stored = async (id: number) => (await s.client.get(`/api/game/${id}`)).body.data.items as Game;
  const listed = async (client: ApiClient = s.client) => (await client.get('/api/game', { 'x-include-archived': '1' })).body.data.games as Game[];
  const ids = (g: Game) => (g.q_as ?? []).map((c) => c.id);
  const targets = (g: Game) => (g.q_as ?? []).map((c) => c.question_id);

  it('lists games under data.games with their challenges in order, keeping challenge ids across a reordering update', async () => {
    const [q1, q2, q3] = [await question('Game Q1'), await question('Game Q2'), await question('Game Q3')];
    const game = await create('Ordered game', [q1.id, q2.id, q3.id]);
    expect(game.q_as?.map((c) => Object.keys(c).sort())).toEqual([['id', 'question_id'], ['id', 'question_id'], ['id', 'question_id']]);
    expect(targets(game)).toEqual([q1.id, q2.id, q3.id]);
    expect(ids(game).every((k) => Number.isInteger(k) && k! > 0)).toBe(true);
    expect(new Set(ids(game)).size).toBe(3);

    const res = await s.client.get('/api/game');
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('items');
    const inList = (res.body.data.games as Game[]).find((g) => g.id === game.id);
    expect(inList).toMatchObject({ title: 'Ordered game', q_as: game.q_as });

    const [a, b, c] = game.q_as!;
    const q4 = await question('Game Q4');
    const upd = await s.client.post(`/api/game/update/${game.id}`, { ...game, q_as: [c, a, { question_id: q4.id }, b] });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const after = upd.body.data as Game;
    expect(targets(after)).toEqual([q3.id, q1.id, q4.id, q2.id]);
    expect([after.q_as![0].id, after.q_as![1].id, after.q_as![3].id]).toEqual([c.id, a.id, b.id]);
    expect(after.q_as![2].id).toBeGreaterThan(0);
    expect(ids(game)).not.toContain(after.q_as![2].id);
    expect(after.version).toBeGreaterThan(game.version);
    expect((await stored(game.id)).q_as).toEqual(after.q_as);
    expect((await listed()).find((g) => g.id === game.id)?.q_as).toEqual(after.q_as);
  });

  it('removes one challenge by its id; unknown and another company’s ids are 404 and change nothing', async () => {
    const [q1, q2, q3] = [await question('Remove Q1'), await question('Remove Q2'), await question('Remove Q3')];
    const game = await create('Removal game', [q1.id, q2.id, q3.id]);
    const [a, b, c] = game.q_as!;
    const res = await s.client.get(`/api/challenges/remove/${b.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Challenge Successfully Deleted');
    expect(res.body.data.version).toBe(game.version + 1);
    expect(res.body.data.q_as).toEqual([a, c]);
    expect((await stored(game.id)).q_as).toEqual([a, c]);
    for (const id of [b.id, 987654321, 'not-a-challenge']) expect((await s.client.get(`/api/challenges/remove/${id}`)).status, String(id)).toBe(404);

    // The other company's own game: its challenge id is not ours to remove, and ours is not theirs.
    const theirQ = await question('Their remove Q', s.other);
    const theirs = await s.other.post('/api/game', { title: 'Their game', q_as: [{ question_id: theirQ.id }] });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    const theirChallenge = theirs.body.data.q_as[0].id;
    expect((await s.client.get(`/api/challenges/remove/${theirChallenge}`)).status).toBe(404);
    expect((await s.other.get(`/api/game/${theirs.body.data.id}`)).body.data.items).toMatchObject({ version: theirs.body.data.version, q_as: theirs.body.data.q_as });
    expect((await s.other.get(`/api/challenges/remove/${a.id}`)).status).toBe(404);
    expect(await stored(game.id)).toMatchObject({ version: game.version + 1, q_as: [a, c] });
  });

  it('refuses a challenge pointing at another company’s question or at no question with 400 naming q_as.N.question_id', async () => {
    const mine = await question('My question');
    const theirs = await question('Their secret question', s.other);
    const before = (await listed()).map((g) => g.id);
    const res = await s.client.post('/api/game', { title: 'Borrowing game', q_as: [{ question_id: mine.id }, { question_id: theirs.id }] });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['q_as.1.question_id']);
    expect(JSON.stringify(res.body)).not.toContain('Their secret question');
    const unknown = await s.client.post('/api/game', { title: 'Nowhere game', q_as: [{ question_id: mine.id }, { question_id: 2_000_000_000 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual(res.body.errors);
    expect((await listed()).map((g) => g.id)).toEqual(before);
    // On update too, and the game stays as it was.
    const game = await create('Honest game', [mine.id]);
    const upd = await s.client.post(`/api/game/update/${game.id}`, { ...game, q_as: [...game.q_as!, { question_id: theirs.id }] });
    expect(upd.status).toBe(400);
    expect(upd.body.errors.map((e: { field: string }) => e.field)).toEqual(['q_as.1.question_id']);
    expect(await stored(game.id)).toMatchObject({ version: game.version, q_as: game.q_as });
  });

  it('refuses to destroy a question a game uses (409 naming the game); once the challenge is removed it goes', async () => {
    const q = await question('Guarded question');
    const other = await question('Other question');
    const game = await create('Guarding game', [other.id, q.id]);
    const res = await s.client.get(`/api/question/destroy/${q.id}`);
    expect(res.status).toBe(409);
    expect(res.body.used_by).toEqual([{ kind: 'game', id: game.id, title: 'Guarding game', field_or_relation: 'q_as.1.question_id' }]);
    expect(res.body.message).toContain('Guarding game');
    expect((await s.client.get(`/api/question/${q.id}`)).status).toBe(200);
    const usedBy = await s.client.get(`/api/question/${q.id}/used-by`);
    expect(usedBy.body.data.used_by).toEqual([expect.objectContaining({ kind: 'game', id: game.id, title: 'Guarding game' })]);
    expect(await stored(game.id)).toMatchObject({ version: game.version, q_as: game.q_as });

    const removed = await s.client.get(`/api/challenges/remove/${game.q_as![1].id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const gone = await s.client.get(`/api/question/destroy/${q.id}`);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect((await s.client.get(`/api/question/${q.id}`)).status).toBe(404);
    // The remaining challenge still guards its question.
    expect((await s.client.get(`/api/question/destroy/${other.id}`)).status).toBe(409);
  });

  it('refuses to publish a game without challenges (400, the rule, in Spanish too), publishes one with; lint names the fault', async () => {
    const empty = await create('Empty game', []);
    const res = await s.client.get(`/api/game/publish/${empty.id}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NEED_CHALLENGE);
    expect(res.body.errors).toEqual([{ field: 'q_as', message: NEED_CHALLENGE, messageId: 'rule.game.challengeNeeded' }]);
    const es = await s.client.get(`/api/game/publish/${empty.id}`, { 'x-language-code': 'es' });
    expect(es.status).toBe(400);
    expect(es.body.message).toBe('Un juego necesita al menos un desafío antes de publicarse');
    expect(await stored(empty.id)).toMatchObject({ state: 'active', is_published: false, version: empty.version });
    const lint = await s.client.get(`/api/game/${empty.id}/lint`);
    expect(lint.status).toBe(200);
    expect(lint.body.data.faults).toEqual([{ at: '/q_as', message: NEED_CHALLENGE, messageId: 'rule.game.challengeNeeded', values: {} }]);

    const q = await question('Publishable question');
    const upd = await s.client.post(`/api/game/update/${empty.id}`, { ...empty, q_as: [{ question_id: q.id }] });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const ok = await s.client.get(`/api/game/publish/${empty.id}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe('Successfully Published');
    expect(ok.body.data).toMatchObject({ state: 'published', is_published: true });
    expect((await s.client.get(`/api/game/${empty.id}/lint`)).body.data.faults).toEqual([]);
  });

  it('answers every game call of the other company with 404 and changes nothing', async () => {
    const q = await question('Private question');
    const game = await create('Secret game', [q.id], { ingress: 'Secret ingress' });
    expect((await s.client.get(`/api/game/publish/${game.id}`)).status).toBe(200);
    const before = await stored(game.id);
    const theirQ = await question('Their own question', s.other);
    const calls: [string, () => Promise<{ status: number; body: any }>][] = [
      ['get', () => s.other.get(`/api/game/${game.id}`)],
      ['update', () => s.other.post(`/api/game/update/${game.id}`, { title: 'Hijacked', q_as: [{ question_id: theirQ.id }], version: before.version })],
      ...['publish', 'un-publish', 'delete', 'restore'].map((a) => [a, () => s.other.get(`/api/game/${a}/${game.id}`)] as [string, () => Promise<any>]),
      ['delete-field', () => s.other.get(`/api/game/delete-field/${game.id}?field=ingress`)],
      ['lint', () => s.other.get(`/api/game/${game.id}/lint`)],
      ['used-by', () => s.other.get(`/api/game/${game.id}/used-by`)],
      ['challenge remove', () => s.other.get(`/api/challenges/remove/${game.q_as![0].id}`)],
      ['destroy', () => s.other.get(`/api/game/destroy/${game.id}`)],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(404);
      expect(JSON.stringify(res.body), name).not.toContain('Secret');
    }
    const theirs = await listed(s.other);
    expect(theirs.map((g) => g.id)).not.toContain(game.id);
    expect(theirs.map((g) => g.title)).not.toContain('Secret game');
    expect(await stored(game.id)).toEqual(before);
    expect(before).toMatchObject({ state: 'published', ingress: 'Secret ingress' });
  });

  it('seeds "Harbour quiz": 6 challenges on the demo company’s seeded questions of all three types, no lint, publishable', async () => {
    const list = (await s.client.get('/api/game')).body.data.games as Game[];
    const quiz = list.find((g) => g.title === 'Harbour quiz');
    expect(quiz, JSON.stringify(list.map((g) => g.title))).toBeDefined();
    const game = await stored(quiz!.id);
    expect(game.q_as).toHaveLength(6);
    expect(ids(game).every((k) => Number.isInteger(k) && k! > 0)).toBe(true);
    expect(new Set(targets(game)).size).toBe(6);
    const types = new Set<string>();
    for (const id of targets(game)) {
      const res = await s.client.get(`/api/question/${id}`);
      expect(res.status, String(id)).toBe(200);
      types.add(res.body.data.items.type);
      expect((await s.other.get(`/api/question/${id}`)).status, String(id)).toBe(404);
    }
    expect(types).toEqual(new Set(['multiple_choice', 'yes_no', 'scenario']));
    expect(game.refs).toMatchObject({ 'q_as.0.question_id': { kind: 'question', id: targets(game)[0] } });
    expect((await s.client.get(`/api/game/${game.id}/lint`)).body.data.faults).toEqual([]);
    const ok = await s.client.get(`/api/game/publish/${game.id}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe('Successfully Published');
    expect((await listed(s.other)).map((g) => g.title)).not.toContain('Harbour quiz');
  });

  it('puts a game without challenges on the dashboard as a lint fault at its challenges', async () => {
    const empty = await create('Empty dashboard game', []);
    const faults = (await s.client.get('/api/overview')).body.data.faults as { kind: string; id: number }[];
    expect(faults.filter((f) => f.kind === 'game' && f.id === empty.id)).toContainEqual(expect.objectContaining({ type: 'lint', at: '/q_as', message: 'rule.game.challengeNeeded' }));
  });
});
