import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { API_BASE } from '../../core/apiConventions.ts';
import { tokenAtom } from '../auth/session.ts';
import { useLive } from './LiveContext.tsx';

/** How often an open item is announced again; the server forgets a session after 30 s without one. */
export const HEARTBEAT_MS = 10_000;

// Presence is best effort: a failed heartbeat is not the user's problem (the next one retries), so it
// goes through fetch, not the http client that turns failures into toasts. keepalive lets the "closed"
// note leave with a closing tab.
function announce(token: string, body: { kind: string; id: number; editing: boolean; open: boolean }): void {
  void fetch(`${API_BASE}/live/presence`, {
    method: 'POST', keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  }).catch(() => {});
}

/**
 * Tells the others that this tab has the item open (`POST /api/live/presence`): at once, when
 * `editing` flips, every HEARTBEAT_MS, and `open: false` when the item closes or the tab goes away.
 */
export function usePresenceHeartbeat(kind: string, id: number | null | undefined, editing: boolean): void {
  const live = useLive();
  const token = useAtomValue(tokenAtom);
  const editingRef = useRef(editing);
  editingRef.current = editing;

  useEffect(() => {
    if (!live || !token || !id) return;
    const send = (open: boolean) => announce(token, { kind, id, editing: editingRef.current, open });
    send(true);
    const timer = setInterval(() => send(true), HEARTBEAT_MS);
    const onHide = () => send(false);
    // pagehide: a closed tab or a navigation away; the server's 30 s time-out covers a crash.
    window.addEventListener('pagehide', onHide);
    return () => { clearInterval(timer); window.removeEventListener('pagehide', onHide); send(false); };
  }, [live, token, kind, id]);

  // Editing started or stopped: say so now, not at the next beat.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    if (live && token && id) announce(token, { kind, id, editing, open: true });
  }, [editing]); // eslint-disable-line react-hooks/exhaustive-deps
}
