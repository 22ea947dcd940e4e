import type { LatLng } from './coordinates.ts';

/** SPEC §4/§9: how long the browser may take to tell its position. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** Why the browser gave no position: permission refused, no fix, no answer in time, or no geolocation at all. */
export type PositionFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** What asking the browser for its position came to. */
export type PositionAnswer = { position: LatLng } | { failure: PositionFailure };

/** The GeolocationPositionError codes (1 permission denied, 2 position unavailable, 3 timeout) in words. */
const FAILURE_BY_CODE: Record<number, PositionFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/**
 * Asks the browser where it is and says why when it cannot (refusal, no fix, time-out, no geolocation
 * API). `fresh` refuses a cached fix (Locate me: the author may have walked since).
 */
export function askBrowserPosition({ timeout = GEOLOCATION_TIMEOUT_MS, fresh = false } = {}): Promise<PositionAnswer> {
  return new Promise((resolve) => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) { resolve({ failure: 'unsupported' }); return; }
    // Some browsers never call back when the prompt is ignored; our own timer is the backstop.
    const timer = setTimeout(() => resolve({ failure: 'timeout' }), timeout + 500);
    geo.getCurrentPosition(
      (p) => { clearTimeout(timer); resolve({ position: { latitude: p.coords.latitude, longitude: p.coords.longitude } }); },
      (err) => { clearTimeout(timer); resolve({ failure: FAILURE_BY_CODE[err.code] ?? 'unavailable' }); },
      { timeout, maximumAge: fresh ? 0 : 60_000, enableHighAccuracy: false },
    );
  });
}

/** askBrowserPosition for callers that only need the position: null when there is none. */
export async function browserPosition(options: { timeout?: number; fresh?: boolean } = {}): Promise<LatLng | null> {
  const answer = await askBrowserPosition(options);
  return 'position' in answer ? answer.position : null;
}
