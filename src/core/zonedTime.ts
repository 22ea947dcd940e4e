import { TZDate, tzOffset } from '@date-fns/tz';

// Date-times are stored as UTC ISO strings and shown and edited on the company's clock (its IANA
// time zone), never the browser's: an author in Bangkok editing an Oslo museum's event sees Oslo time.

const MINUTE = 60_000;
const DAY = 86_400_000;
// An explicit offset or Z is required: a bare local time would be read in whatever zone the reader runs in.
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
// What `<input type="datetime-local">` gives: minutes, or seconds (and milliseconds) when its step is finer.
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

// Building an Intl.DateTimeFormat costs far more than the conversion itself; widgets ask on every render.
const known = new Map<string, string>();

/** The canonical name of an IANA time zone (`europe/oslo` → `Europe/Oslo`), or undefined when Intl does not know it. */
export function canonicalTimeZone(name: unknown): string | undefined {
  // Offsets such as "+02:00" are not zones: a fixed offset would silently ignore daylight saving time.
  if (typeof name !== 'string' || !/^[A-Za-z]/.test(name)) return undefined;
  const cached = known.get(name);
  if (cached) return cached;
  try {
    const canonical = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
    // Only names Intl accepted are kept, and not without bound: the server asks about what clients send.
    if (known.size >= 500) known.clear();
    known.set(name, canonical);
    return canonical;
  } catch {
    return undefined;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Milliseconds of a stored UTC ISO string, or undefined when it is not one. */
function parseIso(isoUtc: unknown): number | undefined {
  if (typeof isoUtc !== 'string' || !ISO_UTC.test(isoUtc)) return undefined;
  const ms = Date.parse(isoUtc);
  return Number.isFinite(ms) ? ms : undefined;
}

/** The zone's offset from UTC in minutes at an instant (NaN for an unknown zone). */
function offsetAt(timeZone: string, ms: number): number {
  return tzOffset(timeZone, new Date(ms));
}

/** A stored UTC ISO string as the `YYYY-MM-DDTHH:mm` value of a `datetime-local` input on the zone's clock; undefined when either is unusable. */
export function toZonedInput(isoUtc: unknown, timeZone: string): string | undefined {
  const ms = parseIso(isoUtc);
  const zone = canonicalTimeZone(timeZone);
  if (ms === undefined || !zone) return undefined;
  const d = new TZDate(ms, zone);
  if (Number.isNaN(d.getTime())) return undefined;
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A `datetime-local` value read on the zone's clock, as a UTC ISO string (`2026-06-12T16:00:00.000Z`);
 * undefined for an unreadable value, an impossible date (30 February) or an unknown zone.
 * Clock changes follow RFC 5545 §3.3.5 (and Temporal's "compatible"): a time skipped by a spring-forward
 * gap is read with the offset before the gap, so it lands as far after the gap as it was into it
 * (Oslo 02:30 on the last Sunday of March is 03:30 +02:00); a time that occurs twice in an autumn
 * overlap is its first occurrence (Oslo 02:30 on the last Sunday of October is 02:30 +02:00).
 */
export function fromZonedInput(localValue: unknown, timeZone: string): string | undefined {
  const m = typeof localValue === 'string' ? LOCAL.exec(localValue) : null;
  const zone = canonicalTimeZone(timeZone);
  if (!m || !zone) return undefined;
  const [y, mo, d, h, mi, s = '0', frac = '0'] = m.slice(1);
  const wallDate = new Date(Date.UTC(2000, Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(frac.padEnd(3, '0'))));
  // setUTCFullYear: Date.UTC would read years 0–99 as 1900–1999.
  wallDate.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  const wall = wallDate.getTime();
  // Rolled over (30 February, 24:00, 61 minutes): not a date the input could have meant.
  if (Number.isNaN(wall) || wallDate.getUTCMonth() !== Number(mo) - 1 || wallDate.getUTCDate() !== Number(d)
    || wallDate.getUTCHours() !== Number(h) || wallDate.getUTCMinutes() !== Number(mi) || wallDate.getUTCSeconds() !== Number(s)) return undefined;
  // The offsets in force a day either side cover any one clock change around this wall time.
  const before = offsetAt(zone, wall - DAY);
  const after = offsetAt(zone, wall + DAY);
  if (!Number.isFinite(before) || !Number.isFinite(after)) return undefined;
  const fits = [before, after].map((off) => wall - off * MINUTE).filter((t) => offsetAt(zone, t) * MINUTE === wall - t);
  const instant = fits.length ? Math.min(...fits) : wall - before * MINUTE;
  return new Date(instant).toISOString();
}

/** The zone's offset from UTC at an instant as `+02:00` (now when the instant is missing or unreadable); undefined for an unknown zone. */
export function utcOffsetText(timeZone: string, isoUtc?: unknown): string | undefined {
  const zone = canonicalTimeZone(timeZone);
  if (!zone) return undefined;
  const minutes = offsetAt(zone, parseIso(isoUtc) ?? Date.now());
  if (!Number.isFinite(minutes)) return undefined;
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
