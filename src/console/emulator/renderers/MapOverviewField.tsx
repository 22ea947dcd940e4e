import { MapOverview } from '../../map/MapOverview.tsx';
import { overviewMarkers } from '../../map/overviewMarkers.ts';
import type { FieldRendererProps } from '../rendererMap.ts';
import { MapField, mapPoints } from './MapField.tsx';
import { useT } from '../../i18n/IntlContext.tsx';

/**
 * map → the 220 px satellite overview of its places (its value) above their numbered list. The list stays
 * as the text alternative; the map needs the console's services (map settings), so the console
 * adds this renderer and the bare emulator keeps the list alone. Markers say what the list says.
 */
export function MapOverviewField(props: FieldRendererProps) {
  const t = useT();
  const place = props.field.meta?.variant === 'place';
  const markers = overviewMarkers(mapPoints(props.field.value) as unknown as Record<string, unknown>[], { latitude: 'latitude', longitude: 'longitude', number: 'number' });
  return (
    <>
      {markers.length > 0 && <div className="emu-map__overview"><MapOverview markers={markers} label={t(place ? 'emulator.map.placeOverviewLabel' : 'emulator.map.overviewLabel')} /></div>}
      <MapField {...props} />
    </>
  );
}
