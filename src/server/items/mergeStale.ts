import { isDeepStrictEqual } from 'node:util';
import type { KindRecord } from '../../core/defineKind.ts';
import type { KeyedSpec } from '../../core/schemaAnnotations.ts';
import type { HttpError } from '../errors/httpError.ts';
import { mergeDocuments, valueAtPointer, type MergeConflict, type MergeResult } from '../../core/mergeDocuments.ts';
import { versionConflict } from '../errors/versionConflict.ts';
import type { BodyLinks } from '../links/relationBody.ts';
import type { KeptRelations } from '../revisions/revisionAtVersion.ts';

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
  /** The relation links the save sets: those it changes (a link list it sends as it was is left as it is now). */
  links: BodyLinks[];
}

/** The relation links a stale save sets, with the save's, the version's and the current links of each relation it sends. */
export interface StaleLinks {
  yours: BodyLinks[];
  base: KeptRelations;
  theirs: KeptRelations;
}

const ids = (kept: KeptRelations, relation: string) => (kept[relation] ?? []).map((t) => t.id);

// A relation's links are one field: kept when the save changed them and nobody else did (or did alike).
function mergeLinks({ yours, base, theirs }: StaleLinks, conflicts: MergeConflict[]): BodyLinks[] {
  return yours.filter((l) => {
    const [b, t] = [ids(base, l.relation), ids(theirs, l.relation)];
    if (isDeepStrictEqual(l.ids, b)) return false;
    if (isDeepStrictEqual(t, b) || isDeepStrictEqual(t, l.ids)) return !isDeepStrictEqual(t, l.ids);
    conflicts.push({ path: `/${l.field}`, yours: l.ids, theirs: t, base: b });
    return false;
  });
}

/**
 * Merges a save made from `base` (the revision at the sent version) into the stored document; throws
 * the 409 naming both values of each field both changed, or when the save adds nothing to the stored
 * item (there is nothing of the caller's to keep: reloading shows it all, and no empty version is written).
 */
export function mergeStale(base: KindRecord, yours: KindRecord, theirs: KindRecord, keyed: readonly KeyedSpec[], links: StaleLinks, current: { version: number }, version: number): StaleMerge {
  const result = mergeDocuments(base, yours, theirs, keyed);
  const kept = mergeLinks(links, result.conflicts);
  const stale = { merged: result.merged, result, docs: { base, yours, theirs }, keyed, current, version, links: kept };
  if (result.conflicts.length) throw versionConflict(current, version, { conflicts: result.conflicts, reason: 'overlap' });
  if (!kept.length && isDeepStrictEqual(result.merged, theirs)) throw staleRefusal(stale, 'unchanged');
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
