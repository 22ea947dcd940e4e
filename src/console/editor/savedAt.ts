import type { IntlShape } from '@formatjs/intl';

/**
 * A save's time as the editor header shows it: short enough to share the title row with the badge,
 * the avatars and the language switch (the time alone today, the day and time this year, the date
 * otherwise), and in full to the second for its tooltip.
 */
export function savedAt(intl: IntlShape, iso: string, now = new Date()): { short: string; full: string } {
  const at = new Date(iso);
  const sameYear = at.getFullYear() === now.getFullYear();
  const today = sameYear && at.getMonth() === now.getMonth() && at.getDate() === now.getDate();
  const short = today
    ? intl.formatTime(at, { timeStyle: 'short' })
    : sameYear
      ? intl.formatDate(at, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
      : intl.formatDate(at, { dateStyle: 'medium' });
  return { short, full: intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'medium' }) };
}
