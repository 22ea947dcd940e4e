import type { MapPoint } from '../../../core/previewField.ts';
import { toLatLng } from '../../map/coordinates.ts';
import { useT } from '../../i18n/IntlContext.tsx';
import type { FieldRendererProps } from '../rendererMap.ts';

/**
 * The places a map field record carries (its value): only those on the globe (a latitude of 95 cannot be
 * saved, so the app never shows it), each with the number its marker says — its own (a pin number) or its
 * position among all the places the record carries.
 */
export function mapPoints(value: unknown): (MapPoint & { number: string })[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((p, i) => {
    if (!p || typeof p !== 'object') return [];
    const point = p as MapPoint;
    if (!toLatLng(point.latitude, point.longitude)) return [];
    const own = typeof point.number === 'string' ? point.number.trim() : '';
    return [{ ...point, number: own || String(i + 1) }];
  });
}

/** The heading of a map field: the record's own title, "Location" for the item's own place, else the stations. */
export function useMapHeading(field: FieldRendererProps['field']): string {
  const t = useT();
  return field.meta?.title ?? t(field.meta?.variant === 'place' ? 'emulator.map.place' : 'emulator.map.title');
}

/** map → the places of its value (SPEC §3 map_stations) as a numbered list; the console adds the overview map above it (MapOverviewField). */
export function MapField({ field }: FieldRendererProps) {
  const t = useT();
  const heading = useMapHeading(field);
  const points = mapPoints(field.value);
  // The item's own place, not on the globe: the app shows no map at all (a list of stations says it is empty).
  if (points.length === 0 && field.meta?.variant === 'place') return null;
  return (
    <section className="emu-map" aria-label={heading}>
      <h3 className="emu-section-title">{heading}</h3>
      {points.length === 0 ? <p className="emu-muted">{t('emulator.map.empty')}</p> : (
        <ol className="emu-map__list">
          {points.map((s, i) => (
            <li key={s.id ?? i}>
              <span className="emu-pin" aria-hidden="true">{s.number}</span>
              <span>{s.title}</span>
              <span className="emu-muted">{s.latitude.toFixed(4)}, {s.longitude.toFixed(4)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
