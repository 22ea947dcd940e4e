import { isDeepStrictEqual } from 'node:util';
import type { KindRecord } from '../../core/defineKind.ts';
import type { KeyedSpec } from '../../core/schemaAnnotations.ts';
import type { HttpError } from '../httpError.ts';
import { mergeDocuments, valueAtPointer, type MergeConflict, type MergeResult } from './mergeDocuments.ts';
import { versionConflict } from './writeItem.ts';

/** Why a stale save was not merged: both changed a field, the merge would not validate, or it adds nothing to the stored item. */
export type StaleReason = 'overlap' | 'invalid' | 'unchanged';

/** A stale save merged with the current item, kept to word a 409 should the merge not validate. */
export interface StaleMerge {
  merged: KindRecord;
  result: MergeResult;
  docs: { base: KindRecord; yours: KindRecord; theirs: KindRecord };
  keyed: readonly KeyedSpec[];
  current: { version: number };
  version: number;
}

/**
 * Merges a save made from `base` (the revision at the sent version) into the stored document; throws
 * the 409 naming both values of each field both changed, or when the save adds nothing to the stored
 * item (there is nothing of the caller's to keep: reloading shows it all, and no empty version is written).
 */
export function mergeStale(base: KindRecord, yours: KindRecord, theirs: KindRecord, keyed: readonly KeyedSpec[], current: { version: number }, version: number): StaleMerge {
  const result = mergeDocuments(base, yours, theirs, keyed);
  const stale = { merged: result.merged, result, docs: { base, yours, theirs }, keyed, current, version };
  if (result.conflicts.length) throw versionConflict(current, version, { conflicts: result.conflicts, reason: 'overlap' });
  if (isDeepStrictEqual(result.merged, theirs)) throw staleRefusal(stale, 'unchanged');
  return stale;
}

/** The 409 of a stale save not merged for `reason`: every field either side changed, with both values. */
export function staleRefusal(stale: StaleMerge, reason: StaleReason): HttpError {
  const { docs, keyed } = stale;
  const paths = [...new Set([...stale.result.yours, ...stale.result.theirs])];
  const at = (doc: KindRecord, path: string) => valueAtPointer(doc, path, keyed) ?? null;
  const conflicts: MergeConflict[] = paths.map((path) => ({ path, yours: at(docs.yours, path), theirs: at(docs.theirs, path), base: at(docs.base, path) }));
  return versionConflict(stale.current, stale.version, { conflicts, reason });
}
