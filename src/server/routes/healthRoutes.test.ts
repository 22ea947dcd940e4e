import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/Db.ts';
import { openPglite } from '../db/openPglite.ts';
import { healthRoutes } from './healthRoutes.ts';

// A real embedded database behind a door that counts the statements and can be swapped (an outage, a recovery).
let dir: string;
let real: Db;
let current: Db;
// Closed: it says "PGlite is closed", what the layer says while the database cannot be reached.
let gone: Db;
let sent = 0;
const counted: Db = {
  engine: 'pglite',
  query: (sql, params) => { sent++; return current.query(sql, params); },
  exec: (sql) => current.exec(sql),
  transaction: (fn) => current.transaction(fn),
  close: () => current.close(),
};

beforeAll(async () => {
  dir = mkdtempSync(join(process.env.TOURBENCH_TEST_RUN_DIR ?? tmpdir(), 'health-'));
  real = await openPglite(join(dir, 'db'));
  current = real;
  gone = await openPglite(join(dir, 'gone'));
  await gone.close();
});
afterAll(async () => {
  await real?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const REUSE_MS = 150;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('GET /health under polling', () => {
  it('answers a burst of 200 concurrent calls with one database check, and checks again once the answer is old', async () => {
    const app = healthRoutes(counted, { reuseMs: REUSE_MS });
    const before = sent;
    const answers = await Promise.all(Array.from({ length: 200 }, () => app.request('/health')));
    expect(answers.map((r) => r.status)).toEqual(Array(200).fill(200));
    expect(await answers[0].json()).toEqual({ status: 'ok' });
    expect(sent - before).toBe(1);

    await wait(REUSE_MS + 50);
    await Promise.all(Array.from({ length: 50 }, () => app.request('/health')));
    expect(sent - before, 'an answer older than the reuse time is checked again').toBe(2);
  });

  it('turns 503 { message } when the database goes away, and 200 again when it is back, each within the reuse time', async () => {
    const app = healthRoutes(counted, { reuseMs: REUSE_MS });
    expect((await app.request('/health')).status).toBe(200);

    current = gone;
    await wait(REUSE_MS + 50);
    const down = await Promise.all(Array.from({ length: 20 }, () => app.request('/health')));
    expect(down.map((r) => r.status)).toEqual(Array(20).fill(503));
    expect(await down[0].json()).toEqual({ message: expect.stringMatching(/database is not reachable/i) });
    expect(down[0].headers.get('cache-control')).toBe('no-store');

    current = real;
    await wait(REUSE_MS + 50);
    expect((await app.request('/health')).status).toBe(200);
  });

  it('drops a reused "ok" at once when the database layer has seen its connection fail', async () => {
    let reachable = true;
    const watched: Db = { ...counted, reachable: () => reachable };
    const app = healthRoutes(watched, { reuseMs: 60_000 });
    expect((await app.request('/health')).status).toBe(200);
    current = gone;
    reachable = false;
    try {
      expect((await app.request('/health')).status).toBe(503);
    } finally {
      current = real;
    }
    reachable = true;
    expect((await app.request('/health')).status).toBe(200);
  });
});
