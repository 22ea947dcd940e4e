import { useEffect, useState } from 'react';
import { kindPaths } from '../../core/defineKind.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { useMapText } from './mapMessages.ts';
import { overviewMarkers, type OverviewFields, type OverviewMarker } from './overviewMarkers.ts';
import { MapOverview } from './MapOverview.tsx';

/**
 * A folding "All … on the map" section: loads a kind's list and shows the overview only when opened.
 * Titles come from the kind's toListItem; coordinates and the marker number from the given properties;
 * items the kind shows no pin for (`place.triggers.pinned`) are left out.
 */
export function OverviewPanel({ kindId, fields }: { kindId: string; fields: Omit<OverviewFields, 'title'> }) {
  const t = useMapText();
  const { http } = useServices();
  const kind = useRegistry().get(kindId);
  const [open, setOpen] = useState(false);
  const [markers, setMarkers] = useState<OverviewMarker[] | null>(null);
  const { latitude, longitude, number } = fields;

  useEffect(() => {
    if (!open) return;
    let live = true;
    const read: OverviewFields = { latitude, longitude, number, title: (r) => kind.list.toListItem(r).title };
    // An item whose kind says the app shows no pin for it (a beacon point) keeps its place in the data, not on this map.
    const pinned = (r: Record<string, unknown>) => kind.place?.triggers?.pinned?.(r) ?? true;
    http<{ data: Record<string, Record<string, unknown>[]> }>(kindPaths.list(kind.api))
      .then((r) => { if (live) setMarkers(overviewMarkers((r.data?.[kind.api.listKey] ?? []).filter(pinned), read)); })
      .catch(() => { if (live) setMarkers([]); });
    return () => { live = false; };
  }, [open, http, kind, latitude, longitude, number]);

  return (
    <details className="overview-panel" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {t('overview')}
        {markers && <span className="overview-panel__count">{t('overviewCount', { count: markers.length })}</span>}
      </summary>
      {open && markers && <MapOverview markers={markers} />}
    </details>
  );
}
