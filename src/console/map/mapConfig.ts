import type { $Fetch } from 'ofetch';
import type { StyleSpecification } from 'maplibre-gl';
import { DEFAULT_CENTER, type LatLng } from './coordinates.ts';

/** `GET /api/map-config` data: where the satellite imagery comes from. */
export interface MapConfig {
  tiles: string;
  style_url: string | null;
  attribution: string;
  default_center: LatLng;
}

/** Used until the server answers, and if it cannot: the map still shows its background. */
export const OFFLINE_CONFIG: MapConfig = { tiles: '', style_url: null, attribution: '', default_center: DEFAULT_CENTER };

/** Background under the imagery: a dark sea green, so an offline map reads as "map", not as a hole. */
export const MAP_BACKGROUND = '#23372f';

const cache = new WeakMap<$Fetch, Promise<MapConfig>>();

/** Fetches the map settings once per API client; a failure resolves to the offline config. */
export function loadMapConfig(http: $Fetch): Promise<MapConfig> {
  let p = cache.get(http);
  if (!p) {
    p = http<{ data: MapConfig }>('/map-config').then((r) => r.data, () => OFFLINE_CONFIG);
    cache.set(http, p);
  }
  return p;
}

/** The maplibre style: the server's style URL, else one raster source from the tile template over the background. */
export function satelliteStyle(config: MapConfig): StyleSpecification | string {
  if (config.style_url) return config.style_url;
  const style: StyleSpecification = {
    version: 8,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': MAP_BACKGROUND } }],
  };
  if (config.tiles) {
    style.sources.satellite = { type: 'raster', tiles: [config.tiles], tileSize: 256, maxzoom: 19, attribution: config.attribution };
    style.layers.push({ id: 'satellite', type: 'raster', source: 'satellite' });
  }
  return style;
}
