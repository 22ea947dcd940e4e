import type { Db } from '../db/Db.ts';

/** What a revision records: the generic writes, the lifecycle actions (SPEC §4), a restored revision (`revert`), the review steps and a discard of unpublished changes. */
export const REVISION_ACTIONS = ['create', 'update', 'publish', 'un-publish', 'delete', 'restore', 'destroy', 'revert', 'submit-review', 'return-review', 'discard'] as const;

/** One recorded action. */
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** Revisions kept per item when the installation sets none (REVISIONS_KEEP). */
export const DEFAULT_REVISIONS_KEEP = 100;

/**
 * Locks the item's row for the transaction (false when there is none). A write that changes other rows
 * of an item (its links) takes it first, so it and the revision after it lock in the order every write does.
 */
export async function lockItem(db: Db, companyId: number, kind: string, itemId: number): Promise<boolean> {
  return (await db.query('select 1 from items where company_id = $1 and kind = $2 and id = $3 for update', [companyId, kind, itemId])).length > 0;
}

/** Who writes, as a revision needs it: `userId` absent is a write nobody made (the demo seed): kept, but not in the feed. */
export interface RevisionCaller {
  companyId: number;
  userId?: number | null;
}

/**
 * Records the item as it is now (document, title, version, variant, lifecycle flags, translations,
 * relation links) as its next revision, then deletes the ones older than the last `keep`. Run it in
 * the write's transaction, after the write (a destroy: before the row goes). The item row is locked
 * first, so two writers of one item number their revisions one after the other. Returns the new n;
 * undefined when the item is not there (then nothing is recorded). `comment`: a review step's (History shows it).
 */
export async function recordRevision(db: Db, keep: number, caller: RevisionCaller, kind: string, itemId: number, action: RevisionAction, restoredFrom?: number, comment?: string | null): Promise<number | undefined> {
  if (!(await lockItem(db, caller.companyId, kind, itemId))) return undefined;
  const [row] = await db.query<{ n: number }>(
    `with added as (
       insert into revisions (company_id, kind, item_id, n, action, user_id, title, version, variant, is_published, was_published, is_archived,
                              data, translations, relations, restored_from, feed, comment)
       select i.company_id, i.kind, i.id, coalesce((select max(n) from revisions r where r.item_id = i.id), 0) + 1, $4, $5,
              i.title, i.version, i.variant, i.is_published, i.was_published, i.is_archived,
              i.data, revision_translations(i.id), revision_relations(i.company_id, i.kind, i.id), $6, $7, $9
         from items i where i.company_id = $1 and i.kind = $2 and i.id = $3
       returning item_id, n),
     gone as (delete from revisions r using added where r.item_id = added.item_id and r.n <= added.n - $8)
     select n from added`,
    [caller.companyId, kind, itemId, action, caller.userId ?? null, restoredFrom ?? null, caller.userId !== undefined, keep, comment ?? null]);
  return row?.n;
}

/** recordRevision with an installation's retention bound in: what the write paths call. */
export type RevisionRecorder = (db: Db, caller: RevisionCaller, kind: string, itemId: number, action: RevisionAction, restoredFrom?: number, comment?: string | null) => Promise<number | undefined>;

/** The recorder keeping the last `keep` revisions of each item. */
export function revisionRecorder(keep = DEFAULT_REVISIONS_KEEP): RevisionRecorder {
  return (db, caller, kind, itemId, action, restoredFrom, comment) => recordRevision(db, keep, caller, kind, itemId, action, restoredFrom, comment);
}
