/** How long a presence lasts without a heartbeat. */
export const PRESENCE_TTL_MS = 30_000;

/** One announcement: a session has an item open (and whether it has unsaved changes). */
export interface PresenceNote {
  companyId: number;
  /** The announcing session (a digest, never the token). */
  session: string;
  /** The browser tab within the session ('' when the client sent none): two tabs of one sign-in are two presences. */
  tab: string;
  user: { id: number; name: string };
  kind: string;
  id: number;
  editing: boolean;
}

/** The data of an `event: presence`: who has the item open now (empty: nobody). */
export interface PresenceView {
  kind: string;
  id: number;
  users: { id: number; name: string; editing: boolean }[];
}

interface Entry extends PresenceNote { until: number }

/** Told when an item's presence view changed: the company and the new view. */
export type PresenceChanged = (companyId: number, view: PresenceView) => void;

/**
 * Who has which item open, per company, as the processes announced it. A change is told only when
 * an item's view changes (a heartbeat that changes nothing is silent); entries expire PRESENCE_TTL_MS
 * after their last heartbeat (`sweep`).
 */
export function createPresenceBoard(changed: PresenceChanged, ttlMs = PRESENCE_TTL_MS) {
  const companies = new Map<number, Map<string, Entry>>();
  const keyOf = (n: { session: string; tab: string; kind: string; id: number }) => `${n.session}\u0000${n.tab}\u0000${n.kind}\u0000${n.id}`;

  const viewOf = (companyId: number, kind: string, id: number): PresenceView => {
    const users = new Map<number, { id: number; name: string; editing: boolean }>();
    for (const e of companies.get(companyId)?.values() ?? []) {
      if (e.kind !== kind || e.id !== id) continue;
      const u = users.get(e.user.id);
      if (u) u.editing ||= e.editing;
      else users.set(e.user.id, { id: e.user.id, name: e.user.name, editing: e.editing });
    }
    return { kind, id, users: [...users.values()].sort((a, b) => a.id - b.id) };
  };

  // Runs `change`, then tells each touched item whose view differs from before.
  const touching = (companyId: number, items: { kind: string; id: number }[], change: () => void) => {
    const before = items.map((i) => JSON.stringify(viewOf(companyId, i.kind, i.id)));
    change();
    items.forEach((i, n) => {
      const view = viewOf(companyId, i.kind, i.id);
      if (JSON.stringify(view) !== before[n]) changed(companyId, view);
    });
  };

  return {
    /** A heartbeat: the session has the item open (editing or not) for another ttl. */
    set(note: PresenceNote, now = Date.now()) {
      let board = companies.get(note.companyId);
      if (!board) companies.set(note.companyId, board = new Map());
      const b = board;
      touching(note.companyId, [note], () => b.set(keyOf(note), { ...note, until: now + ttlMs }));
    },
    /** The session's tab closed the item (its other tabs keep theirs). */
    remove(companyId: number, session: string, tab: string, kind: string, id: number) {
      const board = companies.get(companyId);
      const key = keyOf({ session, tab, kind, id });
      if (board?.has(key)) touching(companyId, [{ kind, id }], () => board.delete(key));
    },
    /** The session has no stream left: everything it had open goes at once. */
    dropSession(companyId: number, session: string) {
      const board = companies.get(companyId);
      const gone = [...(board?.values() ?? [])].filter((e) => e.session === session);
      if (gone.length) touching(companyId, gone, () => { for (const e of gone) board!.delete(keyOf(e)); });
    },
    /** Removes what had no heartbeat for ttl. */
    sweep(now = Date.now()) {
      for (const [companyId, board] of companies) {
        const gone = [...board.values()].filter((e) => e.until <= now);
        if (gone.length) touching(companyId, gone, () => { for (const e of gone) board.delete(keyOf(e)); });
        if (!board.size) companies.delete(companyId);
      }
    },
    /** Every item of the company someone has open: what a new stream is told first. */
    views(companyId: number): PresenceView[] {
      const seen = new Map<string, PresenceView>();
      for (const e of companies.get(companyId)?.values() ?? []) {
        const k = `${e.kind}\u0000${e.id}`;
        if (!seen.has(k)) seen.set(k, viewOf(companyId, e.kind, e.id));
      }
      return [...seen.values()];
    },
  };
}

/** The board built by createPresenceBoard. */
export type PresenceBoard = ReturnType<typeof createPresenceBoard>;
