/** Which coordinate a value is: the limits differ (SPEC §5: |lat| ≤ 90, |lng| ≤ 180). */
export type Axis = 'latitude' | 'longitude';

/** A point in WGS 84 degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** SPEC §9 default map centre (near Oslo); the server's /api/map-config says the same. */
export const DEFAULT_CENTER: LatLng = { latitude: 59.667, longitude: 10.769 };

/** Largest absolute value per axis. */
export const AXIS_LIMIT: Record<Axis, number> = { latitude: 90, longitude: 180 };

/** Decimal places kept from a map click: ~0.1 m, finer is noise and clutters the text field. */
export const DECIMALS = 6;

/** Whether a value is a usable coordinate on that axis: a finite number within the axis limit. */
export function isValidCoordinate(axis: Axis, value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= AXIS_LIMIT[axis];
}

/**
 * Reads typed text as a coordinate. Empty text is "no value" (the field is optional);
 * anything else must be a plain decimal number within the axis limit — "1e3", "12abc", "0x10"
 * and a comma decimal are refused rather than guessed at.
 */
export function parseCoordinate(axis: Axis, text: string): { ok: true; value: number | undefined } | { ok: false } {
  const t = text.trim();
  if (t === '') return { ok: true, value: undefined };
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return { ok: false };
  const value = Number(t);
  return isValidCoordinate(axis, value) ? { ok: true, value } : { ok: false };
}

/** Rounds a coordinate to DECIMALS places (map clicks and drags give 15 digits). */
export function roundCoordinate(value: number): number {
  return Number(value.toFixed(DECIMALS));
}

/** The point held by a latitude/longitude pair, or null when either half is missing or invalid. */
export function toLatLng(latitude: unknown, longitude: unknown): LatLng | null {
  return isValidCoordinate('latitude', latitude) && isValidCoordinate('longitude', longitude)
    ? { latitude, longitude }
    : null;
}

/** West-south-east-north bounds of some points, or null for none (what fitBounds takes). */
export function boundsOf(points: readonly LatLng[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let w = Infinity, s = Infinity, e = -Infinity, n = -Infinity;
  for (const p of points) {
    w = Math.min(w, p.longitude); e = Math.max(e, p.longitude);
    s = Math.min(s, p.latitude); n = Math.max(n, p.latitude);
  }
  return [[w, s], [e, n]];
}
