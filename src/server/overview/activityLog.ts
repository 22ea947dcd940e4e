import type { Db } from '../db/Db.ts';

/** What the activity log records: the generic writes and lifecycle actions (SPEC §4). */
export const ACTIVITY_ACTIONS = ['create', 'update', 'publish', 'un-publish', 'delete', 'restore', 'destroy'] as const;

/** One logged action. */
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One write to log: whose item, which, what happened and who did it (null: nobody signed in, e.g. a system edit). */
export interface ActivityEntry {
  companyId: number;
  kind: string;
  itemId: number;
  action: ActivityAction;
  userId: number | null;
}

/**
 * Logs one write in a single insert that reads the item's current list title from its row, so it
 * costs one statement and no round trip for the title. Run it inside the write's transaction (for a
 * destroy: before the row goes), so a refused write logs nothing. An item that is not there logs nothing.
 */
export async function recordActivity(db: Db, e: ActivityEntry): Promise<void> {
  await db.query(
    `insert into activity (company_id, kind, item_id, title, action, user_id)
     select company_id, kind, id, title, $4, $5 from items where company_id = $1 and kind = $2 and id = $3`,
    [e.companyId, e.kind, e.itemId, e.action, e.userId]);
}

/** Who writes, as the log needs it; `userId` absent means the write is not logged (the demo seed, see WriteCaller). */
export interface ActivityCaller {
  companyId: number;
  userId?: number | null;
}

/** Logs a write of the caller's, unless the caller is one whose writes are not logged. */
export async function recordCallerActivity(db: Db, caller: ActivityCaller, kind: string, itemId: number, action: ActivityAction): Promise<void> {
  if (caller.userId === undefined) return;
  await recordActivity(db, { companyId: caller.companyId, kind, itemId, action, userId: caller.userId });
}
