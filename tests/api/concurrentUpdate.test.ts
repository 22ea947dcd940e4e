import { describe, expect, it } from 'vitest';
import { kindApi } from '../support/kindApi.ts';
import { availableDatabases } from '../support/templates.ts';
import { signedInServer } from '../support/signedInServer.ts';

const RACERS = 10;

/** Kinds of different shapes (flat, with pages): a document per racer that tells who wrote it. */
const KINDS = [
  { id: 'web_page' as const, doc: (t: string) => ({ title: t, url: 'https://example.org/race' }) },
  { id: 'achievement' as const, doc: (t: string) => ({ title: t, text: 'A fact worth knowing.' }) },
  { id: 'story' as const, doc: (t: string) => ({ name: t, title: t, ingress: 'A race.', text: 'Who wins?', pages: [{ page_title: t, text: 'The end.', is_end: true }] }) },
];

describe.each(availableDatabases())('concurrent updates of one item on %s', (database) => {
  const s = signedInServer({ database });

  it.each(KINDS)('$id: of ten authors saving the same version at once, one wins and nine are told someone else changed it', async ({ id, doc }) => {
    const { entity } = kindApi(id);
    const created = await s.client.post(`/api/${entity}`, doc('Race start'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id: itemId, version } = created.body.data;

    const answers = await Promise.all(Array.from({ length: RACERS }, (_, n) =>
      s.client.post(`/api/${entity}/update/${itemId}`, { ...doc(`Racer ${n}`), version })));

    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.map((a) => a.body))).toEqual([200, ...Array(RACERS - 1).fill(409)]);
    for (const lost of answers.filter((a) => a.status === 409)) expect(lost.body.message).toMatch(/\S/);
    const winner = answers.find((a) => a.status === 200)!;
    expect(winner.body.data.version).toBe(version + 1);

    const stored = await s.client.get(`/api/${entity}/${itemId}`);
    expect(stored.status).toBe(200);
    expect(stored.body.data.items).toMatchObject({ version: version + 1, title: winner.body.data.title });
    expect(winner.body.data.title).toMatch(/^Racer \d$/);
  });
});
