import type { LiveItemEvent } from '../../core/liveWire.ts';

export type { LiveAction, LiveItemEvent } from '../../core/liveWire.ts';

/** One user who has an item open (`editing` once they have unsaved changes). */
export interface PresenceUser {
  id: number;
  name: string;
  editing: boolean;
}

/** What the live client tells its listeners: item changes (a batch), "reload everything", presence moved. */
export interface LiveListeners {
  item(events: readonly LiveItemEvent[]): void;
  /** The stream missed events (reconnected too late, fell behind): every view reloads what it shows. */
  reset(): void;
  presence(): void;
}

/** The one live connection of a tab: subscribe to item events, resets and presence. */
export interface LiveClient {
  /** Subscribes; returns the unsubscribe. */
  on<E extends keyof LiveListeners>(event: E, listener: LiveListeners[E]): () => void;
  /** Who has the item open, as the server last said (the caller filters itself out). */
  presence(kind: string, id: number): readonly PresenceUser[];
  /** Every item of a kind someone has open, with its users. */
  /** Every item of a kind someone has open, with its users; the same map until one of them changes. */
  presenceOf(kind: string): ReadonlyMap<number, readonly PresenceUser[]>;
  close(): void;
}

/** The constructor the client opens its stream with (the browser's EventSource, or a test's). */
export type EventSourceLike = new (url: string, init?: { withCredentials?: boolean }) => {
  addEventListener(type: string, listener: (e: MessageEvent) => void): void;
  close(): void;
  /** 2 (CLOSED) once the browser gave up: the server refused the stream (429, 503, 401) rather than dropped it. */
  readonly readyState?: number;
};

/** The first wait before a refused stream is asked for again; each refusal in a row doubles it, up to LIVE_RETRY_MAX_MS. */
export const LIVE_RETRY_MS = 5000;
/** The longest wait between two attempts at a refused stream. */
export const LIVE_RETRY_MAX_MS = 60_000;
const CLOSED = 2;

const NO_ONE: ReadonlyMap<number, readonly PresenceUser[]> = new Map();
// One empty list: views read presence through useSyncExternalStore, and a new [] per call never settles.
const NOBODY: readonly PresenceUser[] = [];

/** Item events arriving within this window reach listeners as one batch: a bulk change is one reload. */
export const LIVE_BATCH_MS = 150;

/**
 * Opens `GET /api/live` (the session cookie authenticates it) and fans its events out. EventSource
 * reconnects by itself with Last-Event-ID, so a short outage replays what was missed; a `reset`
 * (missed too much) asks every view to reload. `end signed-out` closes for good (`onEnd`).
 * A refused stream (too many tabs: 429; a full server: 503) is one EventSource gives up on: it is asked
 * for again after LIVE_RETRY_MS, doubling up to LIVE_RETRY_MAX_MS (never a tight loop), from the last id seen.
 */
export function createLiveClient(opts: { url: string; EventSource: EventSourceLike; onEnd?(reason: string): void }): LiveClient {
  const listeners: { [E in keyof LiveListeners]: Set<LiveListeners[E]> } = { item: new Set(), reset: new Set(), presence: new Set() };
  const present = new Map<string, Map<number, readonly PresenceUser[]>>();
  let batch: LiveItemEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let lastId = '';
  let wait = LIVE_RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let source: InstanceType<EventSourceLike>;

  const parse = (e: MessageEvent): unknown => { try { return JSON.parse(String(e.data)); } catch { return undefined; } };
  const flush = () => {
    timer = undefined;
    const events = batch;
    batch = [];
    for (const l of listeners.item) l(events);
  };

  const connect = () => {
    retry = undefined;
    // A new EventSource sends no Last-Event-ID of its own: the query carries it, so nothing is missed meanwhile.
    source = new opts.EventSource(lastId ? `${opts.url}?last_event_id=${encodeURIComponent(lastId)}` : opts.url, { withCredentials: true });
    source.addEventListener('item', (e) => {
      if (e.lastEventId) lastId = e.lastEventId;
      const data = parse(e) as LiveItemEvent | undefined;
      if (!data || typeof data.kind !== 'string' || typeof data.id !== 'number') return;
      batch.push(data);
      timer ??= setTimeout(flush, LIVE_BATCH_MS);
    });
    source.addEventListener('presence', (e) => {
      const data = parse(e) as { kind: string; id: number; users: PresenceUser[] } | undefined;
      if (!data || typeof data.kind !== 'string') return;
      // A new map per change: views read it through useSyncExternalStore, which compares by identity.
      const byId = new Map(present.get(data.kind) ?? []);
      present.set(data.kind, byId);
      if (data.users?.length) byId.set(data.id, data.users); else byId.delete(data.id);
      for (const l of listeners.presence) l();
    });
    // After a (re)connect the server sends who is where now: what was shown before may have left meanwhile.
    source.addEventListener('ready', (e) => {
      if (e.lastEventId) lastId = e.lastEventId;
      wait = LIVE_RETRY_MS;
      if (present.size === 0) return;
      present.clear();
      for (const l of listeners.presence) l();
    });
    source.addEventListener('reset', (e) => {
      if (e.lastEventId) lastId = e.lastEventId;
      for (const l of listeners.reset) l();
    });
    source.addEventListener('end', (e) => {
      const reason = (parse(e) as { reason?: string } | undefined)?.reason ?? 'shutdown';
      // A shutdown is a restart: EventSource comes back by itself. A revoked session does not.
      if (reason === 'signed-out') { client.close(); opts.onEnd?.(reason); }
    });
    source.addEventListener('error', () => {
      if (closed || source.readyState !== CLOSED || retry) return;
      // Jittered, so the tabs of one refused browser do not all come back in the same instant.
      retry = setTimeout(connect, wait * (0.8 + Math.random() * 0.4));
      wait = Math.min(wait * 2, LIVE_RETRY_MAX_MS);
    });
  };
  connect();

  const client: LiveClient = {
    on(event, listener) {
      const set = listeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => { set.delete(listener); };
    },
    presence: (kind, id) => present.get(kind)?.get(id) ?? NOBODY,
    presenceOf: (kind) => present.get(kind) ?? NO_ONE,
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      clearTimeout(retry);
      source.close();
    },
  };
  return client;
}
