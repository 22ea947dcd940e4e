import { useEffect, useState } from 'react';
import { useServices } from '../http/ServicesContext.tsx';
import { loadMapConfig, type MapConfig } from './mapConfig.ts';

/** The server's map settings, or null until they arrive (fetched once per session). */
export function useMapConfig(): MapConfig | null {
  const { http } = useServices();
  const [config, setConfig] = useState<MapConfig | null>(null);
  useEffect(() => {
    let live = true;
    void loadMapConfig(http).then((c) => { if (live) setConfig(c); });
    return () => { live = false; };
  }, [http]);
  return config;
}
