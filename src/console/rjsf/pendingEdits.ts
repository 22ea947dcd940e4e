import type { ComponentType } from 'react';
import type { ConsoleFormProps } from '../editor/ConsoleForm.tsx';
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
  /**
   * What a text input shows right now, by widget id (null: the input is gone). The preview reads it
   * at once, so the phone follows every keystroke while the form still hears only after the pause.
   */
  draft(id: string, text: string | null): void;
  /** The inputs' texts by widget id. */
  drafts(): ReadonlyMap<string, string>;
  /** Told when a draft changes and when any() flips. */
  subscribe(listener: () => void): () => void;
  /** Changes whenever a draft does (for useSyncExternalStore). */
  version(): number;
}

/** Creates an empty registry; one per form. */
export function createPendingEdits(): PendingEdits {
  const pending = new Map<string, Flush>();
  let drafts = new Map<string, string>();
  let version = 0;
  const listeners = new Set<() => void>();
  return {
    set(id, flush) {
      const had = pending.size > 0;
      if (flush) pending.set(id, flush); else pending.delete(id);
      // any() flipped: tell readers of it (presence says "editing" from the first keystroke).
      if (had !== pending.size > 0) for (const l of [...listeners]) l();
    },
    any: () => pending.size > 0,
    flushAll() { for (const flush of [...pending.values()]) flush(); },
    draft(id, text) {
      if (text === null ? !drafts.has(id) : drafts.get(id) === text) return;
      // A new map per change: a reader holding the old one (a memo key) sees it as changed.
      drafts = new Map(drafts);
      if (text === null) drafts.delete(id); else drafts.set(id, text);
      version += 1;
      for (const l of [...listeners]) l();
    },
    drafts: () => drafts,
    subscribe(l) { listeners.add(l); return () => { listeners.delete(l); }; },
    version: () => version,
  };
}

/** What the console passes to RJSF as `formContext`. */
export interface ConsoleFormContext {
  pending?: PendingEdits;
  /** Where the fields of a location (and a kind's widgets joining it) meet; one store per form. */
  locationGroups?: LocationGroups;
  /** The opened item's `refs` (what each reference points at, from GET /{x}/{id}), read at render time. */
  refs?: { current: Readonly<Record<string, unknown>> | undefined };
  /**
   * The form component itself, for widgets that open a whole form of another kind (a reference's
   * "New …" dialog): handed down by the editor's form, so widgets never import the editor.
   */
  nestedForm?: ComponentType<ConsoleFormProps>;
}
