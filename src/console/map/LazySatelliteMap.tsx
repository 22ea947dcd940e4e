import { lazy, Suspense } from 'react';
import type { SatelliteMapProps } from './SatelliteMap.tsx';
import { useMapText } from './mapMessages.ts';

// React.lazy keeps maplibre (≈1 MB) in its own chunk: only screens that show a map download it.
const SatelliteMap = lazy(() => import('./mapChunk.ts').then((m) => ({ default: m.SatelliteMap })));

/** The editing map, loaded on first use, with a same-sized placeholder meanwhile. */
export function LazySatelliteMap(props: SatelliteMapProps) {
  const t = useMapText();
  return (
    <Suspense fallback={<div className="satellite-map satellite-map--loading" style={{ height: props.height }}>{t('loading')}</div>}>
      <SatelliteMap {...props} />
    </Suspense>
  );
}
