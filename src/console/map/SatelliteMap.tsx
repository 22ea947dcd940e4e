import './setupMapWorker.ts';
import 'maplibre-gl/dist/maplibre-gl.css';
import './satelliteMap.css';
import { useEffect, useRef, useState } from 'react';
import { Map as MapGL, Marker, Popup, NavigationControl, type MapRef, type MapLayerMouseEvent, type MarkerDragEvent } from 'react-map-gl/maplibre';
import { roundCoordinate, type LatLng } from './coordinates.ts';
import { satelliteStyle, type MapConfig } from './mapConfig.ts';
import { MAP_MARKS, markOnce } from './mapMarks.ts';
import { collapseAttribution } from './collapseAttribution.ts';
import { labelMapCanvas } from './labelMapCanvas.ts';
import { MapPin } from './MapPin.tsx';
import { useMapText } from './mapMessages.ts';

/** Props of the editing map. */
export interface SatelliteMapProps {
  config: MapConfig;
  /** Where the view starts (the marker, the browser's position or the default centre). */
  center: LatLng;
  zoom: number;
  /** Where the view should move to now (search result, typed coordinates, located position); a new object moves it again. */
  focus?: LatLng | null;
  marker: LatLng | null;
  pinNumber?: string;
  pinLabel?: string;
  /** Edit mode: clicks place the marker and the marker can be dragged. */
  editable: boolean;
  height: number;
  onPick(point: LatLng): void;
}

/** The satellite map with one marker (maplibre via react-map-gl); the lazily loaded half of the location editor. */
export default function SatelliteMap({ config, center, zoom, focus, marker, pinNumber, pinLabel, editable, height, onPick }: SatelliteMapProps) {
  const t = useMapText();
  const map = useRef<MapRef>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const [view, setView] = useState(focus ?? center);

  // Move the view when the caller asks (not on clicks: the user is looking where they clicked).
  // A request that comes before the map has loaded waits for `load`, or it would be lost.
  const ready = useRef(false);
  const pending = useRef<LatLng | null>(null);
  useEffect(() => {
    if (!focus) return;
    if (ready.current && map.current) map.current.easeTo({ center: [focus.longitude, focus.latitude], zoom: Math.max(map.current.getZoom(), zoom), duration: 400 });
    else pending.current = focus;
  }, [focus, zoom]);

  const label = editable ? t('mapLabel') : t('mapReadOnly');
  const pick = (lng: number, lat: number) => onPick({ latitude: roundCoordinate(lat), longitude: roundCoordinate(lng) });

  return (
    <div className="satellite-map" style={{ height }} data-center={`${view.latitude.toFixed(5)},${view.longitude.toFixed(5)}`}
      role="region" aria-label={label}>
      <MapGL
        ref={map}
        initialViewState={{ latitude: (focus ?? center).latitude, longitude: (focus ?? center).longitude, zoom }}
        mapStyle={satelliteStyle(config)}
        maxZoom={19}
        cursor={editable ? 'crosshair' : 'grab'}
        onClick={(e: MapLayerMouseEvent) => { if (editable) pick(e.lngLat.lng, e.lngLat.lat); }}
        onMoveEnd={(e) => setView({ latitude: e.viewState.latitude, longitude: e.viewState.longitude })}
        onLoad={(e) => {
          ready.current = true;
          collapseAttribution(e.target.getContainer());
          labelMapCanvas(e.target.getContainer(), label);
          markOnce(MAP_MARKS.load);
          const p = pending.current;
          pending.current = null;
          if (p) e.target.easeTo({ center: [p.longitude, p.latitude], duration: 0 });
        }}
        onIdle={() => markOnce(MAP_MARKS.idle)}
        attributionControl={{ compact: true }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {marker && (
          <Marker
            latitude={marker.latitude}
            longitude={marker.longitude}
            anchor="bottom"
            draggable={editable}
            onDragEnd={(e: MarkerDragEvent) => pick(e.lngLat.lng, e.lngLat.lat)}
            onClick={(e) => { e.originalEvent.stopPropagation(); setPopupOpen((o) => !o); }}
          >
            <MapPin number={pinNumber} title={pinLabel || (pinNumber ? t('pin', { n: pinNumber }) : undefined)} />
          </Marker>
        )}
        {marker && popupOpen && pinLabel && (
          <Popup latitude={marker.latitude} longitude={marker.longitude} anchor="bottom" offset={40}
            closeOnClick={false} onClose={() => setPopupOpen(false)}>
            <span className="satellite-map__popup">{pinLabel}</span>
          </Popup>
        )}
      </MapGL>
    </div>
  );
}
