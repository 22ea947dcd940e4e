import { toLatLng } from './coordinates.ts';

/** One marker of the overview map. */
export interface OverviewStation {
  key: string;
  /** The number drawn on the marker: the station's pin number, else its position in the list. */
  number: string;
  title: string;
  latitude: number;
  longitude: number;
}

/** Overview markers from station records: those with valid coordinates, numbered by pin number or list position. */
export function overviewStations(records: readonly Record<string, unknown>[]): OverviewStation[] {
  const out: OverviewStation[] = [];
  records.forEach((r, i) => {
    const p = toLatLng(r.latitude, r.longitude);
    if (!p) return;
    const pin = typeof r.pin_number === 'string' && r.pin_number.trim() ? r.pin_number.trim() : String(i + 1);
    out.push({ key: String(r.id ?? i), number: pin, title: String(r.title ?? r.navn ?? ''), ...p });
  });
  return out;
}
