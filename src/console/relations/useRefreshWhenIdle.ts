import { useCallback, useEffect, useRef } from 'react';

/**
 * Returns the call that asks for a quiet `refresh`: at once when the panel is idle, else once its own
 * write is done (`busy` false again), so a fresh load never lands over an order or link still on its way.
 */
export function useRefreshWhenIdle(busy: boolean, refresh: () => Promise<void>): () => void {
  const waiting = useRef(false);
  const latest = useRef({ busy, refresh });
  latest.current = { busy, refresh };
  useEffect(() => {
    if (busy || !waiting.current) return;
    waiting.current = false;
    void refresh();
  }, [busy, refresh]);
  return useCallback(() => {
    if (latest.current.busy) waiting.current = true;
    else void latest.current.refresh();
  }, []);
}
