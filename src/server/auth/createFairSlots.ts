/**
 * Runs costly work (password checks) in a few shared slots, fairly: work under one key runs one at a
 * time and waits for its previous one before it even queues for a slot, so a burst under one key
 * holds at most one slot and every other key finds the rest free.
 */
export function createFairSlots(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // The last queued run per key; a key's runs chain behind it.
  const tails = new Map<string, Promise<void>>();

  const acquire = async () => {
    if (running >= slots) await new Promise<void>((ok) => waiting.push(ok));
    else running++;
  };
  // A freed slot passes straight to the first waiter, so a newcomer cannot jump the queue.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    /** Runs `fn` once this key's earlier runs are done and a slot is free. */
    async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
      const before = tails.get(key);
      let done!: () => void;
      const mine = new Promise<void>((ok) => { done = ok; });
      tails.set(key, mine);
      try {
        if (before) await before;
        await acquire();
        try {
          return await fn();
        } finally {
          release();
        }
      } finally {
        done();
        if (tails.get(key) === mine) tails.delete(key);
      }
    },
    /** How many keys have work queued or running (bounded memory: it falls back to 0 when idle). */
    get keys() {
      return tails.size;
    },
  };
}

/** The slots built by `createFairSlots`. */
export type FairSlots = ReturnType<typeof createFairSlots>;
