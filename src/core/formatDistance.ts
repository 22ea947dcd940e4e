/**
 * A distance in metres as a reader of `locale` writes it: whole metres below a kilometre ("350 m",
 * "350米"), kilometres with at most one decimal from 1 km on ("259.7 km", "259,7 km", "2 km").
 * Decided on the rounded metres, so 999.6 m reads "1 km", not "1,000 m".
 */
export function formatDistance(metres: number, locale: string): string {
  const m = Math.round(metres);
  const unit = (name: 'meter' | 'kilometer', digits: number) => {
    try {
      return new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits });
    } catch {
      // An unknown locale tag reads as English rather than failing a message.
      return new Intl.NumberFormat('en', { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits });
    }
  };
  return m < 1000 ? unit('meter', 0).format(m) : unit('kilometer', 1).format(m / 1000);
}
