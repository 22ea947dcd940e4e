import { lazy, Suspense } from 'react';
import { useMapConfig } from './useMapConfig.ts';
import { useMapText } from './mapMessages.ts';
import type { OverviewStation } from './overviewStations.ts';

// maplibre lives in this lazily loaded chunk, never in the console's entry chunk.
const OverviewMap = lazy(() => import('./mapChunk.ts').then((m) => ({ default: m.OverviewMap })));

/** The 220 px stations overview (SPEC "Map overview"); usable by any screen or preview that has station records. */
export function StationsOverview({ stations, label }: { stations: readonly OverviewStation[]; /** Accessible name; screens showing two overviews must tell them apart. */ label?: string }) {
  const t = useMapText();
  const config = useMapConfig();
  const placeholder = <div className="satellite-map satellite-map--loading" style={{ height: 220 }}>{t('loading')}</div>;
  if (!config) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <OverviewMap config={config} stations={stations} label={label ?? t('overviewLabel')} />
    </Suspense>
  );
}
