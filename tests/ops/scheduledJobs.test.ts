import { afterAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { answered } from '../support/expectAnswer.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';

// Scheduled publishing as an operator runs it: real server processes, several on one PostgreSQL, and a
// server that was stopped while a job fell due.

const { entity } = PLAIN_KIND.api;
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const at = (ms: number) => new Date(ms).toISOString();

async function createItems(client: ApiClient, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await answered(client.post(`/api/${entity}`, plainDoc(unique('Due'))), 201)).data.id);
  return ids;
}

const stateOf = async (client: ApiClient, id: number): Promise<string> => (await answered(client.get(`/api/${entity}/${id}`))).data.items.state;
const publishes = async (client: ApiClient, id: number): Promise<number> =>
  (await answered(client.get(`/api/${entity}/${id}/revisions`))).data.revisions.filter((r: { action: string }) => r.action === 'publish').length;

describe.skipIf(!availableDatabases().includes('postgres'))('scheduled jobs with two server processes on one PostgreSQL', () => {
  const servers: TestServer[] = [];
  afterAll(async () => { for (const s of servers.reverse()) await s.close(); });

  it('runs each job exactly once, whichever process claims it', async () => {
    const a = await startServer({ database: 'postgres' });
    servers.push(a);
    const b = await startServer({ databaseUrl: a.databaseUrl });
    servers.push(b);
    const token = await a.login();
    const [viaA, viaB] = [api(a, token), api(b, token)];
    const ids = await createItems(viaA, 8);
    // All due at one instant, set through both processes: both runners look for them at once.
    const when = Date.now() + 3000;
    for (const [i, id] of ids.entries()) await answered((i % 2 ? viaB : viaA).post(`/api/${entity}/schedule/${id}`, { publish_at: at(when) }));
    for (const id of ids) await expect.poll(() => stateOf(viaB, id), { timeout: 20_000, interval: 250 }).toBe('published');
    // Both runners have had more ticks since: still one publish each.
    await new Promise((r) => setTimeout(r, 2500));
    for (const id of ids) expect(await publishes(viaA, id), `item ${id}`).toBe(1);
    const entries = (await answered(viaA.get('/api/schedule'))).data.schedule.filter((e: { id: number }) => ids.includes(e.id));
    expect(entries.map((e: { state: string }) => e.state)).toEqual(ids.map(() => 'done'));
  }, 120_000);
});

describe.each(availableDatabases())('a scheduled job on %s while the server is stopped', (database) => {
  let server: TestServer | undefined;
  afterAll(async () => { await server?.close(); });

  it('runs at the next start when its time passed while the server was down', async () => {
    server = await startServer({ database });
    let client = api(server, await server.login());
    const [id] = await createItems(client, 1);
    const when = Date.now() + 2500;
    await answered(client.post(`/api/${entity}/schedule/${id}`, { publish_at: at(when) }));
    await server.stop();
    // Down past its time.
    await new Promise((r) => setTimeout(r, Math.max(0, when - Date.now()) + 1000));
    await server.restart();
    client = api(server, await server.login());
    await expect.poll(() => stateOf(client, id), { timeout: 15_000, interval: 250 }).toBe('published');
    expect(await publishes(client, id)).toBe(1);
    expect((await answered(client.get(`/api/${entity}/${id}`))).data.items.publish_at).toBeNull();
  }, 120_000);
});
