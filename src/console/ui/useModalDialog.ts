import { useEffect, useId, useRef } from 'react';

/** Opens a native <dialog> as a modal on mount (focus trapped, Escape handled) and closes it on unmount; ids for its title and body. */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return { ref, titleId, bodyId };
}
