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

/** What a revision changed since the one before it, read in the statement that records it (what a live event tells). */
export interface RevisionChange {
  company_id: number;
  kind: string;
  version: number | null;
  action: RevisionAction;
  user_id: number | null;
  user_name: string | null;
  /** When, as ISO 8601 UTC with milliseconds. */
  at: string;
  /** Whether there was a revision before it (n - 1). */
  had_before: boolean;
  data_moved: boolean;
  texts_moved: boolean;
  rel_now: Record<string, { kind: string; id: number }[]> | null;
  rel_before: Record<string, { kind: string; id: number }[]> | null;
}

// The revision row as the item is now; `$8` is the retention. The final select follows.
const RECORD = `with added as (
       insert into revisions (company_id, kind, item_id, n, action, user_id, title, version, variant, is_published, was_published, is_archived,
                              data, translations, relations, restored_from, feed, comment)
       select i.company_id, i.kind, i.id, coalesce((select max(n) from revisions r where r.item_id = i.id), 0) + 1, $4, $5,
              i.title, i.version, i.variant, i.is_published, i.was_published, i.is_archived,
              i.data, revision_translations(i.id), revision_relations(i.company_id, i.kind, i.id), $6, $7, $9
         from items i where i.company_id = $1 and i.kind = $2 and i.id = $3
       returning company_id, kind, item_id, n, version, action, user_id, at, data, translations, relations),
     gone as (delete from revisions r using added where r.item_id = added.item_id and r.n <= added.n - $8)`;

// The new revision compared with the one before it (this statement still sees it, though `gone` may delete it).
const CHANGE = `select a.n, a.company_id, a.kind, a.version, a.action, a.user_id, u.name as user_name,
            to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
            p.n is not null as had_before, a.data is distinct from p.data as data_moved,
            a.translations is distinct from p.translations as texts_moved, a.relations as rel_now, p.relations as rel_before
       from added a
       left join revisions p on p.item_id = a.item_id and p.n = a.n - 1
       left join users u on u.id = a.user_id`;

async function record(db: Db, keep: number, caller: RevisionCaller, kind: string, itemId: number, action: RevisionAction,
  restoredFrom: number | undefined, comment: string | null | undefined, select: string): Promise<Record<string, unknown> | undefined> {
  // PostgreSQL: the item row is locked first, so two writers of one item number their revisions one after
  // the other. The embedded database has one connection: no other writer can come between, so no lock is taken.
  if (db.engine !== 'pglite' && !(await lockItem(db, caller.companyId, kind, itemId))) return undefined;
  const [row] = await db.query<Record<string, unknown>>(`${RECORD} ${select}`,
    [caller.companyId, kind, itemId, action, caller.userId ?? null, restoredFrom ?? null, caller.userId !== undefined, keep, comment ?? null]);
  return row;
}

/**
 * Records the item as it is now (document, title, version, variant, lifecycle flags, translations,
 * relation links) as its next revision, then deletes the ones older than the last `keep`. Run it in
 * the write's transaction, after the write (a destroy: before the row goes). Returns the new n;
 * undefined when the item is not there (then nothing is recorded). `comment`: a review step's (History shows it).
 */
export async function recordRevision(db: Db, keep: number, caller: RevisionCaller, kind: string, itemId: number, action: RevisionAction, restoredFrom?: number, comment?: string | null): Promise<number | undefined> {
  const row = await record(db, keep, caller, kind, itemId, action, restoredFrom, comment, 'select n from added');
  return row && (row.n as number);
}

/** recordRevision that also gives what the revision changed since the one before, in the same statement. */
export async function recordRevisionChange(db: Db, keep: number, caller: RevisionCaller, kind: string, itemId: number, action: RevisionAction, restoredFrom?: number, comment?: string | null): Promise<{ n: number; change: RevisionChange } | undefined> {
  const row = await record(db, keep, caller, kind, itemId, action, restoredFrom, comment, CHANGE);
  return row && { n: row.n as number, change: row as unknown as RevisionChange };
}

/** The arguments of every recorder: where, who, which item, what was done (a revert names the revision restored; a review step its comment). */
type RecordArgs = [db: Db, caller: RevisionCaller, kind: string, itemId: number, action: RevisionAction, restoredFrom?: number, comment?: string | null];

/**
 * recordRevision with an installation's retention bound in: what the write paths call. `change`, when
 * present, records the same way and also gives what the revision changed (the live events' recorder uses it).
 */
export type RevisionRecorder = ((...args: RecordArgs) => Promise<number | undefined>) & {
  change?: (...args: RecordArgs) => Promise<{ n: number; change: RevisionChange } | undefined>;
};

/** The recorder keeping the last `keep` revisions of each item. */
export function revisionRecorder(keep = DEFAULT_REVISIONS_KEEP): RevisionRecorder {
  return Object.assign((...[db, caller, kind, itemId, action, restoredFrom, comment]: RecordArgs) => recordRevision(db, keep, caller, kind, itemId, action, restoredFrom, comment), {
    change: (...[db, caller, kind, itemId, action, restoredFrom, comment]: RecordArgs) => recordRevisionChange(db, keep, caller, kind, itemId, action, restoredFrom, comment),
  });
}
