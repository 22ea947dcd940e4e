/**
 * Real milliseconds between two advances of a running walk. Each advance redraws the map (a WebGL frame),
 * the timeline and the phone: ten a second still moves the visitor smoothly, and at 60× one advance
 * carries six simulated seconds instead of redrawing everything on every animation frame.
 */
export const CLOCK_STEP_MS = 100;
/** At most this many simulated seconds per advance: a tab that slept must not catch up an hour at once. */
export const MAX_STEP_S = 120;
/** At most this much real time counts for one advance (a frame after a long pause is not a leap). */
const MAX_REAL_MS = 1000;

/** The simulated clock between animation frames: when it last advanced, and the part of a second carried over. */
export interface SimClock { last: number; carry: number }

/** A clock that starts now. */
export const startClock = (now: number): SimClock => ({ last: now, carry: 0 });

/**
 * One animation frame of a running walk at `speed`: the whole simulated seconds to advance by now (0 until
 * CLOCK_STEP_MS have passed since the last advance) and the clock to keep for the next frame.
 */
export function clockFrame(clock: SimClock, now: number, speed: number): { clock: SimClock; seconds: number } {
  const elapsed = now - clock.last;
  if (elapsed < CLOCK_STEP_MS) return { clock, seconds: 0 };
  const carry = clock.carry + (Math.min(elapsed, MAX_REAL_MS) / 1000) * speed;
  const whole = Math.floor(carry);
  return { clock: { last: now, carry: carry - whole }, seconds: Math.min(whole, MAX_STEP_S) };
}
