import { describe, expect, it } from 'vitest';
import { createFairSlots } from './createFairSlots.ts';

/** A run that stays busy until `release` is called, recording when it started. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((ok) => { release = ok; });
  return { release, fn: async () => { log.push(name); await done; return name; } };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('fair slots', () => {
  it('never runs more than the slots at once', async () => {
    const slots = createFairSlots(2);
    let running = 0;
    let peak = 0;
    const work = (key: string) => slots.run(key, async () => { running++; peak = Math.max(peak, running); await new Promise((r) => setTimeout(r, 5)); running--; });
    await Promise.all(Array.from({ length: 12 }, (_, i) => work(`k${i % 5}`)));
    expect(peak).toBe(2);
    expect(slots.keys).toBe(0);
  });

  it('a burst under one key holds one slot: another key starts at once, before the burst\'s second run', async () => {
    const slots = createFairSlots(2);
    const started: string[] = [];
    const burst = Array.from({ length: 5 }, (_, i) => gate(started, `burst${i}`));
    const runs = burst.map((g) => slots.run('attacked@demo.test', g.fn));
    await tick();
    const other = gate(started, 'other');
    const otherRun = slots.run('someone@demo.test', other.fn);
    await tick();
    expect(started).toEqual(['burst0', 'other']);
    other.release();
    expect(await otherRun).toBe('other');
    for (const g of burst) { g.release(); await tick(); }
    expect(await Promise.all(runs)).toEqual(burst.map((_, i) => `burst${i}`));
    expect(started).toEqual(['burst0', 'other', 'burst1', 'burst2', 'burst3', 'burst4']);
  });

  it('a failing run frees its slot and lets its key go on', async () => {
    const slots = createFairSlots(1);
    await expect(slots.run('k', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await slots.run('k', async () => 'next')).toBe('next');
    expect(slots.keys).toBe(0);
  });
});
