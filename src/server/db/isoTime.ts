/** A timestamp column's value (a Date from pg, a string from some drivers and JSON aggregates) as an ISO-8601 string. */
export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
