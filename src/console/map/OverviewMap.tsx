import './setupMapWorker.ts';
import 'maplibre-gl/dist/maplibre-gl.css';
import './satelliteMap.css';
import { useEffect, useRef, useState } from 'react';
import { Map as MapGL, Marker, type MapRef } from 'react-map-gl/maplibre';
import { boundsOf, DEFAULT_CENTER } from './coordinates.ts';
import { satelliteStyle, type MapConfig } from './mapConfig.ts';
import { MAP_MARKS, markOnce } from './mapMarks.ts';
import { collapseAttribution } from './collapseAttribution.ts';
import { labelMapCanvas } from './labelMapCanvas.ts';
import { MapPin } from './MapPin.tsx';
import type { OverviewMarker } from './overviewMarkers.ts';

/** SPEC §9: overview zoom limits, fit delay and height. */
export const OVERVIEW = { minZoom: 1, maxZoom: 18, fitDelayMs: 200, height: 220 } as const;

/** The overview map (lazily loaded): a numbered marker per point, fitted to all of them 200 ms after load. */
export default function OverviewMap({ config, markers, label }: { config: MapConfig; markers: readonly OverviewMarker[]; label: string }) {
  const map = useRef<MapRef>(null);
  const [fitted, setFitted] = useState(false);
  const first = markers[0] ?? DEFAULT_CENTER;

  const loaded = useRef(false);
  // The points as one string: a new station opened in the preview (or a pin moved) refits the map.
  const pointsKey = markers.map((m) => `${m.latitude},${m.longitude}`).join(';');
  const fitNow = (bounds: ReturnType<typeof boundsOf>) => {
    if (bounds) map.current?.fitBounds(bounds, { padding: { top: 48, bottom: 16, left: 28, right: 28 }, maxZoom: OVERVIEW.maxZoom, duration: 0 });
  };
  useEffect(() => {
    if (loaded.current) fitNow(boundsOf(markers));
  }, [pointsKey]); // eslint-disable-line react-hooks/exhaustive-deps -- markers change identity on every render

  function fit() {
    loaded.current = true;
    const bounds = boundsOf(markers);
    // SPEC §9: the fit runs 200 ms after load (the container has its final size by then).
    setTimeout(() => {
      fitNow(bounds);
      setFitted(true);
    }, OVERVIEW.fitDelayMs);
  }

  return (
    <div className="satellite-map overview-map" style={{ height: OVERVIEW.height }} role="region" aria-label={label} data-fitted={fitted ? '1' : '0'}>
      <MapGL
        ref={map}
        initialViewState={{ latitude: first.latitude, longitude: first.longitude, zoom: 12 }}
        mapStyle={satelliteStyle(config)}
        minZoom={OVERVIEW.minZoom}
        maxZoom={OVERVIEW.maxZoom}
        onLoad={(e) => { collapseAttribution(e.target.getContainer()); labelMapCanvas(e.target.getContainer(), label); markOnce(MAP_MARKS.load); fit(); }}
        onIdle={() => markOnce(MAP_MARKS.idle)}
        attributionControl={{ compact: true }}
      >
        {markers.map((s) => (
          <Marker key={s.key} latitude={s.latitude} longitude={s.longitude} anchor="bottom">
            <MapPin number={s.number} title={s.title} />
          </Marker>
        ))}
      </MapGL>
    </div>
  );
}
