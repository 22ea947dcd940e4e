import { describe, expect, it } from 'vitest';
import { DEMO, demoKinds } from '../support/kindRegistry.ts';
import { labelField, labelled, sampleDoc } from '../support/sampleDoc.ts';
import { availableDatabases } from '../support/templates.ts';
import { signedInServer } from '../support/signedInServer.ts';

const RACERS = 10;

// Every kind of the registry (flat ones, ones with pages, ones with references), each written from its
// own fixtures: a document per racer that tells who wrote it, in the field that names the item.

describe.each(availableDatabases())('concurrent updates of one item on %s', (database) => {
  const s = signedInServer({ database });

  it.each(demoKinds().map((kind) => ({ id: kind.id, kind })))('$id: of ten authors saving the same version at once, one wins and nine are told someone else changed it', async ({ kind }) => {
    const { entity } = kind.api;
    const base = await sampleDoc({ client: s.client, company: DEMO }, kind);
    const label = labelField(kind, base);
    const doc = (t: string) => labelled(kind, base, t);
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
    expect(stored.body.data.items).toMatchObject({ version: version + 1, [label]: winner.body.data[label] });
    expect(winner.body.data[label]).toMatch(/^Racer \d$/);
  });
});
