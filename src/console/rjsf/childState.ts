import { useCallback, useSyncExternalStore } from 'react';
import type { LintFault } from '../../core/defineKind.ts';

/** A child's key in a keyed array (`x-key`), or its index where the array has no key. */
export type ChildKey = string | number;

/**
 * What the editor knows about the children of its form's arrays beyond the data: which child is open
 * (one per array, addressed by the array's JSON pointer, `/pages`) and the kind's lint faults. Created
 * by the screen, handed to the form (in `formContext.childState`) and to the preview, which shows the
 * open child: one store object for the screen's lifetime, so RJSF's registry stays stable.
 */
export interface ChildState {
  open(arrayPointer: string): ChildKey | undefined;
  setOpen(arrayPointer: string, key: ChildKey | undefined): void;
  faults(): readonly LintFault[];
  setFaults(faults: readonly LintFault[]): void;
  /**
   * Marks a child the author just added (or copied): its lint faults are hints, not errors, until the
   * author leaves it (opens another child or closes it) or saves (the save swaps its temporary key).
   */
  markFresh(arrayPointer: string, key: ChildKey): void;
  /** Whether the child is one the author just added and has not left yet. */
  isFresh(arrayPointer: string, key: ChildKey | undefined): boolean;
  subscribe(listener: () => void): () => void;
  /** Changes on every open or faults change (for useSyncExternalStore). */
  version(): number;
}

const NO_FAULTS: readonly LintFault[] = Object.freeze([]);

const sameValues = (a: LintFault['values'], b: LintFault['values']) => a === b || JSON.stringify(a) === JSON.stringify(b);
const sameFaults = (a: readonly LintFault[], b: readonly LintFault[]) =>
  a.length === b.length && a.every((f, i) => f.at === b[i].at && f.message === b[i].message && sameValues(f.values, b[i].values));

/** An empty child state: nothing open, no faults. */
export function createChildState(): ChildState {
  const open = new Map<string, ChildKey>();
  // Children added and not left yet, as `pointer` + NUL + key.
  const fresh = new Set<string>();
  const freshId = (p: string, key: ChildKey) => `${p}\u0000${String(key)}`;
  let faults = NO_FAULTS;
  let version = 0;
  const listeners = new Set<() => void>();
  const changed = () => { version += 1; for (const l of [...listeners]) l(); };
  return {
    open: (p) => open.get(p),
    setOpen(p, key) {
      const was = open.get(p);
      if (was === key) return;
      // Leaving a new child ends its grace: its faults are errors from now on.
      if (was !== undefined) fresh.delete(freshId(p, was));
      if (key === undefined) open.delete(p); else open.set(p, key);
      changed();
    },
    markFresh(p, key) {
      if (fresh.has(freshId(p, key))) return;
      fresh.add(freshId(p, key));
      changed();
    },
    isFresh: (p, key) => key !== undefined && fresh.has(freshId(p, key)),
    faults: () => faults,
    setFaults(next) {
      // Lint runs after every change; equal faults keep their list, so rows and graph nodes do not re-render.
      if (sameFaults(next, faults)) return;
      faults = next.length ? next : NO_FAULTS;
      changed();
    },
    subscribe(l) { listeners.add(l); return () => { listeners.delete(l); }; },
    version: () => version,
  };
}

/** The child state a host put in `formContext`, if any. */
export function childStateOf(formContext: unknown): ChildState | undefined {
  const s = (formContext as { childState?: ChildState } | null | undefined)?.childState;
  return s && typeof s.subscribe === 'function' ? s : undefined;
}

/** Re-renders on every change of the store; returns it for reading. */
export function useChildState(state: ChildState): ChildState {
  const subscribe = useCallback((l: () => void) => state.subscribe(l), [state]);
  useSyncExternalStore(subscribe, state.version, state.version);
  return state;
}

/** `['pages', 2]` → `/pages/2`: a concrete location as a JSON pointer (RFC 6901 escapes). */
export function jsonPointer(at: readonly (string | number)[]): string {
  return at.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

const faultIndexes = new WeakMap<readonly LintFault[], Map<string, LintFault[]>>();

/**
 * The faults at or under a pointer (`/pages/2` holds `/pages/2/beacon_id`). The list is indexed once
 * per faults list, so fifty rows asking cost fifty look-ups, and the answer keeps its identity until
 * the faults change (a stable snapshot for useSyncExternalStore).
 */
export function faultsAt(faults: readonly LintFault[], pointer: string): readonly LintFault[] {
  let index = faultIndexes.get(faults);
  if (!index) {
    index = new Map();
    for (const f of faults) {
      const parts = f.at.split('/');
      for (let k = 2; k <= parts.length; k += 1) {
        const at = parts.slice(0, k).join('/');
        const list = index.get(at);
        if (list) list.push(f); else index.set(at, [f]);
      }
    }
    faultIndexes.set(faults, index);
  }
  return index.get(pointer) ?? NO_FAULTS;
}

/** The open child's key of one array; re-renders only when that changes. */
export function useOpenKey(state: ChildState, arrayPointer: string): ChildKey | undefined {
  const subscribe = useCallback((l: () => void) => state.subscribe(l), [state]);
  const read = () => state.open(arrayPointer);
  return useSyncExternalStore(subscribe, read, read);
}

/** The lint faults at or under a pointer; re-renders only when the faults change. */
export function useFaultsAt(state: ChildState, pointer: string): readonly LintFault[] {
  const subscribe = useCallback((l: () => void) => state.subscribe(l), [state]);
  const read = () => faultsAt(state.faults(), pointer);
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether this child was just added and not left yet (its lint faults are hints); re-renders only when that flips. */
export function useIsFresh(state: ChildState, arrayPointer: string, key: ChildKey | undefined): boolean {
  const subscribe = useCallback((l: () => void) => state.subscribe(l), [state]);
  const read = () => state.isFresh(arrayPointer, key);
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether this child is its array's open one; re-renders only when that flips (not on every open change). */
export function useIsOpen(state: ChildState, arrayPointer: string, key: ChildKey | undefined): boolean {
  const subscribe = useCallback((l: () => void) => state.subscribe(l), [state]);
  const read = () => key !== undefined && state.open(arrayPointer) === key;
  return useSyncExternalStore(subscribe, read, read);
}
