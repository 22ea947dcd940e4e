import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM } from '../support/companies.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { runStaleReadLoad, type StaleLoadOptions } from '../support/staleReadLoad.ts';
import { availableDatabases } from '../support/templates.ts';

async function call(server: TestServer, token: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(server.url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** Six published web pages, an API key and two editor sessions (each save published): what a mixed load needs. */
async function prepare(server: TestServer): Promise<Omit<StaleLoadOptions, 'readUrl' | 'writeUrl' | 'seconds' | 'readers'>> {
  const admin = await server.login();
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) {
    const page = (await call(server, admin, '/api/web_page', { title: `Stale check ${i}`, url: `https://example.org/stale/${i}` })).data;
    await call(server, admin, `/api/web_page/publish/${page.id}`);
    ids.push(page.id);
  }
  const key = (await call(server, admin, '/api/settings/api-keys', { name: 'Stale check app' })).data.secret as string;
  const editor = DEMO_TEAM.editor;
  return {
    reads: [
      // Visitors get a save once it is published: the delivery list is checked against the publishes.
      { path: '/delivery/v1/web_page', authorization: `Bearer ${key}`, published: true },
      { path: '/api/web_page', authorization: `Bearer ${admin}` },
      { path: '/api/web_page?slim=1', authorization: `Bearer ${admin}` },
    ],
    writers: [
      { token: await server.login(editor.email, editor.password), ids: ids.slice(0, 3), publish: true },
      { token: await server.login(editor.email, editor.password), ids: ids.slice(3), publish: true },
    ],
  };
}

// Not timed: the load only has to be dense enough that reads land right after saves. A list answer that
// misses a save acknowledged before it was asked for fails, whichever cache (or read model) kept it.
describe.each(availableDatabases())('lists read while authors save on %s', (database) => {
  let server: TestServer;
  // A process of its own: the readers and writers must load a server that does not share their event loop.
  beforeAll(async () => { server = await startServer({ database, process: true }); });
  afterAll(async () => { await server?.close(); });

  it('never answers the delivery list or the staff list without a save acknowledged before the read was sent', async () => {
    const load = await prepare(server);
    const result = await runStaleReadLoad({ ...load, readUrl: server.url, writeUrl: server.url, readers: 4, seconds: 2 });
    expect(result.stale).toEqual([]);
    expect(result.writes).toBeGreaterThan(10);
    expect(result.checked).toBeGreaterThan(result.reads);
  });
});

describe.skipIf(!availableDatabases().includes('postgres'))('lists read through one process while authors save through another, on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startServer({ database: 'postgres' });
    b = await startServer({ fromTemplate: false, env: { DATABASE_URL: a.databaseUrl! } });
  });
  afterAll(async () => { await b?.close(); await a?.close(); });

  it('shows every save acknowledged by the other process in the next list answer', async () => {
    const load = await prepare(a);
    // The readers sign in through B; the keys and sessions are the same database's.
    const result = await runStaleReadLoad({ ...load, readUrl: b.url, writeUrl: a.url, readers: 4, seconds: 2 });
    expect(result.stale).toEqual([]);
    expect(result.writes).toBeGreaterThan(10);
    expect(result.checked).toBeGreaterThan(result.reads);
  });
});
