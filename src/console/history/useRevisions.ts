import { useCallback, useEffect, useRef, useState } from 'react';
import type { HistoryCalls } from './historyCalls.ts';
import type { RevisionSummary } from './revisionTypes.ts';

/** The history list of one item as the panel shows it: the pages loaded so far. */
export interface RevisionsLoad {
  status: 'loading' | 'failed' | 'ready';
  /** The list shown is being asked for again. */
  refreshing: boolean;
  revisions: RevisionSummary[];
  /** Whether older revisions are left to load. */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Appends the next older page. */
  showOlder(): Promise<void>;
  /** Asks for the newest page again (a write this screen does not see, e.g. another user's). */
  refresh(): void;
}

/**
 * Loads the newest page of an item's history, again whenever `stamp` moves (a save, a lifecycle
 * action, a restore, a relation change: each adds a revision) or `refresh` is called, and older
 * pages on demand; a late answer for another item or stamp never lands.
 */
export function useRevisions(calls: HistoryCalls, itemId: number, stamp: string): RevisionsLoad {
  const [state, setState] = useState<{ key: string; status: RevisionsLoad['status']; revisions: RevisionSummary[]; next: number | null }>(
    { key: '', status: 'loading', revisions: [], next: null },
  );
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [refreshes, setRefreshes] = useState(0);
  const key = `${itemId}:${stamp}:${refreshes}`;
  const keyRef = useRef(key);
  keyRef.current = key;

  useEffect(() => {
    let live = true;
    calls.list(itemId).then(
      (page) => { if (live) setState({ key, status: 'ready', revisions: page.revisions, next: page.next }); },
      () => { if (live) setState((s) => ({ ...s, key, status: 'failed' })); },
    );
    return () => { live = false; };
  }, [calls, itemId, key]);

  const refresh = useCallback(() => setRefreshes((n) => n + 1), []);
  const next = state.next;
  const showOlder = useCallback(async () => {
    if (next === null) return;
    const asked = keyRef.current;
    setLoadingOlder(true);
    try {
      const page = await calls.list(itemId, next);
      if (keyRef.current !== asked) return;
      setState((s) => {
        const seen = new Set(s.revisions.map((r) => r.n));
        return { ...s, revisions: [...s.revisions, ...page.revisions.filter((r) => !seen.has(r.n))], next: page.next };
      });
    } catch {
      // Told by the http client; the button stays for another try.
    } finally {
      setLoadingOlder(false);
    }
  }, [calls, itemId, next]);

  // The last list stays while the same item is asked again (after a save); another item starts empty.
  const sameItem = state.key.split(':')[0] === String(itemId);
  const fresh = state.key === key;
  return {
    status: fresh ? state.status : sameItem && state.status === 'ready' ? 'ready' : 'loading',
    refreshing: !fresh,
    revisions: sameItem ? state.revisions : [],
    hasOlder: sameItem && state.next !== null,
    loadingOlder,
    showOlder,
    refresh,
  };
}
