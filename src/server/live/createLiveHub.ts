import type { Db } from '../db/Db.ts';
import { LIVE_CHANNEL } from './liveEvents.ts';
import { listenPostgres, type Listening } from './listenPostgres.ts';
import { createPresenceBoard, type PresenceNote } from './presenceBoard.ts';
import { createSseStream, sseBytes, sseFrame, type SseStream } from './sseStream.ts';

/** Events a reconnecting client may be sent again; past this it is told to reload (`event: reset`). */
export const REPLAY_MAX = 1000;
/** Events kept in live_events (all companies); older ones are pruned. */
export const EVENTS_KEPT = 10_000;
/** Streams one process holds at most; one more is answered 503. */
export const MAX_STREAMS = 10_000;
/** How often open streams' sessions are checked: a revoked session's stream ends within this (plus a query). */
export const SESSION_CHECK_MS = 400;
/** How often an idle stream gets a `: ping` comment, so proxies keep it open. */
export const PING_MS = 15_000;

/** Who opens a stream: their company, user and session (its token's digest). */
export interface StreamCaller {
  companyId: number;
  userId: number;
  tokenHash: string;
}

interface Subscriber extends StreamCaller {
  stream: SseStream;
  /** The id of the last item event sent: presence frames repeat it, so Last-Event-ID stays right. */
  lastSent: number;
  /** Events that arrived while the replay was being read. */
  pending?: { id: number; frame: Uint8Array }[];
}

const resetFrame = (id: number, reason: string) => sseFrame('reset', { reason }, id);

/**
 * The process's side of the live events: its open streams by company, the events it hears (on
 * PostgreSQL from every process through LISTEN/NOTIFY; on the embedded database read back after each
 * write's commit), presence, replay from live_events, and the timers that end revoked sessions'
 * streams and keep idle ones open. One per app; `close` ends every stream (server stop).
 */
export function createLiveHub({ db, databaseUrl, log }: { db: Db; databaseUrl?: string; log: (line: string) => void }) {
  const byCompany = new Map<number, Set<Subscriber>>();
  let count = 0;
  let lastId = 0;
  let closed = false;
  // Read on first use (mounting the routes touches no database).
  let started: Promise<void> | undefined;
  const ready = () => started ??= db.query<{ id: string | null }>('select max(id) as id from live_events').then(([r]) => { lastId = Math.max(lastId, Number(r?.id ?? 0)); });

  const board = createPresenceBoard((companyId, view) => {
    for (const s of byCompany.get(companyId) ?? []) if (!s.pending) s.stream.send(sseFrame('presence', view, s.lastSent));
  });

  const deliver = (id: number, companyId: number, payload: string) => {
    if (id > lastId) lastId = id;
    if (id % 500 === 0) void db.query('delete from live_events where id <= $1', [id - EVENTS_KEPT]).catch(() => {});
    const subs = byCompany.get(companyId);
    if (!subs?.size) return;
    const frame = sseBytes(`id: ${id}\nevent: item\ndata: ${payload}\n\n`);
    for (const s of subs) {
      if (s.pending) { s.pending.push({ id, frame }); continue; }
      if (s.stream.send(frame)) s.lastSent = id;
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
    if (checking || !count) return;
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
    /** Told by the live recorder once a write stored its event: the embedded database reads it back after that write's commit. */
    stored() { if (!listening) poke(); },
    /** How many streams this process holds. */
    get streams() { return count; },
    /** Opens a stream for the caller, replaying what came after `lastEventId`; undefined when the process is stopping or full. */
    async open(caller: StreamCaller, lastEventId: number | undefined): Promise<ReadableStream<Uint8Array> | undefined> {
      await ready();
      if (closed || count >= MAX_STREAMS) return undefined;
      const session = caller.tokenHash.slice(0, 32);
      const sub: Subscriber = { ...caller, lastSent: lastId, pending: [], stream: undefined as unknown as SseStream };
      sub.stream = createSseStream(() => resetFrame(sub.lastSent, 'behind'), () => {
        const subs = byCompany.get(caller.companyId);
        subs?.delete(sub);
        if (subs && !subs.size) byCompany.delete(caller.companyId);
        count--;
        // The session's last stream here: what it had open goes at once (another tab of it announces again).
        if (!closed && ![...(subs ?? [])].some((s) => s.tokenHash === caller.tokenHash)) void announce({ t: 'leave', c: caller.companyId, s: session }).catch(() => {});
      });
      let subs = byCompany.get(caller.companyId);
      if (!subs) byCompany.set(caller.companyId, subs = new Set());
      subs.add(sub);
      count++;
      sub.stream.send('retry: 3000\n: connected\n\n');
      if (lastEventId !== undefined) {
        try {
          await replay(sub, lastEventId);
        } catch (err) {
          sub.stream.close();
          throw err;
        }
      }
      for (const p of sub.pending!) if (p.id > sub.lastSent && sub.stream.send(p.frame)) sub.lastSent = p.id;
      sub.pending = undefined;
      sub.stream.send(sseFrame('ready', { last_event_id: sub.lastSent }, sub.lastSent));
      for (const view of board.views(caller.companyId)) sub.stream.send(sseFrame('presence', view, sub.lastSent));
      return sub.stream.body;
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

  // Sends what the company stored after `after`, or `event: reset` when that is more than REPLAY_MAX or pruned.
  async function replay(sub: Subscriber, after: number) {
    const [{ lo, hi }] = await db.query<{ lo: string | null; hi: string | null }>('select min(id) as lo, max(id) as hi from live_events');
    const rows = (await db.query<{ id: string; payload: unknown }>(
      'select id, payload from live_events where company_id = $1 and id > $2 order by id limit $3', [sub.companyId, after, REPLAY_MAX + 1]))
      .map((r) => ({ id: r.id, payload: JSON.stringify(r.payload) }));
    const newest = Math.max(Number(hi ?? 0), lastId);
    if (after > newest || (lo !== null && after < Number(lo) - 1) || rows.length > REPLAY_MAX) {
      sub.lastSent = newest;
      sub.stream.send(resetFrame(newest, 'missed'));
      return;
    }
    const baseline = sub.lastSent;
    sub.lastSent = after;
    for (const r of rows) {
      const id = Number(r.id);
      if (sub.stream.send(`id: ${id}\nevent: item\ndata: ${r.payload}\n\n`)) sub.lastSent = id;
    }
    sub.lastSent = Math.max(sub.lastSent, baseline);
  }
}

/** The hub built by createLiveHub. */
export type LiveHub = ReturnType<typeof createLiveHub>;
