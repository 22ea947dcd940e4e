import type { Db } from '../db/Db.ts';
import { stateSql } from '../items/wireSql.ts';

/** An item that uses another: its kind, id, list title and state, and the field path or relation name it uses it through. */
export interface UsedByEntry {
  kind: string;
  id: number;
  title: string;
  state: string;
  via: string;
}

/** A referenced item as a reader of the referrer sees it (`refs` of `GET /{x}/{id}`): is it still there, is it archived. */
export interface ResolvedRefEntry {
  kind: string;
  id: number;
  title: string;
  state: string;
}

/** Every item of the company that refers to or links the given item (references and relations), owners first by kind and id. */
export async function usedBy(db: Db, companyId: number, kind: string, id: number): Promise<UsedByEntry[]> {
  return db.query<UsedByEntry>(
    `select l.owner_kind as kind, l.owner_id as id, i.title, ${stateSql('i')} as state, l.name as via
       from links l join items i on i.company_id = l.company_id and i.kind = l.owner_kind and i.id = l.owner_id
      where l.company_id = $1 and l.target_kind = $2 and l.target_id = $3
      order by l.owner_kind, l.owner_id, l.sort, l.name, l.id`,
    [companyId, kind, id]);
}

/** The item's references by field path, each with its target's title and state (an archived target stays referenced and says so). */
export async function refsOf(db: Db, companyId: number, kind: string, id: number): Promise<Record<string, ResolvedRefEntry>> {
  const rows = await db.query<ResolvedRefEntry & { name: string }>(
    `select l.name, l.target_kind as kind, l.target_id as id, i.title, ${stateSql('i')} as state
       from links l join items i on i.company_id = l.company_id and i.kind = l.target_kind and i.id = l.target_id
      where l.company_id = $1 and l.owner_kind = $2 and l.owner_id = $3 and l.sort = 'ref'
      order by l.id`,
    [companyId, kind, id]);
  return Object.fromEntries(rows.map(({ name, ...ref }) => [name, ref]));
}

/**
 * The ids of the company's items of `kind` that items of `byKind` refer to (`x-ref`) or link (relations),
 * ascending: the console's "used in a …" list filter. Archived owners count: they still hold their links.
 */
export async function usedIds(db: Db, companyId: number, kind: string, byKind: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select distinct target_id as id from links
      where company_id = $1 and target_kind = $2 and owner_kind = $3
      order by target_id`,
    [companyId, kind, byKind]);
  return rows.map((r) => Number(r.id));
}
