import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';

/** An old revision's document shown in the phone instead of the form's. */
export interface RevisionPreview {
  itemId: number;
  n: number;
  document: Record<string, unknown>;
}

/** Two revisions to compare. */
export interface ComparePair {
  from: number;
  to: number;
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
  /** The pair a link asked the panel to open comparing (`?history=compare&from=&to=`), for the opened item; else null. */
  asked: ComparePair | null;
}

/** A positive revision number from a URL parameter, else undefined. */
const revisionNumber = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The History panel's screen-wide state for the opened item (`itemId`); a preview never outlives its
 * item. `?id=42&history=open` opens the panel once item 42 is in the form, `?id=42&history=compare&from=3&to=7`
 * opens it comparing revisions 3 and 7 (the review queue's link); the parameters then leave the URL,
 * so a reload or the next selection does not open it again.
 */
export function useHistoryView(itemId: number | undefined): HistoryView {
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<RevisionPreview | null>(null);
  const [asked, setAsked] = useState<(ComparePair & { itemId: number }) | null>(null);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('history');
  const wantedId = Number(params.get('id'));
  const from = revisionNumber(params.get('from'));
  const to = revisionNumber(params.get('to'));
  useEffect(() => {
    if (!wanted || itemId === undefined || itemId !== wantedId) return;
    setAsked(wanted === 'compare' && from && to && from !== to ? { itemId, from, to } : null);
    setPreview(null);
    setOpen(true);
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const key of ['history', 'from', 'to']) next.delete(key);
      return next;
    }, { replace: true });
  }, [wanted, wantedId, from, to, itemId, setParams]);
  const toggle = useCallback(() => {
    setOpen((was) => !was);
    // Closing the panel hides the way back, so it ends the preview too; opening it again starts afresh.
    setPreview(null);
    setAsked(null);
  }, []);
  const endPreview = useCallback(() => setPreview(null), []);
  const shown = preview && preview.itemId === itemId ? preview : null;
  const pair = useMemo(() => (asked && asked.itemId === itemId ? { from: asked.from, to: asked.to } : null), [asked, itemId]);
  return useMemo(() => ({ open, toggle, preview: shown, showPreview: setPreview, endPreview, asked: pair }), [open, toggle, shown, endPreview, pair]);
}
