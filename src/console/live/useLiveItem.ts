import { useEffect, useRef } from 'react';
import { useLive } from './LiveContext.tsx';
import type { LiveItemEvent } from './createLiveClient.ts';

/**
 * Calls `onNewer` with the newest live event of the open item (kind + id) that says someone changed
 * it: an event at or below `version` (what the form shows, e.g. my own save's echo) is skipped, except a
 * translation (it moves no version), as are relation events (they move no field). Outside a live console (tests without a provider) it does nothing.
 */
export function useLiveItem(kind: string, id: number | null, version: number | null, onNewer: (event: LiveItemEvent) => void): void {
  const live = useLive();
  const latest = useRef({ version, onNewer });
  latest.current = { version, onNewer };
  useEffect(() => {
    if (!live || id === null) return;
    return live.on('item', (events) => {
      const mine = events.filter((e) => e.kind === kind && e.id === id && e.action !== 'linked' && e.action !== 'unlinked' && e.action !== 'reordered');
      const newest = mine.at(-1);
      if (!newest) return;
      const { version: shown, onNewer: tell } = latest.current;
      // A translation moves no version, yet may change what differs from the published version: it passes.
      if (newest.action !== 'destroyed' && newest.action !== 'translated' && newest.version !== null && shown !== null && newest.version <= shown) return;
      tell(newest);
    });
  }, [live, kind, id]);
}
