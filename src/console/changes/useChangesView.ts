import { useCallback, useMemo, useState } from 'react';

/** Whether the Changes panel of the opened item is open; shared by its header button and the screen. */
export interface ChangesView {
  open: boolean;
  toggle(): void;
  close(): void;
}

/** The Changes panel's state for the opened item (`itemId`): another item starts with it closed. */
export function useChangesView(itemId: number | undefined): ChangesView {
  const [openFor, setOpenFor] = useState<number | null>(null);
  const open = itemId !== undefined && openFor === itemId;
  const toggle = useCallback(() => setOpenFor((was) => (was === itemId || itemId === undefined ? null : itemId)), [itemId]);
  const close = useCallback(() => setOpenFor(null), []);
  return useMemo(() => ({ open, toggle, close }), [open, toggle, close]);
}
