import { useCallback, useEffect, useRef, useState } from 'react';
import { draftKey, readDraft, removeDraft, writeDraft, type Draft } from './draftStore.ts';
import { sameJson } from '../../core/stableJson.ts';
import type { KindEditor } from './useKindEditor.ts';

/** Pause after the last change before the draft is written (a reload loses at most this much). */
const WRITE_AFTER_MS = 300;

/** The local draft of the open item: kept while the form is dirty, offered back when found on opening. */
export interface DraftState {
  /** A draft found for the item just opened that differs from it; null when none. */
  offer: Draft | null;
  restore(): void;
  discard(): void;
  /** Forgets the draft of the open item (the user chose to discard their changes). */
  forget(): void;
}

/** Keeps the editor's unsaved form data in localStorage and offers it back after a reload or crash. */
export function useDraft(editor: KindEditor, kindId: string, companyId: number | string | undefined): DraftState {
  const key = draftKey(companyId, kindId, editor.current?.id ?? null);
  const [offer, setOffer] = useState<Draft | null>(null);
  // Read synchronously by the writer below: while a draft is on offer it must not be overwritten.
  const offering = useRef(false);
  const latest = useRef({ editor, key });
  latest.current = { editor, key };

  // A new form generation (another item, New, after save): look for a draft of it.
  useEffect(() => {
    const found = readDraft(key);
    const worth = found && !sameJson(found.data, latest.current.editor.formData);
    offering.current = Boolean(worth);
    setOffer(worth ? found : null);
    if (found && !worth) removeDraft(key);
  }, [key, editor.formKey]);

  const { dirty, formData, current } = editor;
  useEffect(() => {
    if (offering.current) return;
    const timer = setTimeout(() => {
      if (offering.current) return;
      if (dirty) writeDraft(key, { data: formData, version: current?.version ?? null, savedAt: new Date().toISOString() });
      else removeDraft(key);
    }, WRITE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [key, dirty, formData, current]);

  // The last changes before a reload or tab close must not wait for the timer.
  useEffect(() => {
    const now = () => {
      const { editor: e, key: k } = latest.current;
      if (e.dirty && !offering.current) writeDraft(k, { data: e.formData, version: e.current?.version ?? null, savedAt: new Date().toISOString() });
    };
    window.addEventListener('pagehide', now);
    return () => window.removeEventListener('pagehide', now);
  }, []);

  const restore = useCallback(() => {
    const d = offer;
    offering.current = false;
    setOffer(null);
    if (d) latest.current.editor.setFormData(d.data);
  }, [offer]);
  const discard = useCallback(() => {
    offering.current = false;
    setOffer(null);
    removeDraft(latest.current.key);
  }, []);
  const forget = useCallback(() => {
    // Also stops a pending write from bringing it back before the next item is open.
    offering.current = true;
    removeDraft(latest.current.key);
  }, []);
  return { offer, restore, discard, forget };
}
