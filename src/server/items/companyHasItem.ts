import type { Db } from '../db/Db.ts';

/** How a transaction holds the row it found: `update` (it will change it), `key share` (a link will point at it). */
export type ItemLock = false | 'update' | 'key share';

/**
 * Whether the company has an item of this kind with this id (archived ones included): the tenant check
 * before anything names an item. In a transaction, `lock` holds the row until it ends.
 */
export async function companyHasItem(db: Db, companyId: number, kind: string, id: number, lock: ItemLock = false): Promise<boolean> {
  const rows = await db.query(`select id from items where company_id = $1 and kind = $2 and id = $3${lock ? ` for ${lock}` : ''}`, [companyId, kind, id]);
  return rows.length > 0;
}
