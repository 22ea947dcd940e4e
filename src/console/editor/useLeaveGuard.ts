import { useCallback, useEffect, useRef, useState } from 'react';

/** Asks before leaving a dirty form. */
export interface LeaveGuard {
  /** Runs `go` now when nothing is unsaved, else after the user agrees to discard. */
  guard(go: () => void): void;
  /** Whether the "discard changes?" question is open. */
  asking: boolean;
  confirm(): void;
  cancel(): void;
}

/**
 * Leaving a dirty form asks first: another item or New (through `guard`), another tab or
 * any in-app link (clicks caught before the router sees them), the browser's Back and Forward
 * buttons (the traversal is cancelled, then replayed on agreement), and a reload or close (the
 * browser's own beforeunload prompt; the draft is kept either way).
 */
export function useLeaveGuard(isDirty: () => boolean, onDiscard: () => void): LeaveGuard {
  const [next, setNext] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;
  const discardRef = useRef(onDiscard);
  discardRef.current = onDiscard;

  const guard = useCallback((go: () => void) => {
    if (dirtyRef.current()) setNext(() => go);
    else go();
  }, []);

  useEffect(() => {
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirtyRef.current()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    let passing: HTMLAnchorElement | null = null;
    const click = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a === passing || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      if (a.target && a.target !== '_self') return;
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search)) return;
      if (!dirtyRef.current()) return;
      e.preventDefault();
      e.stopPropagation();
      // Replays the same click once the user agrees, so the router navigates as it normally would.
      setNext(() => () => { passing = a; a.click(); passing = null; });
    };
    // Back and Forward: popstate comes too late (the URL has changed, and the router, listening since
    // start-up, re-renders before a later listener runs), so the Navigation API's navigate event
    // cancels the traversal instead. Browsers only let it be cancelled after a user gesture; without
    // that (or without the API) the draft is what keeps the work.
    let traversing = false;
    const traverse = (e: NavigateEvent) => {
      if (e.navigationType !== 'traverse') return;
      const from = navigation.currentEntry?.index ?? -1;
      if (traversing || !e.cancelable || e.destination.index < 0 || from < 0 || !dirtyRef.current()) { traversing = false; return; }
      e.preventDefault();
      const delta = e.destination.index - from;
      setNext(() => () => { traversing = true; history.go(delta); });
    };
    const nav = typeof navigation === 'undefined' ? undefined : navigation;
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    nav?.addEventListener('navigate', traverse);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      nav?.removeEventListener('navigate', traverse);
    };
  }, []);

  const confirm = useCallback(() => {
    const go = next;
    setNext(null);
    discardRef.current();
    go?.();
  }, [next]);
  const cancel = useCallback(() => setNext(null), []);
  return { guard, asking: next !== null, confirm, cancel };
}
