import type { Db } from '../db/Db.ts';

/** An item's relation links as a revision keeps them: relation name → targets in order. */
export type KeptRelations = Record<string, { kind: string; id: number }[]>;

/** An item as a revision kept it: its document, translations (language → { path → text }) and relation links. */
export interface KeptVersion {
  data: Record<string, unknown>;
  translations: Record<string, Record<string, string>>;
  relations: KeptRelations;
}

/**
 * The item as it was at `version` (the newest revision recording that version with a document: a
 * translation's save records one without moving the version), or undefined when retention dropped it —
 * then a stale save cannot be merged. Scoped to the company like every read.
 */
export async function revisionAtVersion(db: Db, companyId: number, kind: string, itemId: number, version: number): Promise<KeptVersion | undefined> {
  const [row] = await db.query<{ data: Record<string, unknown>; translations: KeptVersion['translations'] | null; relations: KeptRelations | null }>(
    `select data, translations, relations from revisions
      where company_id = $1 and kind = $2 and item_id = $3 and version = $4 and data is not null
      order by n desc limit 1`, [companyId, kind, itemId, version]);
  return row && { data: row.data, translations: row.translations ?? {}, relations: row.relations ?? {} };
}

/** The item's relation links now, as a revision would keep them (what a stale save's links are merged with). */
export async function relationsNow(db: Db, companyId: number, kind: string, itemId: number): Promise<KeptRelations> {
  const [row] = await db.query<{ r: KeptRelations | null }>('select revision_relations($1, $2, $3) as r', [companyId, kind, itemId]);
  return row?.r ?? {};
}
