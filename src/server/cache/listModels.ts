import type { Db } from '../db/Db.ts';
import { etagOf, type StoredAnswer } from './answerCache.ts';
import type { RevisionSource } from './revisionSource.ts';
import { createCacheBudget, joinMapToBudget, type CacheBudget } from './cacheBudget.ts';

/** One listed item's stamp, read from the database (equal in every process): it moves whenever the item's entry may change. */
export interface MemberStamp {
  id: number;
  stamp: string;
}

/** One item's entry in a list answer, as rendered. */
export interface RenderedEntry {
  /** The entry's JSON text. */
  json: string;
  /**
   * The entry shows more than its own rows (a reference's target, a relation, a picture's media row):
   * it is then also re-rendered whenever the company's revision moves.
   */
  external: boolean;
}

/** Where a list answer's entries come from. */
export interface ListSource {
  /** The answer's text before the entries (`…[`) and after them (`]…`). */
  prefix: string;
  suffix: string;
  /** The listed items in order with their stamps (one light query), read through `db` when given. */
  members(db?: Db): Promise<MemberStamp[]>;
  /** The entries of these items (one batch); an item gone since `members` is simply absent. */
  render(ids: number[]): Promise<Map<number, RenderedEntry>>;
  /**
   * The kind whose items it lists: a write confined to another kind (writeScope.ts) then leaves the model
   * standing, unless an entry shows other rows (`external`). Absent: every write may change it.
   */
  kind?: string;
}

interface Entry {
  stamp: string;
  external: boolean;
  /** The revision the entry was rendered at (read before rendering). */
  revision: string | undefined;
  /** The entry's bytes: a view into the assembled body (no copy kept beside it). */
  bytes: Buffer;
}

interface Model {
  /** The revision whose state this model shows (it shows that state or a newer one). */
  revision: string;
  /** Which refresh made it: an older refresh finishing late never replaces a newer model. */
  seq: number;
  entries: Map<number, Entry>;
  order: number[];
  answer: StoredAnswer;
  size: number;
  /** Where its entries come from (the last reader's: every source of one key renders the same answer). */
  source: ListSource;
  /** An entry shows other rows than its item's own (RenderedEntry.external). */
  external: boolean;
  /** When a reader last asked for it (Date.now()): writers catch up only the models in use. */
  usedAt: number;
  /** Its recency stamp in the shared budget (CacheBudget.tick). */
  used: number;
}

/** An answer whose body (and ETag, its hash) is made by `build` when first asked for. */
function lazyAnswer(key: string, revision: string, build: () => Buffer): StoredAnswer {
  let body: Buffer | undefined;
  let etag: string | undefined;
  return {
    key, revision,
    get body() { return body ??= build(); },
    get etag() { return etag ??= etagOf(this.body); },
  };
}

/** List answers assembled from per-item entries, each re-rendered only when its stamp moves (a read model of the lists). */
export interface ListModels {
  /**
   * The answer of the list `key` as of `revision` (read before this call): from the model when it stands
   * (at `revision`, or — with `acknowledged` given — including that revision), else refreshed.
   */
  answer(key: string, revision: string | undefined, source: ListSource, acknowledged?: string): StoredAnswer | Promise<StoredAnswer>;
  /**
   * Brings the models read in the last few seconds (whose key starts with `prefix`, when given) up to
   * `revision` at least, sharing refreshes already queued; failures are left to the next reader. PGlite only.
   */
  catchUp(revision: string, prefix?: string): Promise<void>;
  /** Bytes held now (bodies plus an estimate of the per-item bookkeeping). */
  readonly bytes: number;
}

// A Map entry, its stamp and its Buffer view cost about this much beside the entry's bytes (measured: ~190 B each for 1,000 web pages).
const PER_ENTRY = 200;
const COMMA = Buffer.from(',');
// A model read within this long is "in use": a write waits for it to catch up, others refresh on their next read.
const IN_USE_MS = 10_000;

/**
 * Read models of list answers holding at most `maxBytes` (least recently used out first; 0: nothing is
 * kept, every answer is rendered whole), within `budget` when given (shared with the answer cache). A model stands while the company's revision does;
 * once it moves, the next request reads the list's stamps (one query), re-renders only the entries
 * whose stamp moved (and those showing other rows), and keeps the same answer and ETag when no byte changed.
 */
export function createListModels(maxBytes: number, revisions: Pick<RevisionSource, 'pinned' | 'includes' | 'changed'> = {}, budget: CacheBudget = createCacheBudget(maxBytes)): ListModels {
  const { pinned, includes, changed: changedItems } = revisions;
  const models = new Map<string, Model>();
  const cap = Math.min(maxBytes, budget.maxBytes);
  // `started`: a pinned refresh has begun reading; until then whoever arrives may still join it (it will see them).
  const pending = new Map<string, { revision: string | undefined; seq: number; started: boolean; promise: Promise<StoredAnswer> }>();
  let bytes = 0;
  let seqs = 0;

  const drop = (key: string) => {
    const m = models.get(key);
    if (!m) return;
    models.delete(key);
    bytes -= m.size;
    budget.release(m.size);
  };
  const keep = (key: string, model: Model) => {
    const old = models.get(key);
    if (old && old.seq > model.seq) return;
    drop(key);
    // A list over a quarter of the budget would push out most others: it is served, not kept.
    if (model.size > cap / 4) return;
    models.set(key, model);
    bytes += model.size;
    budget.hold(model.size);
    for (const oldest of models.keys()) {
      if (bytes <= cap) break;
      drop(oldest);
    }
  };
  // Map order is (about) least recently used first: see `answer`.
  joinMapToBudget(budget, models, drop);

  const refresh = async (key: string, asked: string | undefined, source: ListSource): Promise<StoredAnswer> => {
    const seq = ++seqs;
    const old = models.get(key);
    // The model is tagged with the newest revision its stamps are known to include.
    let revision = asked;
    let members: MemberStamp[];
    if (pinned && asked !== undefined) {
      ({ value: members, revision } = await pinned((db) => source.members(db), () => {
        const p = pending.get(key);
        if (p?.seq === seq) p.started = true;
      }));
    }
    else members = await source.members();
    const stale = members.filter((m) => {
      const e = old?.entries.get(m.id);
      return !e || e.stamp !== m.stamp || (e.external && e.revision !== revision);
    });
    const rendered = stale.length ? await source.render(stale.map((m) => m.id)) : new Map<number, RenderedEntry>();
    const fresh = new Map(stale.map((m) => [m.id, m.stamp]));
    const entries = new Map<number, Entry>();
    const order: number[] = [];
    let changed = !old;
    for (const m of members) {
      if (fresh.has(m.id)) {
        const r = rendered.get(m.id);
        // Gone (archived, unpublished, destroyed) since the stamps were read: a newer state, left out.
        if (!r) { changed = true; continue; }
        const bytes = Buffer.from(r.json);
        const before = old?.entries.get(m.id);
        if (!before || !before.bytes.equals(bytes)) changed = true;
        entries.set(m.id, { stamp: m.stamp, external: r.external, revision, bytes });
      } else {
        entries.set(m.id, old!.entries.get(m.id)!);
      }
      order.push(m.id);
    }
    if (old && (order.length !== old.order.length || order.some((id, i) => id !== old.order[i]))) changed = true;
    return assemble(key, old, { seq, revision, entries, order, changed, source });
  };

  /**
   * Re-renders only `ids` of the model (the items the writes since its revision changed: writeScope.ts), as of
   * `revision` at least; their stamps are left unknown, so the next stamp read renders them again. Falls back to
   * a refresh when one of them has left the list or now shows other rows.
   */
  const refreshItems = async (key: string, old: Model, ids: ReadonlySet<number>, revision: string, source: ListSource): Promise<StoredAnswer> => {
    const seq = ++seqs;
    const wanted = [...ids].filter((id) => old.entries.has(id));
    const rendered = wanted.length ? await source.render(wanted) : new Map<number, RenderedEntry>();
    if (rendered.size !== wanted.length || [...rendered.values()].some((r) => r.external)) return refresh(key, revision, source);
    const entries = new Map(old.entries);
    let changed = false;
    for (const [id, r] of rendered) {
      const bytes = Buffer.from(r.json);
      if (!old.entries.get(id)!.bytes.equals(bytes)) changed = true;
      entries.set(id, { stamp: '', external: false, revision, bytes });
    }
    return assemble(key, old, { seq, revision, entries, order: old.order, changed, source, external: false });
  };

  /**
   * The answer of a refreshed model (the old one when no byte changed), kept when it has a revision. Its body
   * (and ETag) is put together when first read: a writer catching a model up pays for the entries it
   * rendered, and a list saved to many times between two reads is put together once.
   */
  const assemble = (key: string, old: Model | undefined, m: { seq: number; revision: string | undefined; entries: Map<number, Entry>; order: number[]; changed: boolean; source: ListSource; external?: boolean }): StoredAnswer => {
    const { seq, revision, entries, order, source } = m;
    let size = Buffer.byteLength(source.prefix) + Buffer.byteLength(source.suffix) + Math.max(0, order.length - 1);
    for (const id of order) size += entries.get(id)!.bytes.length;
    const answer = !m.changed && old ? old.answer : lazyAnswer(key, revision ?? '', () => {
      const parts: Buffer[] = [Buffer.from(source.prefix)];
      order.forEach((id, i) => { if (i) parts.push(COMMA); parts.push(entries.get(id)!.bytes); });
      parts.push(Buffer.from(source.suffix));
      const body = Buffer.concat(parts);
      // The entries become views into the body: one copy of the bytes is held, not two.
      let at = Buffer.byteLength(source.prefix);
      for (const id of order) {
        const e = entries.get(id)!;
        const view = body.subarray(at, at + e.bytes.length);
        entries.set(id, { ...e, bytes: view });
        at += e.bytes.length + 1;
      }
      return body;
    });
    if (revision !== undefined && cap > 0) {
      const usedAt = old?.usedAt ?? Date.now();
      const external = m.external ?? [...entries.values()].some((e) => e.external);
      keep(key, { revision, seq, entries, order, answer, size: size + key.length + order.length * PER_ENTRY, source, external, usedAt, used: budget.tick() });
    }
    return answer;
  };

  // Which items the writes since the model's revision, up to `revision`, changed in it (undefined: anything may have).
  const changedSince = (model: Model, revision: string) => (changedItems !== undefined && model.source.kind !== undefined && !model.external
    ? changedItems(model.revision, revision, model.source.kind) : undefined);

  const lookup = (key: string, revision: string | undefined, source: ListSource, acknowledged?: string): StoredAnswer | Promise<StoredAnswer> => {
    const model = models.get(key);
    // With `acknowledged`: a model including every acknowledged write stands though writes not yet answered moved the revision.
    if (model && revision !== undefined && (model.revision === revision
      || (acknowledged !== undefined && includes !== undefined && includes(model.revision, acknowledged)))) return model.answer;
    const changed = model && revision !== undefined ? changedSince(model, revision) : undefined;
    // Only other kinds' items were written since: the model shows `revision` as it is.
    if (model && changed?.size === 0) {
      model.revision = revision!;
      return model.answer;
    }
    // Concurrent requests at one revision share a refresh: it read its stamps after that revision. A pinned
    // refresh not yet reading will read after this request's revision too, so it is shared as well.
    const inFlight = pending.get(key);
    const joinable = inFlight && revision !== undefined && inFlight.revision !== undefined
      && (inFlight.revision === revision || (pinned !== undefined && !inFlight.started));
    if (joinable) return inFlight.promise;
    const entry = { revision, seq: seqs + 1, started: false, promise: undefined as unknown as Promise<StoredAnswer> };
    pending.set(key, entry);
    // Its render may be sent before a later request's writes are counted: only requests at its revision share it.
    if (changed) entry.started = true;
    const promise = (entry.promise = changed ? refreshItems(key, model!, changed, revision!, source) : refresh(key, revision, source));
    const done = () => { if (pending.get(key)?.promise === promise) pending.delete(key); };
    promise.then(done, done);
    return promise;
  };

  return {
    answer(key, revision, source, acknowledged) {
      const model = models.get(key);
      if (model) {
        model.usedAt = Date.now();
        model.source = source;
        // Most recently used last, moved once it has fallen back (as the answer cache does).
        if (budget.lastTick - model.used > models.size / 2) {
          models.delete(key);
          models.set(key, model);
          model.used = budget.tick();
        }
      }
      return lookup(key, revision, source, acknowledged);
    },
    async catchUp(revision, prefix) {
      const since = Date.now() - IN_USE_MS;
      const due: Promise<unknown>[] = [];
      for (const [key, m] of [...models]) {
        if (m.usedAt < since || (prefix !== undefined && !key.startsWith(prefix))) continue;
        if (includes ? includes(m.revision, revision) : m.revision === revision) continue;
        // Not touching usedAt: a model only writers keep current falls out of use.
        const a = lookup(key, revision, m.source);
        if (a instanceof Promise) due.push(a);
      }
      await Promise.allSettled(due);
    },
    get bytes() { return bytes; },
  };
}
