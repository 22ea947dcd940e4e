import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { Db } from '../db/Db.ts';
import { DatabaseUnavailableError } from '../errors/databaseUnavailableError.ts';
import type { ItemWriter } from '../operations/createItemWriter.ts';
import { createScheduleRunner } from './createScheduleRunner.ts';
import { JobRunError, type JobOutcome } from './runDueJob.ts';

// The runner's timing on fake timers: the jobs it runs are stand-ins (the API and ops tests run real ones).

const outcome = (id: number): JobOutcome => ({ id, kind: 'page', itemId: id, action: 'publish', state: 'done', error: null });

/** A runner over a queue of due job ids: `runDue` takes the first, `isDue` says whether any is left. */
function runnerOver(queue: number[], opts: { breaking?: Set<number>; everyMs?: number } = {}) {
  const ran: number[] = [];
  const failed: number[] = [];
  const logs: string[] = [];
  const isDue = vi.fn(async () => queue.length > 0);
  const runner = createScheduleRunner({
    db: {} as Db, writer: {} as ItemWriter, registry: {} as KindRegistry, everyMs: opts.everyMs ?? 1000,
    log: (line) => logs.push(line),
    isDue,
    runDue: async () => {
      const id = queue[0];
      if (id === undefined) return undefined;
      if (opts.breaking?.has(id)) throw new JobRunError(id, new Error('the plugin broke'));
      queue.shift();
      ran.push(id);
      return outcome(id);
    },
    fail: async (_db, id) => { failed.push(id); queue.splice(queue.indexOf(id), 1); },
  });
  return { runner, ran, failed, logs, isDue };
}

describe('the scheduled jobs runner', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('runs what fell due while it was down at start, all of it in one tick', async () => {
    const { runner, ran } = runnerOver([1, 2, 3]);
    runner.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual([1, 2, 3]);
    await runner.stop();
  });

  it('asks one cheap question per interval while nothing is due, and runs a job that comes due at the next tick', async () => {
    const queue: number[] = [];
    const { runner, ran, isDue } = runnerOver(queue, { everyMs: 1000 });
    runner.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(3000);
    expect(isDue).toHaveBeenCalledTimes(4);
    expect(ran).toEqual([]);
    queue.push(7);
    await vi.advanceTimersByTimeAsync(999);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual([7]);
    await runner.stop();
  });

  it('retries a job that breaks, marks it failed after three tries, and then runs the ones due after it', async () => {
    const { runner, ran, failed, logs } = runnerOver([5, 6], { breaking: new Set([5]) });
    runner.start();
    await vi.advanceTimersByTimeAsync(0);
    // One try per tick: a database hiccup gets time to pass.
    expect(ran).toEqual([]);
    expect(failed).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(failed).toEqual([5]);
    expect(ran).toEqual([6]);
    expect(logs).toHaveLength(3);
    expect(logs[0]).toContain('scheduled job 5 could not run: the plugin broke');
    await runner.stop();
  });

  it('leaves a job alone while the database is away, without logging each tick', async () => {
    const queue = [9];
    const { runner, ran, failed, logs } = runnerOver(queue, { breaking: new Set([9]) });
    const away = createScheduleRunner({
      db: {} as Db, writer: {} as ItemWriter, registry: {} as KindRegistry, everyMs: 1000, log: (line) => logs.push(line),
      isDue: async () => true,
      runDue: async () => { throw new JobRunError(9, new DatabaseUnavailableError('connection refused')); },
      fail: async (_db, id) => { failed.push(id); },
    });
    away.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(failed).toEqual([]);
    expect(logs).toEqual([]);
    await away.stop();
    expect(ran).toEqual([]);
    await runner.stop();
  });

  it('stops ticking at stop, after the tick under way has finished', async () => {
    let release!: () => void;
    const queue = [1];
    let finished = false;
    const runner = createScheduleRunner({
      db: {} as Db, writer: {} as ItemWriter, registry: {} as KindRegistry, everyMs: 1000, log: () => {},
      isDue: async () => queue.length > 0,
      runDue: async () => {
        if (!queue.length) return undefined;
        await new Promise<void>((r) => { release = r; });
        queue.shift();
        finished = true;
        return outcome(1);
      },
    });
    runner.start();
    await vi.advanceTimersByTimeAsync(0);
    const stopping = runner.stop();
    let stopped = false;
    void stopping.then(() => { stopped = true; });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    queue.push(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(queue).toEqual([2]);
  });
});
