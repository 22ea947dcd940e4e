import { useCallback, useRef, useState } from 'react';
import { sameJson } from '../../core/stableJson.ts';

/** Oldest steps are dropped beyond this, so a long session does not hold every keystroke burst forever. */
const LIMIT = 200;

/** Undo/redo over whole-form snapshots. */
export interface FormHistory<T> {
  present: T;
  /** Records a new state (no-op when equal to the present); clears redo. */
  push(next: T): void;
  /** Starts over from this state (another item, New, after save). */
  reset(next: T): void;
  /**
   * Puts every step, past, present and future, through `map` (someone else's save merged into each):
   * undo then steps back through my changes only, never taking theirs out again.
   */
  rebase(map: (state: T) => T): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * Snapshots of the whole form data: a text burst, an array add, remove or move is one step each,
 * because RJSF reports each of them as one change of the whole document.
 */
export function useFormHistory<T>(initial: () => T): FormHistory<T> {
  const [present, setPresent] = useState(initial);
  const past = useRef<T[]>([]);
  const future = useRef<T[]>([]);
  const now = useRef(present);
  now.current = present;
  const [, bump] = useState(0);

  const push = useCallback((next: T) => {
    if (sameJson(next, now.current)) return;
    past.current = [...past.current.slice(-LIMIT + 1), now.current];
    future.current = [];
    now.current = next;
    setPresent(next);
  }, []);
  const reset = useCallback((next: T) => {
    past.current = [];
    future.current = [];
    now.current = next;
    setPresent(next);
    bump((n) => n + 1);
  }, []);
  const rebase = useCallback((map: (state: T) => T) => {
    past.current = past.current.map(map);
    future.current = future.current.map(map);
    now.current = map(now.current);
    setPresent(now.current);
    bump((n) => n + 1);
  }, []);
  const undo = useCallback(() => {
    const prev = past.current.at(-1);
    if (prev === undefined) return;
    past.current = past.current.slice(0, -1);
    future.current = [now.current, ...future.current];
    now.current = prev;
    setPresent(prev);
  }, []);
  const redo = useCallback(() => {
    const [next, ...rest] = future.current;
    if (next === undefined) return;
    future.current = rest;
    past.current = [...past.current, now.current];
    now.current = next;
    setPresent(next);
  }, []);
  return { present, push, reset, rebase, undo, redo, canUndo: past.current.length > 0, canRedo: future.current.length > 0 };
}
