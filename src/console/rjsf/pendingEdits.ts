import type { LocationGroups } from '../map/locationGroup.ts';

/** A widget's way to push its not-yet-reported text into the form right now. */
export type Flush = () => void;

/**
 * The text inputs of one form that hold typing the form has not seen yet (they report after a pause,
 * so a keystroke re-renders one input instead of the whole RJSF tree). Saving, leaving and undo ask here.
 */
export interface PendingEdits {
  /** Marks a widget as holding unreported text (or no longer, with null). */
  set(id: string, flush: Flush | null): void;
  /** Whether any input holds text the form has not seen. */
  any(): boolean;
  /** Reports every pending input to the form. */
  flushAll(): void;
}

/** Creates an empty registry; one per form. */
export function createPendingEdits(): PendingEdits {
  const pending = new Map<string, Flush>();
  return {
    set(id, flush) { if (flush) pending.set(id, flush); else pending.delete(id); },
    any: () => pending.size > 0,
    flushAll() { for (const flush of [...pending.values()]) flush(); },
  };
}

/** What the console passes to RJSF as `formContext`. */
export interface ConsoleFormContext {
  pending?: PendingEdits;
  /** Where the fields of a location (and a kind's widgets joining it) meet; one store per form. */
  locationGroups?: LocationGroups;
  /** The opened item's `refs` (what each reference points at, from GET /{x}/{id}), read at render time. */
  refs?: { current: Readonly<Record<string, unknown>> | undefined };
}
