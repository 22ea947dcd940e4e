import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// Under Vite maplibre cannot find its worker next to the bundled chunk: without this the map
// fires `load` but tiles silently never render (DESIGN "Toolchain facts").
setWorkerUrl(workerUrl);
