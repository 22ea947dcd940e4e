import { describe, expect, it } from 'vitest';
import { clockFrame, startClock, CLOCK_STEP_MS } from './simClock.ts';

/** Runs the clock over `seconds` of 60 Hz animation frames; returns the advances it made (simulated seconds each). */
function frames(speed: number, seconds: number): number[] {
  let clock = startClock(0);
  const advances: number[] = [];
  for (let f = 1; f <= seconds * 60; f++) {
    const r = clockFrame(clock, (f * 1000) / 60, speed);
    clock = r.clock;
    if (r.seconds > 0) advances.push(r.seconds);
  }
  return advances;
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('the walk simulator’s clock', () => {
  it('at 60× advances a minute of simulated time per real second, in at most ten redraws', () => {
    const advances = frames(60, 3);
    expect(sum(advances)).toBeGreaterThanOrEqual(179);
    expect(sum(advances)).toBeLessThanOrEqual(180);
    expect(advances.length).toBeLessThanOrEqual(3 * (1000 / CLOCK_STEP_MS));
    expect(Math.max(...advances)).toBeLessThanOrEqual(7);
  });

  it('at 1× advances one simulated second per real second, one at a time', () => {
    const advances = frames(1, 5);
    expect(advances.every((s) => s === 1)).toBe(true);
    expect(advances.length).toBeGreaterThanOrEqual(4);
    expect(advances.length).toBeLessThanOrEqual(5);
  });

  it('after a frame that came a long time later (a sleeping tab) advances by at most one real second’s worth', () => {
    const { seconds } = clockFrame(startClock(0), 3_600_000, 20);
    expect(seconds).toBe(20);
  });

  it('does not advance before a step’s time has passed', () => {
    expect(clockFrame(startClock(0), CLOCK_STEP_MS - 1, 60).seconds).toBe(0);
  });
});
