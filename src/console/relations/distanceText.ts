import type { IntlShape } from '@formatjs/intl';

/**
 * A distance in the UI language: whole metres below a kilometre ("350 m"), else kilometres with one
 * decimal ("1.2 km", "1,2 km"). Decided on the rounded metres, so 999.6 m reads "1.0 km", not "1,000 m".
 */
export function formatDistance(intl: IntlShape, metres: number): string {
  const m = Math.round(metres);
  if (m < 1000) return intl.formatMessage({ id: 'relations.map.metres' }, { distance: intl.formatNumber(m) }) as string;
  const km = intl.formatNumber(metres / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return intl.formatMessage({ id: 'relations.map.kilometres' }, { distance: km }) as string;
}
