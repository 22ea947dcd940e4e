import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { API_BASE } from '../../core/apiConventions.ts';
import { createLiveClient, type EventSourceLike, type LiveClient } from './createLiveClient.ts';

const LiveContext = createContext<LiveClient | null>(null);

/**
 * The tab's one live connection, open while a user is signed in (mounted inside RequireSession).
 * `EventSource` is the browser's unless a test passes its own; without one (an old runtime) the
 * console works as before, it just does not update by itself.
 */
export function LiveProvider({ children, EventSource = globalThis.EventSource as EventSourceLike | undefined }: { children: ReactNode; EventSource?: EventSourceLike }) {
  const [client, setClient] = useState<LiveClient | null>(null);
  useEffect(() => {
    if (!EventSource) return;
    const c = createLiveClient({ url: `${API_BASE}/live`, EventSource });
    setClient(c);
    // A reload or navigation away ends the stream now, not when the page is torn down: the server counts a
    // session's streams, and the next page's stream should not meet this one still counted.
    const leave = (e: PageTransitionEvent) => { if (!e.persisted) c.close(); };
    addEventListener('pagehide', leave);
    return () => { removeEventListener('pagehide', leave); c.close(); setClient(null); };
  }, [EventSource]);
  return <LiveContext.Provider value={client}>{children}</LiveContext.Provider>;
}

/** The live connection, or null outside a signed-in console (component tests, before it opens). */
export function useLive(): LiveClient | null {
  return useContext(LiveContext);
}
