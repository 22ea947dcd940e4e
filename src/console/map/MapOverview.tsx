import { lazy, Suspense } from 'react';
import { useMapConfig } from './useMapConfig.ts';
import { useMapText } from './mapMessages.ts';
import type { OverviewMarker } from './overviewMarkers.ts';

// maplibre lives in this lazily loaded chunk, never in the console's entry chunk.
const OverviewMap = lazy(() => import('./mapChunk.ts').then((m) => ({ default: m.OverviewMap })));

/** The 220 px map overview (SPEC "Map overview"): a numbered marker per point; usable by any screen or preview. */
export function MapOverview({ markers, label }: { markers: readonly OverviewMarker[]; /** Accessible name; screens showing two overviews must tell them apart. */ label?: string }) {
  const t = useMapText();
  const config = useMapConfig();
  const placeholder = <div className="satellite-map satellite-map--loading" style={{ height: 220 }}>{t('loading')}</div>;
  if (!config) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <OverviewMap config={config} markers={markers} label={label ?? t('overviewLabel')} />
    </Suspense>
  );
}
