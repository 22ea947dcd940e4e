/** A cache sharing a CacheBudget: what it would give up first, and giving it up. */
export interface BudgetHolder {
  /** The recency stamp (from `tick`) of the entry `evict` would drop; undefined when it holds nothing. */
  oldest(): number | undefined;
  /** Drops that entry (the holder calls `release` for its bytes). */
  evict(): void;
}

/**
 * One memory budget shared by several caches (the answer cache and the list models): whatever kind of
 * answer is in demand may use it, and the least recently used entry of any of them goes first.
 */
export interface CacheBudget {
  readonly maxBytes: number;
  /** Bytes held now by every cache of the budget. */
  readonly bytes: number;
  /** A new recency stamp, comparable across the caches of this budget. */
  tick(): number;
  /** The newest stamp given (none taken). */
  readonly lastTick: number;
  /** Adds a cache to the budget. */
  join(holder: BudgetHolder): void;
  /** Counts `n` more bytes held, then evicts the least recently used entries (any cache) until the total fits. */
  hold(n: number): void;
  /** Counts `n` bytes given back. */
  release(n: number): void;
}

/** A budget of `maxBytes` (0: nothing may be held). */
export function createCacheBudget(maxBytes: number): CacheBudget {
  const holders: BudgetHolder[] = [];
  let bytes = 0;
  let ticks = 0;
  return {
    maxBytes,
    get bytes() { return bytes; },
    tick: () => ++ticks,
    get lastTick() { return ticks; },
    join(holder) { holders.push(holder); },
    hold(n) {
      bytes += n;
      while (bytes > maxBytes) {
        let pick: BudgetHolder | undefined;
        let min = Infinity;
        for (const h of holders) {
          const at = h.oldest();
          if (at !== undefined && at < min) { min = at; pick = h; }
        }
        const before = bytes;
        pick?.evict();
        // Nothing left to give up (or a holder that did not release): stop rather than spin.
        if (bytes >= before) break;
      }
    },
    release(n) { bytes -= n; },
  };
}

/** Joins a Map kept in least-recently-used order (oldest first, each entry with its `used` stamp) to `budget`; `drop` removes one key and releases its bytes. */
export function joinMapToBudget<K>(budget: CacheBudget, map: Map<K, { used: number }>, drop: (key: K) => void): void {
  budget.join({
    oldest() { for (const e of map.values()) return e.used; return undefined; },
    evict() { for (const key of map.keys()) { drop(key); return; } },
  });
}
