import { useCallback, useSyncExternalStore } from 'react';
import type { KindConsole, KindConsoleParts } from '../../core/kindConsole.ts';
import { consolePartsEntry, type ConsolePartsState } from './kindConsoleParts.ts';

/** A kind's console parts as a component reads them: `parts` is null when the kind has no console module. */
export type KindConsolePartsState =
  | { status: 'loading' }
  | { status: 'ready'; parts: KindConsoleParts | null }
  | Extract<ConsolePartsState, { status: 'error' }>;

const NONE: KindConsolePartsState = { status: 'ready', parts: null };
const LOADING: KindConsolePartsState = { status: 'loading' };
const NOTHING_TO_WATCH = () => () => {};

/**
 * The kind's (or its variant's) console parts, loaded lazily once per kind and checked against its
 * declaration. Already loaded parts are returned in the first render, so going back to a tab never flashes.
 */
export function useKindConsoleParts(kind: { id: string; console?: KindConsole }): KindConsolePartsState {
  const entry = kind.console ? consolePartsEntry(kind.id, kind.console) : undefined;
  // An external store, not an effect that waits: a load that settles between the render and the
  // effect (a module the browser already has) must still re-render, or the caller shows "Loading…" forever.
  const subscribe = useCallback((changed: () => void) => {
    if (!entry) return () => {};
    let live = true;
    const done = () => { if (live) changed(); };
    entry.promise.then(done, done);
    return () => { live = false; };
  }, [entry]);
  const read = () => (entry ? entry.settled ?? LOADING : NONE);
  return useSyncExternalStore(entry ? subscribe : NOTHING_TO_WATCH, read, read);
}
