import { useEffect, useRef, type RefObject } from 'react';

/** The Save shortcut as the user's keyboard names it: ⌘S on a Mac, Ctrl+S elsewhere. */
export function saveShortcut(): { keys: string; aria: string } {
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
  return mac ? { keys: '⌘S', aria: 'Meta+S' } : { keys: 'Ctrl+S', aria: 'Control+S' };
}

/**
 * Ctrl+S / ⌘S clicks the Save button (so the save goes through the same validation, pending typing and
 * conflict handling as a click) while the button is on the screen. The browser's own "save page" never
 * opens there; nothing happens when `canSave` says there is nothing to save, the button is disabled,
 * or a dialog is open in front of the form (the page behind it is inert).
 */
export function useSaveShortcut(button: RefObject<HTMLButtonElement | null>, canSave: () => boolean): void {
  const canSaveRef = useRef(canSave);
  canSaveRef.current = canSave;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== 's') return;
      const save = button.current;
      if (!save?.isConnected) return;
      e.preventDefault();
      if (e.repeat || save.disabled || save.closest('[inert]') || document.querySelector('dialog[open]')) return;
      if (canSaveRef.current()) save.click();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [button]);
}
