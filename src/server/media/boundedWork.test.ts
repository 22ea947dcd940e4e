import { describe, expect, it } from 'vitest';
import { createBoundedWork } from './boundedWork.ts';
import { WorkQueueFull } from '../errors/workQueueFull.ts';

describe('bounded picture work', () => {
  it('runs at most `concurrency` jobs at once and refuses a job when the wait line is full', async () => {
    const work = createBoundedWork(2, 1);
    let running = 0, most = 0;
    const release: (() => void)[] = [];
    const job = () => work.run(async () => {
      most = Math.max(most, ++running);
      await new Promise<void>((ok) => release.push(ok));
      running--;
      return 'done';
    });
    const jobs = [job(), job(), job()];
    await expect(job()).rejects.toBeInstanceOf(WorkQueueFull);
    await new Promise((ok) => setTimeout(ok, 0));
    expect(release).toHaveLength(2);
    while (release.length) { release.shift()!(); await new Promise((ok) => setTimeout(ok, 0)); }
    expect(await Promise.all(jobs)).toEqual(['done', 'done', 'done']);
    expect(most).toBe(2);
    // The line is free again.
    const after = job();
    await new Promise((ok) => setTimeout(ok, 0));
    release.shift()!();
    expect(await after).toBe('done');
  });
});
