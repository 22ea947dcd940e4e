import { useT } from '../i18n/IntlContext.tsx';
import { ZONE_COLOUR_KEYS, ZONE_COLOURS } from '../model/zoneShapes.ts';

/** What the zones' colours mean, and the map's other marks (route, visitor, GPS accuracy, beacon). */
export function MapLegend() {
  const t = useT();
  return (
    <ul className="sim-legend" aria-label={t('walk.legend.title')}>
      {ZONE_COLOUR_KEYS.map((k) => (
        <li key={k}><span className="sim-legend__swatch" style={{ background: ZONE_COLOURS[k] }} aria-hidden="true" />{t(`walk.legend.${k}`)}</li>
      ))}
      <li><span className="sim-legend__route" aria-hidden="true" />{t('walk.legend.route')}</li>
      <li><span className="sim-visitor sim-visitor--legend" aria-hidden="true" />{t('walk.legend.visitor')}</li>
      <li><span className="sim-legend__fix" aria-hidden="true" />{t('walk.legend.fix')}</li>
    </ul>
  );
}
