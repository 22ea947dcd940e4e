/** A locally kept copy of unsaved form data (offered back after a reload or crash). */
export interface Draft {
  data: Record<string, unknown>;
  /** The stored version the edits started from; null for a new item. */
  version: number | null;
  savedAt: string;
}

const PREFIX = 'tourbench:draft:';

/** Storage key of a draft: per company, kind and item ("new" in create mode). */
export function draftKey(companyId: number | string | undefined, kindId: string, itemId: number | null): string {
  return `${PREFIX}${companyId ?? '?'}:${kindId}:${itemId ?? 'new'}`;
}

/** The draft under this key, or null (also when storage is unavailable or the entry is damaged). */
export function readDraft(key: string): Draft | null {
  try {
    const raw = localStorage.getItem(key);
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    return draft && typeof draft.data === 'object' && draft.data ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps a draft; a full or disabled storage only loses the safety net, never the form. */
export function writeDraft(key: string, draft: Draft): void {
  try { localStorage.setItem(key, JSON.stringify(draft)); } catch { /* storage full or blocked */ }
}

/** Forgets a draft. */
export function removeDraft(key: string): void {
  try { localStorage.removeItem(key); } catch { /* storage blocked */ }
}
