import { WorkQueueFull } from '../errors/workQueueFull.ts';
/** Runs jobs at most `concurrency` at a time; a job arriving when `maxWaiting` already wait is refused (WorkQueueFull). */
export interface BoundedWork {
  run<T>(job: () => Promise<T>): Promise<T>;
}

/**
 * A small semaphore with a bounded wait line. Image work is CPU and memory heavy: a few jobs at a
 * time keep the event loop and other requests responsive, and the bounded line keeps a burst from
 * piling up unbounded memory and minutes of latency.
 */
export function createBoundedWork(concurrency: number, maxWaiting: number): BoundedWork {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(job) {
      if (active < concurrency) active++;
      else if (waiting.length >= maxWaiting) throw new WorkQueueFull();
      // The slot is handed over by the job that ends, so `active` stays counted for us.
      else await new Promise<void>((ok) => waiting.push(ok));
      try {
        return await job();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}
