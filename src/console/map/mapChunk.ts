// The one lazily loaded module that holds maplibre and react-map-gl: every map comes from here, so
// the build makes a single `mapChunk-*.js` (and its CSS) that screens without a map never load.
export { default as SatelliteMap } from './SatelliteMap.tsx';
export { default as OverviewMap } from './OverviewMap.tsx';
export { default as SimMap } from './SimMap.tsx';
