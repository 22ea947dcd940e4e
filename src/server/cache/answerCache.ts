import { createHash } from 'node:crypto';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { createCacheBudget, joinMapToBudget, type CacheBudget } from './cacheBudget.ts';

const gzipAsync = promisify(gzip);

/** One serialized answer: its exact bytes, a strong ETag of them and, once asked for, their gzip. */
export interface StoredAnswer {
  key: string;
  revision: string;
  body: Buffer;
  /** Quoted strong ETag of `body` (a content hash: equal bytes give equal tags in every process). */
  etag: string;
  /** The gzip bytes, compressed once on first demand. */
  gzipped?: Promise<Buffer>;
}

/** Serialized answers by key, valid for one company revision, bounded by bytes (least recently used first out). */
export interface AnswerCache {
  /** The stored answer for `key` when it was made at `revision`. */
  get(key: string, revision: string): StoredAnswer | undefined;
  /**
   * Makes the answer with `compute` and stores it (when it fits); concurrent calls for one key and
   * revision share one computation. `revision` must be read before `compute` starts.
   */
  fill(key: string, revision: string | undefined, compute: () => Promise<string>): Promise<StoredAnswer>;
  /** The answer's gzip bytes (compressed once, off the event loop). */
  gzipOf(answer: StoredAnswer): Promise<Buffer>;
  /** Bytes held now. */
  readonly bytes: number;
}

// Map entries, keys and the answer object cost about this much beside the bytes themselves.
const OVERHEAD = 200;

/** The strong ETag of a body. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * An answer cache holding at most `maxBytes` (0: nothing is kept, concurrent misses still share), within
 * `budget` when given (shared with other caches: the least recently used entry of any of them goes first).
 */
export function createAnswerCache(maxBytes: number, budget: CacheBudget = createCacheBudget(maxBytes)): AnswerCache {
  const entries = new Map<string, { answer: StoredAnswer; size: number; used: number }>();
  const cap = Math.min(maxBytes, budget.maxBytes);
  const pending = new Map<string, { revision: string | undefined; promise: Promise<StoredAnswer> }>();
  let bytes = 0;

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.size;
    budget.release(e.size);
  };
  const grow = (n: number) => {
    bytes += n;
    budget.hold(n);
    trim();
  };
  const store = (key: string, answer: StoredAnswer, size: number) => {
    drop(key);
    // An answer over an eighth of the budget would push out most others: it is served, not kept.
    if (size > cap / 8) return;
    entries.set(key, { answer, size, used: budget.tick() });
    grow(size);
  };
  const trim = () => {
    for (const oldest of entries.keys()) {
      if (bytes <= cap) break;
      drop(oldest);
    }
  };
  // Map order is (about) least recently used first: see `get`.
  joinMapToBudget(budget, entries, drop);

  return {
    get(key, revision) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.answer.revision !== revision) {
        drop(key);
        return undefined;
      }
      // Most recently used last (Map keeps insertion order), moved only once it has fallen back: a Map
      // re-insert per hit shows on the hot path. Stamps are shared with the budget's other caches.
      if (budget.lastTick - e.used > entries.size / 2) {
        entries.delete(key);
        entries.set(key, e);
        e.used = budget.tick();
      }
      return e.answer;
    },
    fill(key, revision, compute) {
      const inFlight = pending.get(key);
      if (inFlight && revision !== undefined && inFlight.revision === revision) return inFlight.promise;
      const promise = (async () => {
        const body = Buffer.from(await compute());
        const answer: StoredAnswer = { key, revision: revision ?? '', body, etag: etagOf(body) };
        if (revision !== undefined) store(key, answer, body.length + key.length + OVERHEAD);
        return answer;
      })();
      pending.set(key, { revision, promise });
      const done = () => { if (pending.get(key)?.promise === promise) pending.delete(key); };
      promise.then(done, done);
      return promise;
    },
    gzipOf(answer) {
      if (!answer.gzipped) {
        answer.gzipped = gzipAsync(answer.body);
        answer.gzipped.then((zipped) => {
          const e = entries.get(answer.key);
          if (e?.answer !== answer) return;
          e.size += zipped.length;
          grow(zipped.length);
        }, () => { answer.gzipped = undefined; });
      }
      return answer.gzipped;
    },
    get bytes() { return bytes; },
  };
}
