import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { OTHER_COMPANY } from '../support/companies.ts';
import { openLive, type LiveEvent } from '../support/liveStream.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';

// Two API processes on one PostgreSQL: a write through one reaches a stream on the other
// (LISTEN/NOTIFY), replay works from either, presence crosses too, and another company hears nothing.

const KINDS = { TOURBENCH_EXTRA_KINDS: 'tests/kinds' };

describe.skipIf(!availableDatabases().includes('postgres'))('live events across two processes on PostgreSQL', () => {
  let a: TestServer, b: TestServer;
  let writer: ApiClient;
  beforeAll(async () => {
    a = await startServer({ database: 'postgres', env: KINDS });
    b = await startServer({ databaseUrl: a.databaseUrl!, env: KINDS });
    writer = api(a, await a.login());
  });
  afterAll(async () => { await b?.close(); await a?.close(); });
  const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

  it('a write through one process reaches streams on the other, and only its company’s', async () => {
    const token = await b.login();
    const onB = await openLive(b.url, { authorization: `Bearer ${token}` });
    const otherOnB = await openLive(b.url, { authorization: `Bearer ${await b.login(OTHER_COMPANY.email, OTHER_COMPANY.password)}` });
    const seen = (await onB.next((e) => e.event === 'ready')).id!;
    await otherOnB.next((e) => e.event === 'ready');
    const res = await writer.post('/api/tk_venue', { title: unique('Across'), city: 'Oslo' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id;
    const heard = await onB.next((e: LiveEvent) => e.event === 'item' && e.data.id === id);
    expect(heard.data).toMatchObject({ kind: 'tk_venue', id, action: 'created', version: res.body.data.version });
    onB.close();
    // Replayed from the table by the other process too.
    const again = await openLive(a.url, { authorization: `Bearer ${token}`, 'last-event-id': seen });
    await again.next((e) => e.event === 'ready');
    expect(again.events.filter((e) => e.event === 'item').map((e) => e.data.id)).toEqual([id]);
    again.close();
    expect(otherOnB.events.some((e) => e.event === 'item')).toBe(false);
    otherOnB.close();
  });

  it('shows a company the same ids on every process, unmoved by another company’s writes, and resumes across them', async () => {
    const token = await a.login();
    const readyOn = async (server: TestServer, headers: Record<string, string> = {}) => {
      const st = await openLive(server.url, { authorization: `Bearer ${token}`, ...headers });
      const ready = await st.next((e) => e.event === 'ready');
      return { st, id: ready.id! };
    };
    const first = await readyOn(a);
    first.st.close();
    const other = api(b, await b.login(OTHER_COMPANY.email, OTHER_COMPANY.password));
    for (const title of ['B1', 'B2']) expect((await other.post('/api/tk_venue', { title: unique(title), city: 'Oslo' })).status).toBe(201);
    const onB = await readyOn(b);
    onB.st.close();
    expect(onB.id).toBe(first.id);
    const mine = await writer.post('/api/tk_venue', { title: unique('Mine'), city: 'Oslo' });
    const resumed = await readyOn(b, { 'last-event-id': first.id });
    expect(resumed.st.events.filter((e) => e.event === 'item').map((e) => e.data.id)).toEqual([mine.body.data.id]);
    resumed.st.close();
  });

  it('presence announced through one process shows on the other', async () => {
    const created = await writer.post('/api/tk_venue', { title: unique('Open'), city: 'Oslo' });
    const id = created.body.data.id;
    const onB = await openLive(b.url, { authorization: `Bearer ${await b.login()}` });
    await onB.next((e) => e.event === 'ready');
    expect((await writer.post('/api/live/presence', { kind: 'tk_venue', id, editing: true })).status).toBe(200);
    const seen = await onB.next((e) => e.event === 'presence' && e.data.id === id);
    expect(seen.data.users).toMatchObject([{ editing: true }]);
    onB.close();
  });
});
