/** A round top for a count axis (1, 2, 4, 6, 8 × 10ⁿ: its half is a whole number too), at least `min`: bars of small counts do not fill the chart. */
export function niceMax(max: number, min = 4): number {
  const m = Math.max(max, min);
  const step = 10 ** Math.floor(Math.log10(m));
  for (const f of [1, 2, 4, 6, 8, 10]) if (f * step >= m) return f * step;
  return 10 * step;
}

/** `YYYY-MM-DD` as the instant of that day's midnight UTC (formatted with `timeZone: 'UTC'` it is that day everywhere). */
export function dayInstant(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) ? ms : 0;
}

/** Which days get an axis label: every seventh, counted back from the last (today), so today is always labelled. */
export function isLabelledDay(index: number, count: number): boolean {
  return (count - 1 - index) % 7 === 0;
}
