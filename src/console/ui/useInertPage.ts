import { useLayoutEffect } from 'react';

// Menus and dialogs open in a portal beside the app's root; several may overlap (a dialog opened from a menu).
let holders = 0;

/**
 * While `open`, makes the page under a menu or dialog inert: Radix hides it from screen readers with
 * aria-hidden, which alone leaves its controls focusable (axe's aria-hidden-focus); inert takes them
 * out of the tab order too. A layout effect, so the page is live again before Radix returns focus to it.
 */
export function useInertPage(open: boolean): void {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    if (!open || !root) return;
    holders += 1;
    root.inert = true;
    return () => {
      holders -= 1;
      if (holders === 0) root.inert = false;
    };
  }, [open]);
}
