import { describe, expect, it } from 'vitest';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// The question kind (Q&A tab, API entity `question`): three types with their own fields and rules
// (questionRules.ts), points 0–1000 as whole numbers, and only the type's own fields kept on save.

type Doc = Record<string, unknown>;
interface Err { field: string; message: string; messageId?: string }

const mc = (extra: Doc = {}): Doc => ({
  title: 'Which city is the capital of Norway?', type: 'multiple_choice', points: 10,
  options: [{ text: 'Oslo', correct: true }, { text: 'Bergen' }, { text: 'Trondheim' }], explanation: 'Since 1814.', ...extra,
});
const yn = (extra: Doc = {}): Doc => ({ title: 'Is the Opera roof open to walkers?', type: 'yes_no', points: 5, answer: 'yes', ...extra });
const sc = (extra: Doc = {}): Doc => ({
  title: 'The ferry is leaving', type: 'scenario', points: 0, situation: 'Your friend is still on the quay.',
  choices: [{ text: 'Run', outcome: 'Alone on board.', points: 0 }, { text: 'Wait', outcome: 'Together later.', points: 15 }], ...extra,
});

describe.each(availableDatabases())('questions on %s', (database) => {
  const s = signedInServer({ database });

  const create = async (doc: Doc) => {
    const res = await s.client.post('/api/question', doc);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as Doc & { id: number; version: number };
  };
  const stored = async (id: number) => (await s.client.get(`/api/question/${id}`)).body.data.items as Doc & { id: number; version: number };
  const listed = async (client = s.client) => (await client.get('/api/question', { 'x-include-archived': '1' })).body.data.items as { id: number; title: string }[];
  const refused = async (doc: Doc, headers?: Record<string, string>) => {
    const before = (await listed()).map((x) => x.id);
    const res = await s.client.post('/api/question', doc, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect((await listed()).map((x) => x.id)).toEqual(before);
    return res.body as { message: string; errors: Err[] };
  };

  it('creates each type and reads it back with keyed options and choices', async () => {
    const a = await create(mc());
    const options = a.options as { id: number; text: string; correct?: boolean }[];
    expect(options.map((o) => o.text)).toEqual(['Oslo', 'Bergen', 'Trondheim']);
    expect(options.every((o) => Number.isInteger(o.id) && o.id > 0)).toBe(true);
    expect(options[0].correct).toBe(true);
    expect(await stored(a.id)).toMatchObject({ id: a.id, title: 'Which city is the capital of Norway?', type: 'multiple_choice', points: 10, options, explanation: 'Since 1814.' });

    const b = await create(yn());
    expect(await stored(b.id)).toMatchObject({ type: 'yes_no', points: 5, answer: 'yes' });

    const c = await create(sc());
    const got = await stored(c.id);
    expect(got).toMatchObject({ type: 'scenario', points: 0, situation: 'Your friend is still on the quay.' });
    expect((got.choices as Doc[]).map((x) => [x.text, x.outcome, x.points])).toEqual([['Run', 'Alone on board.', 0], ['Wait', 'Together later.', 15]]);
    expect((got.choices as { id: number }[]).every((x) => x.id > 0)).toBe(true);

    const titles = (await listed()).map((x) => x.title);
    expect(titles).toEqual(expect.arrayContaining([a.title, b.title, c.title]));
  });

  it('refuses each multiple-choice rule with 400, its field and English message', async () => {
    const one = await refused(mc({ options: [{ text: 'Oslo', correct: true }] }));
    expect(one.errors).toEqual([{ field: 'options', message: 'A multiple-choice question needs at least two options', messageId: 'rule.question.optionsMin' }]);
    expect(one.message).toBe('A multiple-choice question needs at least two options');
    const none = await refused(mc({ options: undefined }));
    expect(none.errors).toEqual([expect.objectContaining({ field: 'options', messageId: 'rule.question.optionsMin' })]);
    const blank = await refused(mc({ options: [{ text: 'Oslo', correct: true }, { text: '  ' }] }));
    expect(blank.errors).toEqual([{ field: 'options.1.text', message: 'Each option needs a text', messageId: 'rule.question.optionText' }]);
    const noCorrect = await refused(mc({ options: [{ text: 'Oslo' }, { text: 'Bergen', correct: false }] }));
    expect(noCorrect.errors).toEqual([{ field: 'options', message: 'Mark at least one option as correct', messageId: 'rule.question.correctMin' }]);
  });

  it('refuses a yes/no question without a yes or no answer, and scenario rules', async () => {
    for (const answer of [undefined, 'maybe']) {
      const res = await s.client.post('/api/question', yn({ answer }));
      expect(res.status, String(answer)).toBe(400);
      expect(res.body.errors.map((e: Err) => e.field), String(answer)).toEqual(['answer']);
    }
    const missing = await refused(yn({ answer: undefined }));
    expect(missing.errors).toEqual([{ field: 'answer', message: 'Choose the correct answer', messageId: 'rule.question.answerNeeded' }]);

    const noSituation = await refused(sc({ situation: ' ' }));
    expect(noSituation.errors).toEqual([{ field: 'situation', message: 'Describe the situation', messageId: 'rule.question.situationNeeded' }]);
    const oneChoice = await refused(sc({ choices: [{ text: 'Run' }] }));
    expect(oneChoice.errors).toEqual([{ field: 'choices', message: 'A scenario needs at least two choices', messageId: 'rule.question.choicesMin' }]);
    const blankChoice = await refused(sc({ choices: [{ text: 'Run' }, { outcome: 'Nothing.' }] }));
    expect(blankChoice.errors).toEqual([{ field: 'choices.1.text', message: 'Each choice needs a text', messageId: 'rule.question.choiceText' }]);
  });

  it('speaks Spanish with accept-language: es', async () => {
    const es = await refused(mc({ options: [{ text: 'Oslo' }, { text: 'Bergen' }] }), { 'accept-language': 'es' });
    expect(es.errors).toEqual([{ field: 'options', message: 'Marca al menos una opción como correcta', messageId: 'rule.question.correctMin' }]);
    expect(es.message).toBe('Marca al menos una opción como correcta');
  });

  it('refuses points -1, 1001 and 2.5 naming the field, on create and on update', async () => {
    for (const points of [-1, 1001, 2.5]) {
      const res = await refused(yn({ points }));
      expect(res.errors.map((e) => e.field), String(points)).toEqual(['points']);
      expect(res.errors[0].message, String(points)).toBe('Points are whole numbers from 0 to 1000');
    }
    const choice = await refused(sc({ choices: [{ text: 'Run', points: 1001 }, { text: 'Wait', points: 5 }] }));
    expect(choice.errors.map((e) => e.field)).toEqual(['choices.0.points']);
    expect(choice.errors[0].message).toBe('Points are whole numbers from 0 to 1000');
    // The edges are fine.
    expect((await create(yn({ points: 0 }))).points).toBe(0);
    const item = await create(yn({ points: 1000 }));
    const upd = await s.client.post(`/api/question/update/${item.id}`, { ...item, points: 2.5 });
    expect(upd.status).toBe(400);
    expect(upd.body.errors.map((e: Err) => e.field)).toEqual(['points']);
    expect(await stored(item.id)).toMatchObject({ points: 1000, version: item.version });
  });

  it('keeps only the fields of the question’s type on save: switching to yes/no drops the options', async () => {
    const item = await create(mc());
    const res = await s.client.post(`/api/question/update/${item.id}`, { ...item, type: 'yes_no', answer: 'no', situation: 'Left over' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'yes_no', answer: 'no', explanation: 'Since 1814.' });
    expect(res.body.data).not.toHaveProperty('options');
    expect(res.body.data).not.toHaveProperty('situation');
    const after = await stored(item.id);
    expect(after).not.toHaveProperty('options');
    expect(after).toMatchObject({ type: 'yes_no', answer: 'no', version: res.body.data.version });
    expect(after.version).toBeGreaterThan(item.version);
    // On create too: a scenario keeps no answer or options.
    const made = await create(sc({ answer: 'yes', options: [{ text: 'x' }] }));
    expect(made).not.toHaveProperty('answer');
    expect(made).not.toHaveProperty('options');
  });

  it('answers every question call of the other company with 404 and changes nothing', async () => {
    const item = await create(mc({ title: 'Secret question', ingress: 'Secret text' }));
    expect((await s.client.get(`/api/question/publish/${item.id}`)).status).toBe(200);
    const before = await stored(item.id);
    const calls: [string, () => Promise<{ status: number; body: any }>][] = [
      ['get', () => s.other.get(`/api/question/${item.id}`)],
      ['update', () => s.other.post(`/api/question/update/${item.id}`, { ...yn({ title: 'Hijacked' }), version: before.version })],
      ...['publish', 'un-publish', 'delete', 'restore'].map((a) => [a, () => s.other.get(`/api/question/${a}/${item.id}`)] as [string, () => Promise<any>]),
      ['delete-field', () => s.other.get(`/api/question/delete-field/${item.id}?field=ingress`)],
      ['lint', () => s.other.get(`/api/question/${item.id}/lint`)],
      ['used-by', () => s.other.get(`/api/question/${item.id}/used-by`)],
      ['destroy', () => s.other.get(`/api/question/destroy/${item.id}`)],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(404);
      expect(JSON.stringify(res.body), name).not.toContain('Secret');
    }
    const theirs = await listed(s.other);
    expect(theirs.map((x) => x.id)).not.toContain(item.id);
    expect(theirs.map((x) => x.title)).not.toContain('Secret question');
    expect(await stored(item.id)).toEqual(before);
    expect(before).toMatchObject({ state: 'published', ingress: 'Secret text' });
  });

  it('seeds the demo company with six questions of all three types, none for the other company', async () => {
    const mine = (await s.client.get('/api/question')).body.data.items as { title: string; type: string }[];
    const seeded = mine.filter((q) => /Akershus|City Hall|waterfront|Aker Brygge|roof of the Opera|last ferry/.test(q.title));
    expect(seeded).toHaveLength(6);
    expect(new Set(seeded.map((q) => q.type))).toEqual(new Set(['multiple_choice', 'yes_no', 'scenario']));
    const theirs = await listed(s.other);
    expect(theirs.map((q) => q.title)).not.toContain('When was Akershus Fortress first built?');
  });
});
