/** Default share of the time the lane's work may take while a queue waits: the rest is left to everything else. */
export const LANE_SHARE = 0.05;

/**
 * Runs work one at a time, and while a queue waits, spaces the runs so they take at most `share` of
 * the time (a run of t ms is followed by t·(1/share − 1) ms for everything else), each only after the
 * event loop has had a turn. For lookups nobody vouches for (unsigned tokens this process has not seen
 * live): a flood of them queues here and cannot take the process or the database from anyone else.
 */
export function createPacedLane(share = LANE_SHARE) {
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;
  let nextAt = 0;
  const turn = () => new Promise<void>((ok) => {
    const wait = nextAt - performance.now();
    if (wait > 0) setTimeout(ok, wait);
    else setImmediate(ok);
  });
  const timed = async <T>(fn: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await fn();
    } finally {
      const end = performance.now();
      nextAt = end + (end - start) * (1 / share - 1);
    }
  };
  return {
    /** Runs `fn` after every earlier run, and once the lane's share of the time allows. */
    run<T>(fn: () => Promise<T>): Promise<T> {
      queued++;
      const mine = tail.then(turn).then(() => timed(fn));
      tail = mine.then(() => { queued--; }, () => { queued--; });
      return mine;
    },
    /** Runs waiting or running (bounded memory: back to 0 when idle). */
    get queued() {
      return queued;
    },
  };
}

/** The lane built by `createPacedLane`. */
export type PacedLane = ReturnType<typeof createPacedLane>;
