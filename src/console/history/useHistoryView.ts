import { useCallback, useMemo, useState } from 'react';

/** An old revision's document shown in the phone instead of the form's. */
export interface RevisionPreview {
  itemId: number;
  n: number;
  document: Record<string, unknown>;
}

/** What the editor's header, the History panel and the phone share: whether the panel is open and which revision the phone shows. */
export interface HistoryView {
  open: boolean;
  toggle(): void;
  /** The revision the phone shows, for the opened item only; null: the phone shows the form. */
  preview: RevisionPreview | null;
  showPreview(preview: RevisionPreview): void;
  /** Back to the form's document in the phone. */
  endPreview(): void;
}

/** The History panel's screen-wide state for the opened item (`itemId`); a preview never outlives its item. */
export function useHistoryView(itemId: number | undefined): HistoryView {
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<RevisionPreview | null>(null);
  const toggle = useCallback(() => {
    setOpen((was) => !was);
    // Closing the panel hides the way back, so it ends the preview too.
    setPreview(null);
  }, []);
  const endPreview = useCallback(() => setPreview(null), []);
  const shown = preview && preview.itemId === itemId ? preview : null;
  return useMemo(() => ({ open, toggle, preview: shown, showPreview: setPreview, endPreview }), [open, toggle, shown, endPreview]);
}
