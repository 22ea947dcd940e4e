import type { MapPoint } from '../../../core/previewField.ts';
import { useT } from '../../i18n/IntlContext.tsx';
import type { FieldRendererProps } from '../rendererMap.ts';

/** The places a map field record carries (its value), leaving out what is not a place. */
export function mapPoints(value: unknown): MapPoint[] {
  if (!Array.isArray(value)) return [];
  return value.filter((p): p is MapPoint => Boolean(p) && typeof p === 'object');
}

/** map → the places of its value (SPEC §3 map_stations) as a numbered list; the console adds the overview map above it (MapOverviewField). */
export function MapField({ field }: FieldRendererProps) {
  const t = useT();
  const points = mapPoints(field.value);
  return (
    <section className="emu-map" aria-label={field.meta?.title ?? t('emulator.map.title')}>
      <h3 className="emu-section-title">{field.meta?.title ?? t('emulator.map.title')}</h3>
      {points.length === 0 ? <p className="emu-muted">{t('emulator.map.empty')}</p> : (
        <ol className="emu-map__list">
          {points.map((s, i) => (
            <li key={s.id ?? i}>
              <span className="emu-pin" aria-hidden="true">{i + 1}</span>
              <span>{s.title}</span>
              <span className="emu-muted">{Number(s.latitude).toFixed(4)}, {Number(s.longitude).toFixed(4)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
