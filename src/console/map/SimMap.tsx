import './setupMapWorker.ts';
import 'maplibre-gl/dist/maplibre-gl.css';
import './satelliteMap.css';
import { useMemo, useRef, useState } from 'react';
import { Layer, Map as MapGL, Marker, NavigationControl, Source, type MapLayerMouseEvent, type MapRef, type MarkerDragEvent } from 'react-map-gl/maplibre';
import type { GeoPoint } from '../../core/relations.ts';
import type { BeaconPlacement } from '../../core/walk/simulation.ts';
import { itemKey, type SimWorld } from '../../core/walk/simWorld.ts';
import { boundsOf, DEFAULT_CENTER, roundCoordinate } from './coordinates.ts';
import { satelliteStyle, type MapConfig } from './mapConfig.ts';
import { MAP_MARKS, markOnce } from './mapMarks.ts';
import { collapseAttribution } from './collapseAttribution.ts';
import { labelMapCanvas } from './labelMapCanvas.ts';
import { MapPin } from './MapPin.tsx';
import { accuracyShape, routeShape, worldPoints, zoneShapes } from '../model/zoneShapes.ts';
import type { VisitorView } from '../walk/useWalkSimulation.ts';

/** Props of the simulator's map. */
export interface SimMapProps {
  config: MapConfig;
  world: SimWorld;
  beacons: readonly BeaconPlacement[];
  visitor: VisitorView | null;
  accuracy: number;
  /** A beacon id waiting for a click to place it. */
  placing: string | null;
  height: number;
  label: string;
  /** Marker titles: "Visitor", "Beacon {id}". */
  names: { visitor: string; fix: string; beacon(id: string): string };
  onPick(point: GeoPoint): void;
  onVisitorDrag(point: GeoPoint): void;
  onBeaconDrag(id: string, point: GeoPoint): void;
}

const at = (lng: number, lat: number): GeoPoint => ({ latitude: roundCoordinate(lat), longitude: roundCoordinate(lng) });
const fix = (p: GeoPoint | undefined) => (p ? `${p.latitude.toFixed(6)},${p.longitude.toFixed(6)}` : '');

/**
 * The walk simulator's satellite map (lazily loaded with maplibre): every zone as a circle coloured by
 * what it does, the route and its numbered stops, the simulated beacons and the visitor (both draggable),
 * the GPS accuracy around the reported fix. A click places the visitor, or the beacon waiting for it.
 */
export default function SimMap({ config, world, beacons, visitor, accuracy, placing, height, label, names, onPick, onVisitorDrag, onBeaconDrag }: SimMapProps) {
  const map = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  // One style object: a new one each render makes react-map-gl diff the style, which drops the sources
  // added below and re-adds them, so that while the clock runs the zones and the route never get drawn.
  const style = useMemo(() => satelliteStyle(config), [config]);
  const zones = useMemo(() => zoneShapes(world, beacons), [world, beacons]);
  const route = useMemo(() => routeShape(world.route), [world]);
  const reported = visitor?.reported ?? visitor?.truth;
  const fixShape = useMemo(() => (reported ? accuracyShape(reported, accuracy) : null), [reported, accuracy]);
  const start = useMemo(() => worldPoints(world), [world]);
  const first = start[0] ?? DEFAULT_CENTER;
  // Stops numbered in walking order; placed items that are no stop (a whole list) get a plain pin.
  const stops = world.stops.flatMap((s, i) => (s.point ? [{ key: `${itemKey(s)}:${i}`, n: String(world.stops.slice(0, i + 1).filter((x) => x.point).length), title: s.label, point: s.point }] : []));
  const loose = world.stops.length ? [] : world.items.flatMap((i) => (i.point ? [{ key: itemKey(i), title: i.title, point: i.point }] : []));

  const fit = () => {
    const bounds = boundsOf(start);
    if (bounds) map.current?.fitBounds(bounds, { padding: 60, maxZoom: 17, duration: 0 });
  };

  return (
    <div className="satellite-map sim-map" style={{ height }} role="region" aria-label={label}
      data-loaded={loaded ? '1' : '0'} data-visitor={fix(visitor?.truth)} data-reported={fix(reported)} data-placing={placing ?? ''}>
      <MapGL
        ref={map}
        initialViewState={{ latitude: first.latitude, longitude: first.longitude, zoom: 15 }}
        mapStyle={style}
        maxZoom={19}
        cursor="crosshair"
        onClick={(e: MapLayerMouseEvent) => onPick(at(e.lngLat.lng, e.lngLat.lat))}
        onLoad={(e) => {
          collapseAttribution(e.target.getContainer());
          labelMapCanvas(e.target.getContainer(), label);
          markOnce(MAP_MARKS.load);
          fit();
          setLoaded(true);
        }}
        onIdle={() => markOnce(MAP_MARKS.idle)}
        attributionControl={{ compact: true }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <Source id="sim-zones" type="geojson" data={zones}>
          <Layer id="sim-zones-fill" type="fill" paint={{ 'fill-color': ['get', 'colour'], 'fill-opacity': 0.38 }} />
          <Layer id="sim-zones-line" type="line" filter={['==', ['get', 'beacon'], 0]} paint={{ 'line-color': ['get', 'colour'], 'line-width': 2.5 }} />
          <Layer id="sim-beacon-zones-line" type="line" filter={['==', ['get', 'beacon'], 1]} paint={{ 'line-color': ['get', 'colour'], 'line-width': 2, 'line-dasharray': [2, 1.5] }} />
        </Source>
        <Source id="sim-route" type="geojson" data={route}>
          <Layer id="sim-route-casing" type="line" layout={{ 'line-cap': 'round', 'line-join': 'round' }} paint={{ 'line-color': '#1f2430', 'line-width': 5, 'line-opacity': 0.55 }} />
          <Layer id="sim-route-line" type="line" layout={{ 'line-cap': 'round', 'line-join': 'round' }} paint={{ 'line-color': '#ffffff', 'line-width': 2.5, 'line-dasharray': [2, 1.5] }} />
        </Source>
        {fixShape && (
          <Source id="sim-accuracy" type="geojson" data={fixShape}>
            <Layer id="sim-accuracy-fill" type="fill" paint={{ 'fill-color': '#2563eb', 'fill-opacity': 0.18 }} />
            <Layer id="sim-accuracy-line" type="line" paint={{ 'line-color': '#2563eb', 'line-width': 1, 'line-opacity': 0.7 }} />
          </Source>
        )}
        {stops.map((s) => (
          <Marker key={s.key} latitude={s.point.latitude} longitude={s.point.longitude} anchor="bottom" className="sim-map__stop">
            <MapPin number={s.n} title={s.title} />
          </Marker>
        ))}
        {loose.map((s) => (
          <Marker key={s.key} latitude={s.point.latitude} longitude={s.point.longitude} anchor="bottom" className="sim-map__stop sim-map__stop--plain">
            <MapPin title={s.title} />
          </Marker>
        ))}
        {reported && visitor && (
          <Marker latitude={reported.latitude} longitude={reported.longitude} className="sim-map__fix">
            <span className="sim-fix" title={names.fix} />
          </Marker>
        )}
        {beacons.map((b) => (
          <Marker key={b.beaconId} latitude={b.point.latitude} longitude={b.point.longitude} draggable anchor="top" className="sim-map__beacon"
            onClick={(e) => e.originalEvent.stopPropagation()}
            onDragEnd={(e: MarkerDragEvent) => onBeaconDrag(b.beaconId, at(e.lngLat.lng, e.lngLat.lat))}>
            <span className="sim-beacon" title={names.beacon(b.beaconId)} data-beacon={b.beaconId}>
              <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 9.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM4.5 4.5a5 5 0 0 0 0 7M11.5 4.5a5 5 0 0 1 0 7M2.3 2.3a8 8 0 0 0 0 11.4M13.7 2.3a8 8 0 0 1 0 11.4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" /></svg>
              {b.beaconId}
            </span>
          </Marker>
        ))}
        {visitor && (
          <Marker latitude={visitor.truth.latitude} longitude={visitor.truth.longitude} draggable className="sim-map__visitor"
            onClick={(e) => e.originalEvent.stopPropagation()}
            onDragEnd={(e: MarkerDragEvent) => onVisitorDrag(at(e.lngLat.lng, e.lngLat.lat))}>
            <span className="sim-visitor" title={names.visitor} data-testid="sim-visitor" />
          </Marker>
        )}
      </MapGL>
    </div>
  );
}
