/**
 * Streams one session may hold on one process. The console opens one stream per tab and every tab of
 * a browser shares its sign-in, so this is "tabs with live updates": six is what a browser itself
 * keeps open to one site over HTTP/1.1, so a seventh tab could not have had its stream there anyway.
 */
export const STREAMS_PER_SESSION = 6;
/** Streams one user may hold on one process: two sign-ins' worth (a desk and a laptop, two browsers). */
export const STREAMS_PER_USER = 12;
/** Streams one process holds at most, all companies together. */
export const MAX_STREAMS = 10_000;

/** The caps a hub enforces (README "Configuration": LIVE_STREAMS, LIVE_STREAMS_PER_USER, LIVE_STREAMS_PER_SESSION). */
export interface StreamLimits {
  process: number;
  perUser: number;
  perSession: number;
}

/** The defaults: STREAMS_PER_SESSION, STREAMS_PER_USER and MAX_STREAMS. */
export const DEFAULT_STREAM_LIMITS: StreamLimits = { process: MAX_STREAMS, perUser: STREAMS_PER_USER, perSession: STREAMS_PER_SESSION };

/** Whose a stream is: the counts are kept per session, user and company. */
export interface StreamOwner {
  companyId: number;
  userId: number;
  /** The session's token digest. */
  tokenHash: string;
}

/** Why a stream may not open: over its session's or user's cap (429), or the process is full for its company (503). */
export type StreamRefusal = 'session' | 'user' | 'full';

/** What `admit` decided: refused, or let in (after the oldest stream of company `evict` is closed, when given). */
export type Admission = { refused: StreamRefusal } | { refused?: undefined; evict?: number };

const bump = <K>(m: Map<K, number>, k: K, by: number) => {
  const n = (m.get(k) ?? 0) + by;
  if (n > 0) m.set(k, n); else m.delete(k);
};

/**
 * Counts a process's open streams per session, user and company, and decides whether one more may open.
 * Fair between companies: when the process is full, a company holding at least two fewer streams than the
 * company with the most still gets in, at the cost of that company's oldest stream, so no company can keep
 * another out by filling the process, while a process with one busy company can still be filled by it.
 * A few map reads per open and close; only a full process looks at every company (see the live bench).
 */
export function createStreamQuota(limits: StreamLimits) {
  const bySession = new Map<string, number>();
  const byUser = new Map<number, number>();
  const byCompany = new Map<number, number>();
  let total = 0;
  return {
    /** Streams open in all. */
    get total() { return total; },
    /** Streams the session holds. */
    ofSession: (tokenHash: string) => bySession.get(tokenHash) ?? 0,
    /** Whether one more stream of `owner` may open (it is not counted until `add`). */
    admit(owner: StreamOwner): Admission {
      if ((bySession.get(owner.tokenHash) ?? 0) >= limits.perSession) return { refused: 'session' };
      if ((byUser.get(owner.userId) ?? 0) >= limits.perUser) return { refused: 'user' };
      if (total < limits.process) return {};
      const mine = byCompany.get(owner.companyId) ?? 0;
      let most: number | undefined;
      let held = 0;
      for (const [company, n] of byCompany) if (company !== owner.companyId && n > held) { most = company; held = n; }
      // Two apart, so that the company let in never ends up holding more than the one it took from (no ping-pong).
      return most !== undefined && held >= mine + 2 ? { evict: most } : { refused: 'full' };
    },
    /** Counts an opened stream. */
    add(owner: StreamOwner) {
      bump(bySession, owner.tokenHash, 1);
      bump(byUser, owner.userId, 1);
      bump(byCompany, owner.companyId, 1);
      total++;
    },
    /** Counts a closed stream off. */
    remove(owner: StreamOwner) {
      bump(bySession, owner.tokenHash, -1);
      bump(byUser, owner.userId, -1);
      bump(byCompany, owner.companyId, -1);
      total--;
    },
  };
}

/** The quota built by createStreamQuota. */
export type StreamQuota = ReturnType<typeof createStreamQuota>;
