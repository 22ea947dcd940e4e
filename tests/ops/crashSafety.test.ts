import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { labelField } from '../support/sampleDoc.ts';
import { availableDatabases } from '../support/templates.ts';
import { freshData, signIn, spawnServer, type ServerProcess } from './serverProcess.ts';

const CYCLES = 5;
const WRITERS = 4;
/** A cycle's kill comes after 0 to this many acknowledged writes (all writers together). */
const KILL_WITHIN_ACKS = 40;
const { entity, listKey } = PLAIN_KIND.api;
/** The field each write marks with its own text: the plain kind's name. */
const MARK = labelField(PLAIN_KIND, plainDoc('x'));

/** What a writer was told with a 2xx: the item's version and the mark (its name) that version holds. */
interface Acked {
  version: number;
  url: string;
}

/**
 * One writer: creates items and updates its own ones (so it never races another writer) until the
 * server dies under it. Records every 2xx; anything but 2xx or a broken connection is a failure.
 */
async function write(server: ServerProcess, token: string, mine: Map<number, Acked>, tag: string, stopped: () => boolean, wrong: string[], onAck: () => void): Promise<number> {
  let acks = 0;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (let n = 0; !stopped(); n++) {
    const ids = [...mine.keys()];
    const id = ids.length && Math.random() < 0.6 ? ids[Math.floor(Math.random() * ids.length)] : undefined;
    const url = `${tag} ${n}`;
    const body = id === undefined ? plainDoc(url) : { ...plainDoc(url), version: mine.get(id)!.version };
    let res: Response;
    try {
      res = await fetch(`${server.url}/api/${entity}${id === undefined ? '' : `/update/${id}`}`, { method: 'POST', headers, body: JSON.stringify(body) });
    } catch {
      return acks; // killed with this write in flight: it was never acknowledged
    }
    let answer: any;
    try { answer = await res.json(); } catch { return acks; }
    if (res.status >= 200 && res.status < 300) {
      mine.set(answer.data.id, { version: answer.data.version, url: answer.data[MARK] });
      acks++;
      onAck();
    }
    else wrong.push(`${res.status} ${JSON.stringify(answer)}`);
  }
  return acks;
}

/** Every item the server holds now (archived ones too), by id. */
async function stored(server: ServerProcess, token: string): Promise<Map<number, { version: number; url: string }>> {
  const res = await fetch(`${server.url}/api/${entity}?include_archived=1`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const list = ((await res.json()) as any).data[listKey] as Record<string, any>[];
  return new Map(list.map((x) => [x.id as number, { version: x.version as number, url: x[MARK] as string }]));
}

describe.each(availableDatabases())('kill -9 under concurrent writes on %s', (database) => {
  const cleanups: (() => void)[] = [];
  afterAll(() => { for (const c of cleanups) c(); });

  it(`loses no acknowledged write over ${CYCLES} kill/restart cycles, and restarts without a manual step`, async () => {
    const data = await freshData(database);
    cleanups.push(data.remove);
    const acked = Array.from({ length: WRITERS }, () => new Map<number, Acked>());
    const wrong: string[] = [];
    let totalAcked = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const server = await spawnServer(data.env);
      cleanups.push(() => server.kill('SIGKILL'));
      const token = await signIn(server.url);

      // After a restart: everything acknowledged before any kill is there, with at least its version.
      const now = await stored(server, token);
      for (const mine of acked) {
        for (const [id, want] of mine) {
          const got = now.get(id);
          expect(got, `item ${id} (acknowledged at version ${want.version}) is missing after kill ${cycle}`).toBeDefined();
          expect(got!.version, `item ${id}`).toBeGreaterThanOrEqual(want.version);
          if (got!.version === want.version) expect(got!.url, `item ${id} at version ${want.version}`).toBe(want.url);
          // A write in flight at the kill may have been committed unacknowledged: continue from what is stored.
          mine.set(id, { version: got!.version, url: got!.url });
        }
      }

      let killed = false;
      // A random moment, counted in acknowledged writes (not milliseconds, which a busy machine stretches):
      // sometimes while the first writes arrive, sometimes well into the load.
      const killAt = Math.floor(Math.random() * KILL_WITHIN_ACKS);
      let acksNow = 0;
      let reached!: () => void;
      const killMoment = new Promise<void>((ok) => { reached = ok; });
      if (killAt === 0) reached();
      const writers = acked.map((mine, w) => write(server, token, mine, `crash-${database}-${cycle}-${w}`, () => killed, wrong, () => { if (++acksNow >= killAt) reached(); }));
      // Writers that all ended by themselves (the server died on its own) leave nothing to wait for.
      void Promise.all(writers).then(() => reached());
      await killMoment;
      killed = true;
      server.kill('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');
      for (const n of await Promise.all(writers)) totalAcked += n;
      // The embedded database's lock is left behind by the killed process; the next start must see it is stale.
      if (database === 'pglite') expect(existsSync(join(data.dataDir, 'tourbench.lock'))).toBe(true);
    }
    expect(wrong, 'every write answered 2xx until the kill').toEqual([]);
    expect(totalAcked, 'the writers got writes through between the kills').toBeGreaterThan(0);

    const last = await spawnServer(data.env);
    cleanups.push(() => last.kill('SIGKILL'));
    const now = await stored(last, await signIn(last.url));
    for (const mine of acked) {
      for (const [id, want] of mine) {
        expect(now.get(id)?.version, `item ${id}`).toBeGreaterThanOrEqual(want.version);
      }
    }
    last.kill('SIGTERM');
    expect((await last.exited).code).toBe(0);
  }, 240_000);
});
