import type { Db } from '../db/Db.ts';
import { LIVE_CHANNEL, type EventStored } from './liveEvents.ts';
import { listenPostgres, type Listening } from './listenPostgres.ts';
import { createPresenceBoard, type PresenceNote } from './presenceBoard.ts';
import { createSseStream, sseBytes, sseFrame, type SseStream } from './sseStream.ts';
import { loadLiveEventIds, type LiveEventIds } from './liveEventIds.ts';
import { createStreamQuota, DEFAULT_STREAM_LIMITS, type StreamLimits, type StreamOwner, type StreamRefusal } from './streamQuota.ts';

/** Events a reconnecting client may be sent again; past this it is told to reload (`event: reset`). */
export const REPLAY_MAX = 1000;
/**
 * Events kept in live_events per company; older ones are pruned. Per company, so whether an old id can
 * still be replayed says nothing about how much the others wrote; more than REPLAY_MAX, so a client that
 * missed a pruned event is always told by the count alone (at least this many came after it).
 */
export const EVENTS_KEPT = REPLAY_MAX + 1;
/** A company's old events are pruned after every this many of its events (by each process that hears them). */
const PRUNE_EVERY = 200;
/** How often open streams' sessions are checked: a revoked session's stream ends within this (plus a query). */
export const SESSION_CHECK_MS = 400;
/** How often an idle stream gets a `: ping` comment, so proxies keep it open. */
export const PING_MS = 15_000;

/** Who opens a stream: their company, user and session (its token's digest). */
export type StreamCaller = StreamOwner;

/** What `open` answers: the stream's body, or why it may not open ('stopping': the server is). */
export type Opened = { body: ReadableStream<Uint8Array>; refused?: undefined } | { refused: StreamRefusal | 'stopping' };

interface Subscriber extends StreamCaller {
  stream: SseStream;
  /** The row of the last item event sent (or the company's newest when it opened), and its id as this company is shown it: presence frames repeat it, so Last-Event-ID stays right. */
  lastSent: number;
  lastText: string;
  /** Events that arrived while the replay was being read. */
  pending?: { id: number; text: string; frame: Uint8Array }[];
  /** Replayed events this process had not heard of yet: when their notification comes late, they are not sent twice. */
  early?: Set<number>;
}

const resetFrame = (id: string, reason: string) => sseFrame('reset', { reason }, id);

/**
 * The process's side of the live events: its open streams by company, the events it hears (on
 * PostgreSQL from every process through LISTEN/NOTIFY; on the embedded database read back after each
 * write's commit), presence, replay from live_events, and the timers that end revoked sessions'
 * streams and keep idle ones open. One per app; `close` ends every stream (server stop).
 */
export function createLiveHub({ db, databaseUrl, log, limits = DEFAULT_STREAM_LIMITS }: { db: Db; databaseUrl?: string; log: (line: string) => void; limits?: StreamLimits }) {
  const byCompany = new Map<number, Set<Subscriber>>();
  const quota = createStreamQuota(limits);
  // The newest row of each company this process knows of (read once per company, then kept by deliver).
  const companyLast = new Map<number, number>();
  const sincePrune = new Map<number, number>();
  let lastId = 0;
  let ids!: LiveEventIds;
  let closed = false;
  // Read on first use (mounting the routes touches no database).
  let started: Promise<void> | undefined;
  let isReady = false;
  const ready = () => started ??= Promise.all([
    db.query<{ id: string | null }>('select max(id) as id from live_events').then(([r]) => { lastId = Math.max(lastId, Number(r?.id ?? 0)); }),
    loadLiveEventIds(db).then((loaded) => { ids = loaded; }),
  ]).then(() => { isReady = true; }, (err) => { started = undefined; throw err; });
  const newestOf = async (companyId: number, ask = false) => {
    let n = companyLast.get(companyId);
    if (n === undefined || ask) {
      const [r] = await db.query<{ id: string | null }>('select max(id) as id from live_events where company_id = $1', [companyId]);
      n = Math.max(Number(r?.id ?? 0), companyLast.get(companyId) ?? 0);
      companyLast.set(companyId, n);
    }
    return n;
  };

  const board = createPresenceBoard((companyId, view) => {
    for (const s of byCompany.get(companyId) ?? []) if (!s.pending) s.stream.send(sseFrame('presence', view, s.lastText));
  });

  const deliver = (id: number, companyId: number, payload: string) => {
    if (id > lastId) lastId = id;
    if (id > (companyLast.get(companyId) ?? 0)) companyLast.set(companyId, id);
    const n = (sincePrune.get(companyId) ?? 0) + 1;
    sincePrune.set(companyId, n % PRUNE_EVERY);
    if (n === PRUNE_EVERY) {
      void db.query('delete from live_events where company_id = $1 and id < (select id from live_events where company_id = $1 order by id desc offset $2 limit 1)',
        [companyId, EVENTS_KEPT - 1]).catch(() => {});
    }
    const subs = byCompany.get(companyId);
    if (!subs?.size) return;
    const text = ids.of(companyId, id);
    const frame = sseBytes(`id: ${text}\nevent: item\ndata: ${payload}\n\n`);
    for (const s of subs) {
      if (s.pending) { s.pending.push({ id, text, frame }); continue; }
      if (s.early?.delete(id)) continue;
      if (s.stream.send(frame)) { s.lastSent = id; s.lastText = text; }
    }
  };

  // Reads what was stored after the last event heard: after each write on the embedded database (its
  // one connection runs this once the write's transaction has ended), after a lost LISTEN on PostgreSQL.
  let reading: Promise<void> | undefined;
  let again = false;
  const readNew = async () => {
    await ready();
    do {
      again = false;
      const rows = await db.query<{ id: string; company_id: number; payload: unknown }>(
        'select id, company_id, payload from live_events where id > $1 order by id limit 1000', [lastId]);
      // Re-serialised: jsonb's own text has a space after every colon and comma.
      for (const r of rows) deliver(Number(r.id), r.company_id, JSON.stringify(r.payload));
      if (rows.length === 1000) again = true;
    } while (again);
  };
  const poke = () => {
    if (reading) { again = true; return; }
    reading = readNew().catch((err) => log(`Live events: reading new events failed: ${err}`)).finally(() => { reading = undefined; if (again) poke(); });
  };

  const apply = (msg: { t: string } & Record<string, any>) => {
    if (msg.t === 'item') deliver(Number(msg.id), msg.c, JSON.stringify(msg.p));
    else if (msg.t === 'presence') board.set(msg.n as PresenceNote);
    else if (msg.t === 'close') board.remove(msg.c, msg.s, msg.b ?? '', msg.k, msg.i);
    else if (msg.t === 'leave') board.dropSession(msg.c, msg.s);
  };
  const listening: Listening | undefined = db.engine === 'postgres' && databaseUrl
    ? listenPostgres(databaseUrl, LIVE_CHANNEL, (payload) => {
      try { apply(JSON.parse(payload)); } catch (err) { log(`Live events: a notification could not be read: ${err}`); }
    }, poke, log)
    : undefined;
  // Presence is announced to every process (PostgreSQL) or applied here (the embedded database is one process).
  const announce = (msg: { t: string } & Record<string, unknown>) => {
    if (listening) return db.query('select pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(msg)]).then(() => undefined);
    apply(msg);
    return Promise.resolve();
  };

  const all = function* () { for (const subs of byCompany.values()) yield* subs; };
  let checking = false;
  const checkSessions = async () => {
    if (checking || !quota.total) return;
    checking = true;
    try {
      const asked = new Set([...all()].map((s) => s.tokenHash));
      const live = new Set((await db.query<{ token_hash: string }>(
        'select token_hash from sessions where token_hash = any($1::text[]) and expires_at > now()', [[...asked]])).map((r) => r.token_hash));
      // Only sessions this query asked about: a stream opened while it ran is judged next time, not ended unasked.
      for (const s of all()) if (asked.has(s.tokenHash) && !live.has(s.tokenHash)) s.stream.close(sseFrame('end', { reason: 'signed-out' }));
    } catch { /* the database is away: check again next time */ } finally { checking = false; }
  };
  const timers = [
    setInterval(() => void checkSessions(), SESSION_CHECK_MS),
    setInterval(() => { const ping = sseBytes(': ping\n\n'); for (const s of all()) s.stream.send(ping); }, PING_MS),
    setInterval(() => board.sweep(), 1000),
  ];
  for (const t of timers) t.unref();

  return {
    /**
     * Told by the live recorder once a write stored its event: on the embedded database it is sent once that
     * write has committed — as it is when the write can say when (`committed`) and no read-back is under way
     * (ids then follow commits: every event before it has been sent), else read back after the commit.
     */
    stored(committed?: Parameters<EventStored>[0]) {
      if (listening) return;
      // PostgreSQL without a listener: other connections commit in any order, so ids do not follow commits.
      if (!committed || db.engine !== 'pglite') { poke(); return; }
      const { id, companyId, event } = committed;
      committed.afterCommit(() => {
        if (reading || !isReady || id <= lastId) poke();
        else deliver(id, companyId, JSON.stringify(event));
      });
    },
    /** How many streams this process holds. */
    get streams() { return quota.total; },
    /**
     * Opens a stream for the caller, replaying what came after `lastEventId` (an id its company was shown);
     * refused past the session's or user's cap, or when the process is full for its company or stopping.
     */
    async open(caller: StreamCaller, lastEventId: string | undefined): Promise<Opened> {
      await ready();
      if (closed) return { refused: 'stopping' };
      const admission = quota.admit(caller);
      if (admission.refused) return { refused: admission.refused };
      // The process is full, and the company with the most gives up its oldest stream (a Set keeps insertion order).
      if (admission.evict !== undefined) byCompany.get(admission.evict)?.values().next().value?.stream.close(sseFrame('end', { reason: 'busy' }));
      const session = caller.tokenHash.slice(0, 32);
      const sub: Subscriber = { ...caller, lastSent: 0, lastText: '', pending: [], stream: undefined as unknown as SseStream };
      sub.stream = createSseStream(() => resetFrame(sub.lastText, 'behind'), () => {
        const subs = byCompany.get(caller.companyId);
        subs?.delete(sub);
        if (subs && !subs.size) byCompany.delete(caller.companyId);
        quota.remove(caller);
        // The session's last stream here: what it had open goes at once (another tab of it announces again).
        if (!closed && !quota.ofSession(caller.tokenHash)) void announce({ t: 'leave', c: caller.companyId, s: session }).catch(() => {});
      });
      let subs = byCompany.get(caller.companyId);
      if (!subs) byCompany.set(caller.companyId, subs = new Set());
      subs.add(sub);
      quota.add(caller);
      sub.stream.send('retry: 3000\n: connected\n\n');
      try {
        // Its company's newest event, not the newest of all: what a stream starts from moves with its own company's writes only.
        sub.lastSent = await newestOf(caller.companyId);
        sub.lastText = ids.of(caller.companyId, sub.lastSent);
        if (lastEventId !== undefined) await replay(sub, lastEventId);
      } catch (err) {
        sub.stream.close();
        throw err;
      }
      for (const p of sub.pending!) if (!sub.early?.delete(p.id) && p.id > sub.lastSent && sub.stream.send(p.frame)) { sub.lastSent = p.id; sub.lastText = p.text; }
      sub.pending = undefined;
      sub.stream.send(sseFrame('ready', { last_event_id: sub.lastText }, sub.lastText));
      for (const view of board.views(caller.companyId)) sub.stream.send(sseFrame('presence', view, sub.lastText));
      return { body: sub.stream.body };
    },
    /** A heartbeat of the caller's session (one tab of it) on an item (open: false closes it). */
    presence(note: PresenceNote, open: boolean): Promise<void> {
      return announce(open ? { t: 'presence', n: note } : { t: 'close', c: note.companyId, s: note.session, b: note.tab, k: note.kind, i: note.id });
    },
    /** Ends every stream (each told `event: end`) and stops listening: the server is stopping. */
    async close() {
      closed = true;
      for (const t of timers) clearInterval(t);
      for (const s of [...all()]) s.stream.close(sseFrame('end', { reason: 'shutdown' }));
      await listening?.close();
    },
  };

  /**
   * Sends what the company stored after the id `text`, or `event: reset` when that is more than REPLAY_MAX
   * (pruned ones included: EVENTS_KEPT), or the id is none this company was shown (another company's, another
   * database's, from before ids were per company), or it is newer than anything stored (a restored database).
   */
  async function replay(sub: Subscriber, text: string) {
    let after = ids.read(sub.companyId, text);
    // Another process may have sent an event this one has not heard of yet: ask the database before calling it unknown.
    if (after !== undefined && after > sub.lastSent) {
      sub.lastSent = await newestOf(sub.companyId, true);
      sub.lastText = ids.of(sub.companyId, sub.lastSent);
      if (after > sub.lastSent) after = undefined;
    }
    const rows = after === undefined ? [] : await db.query<{ id: string; payload: unknown }>(
      'select id, payload from live_events where company_id = $1 and id > $2 order by id limit $3', [sub.companyId, after, REPLAY_MAX + 1]);
    if (after === undefined || rows.length > REPLAY_MAX) {
      sub.stream.send(resetFrame(sub.lastText, 'missed'));
      return;
    }
    const baseline = sub.lastSent;
    for (const r of rows) {
      const id = Number(r.id);
      if (id > lastId) (sub.early ??= new Set()).add(id);
      const idText = ids.of(sub.companyId, id);
      // Re-serialised: jsonb's own text has a space after every colon and comma.
      if (sub.stream.send(`id: ${idText}\nevent: item\ndata: ${JSON.stringify(r.payload)}\n\n`) && id > baseline) { sub.lastSent = id; sub.lastText = idText; }
    }
  }
}

/** The hub built by createLiveHub. */
export type LiveHub = ReturnType<typeof createLiveHub>;
