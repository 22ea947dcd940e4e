import type { Db } from '../db/Db.ts';
import { pinnedReads } from './pinnedReads.ts';
import type { WriteScope } from './writeScope.ts';

/** Where a stored answer learns whether it is still current: the company's revision (migration 008). */
export interface RevisionSource {
  /** The company's revision as of now (after every write acknowledged before this call); undefined when it has none. Synchronous when known. */
  current(companyId: number): string | undefined | Promise<string | undefined>;
  /** A write went through this process; `scope`: what it declared it changes (writeScope.ts). */
  written(scope?: WriteScope): void;
  /**
   * PGlite only: runs `read` alone on the database (no write before it still open) and gives the revision
   * as of its start — often newer than one read before waiting for the database, and never newer than what `read` saw.
   * `started` is told at that moment: from then on a newer write is no longer seen by `read`.
   */
  pinned?<T>(read: (db: Db) => Promise<T>, started?: () => void): Promise<{ value: T; revision: string }>;
  /**
   * PGlite only: the revision as of the last write whose HTTP answer has been released (acknowledgeWrites.ts).
   * A read model at this revision or newer shows every write acknowledged so far.
   */
  acknowledged?(): string;
  /** PGlite only: a write's answer is about to be released; it was made at `revision` or before. */
  acknowledge?(revision: string): void;
  /** PGlite only: revision `a` includes every write of revision `b`. */
  includes?(a: string, b: string): boolean;
  /**
   * PGlite only: which of `kind`'s items the writes after revision `from` up to `to` changed, when each of
   * them declared its items (writeScope.ts) and is still remembered — their place in any list as it was; an
   * empty set when they were all of other kinds. Undefined: anything may have changed.
   */
  changed?(from: string, to: string, kind: string): ReadonlySet<number> | undefined;
}

const READ = 'select revision from company_revisions where company_id = $1';

// Writes whose declared kind is remembered (at least half as many): a model older than them is refreshed as before.
const SCOPES_KEPT = 4096;

async function read(db: Db, companyId: number): Promise<string | undefined> {
  const row = (await db.query<{ revision: string | number }>(READ, [companyId]))[0];
  return row === undefined ? undefined : String(row.revision);
}

/**
 * PostgreSQL: one indexed read per call, because several processes may write the database and a
 * write acknowledged by one must be seen by the next read through another. PGlite: a data directory
 * is open in one process only (the lock file), so every write passes through `written` here, and a
 * count of this process's writes serves as every company's revision — no query at all. (Reading the
 * stored revision after each write queued every reader behind the next write's transaction on PGlite's
 * one connection: under authors saving continuously, readers mostly waited for that.)
 */
export function createRevisionSource(db: Db): RevisionSource {
  if (db.engine !== 'pglite') return { current: coalescedReads(db), written() {} };
  // Moved by every write: an answer made before one is never served after it.
  let writes = 0;
  let current = 'w0';
  let acknowledged = 0;
  let settling: NodeJS.Timeout | undefined;
  const countOf = (revision: string) => Number(revision.slice(1));
  // What each recent write declared (null: nothing), write `kept + 1` first.
  let scopes: (WriteScope | null)[] = [];
  let kept = 0;
  return {
    current: () => current,
    written(scope) {
      current = `w${++writes}`;
      scopes.push(scope ?? null);
      if (scopes.length > SCOPES_KEPT) {
        kept += scopes.length - SCOPES_KEPT / 2;
        scopes = scopes.slice(-SCOPES_KEPT / 2);
      }
      // A write no request answers (none today) still shows within a second: acknowledging without a
      // catch-up only makes the older models refresh on their next read. Only the writes made before the
      // timer was set: those of saves still under way would make every reader wait for a refresh.
      if (!settling) {
        const made = writes;
        settling = setTimeout(() => { settling = undefined; acknowledged = Math.max(acknowledged, made); }, 1000);
        settling.unref();
      }
    },
    acknowledged: () => `w${acknowledged}`,
    acknowledge(revision) {
      acknowledged = Math.max(acknowledged, countOf(revision));
    },
    includes: (a, b) => countOf(a) >= countOf(b),
    changed(from, to, kind) {
      const first = countOf(from) + 1;
      if (first <= kept) return undefined;
      const ids = new Set<number>();
      for (let w = first; w <= countOf(to); w++) {
        const scope = scopes[w - kept - 1];
        if (!scope) return undefined;
        if (scope.kind === kind) for (const id of scope.ids) ids.add(id);
      }
      return ids;
    },
    // PGlite runs queries and transactions one at a time, in order: once a transaction has begun, every write
    // counted so far has ended, so what a read in it sees is at least that revision (pinnedReads.ts).
    pinned: pinnedReads(db, () => current),
  };
}

/**
 * One read per company at a time: a caller arriving while one is on its way waits for the next, sent
 * once that one is back — never joining a read sent before it arrived, which might predate a write
 * acknowledged to it. Under load every round trip serves all requests that arrived during the last one.
 */
function coalescedReads(db: Db): (companyId: number) => Promise<string | undefined> {
  const running = new Map<number, Promise<unknown>>();
  const next = new Map<number, Promise<string | undefined>>();
  const send = (companyId: number) => {
    const reading = read(db, companyId);
    running.set(companyId, reading);
    const done = () => { if (running.get(companyId) === reading) running.delete(companyId); };
    reading.then(done, done);
    return reading;
  };
  return (companyId) => {
    const queued = next.get(companyId);
    if (queued) return queued;
    const busy = running.get(companyId);
    if (!busy) return send(companyId);
    const settled = busy.then(() => undefined, () => undefined);
    const promise = settled.then(() => {
      next.delete(companyId);
      return send(companyId);
    });
    next.set(companyId, promise);
    return promise;
  };
}

/**
 * After a restore: every company's revision jumps past any number a running process may have cached
 * (the restored rows carry the backup's older numbers and another cluster's transaction ids).
 */
export async function leapRevisions(db: Db): Promise<void> {
  await db.query(`update company_revisions set revision = revision + (extract(epoch from clock_timestamp()) * 1000000)::bigint, moved_by = 0`);
}
