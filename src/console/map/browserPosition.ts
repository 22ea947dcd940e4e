import type { LatLng } from './coordinates.ts';

/** SPEC §4/§9: how long the browser may take to tell its position. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/**
 * Asks the browser where it is; resolves null on refusal, failure, time-out or no geolocation API.
 * `fresh` refuses a cached fix (Locate me: the author may have walked since).
 */
export function browserPosition({ timeout = GEOLOCATION_TIMEOUT_MS, fresh = false } = {}): Promise<LatLng | null> {
  return new Promise((resolve) => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) { resolve(null); return; }
    // Some browsers never call back when the prompt is ignored; our own timer is the backstop.
    const timer = setTimeout(() => resolve(null), timeout + 500);
    geo.getCurrentPosition(
      (p) => { clearTimeout(timer); resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }); },
      () => { clearTimeout(timer); resolve(null); },
      { timeout, maximumAge: fresh ? 0 : 60_000, enableHighAccuracy: false },
    );
  });
}
