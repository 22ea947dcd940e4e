import { useEffect, useState } from 'react';
import { kindPaths } from '../../core/defineKind.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { useMapText } from './mapMessages.ts';
import { overviewStations, type OverviewStation } from './overviewStations.ts';
import { StationsOverview } from './StationsOverview.tsx';

/** A folding "All stations on the map" section: loads a kind's list and shows the overview only when opened. */
export function StationsOverviewPanel({ kindId }: { kindId: string }) {
  const t = useMapText();
  const { http } = useServices();
  const kind = useRegistry().get(kindId);
  const [open, setOpen] = useState(false);
  const [stations, setStations] = useState<OverviewStation[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    http<{ data: Record<string, Record<string, unknown>[]> }>(kindPaths.list(kind.api))
      .then((r) => { if (live) setStations(overviewStations(r.data?.[kind.api.listKey] ?? [])); })
      .catch(() => { if (live) setStations([]); });
    return () => { live = false; };
  }, [open, http, kind]);

  return (
    <details className="overview-panel" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {t('overview')}
        {stations && <span className="overview-panel__count">{t('overviewCount', { count: stations.length })}</span>}
      </summary>
      {open && stations && <StationsOverview stations={stations} />}
    </details>
  );
}
