import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDatabases } from '../support/templates.ts';
import { startServer, type TestServer } from '../support/startServer.ts';

// The 503 side (database gone) is in pgOutage.test.ts, which can stop its own PostgreSQL.
describe.each(availableDatabases())('GET /api/health on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer({ database }); });
  afterAll(async () => { await server?.close(); });

  it('answers 200 { status: "ok" } without signing in, uncached, and says nothing else', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('ignores a stale or bogus session: a balancer sends none, a browser may send an old one', async () => {
    const res = await fetch(`${server.url}/api/health`, { headers: { authorization: 'Bearer not-a-real-token-at-all-000000' } });
    expect(res.status).toBe(200);
  });

  it('a balancer polling it does not fill the log', async () => {
    const before = server.output().length;
    for (let i = 0; i < 20; i++) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(server.output().slice(before)).toBe('');
  });
});
