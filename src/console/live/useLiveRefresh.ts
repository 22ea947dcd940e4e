import { useEffect, useRef } from 'react';
import type { LiveItemEvent } from './createLiveClient.ts';
import { useLive } from './LiveContext.tsx';

/**
 * Calls `refetch` when someone changes what a view shows: an item event `matches` accepts (one call
 * per batch), or a stream reset (events were missed). The view keeps its own state (scroll,
 * selection, an open form): refetch should replace data quietly, without a loading state.
 */
export function useLiveRefresh(matches: (event: LiveItemEvent) => boolean, refetch: () => void): void {
  const live = useLive();
  const latest = useRef({ matches, refetch });
  latest.current = { matches, refetch };
  useEffect(() => {
    if (!live) return;
    const offItem = live.on('item', (events) => { if (events.some((e) => latest.current.matches(e))) latest.current.refetch(); });
    const offReset = live.on('reset', () => latest.current.refetch());
    return () => { offItem(); offReset(); };
  }, [live]);
}
