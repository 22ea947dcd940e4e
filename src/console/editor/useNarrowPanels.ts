import { useCallback, useEffect, useState } from 'react';

/** The side panels that narrow screens fold away: the item list (a drawer) and the phone preview. */
export type NarrowPanel = 'list' | 'phone';

/** Which folded panel is open, if any. */
export interface NarrowPanels {
  open: NarrowPanel | null;
  /** Opens the panel, or closes it when it is the open one. */
  toggle(panel: NarrowPanel): void;
  close(): void;
}

/** Where workspace.css folds the list into a drawer (SPEC §9's mobile breakpoint). */
export const DRAWER_QUERY = '(max-width: 991.98px)';

/**
 * The open/closed state of the list drawer and the phone overlay. It only shows where the CSS folds
 * the panels (workspace.css): on a wide screen both are always in view and the state is ignored.
 * A phone arriving on a tab with no item open starts with the list, as a phone app would; Escape
 * closes the open panel and returns focus to the button that opened it.
 */
export function useNarrowPanels(itemOpen: boolean): NarrowPanels {
  const [open, setOpen] = useState<NarrowPanel | null>(() => (!itemOpen && window.matchMedia?.(DRAWER_QUERY).matches ? 'list' : null));
  const toggle = useCallback((panel: NarrowPanel) => setOpen((now) => (now === panel ? null : panel)), []);
  const close = useCallback(() => setOpen(null), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || document.querySelector('dialog[open], [role="dialog"]')) return;
      setOpen(null);
      document.querySelector<HTMLElement>(`[data-panel-toggle="${open}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, toggle, close };
}
