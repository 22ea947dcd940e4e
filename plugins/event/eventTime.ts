import { canonicalTimeZone } from '../../src/core/index.ts';

/** An event's start and end (UTC ISO strings) as the company's clock shows them: "Sat 13 Jun 2026, 16:00 – 22:00". */
export function eventWhen(startsAt: unknown, endsAt: unknown, timeZone = 'UTC', locale = 'en'): string | undefined {
  const start = typeof startsAt === 'string' ? new Date(startsAt) : undefined;
  if (!start || Number.isNaN(start.getTime())) return undefined;
  const end = typeof endsAt === 'string' ? new Date(endsAt) : undefined;
  const zone = canonicalTimeZone(timeZone) ?? 'UTC';
  // A programme prints a 24-hour clock and the day before the month (the console's English is British).
  const tag = locale === 'en' ? 'en-GB' : locale;
  const full = new Intl.DateTimeFormat(tag, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (!end || Number.isNaN(end.getTime())) return full.format(start);
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  // Same day in the company's zone: the end shows only its time, as a programme would print it.
  const endFormat = day(start) === day(end) ? new Intl.DateTimeFormat(tag, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) : full;
  return `${full.format(start)} – ${endFormat.format(end)}`;
}

/** Whether an end comes before its start (both UTC ISO strings); false when either is missing or unreadable. */
export function endsBeforeStart(startsAt: unknown, endsAt: unknown): boolean {
  if (typeof startsAt !== 'string' || typeof endsAt !== 'string') return false;
  const s = Date.parse(startsAt);
  const e = Date.parse(endsAt);
  return Number.isFinite(s) && Number.isFinite(e) && e < s;
}
