import { useEffect, useState } from 'react';
import { browserPosition } from './browserPosition.ts';
import type { LatLng } from './coordinates.ts';

/** Where a map without a marker starts, and how it got there. */
export interface StartCenter {
  center: LatLng | null;
  /** 'marker': the item has coordinates; 'asking': waiting for the browser; 'browser': its position; 'default': refused or failed. */
  source: 'marker' | 'asking' | 'browser' | 'default';
}

/**
 * SPEC §4: an item with coordinates starts on them; one without asks the browser (10 s) and on
 * refusal or failure falls back to the default centre. Decided once per mounted map.
 */
export function useStartCenter(marker: LatLng | null, fallback: LatLng): StartCenter {
  const [start, setStart] = useState<StartCenter>(() => (marker ? { center: marker, source: 'marker' } : { center: null, source: 'asking' }));
  useEffect(() => {
    if (start.source !== 'asking') return;
    let live = true;
    void browserPosition().then((p) => {
      if (live) setStart(p ? { center: p, source: 'browser' } : { center: fallback, source: 'default' });
    });
    return () => { live = false; };
    // Decided once: later marker changes move the marker, not the starting view.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once per mounted map
  }, []);
  return start;
}
