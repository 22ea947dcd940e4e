import type { Db } from '../db/Db.ts';
import type { RevisionSource } from './revisionSource.ts';

type Pinned = NonNullable<RevisionSource['pinned']>;

/**
 * RevisionSource.pinned on the embedded database: each read runs in a transaction and is given the revision
 * as of the moment that transaction began. Reads asked for before the last one's transaction has begun join
 * it — every write counted when they were asked has ended by then too — so the lists a write's catch-up
 * refreshes together share one BEGIN and COMMIT, their statements sent at once, instead of one transaction
 * each (the one connection then sits in each for a round trip).
 */
export function pinnedReads(db: Db, current: () => string): Pinned {
  let joinable: Pinned | undefined;
  const open = (): Pinned => {
    let revision = current();
    let tx: Db | undefined;
    const queued: ((tx: Db) => void)[] = [];
    const reads: Promise<unknown>[] = [];
    const started: (() => void)[] = [];
    let began!: () => void;
    let failed!: (err: unknown) => void;
    const begun = new Promise<void>((ok, fail) => { began = ok; failed = fail; });
    const join = <T>(read: (db: Db) => Promise<T>, onStart?: () => void): Promise<{ value: T; revision: string }> => {
      const value = new Promise<T>((ok, fail) => {
        const run = (t: Db) => { const p = read(t); reads.push(p); p.then(ok, fail); };
        if (tx) run(tx);
        else queued.push(run);
      });
      if (onStart) started.push(onStart);
      return Promise.all([value, begun]).then(([v]) => ({ value: v, revision }));
    };
    db.transaction(async (t) => {
      tx = t;
      for (const run of queued.splice(0)) run(t);
      await t.began?.();
      revision = current();
      if (joinable === join) joinable = undefined;
      began();
      for (const tell of started.splice(0)) tell();
      // Every read that joined has been sent by now; they end before the transaction does.
      await Promise.allSettled(reads);
    }).catch((err: unknown) => {
      if (joinable === join) joinable = undefined;
      failed(err);
    });
    return join;
  };
  return (read, onStart) => {
    joinable ??= open();
    return joinable(read, onStart);
  };
}
