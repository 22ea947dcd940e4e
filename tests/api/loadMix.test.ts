import { describe, expect, it } from 'vitest';
import { storedList } from '../support/api.ts';
import { mixedLoad } from '../support/mixedLoad.ts';
import { availableDatabases } from '../support/templates.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { labelField } from '../support/sampleDoc.ts';

const CLIENTS = 20;
// Long enough for every client to list, read, update and collide many times; the 30 s run is the bench's.
const DURATION_MS = 5000;
const HOT_ITEMS = 8;

const page = (id: number, tag: string) => plainDoc(`Mixed ${id} ${tag}`);
const label = labelField(PLAIN_KIND, page(0, 'x'));

describe.each(availableDatabases())('20 clients mixing list, get and update on %s', (database) => {
  const s = signedInServer({ database });

  it('get no 5xx and no dropped connection, and every item ends at the last version the server acknowledged', async () => {
    const kind = PLAIN_KIND.api;
    const hotIds: number[] = [];
    for (let i = 0; i < HOT_ITEMS; i++) {
      const created = await s.client.post(`/api/${kind.entity}`, page(i, 'created'));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      hotIds.push(created.body.data.id);
    }
    const ids = (await storedList<{ id: number }>(s.client, kind)).map((x) => x.id);
    const token = await s.server.login();

    const load = await mixedLoad({ url: s.server.url, token, entity: kind.entity, ids, hotIds, clients: CLIENTS, durationMs: DURATION_MS, doc: page });

    expect(load.networkErrors, 'calls without an HTTP answer').toEqual([]);
    expect(load.surprises, '5xx, or refusals without { message }').toEqual([]);
    expect(Object.keys(load.statuses).map(Number).filter((code) => code >= 500)).toEqual([]);
    expect(load.latencies.list.length, 'lists answered').toBeGreaterThan(0);
    expect(load.latencies.get.length, 'gets answered').toBeGreaterThan(0);
    expect(load.acknowledged.size, 'updates acknowledged').toBeGreaterThan(0);

    // The list too (it may be answered from a cache): no acknowledged write may be missing from it.
    const listed = new Map((await storedList<{ id: number; version: number }>(s.client, kind)).map((x) => [x.id, x.version]));
    for (const [id, acked] of load.acknowledged) expect(listed.get(id), `item ${id} in the list`).toBe(acked.version);
    for (const id of ids) {
      const res = await s.client.get(`/api/${kind.entity}/${id}`);
      expect(res.status, `item ${id}: ${JSON.stringify(res.body)}`).toBe(200);
      const acked = load.acknowledged.get(id);
      if (acked) expect(res.body.data.items, `item ${id}`).toMatchObject({ version: acked.version, [label]: page(id, acked.tag)[label] });
    }
  });
});
