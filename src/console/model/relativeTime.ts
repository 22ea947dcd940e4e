import type { IntlShape } from '@formatjs/intl';

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60], ['minute', 60], ['hour', 24], ['day', 7], ['week', 4.35], ['month', 12], ['year', Infinity],
];

/** An instant relative to `now` in the UI language ("5 minutes ago", "yesterday", "in 2 days"); '' for an unreadable one. */
export function relativeTime(intl: IntlShape, iso: string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  let value = (at - now) / 1000;
  // Under a minute reads as "now": seconds ticking by are noise on a summary.
  if (Math.abs(value) < 45) return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(Math.round(value)) < size || unit === 'year') return intl.formatRelativeTime(Math.round(value), unit, { numeric: 'auto' });
    value /= size;
  }
  return '';
}
