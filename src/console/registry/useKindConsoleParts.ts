import { useEffect, useReducer } from 'react';
import type { KindConsole, KindConsoleParts } from '../../core/kindConsole.ts';
import { consolePartsEntry, type ConsolePartsState } from './kindConsoleParts.ts';

/** A kind's console parts as a component reads them: `parts` is null when the kind has no console module. */
export type KindConsolePartsState =
  | { status: 'loading' }
  | { status: 'ready'; parts: KindConsoleParts | null }
  | Extract<ConsolePartsState, { status: 'error' }>;

const NONE: KindConsolePartsState = { status: 'ready', parts: null };
const LOADING: KindConsolePartsState = { status: 'loading' };

/**
 * The kind's (or its variant's) console parts, loaded lazily once per kind and checked against its
 * declaration. Already loaded parts are returned in the first render, so going back to a tab never flashes.
 */
export function useKindConsoleParts(kind: { id: string; console?: KindConsole }): KindConsolePartsState {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const entry = kind.console ? consolePartsEntry(kind.id, kind.console) : undefined;
  useEffect(() => {
    if (!entry || entry.settled) return;
    let live = true;
    const done = () => { if (live) rerender(); };
    entry.promise.then(done, done);
    return () => { live = false; };
  }, [entry]);
  if (!entry) return NONE;
  return entry.settled ?? LOADING;
}
