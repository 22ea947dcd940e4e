import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { API_BASE } from '../../core/apiConventions.ts';
import { csrfTokenAtom } from '../session/session.ts';
import { sessionHeaders } from '../session/sessionHeaders.ts';
import { useLive } from './LiveContext.tsx';

/** How often an open item is announced again; the server forgets a tab's presence after 30 s without one. */
export const HEARTBEAT_MS = 10_000;

// This tab, among the tabs of one sign-in: the server keeps one presence per tab, so closing one tab does not
// hide the user while another still has the item open. getRandomValues: randomUUID needs a secure context.
const TAB = Array.from(crypto.getRandomValues(new Uint8Array(8)), (n) => n.toString(16).padStart(2, '0')).join('');

// Presence is best effort: a failed heartbeat is not the user's problem (the next one retries), so it
// goes through fetch, not the http client that turns failures into toasts. keepalive lets the "closed"
// note leave with a closing tab.
function announce(csrf: string, body: { kind: string; id: number; editing: boolean; open: boolean }): Promise<void> {
  return fetch(`${API_BASE}/live/presence`, {
    method: 'POST', keepalive: true,
    headers: { 'content-type': 'application/json', ...sessionHeaders(csrf) },
    body: JSON.stringify({ ...body, tab: TAB }),
    // A note the server never answers must not hold up the ones queued behind it.
    signal: AbortSignal.timeout?.(HEARTBEAT_MS),
  }).then(() => {}, () => {});
}

/**
 * Tells the others that this tab has the item open (`POST /api/live/presence`): at once, when
 * `editing` flips, every HEARTBEAT_MS, and `open: false` when the item closes or the tab goes away.
 */
export function usePresenceHeartbeat(kind: string, id: number | null | undefined, editing: boolean): void {
  const live = useLive();
  const csrf = useAtomValue(csrfTokenAtom);
  const editingRef = useRef(editing);
  editingRef.current = editing;
  // One at a time, in order: two notes in flight may reach the server swapped, and an "editing" that
  // lands after its item's "closed" would leave a ghost avatar for the others until the time-out.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const send = useRef((t: string, body: Parameters<typeof announce>[1]) => { queue.current = queue.current.then(() => announce(t, body)); }).current;

  useEffect(() => {
    if (!live || !csrf || !id) return;
    const note = (open: boolean) => ({ kind, id, editing: editingRef.current, open });
    send(csrf, note(true));
    const timer = setInterval(() => send(csrf, note(true)), HEARTBEAT_MS);
    // pagehide: a closed tab or a navigation away, sent at once (the page may not wait for the queue);
    // the server's 30 s time-out covers a crash.
    const onHide = () => void announce(csrf, note(false));
    // Back from the back/forward cache: the page said "closed" on its way out, so it is open again.
    const onShow = (e: PageTransitionEvent) => { if (e.persisted) send(csrf, note(true)); };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => { clearInterval(timer); window.removeEventListener('pagehide', onHide); window.removeEventListener('pageshow', onShow); send(csrf, note(false)); };
  }, [live, csrf, kind, id, send]);

  // Editing started or stopped: say so now, not at the next beat.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    if (live && csrf && id) send(csrf, { kind, id, editing, open: true });
  }, [editing]); // eslint-disable-line react-hooks/exhaustive-deps -- only a change of `editing` is news; the rest is the heartbeat's
}
