import type { MergeConflict } from '../../core/mergeDocuments.ts';
import type { StaleReason } from '../items/mergeStale.ts';
import type { HttpError } from './httpError.ts';
import { refusal } from './refusal.ts';

/**
 * 409 when the item moved on since the caller loaded it: `current` is what is stored now. When the
 * stale save was compared with its base (see mergeStale.ts), `merge` adds `conflicts` (each field both
 * changed: path, yours, theirs, base) and `reason`: `overlap`, `invalid` (the merge would not validate),
 * `unchanged` (the save adds nothing to the stored item).
 */
export function versionConflict(current: { version: number }, yours: number, merge?: { conflicts: MergeConflict[]; reason: StaleReason }): HttpError {
  return refusal(409, 'api.refused.versionConflict', { current: current.version, yours }, { current, ...merge });
}

/** 409 when a stored item is of another variant than the caller's (see UpdateOptions.sameVariant). */
export function assertSameVariant(stored: { variant?: unknown }, current: string): void {
  if (stored.variant !== current) {
    throw refusal(409, 'api.refused.oldShape', { stored: String(stored.variant), current });
  }
}
