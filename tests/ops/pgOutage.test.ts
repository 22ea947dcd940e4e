import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_REUSE_MS } from '../../src/server/routes/createHealthCheck.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { findPgBin, startPgCluster, type PgCluster } from '../support/pgCluster.ts';
import { TEMPLATE_ENV } from '../support/templates.ts';
import { signIn, spawnServer, type ServerProcess } from './serverProcess.ts';

const bin = process.env.TOURBENCH_TEST_NO_POSTGRES ? undefined : findPgBin();
const { entity, listKey } = PLAIN_KIND.api;
const OUTAGE_MESSAGE = /database is not reachable right now/i;

/** GET/POST with a JSON answer; a refused or broken connection is a failure, not a status. */
async function call(server: ServerProcess, path: string, init: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(server.url + path, { method: init.body === undefined ? 'GET' : 'POST', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

/** Asks until `check` holds or `ms` have passed; answers whether it held. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const healthy = (server: ServerProcess) => async () => (await call(server, '/api/health')).status === 200;

// Its own cluster: stopping the shared one would break every other test running at the same time.
describe.skipIf(!bin)('PostgreSQL going away and coming back', () => {
  let cluster: PgCluster;
  let server: ServerProcess;
  let token: string;
  let url: string;
  let mediaDir: string;

  beforeAll(async () => {
    cluster = await startPgCluster(bin!);
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database tourbench');
    // The test cluster runs with synchronous_commit=off for speed; an immediate stop (a crash) would then lose
    // the last acknowledged commits, which a production PostgreSQL does not. Make this database honest.
    await admin.query('alter database tourbench set synchronous_commit = on');
    await admin.end();
    url = cluster.url('tourbench');
    mediaDir = mkdtempSync(join(process.env[TEMPLATE_ENV.runDir] ?? tmpdir(), 'tourbench-outage-'));
    server = await spawnServer({ DATABASE_URL: url, DATA_DIR: mediaDir });
    token = await signIn(server.url);
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    cluster?.stop();
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  for (const mode of ['fast', 'immediate'] as const) {
    it(`answers 503 while PostgreSQL is stopped (pg_ctl -m ${mode}), stays up, and recovers by itself`, async () => {
      const created = await call(server, `/api/${entity}`, { token, body: plainDoc(`Before ${mode}`) });
      expect(created.status).toBe(201);
      expect((await call(server, '/api/health')).body).toEqual({ status: 'ok' });
      const logged = server.output().length;

      cluster.halt(mode);
      // Health may reuse the "ok" of a check sent up to HEALTH_REUSE_MS ago (createHealthCheck): the outage
      // shows within that, at once when the pool has already seen its connections drop (not always so after -m immediate).
      let health = await call(server, '/api/health');
      for (const until = Date.now() + HEALTH_REUSE_MS + 500; health.status === 200 && Date.now() < until;) {
        await new Promise((r) => setTimeout(r, 100));
        health = await call(server, '/api/health');
      }
      expect(health.status).toBe(503);
      expect(health.body.message).toMatch(OUTAGE_MESSAGE);
      const list = await call(server, `/api/${entity}`, { token });
      expect(list.status, JSON.stringify(list.body)).toBe(503);
      expect(list.body.message).toMatch(OUTAGE_MESSAGE);
      const write = await call(server, `/api/${entity}`, { token, body: plainDoc('During') });
      expect(write.status).toBe(503);
      const login = await call(server, '/api/login', { body: { email: 'admin@demo.test', password: 'Demo-password-1' } });
      expect(login.status).toBe(503);
      expect(login.body.message).toMatch(OUTAGE_MESSAGE);
      // Still the same process answering, a while after the dropped connections were noticed.
      await new Promise((r) => setTimeout(r, 500));
      expect((await call(server, '/api/health')).status).toBe(503);

      cluster.resume();
      expect(await within(10_000, healthy(server)), `health did not come back:\n${server.output().slice(logged)}`).toBe(true);
      const after = await call(server, `/api/${entity}`, { token });
      expect(after.status, 'the session from before the outage still works').toBe(200);
      expect(after.body.data[listKey].map((x: any) => x.id)).toContain(created.body.data.id);
      expect(await signIn(server.url)).toMatch(/\S/);
      expect((await call(server, `/api/${entity}`, { token, body: plainDoc(`After ${mode}`) })).status).toBe(201);

      // The operator sees the outage once when it starts and once when it ends, not one stack per request.
      const log = server.output().slice(logged);
      expect(log.match(/PostgreSQL is not reachable/g)?.length, log).toBe(1);
      expect(log).toMatch(/PostgreSQL is reachable again/);
      expect(log).not.toMatch(/failed: /);
      expect(log).not.toContain(url);
    });
  }

  it('waits for a PostgreSQL that is down at start-up, saying so, and starts once it is up', async () => {
    server.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    cluster.halt('fast');
    let waiting!: () => void;
    const saidWaiting = new Promise<void>((ok) => { waiting = ok; });
    const starting = spawnServer({ DATABASE_URL: url, DATA_DIR: mediaDir }, (text) => { if (/not reachable yet/.test(text)) waiting(); });
    starting.catch(() => waiting());
    await saidWaiting;
    cluster.resume();
    server = await starting;
    expect(server.output()).toMatch(/PostgreSQL \(DATABASE_URL\) is not reachable yet .*retrying for up to \d+ s/);
    expect((await call(server, '/api/health')).status).toBe(200);
    expect(await signIn(server.url)).toMatch(/\S/);
  });
});
