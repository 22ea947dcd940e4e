import type { Db } from '../db/Db.ts';

/**
 * Whether the item is a draft (neither published nor archived) that this user created — the only
 * revisions an author may restore. The creator is whoever its `create` revision names; an
 * item whose creation was pruned from its history is nobody's own.
 */
export async function isOwnDraft(db: Db, companyId: number, kind: string, itemId: number, userId: number): Promise<boolean> {
  const [row] = await db.query<{ own: boolean }>(
    `select exists (
       select 1 from items i
        where i.company_id = $1 and i.kind = $2 and i.id = $3 and not i.is_published and not i.is_archived
          and (select r.user_id from revisions r where r.company_id = i.company_id and r.kind = i.kind and r.item_id = i.id and r.action = 'create' order by r.n limit 1) = $4
     ) as own`, [companyId, kind, itemId, userId]);
  return !!row?.own;
}
