import type { Db } from '../db/Db.ts';

/** An item as a revision kept it: its document and its translations (language → { path → text }). */
export interface KeptVersion {
  data: Record<string, unknown>;
  translations: Record<string, Record<string, string>>;
}

/**
 * The item as it was at `version` (the newest revision recording that version with a document: a
 * translation's save records one without moving the version), or undefined when retention dropped it —
 * then a stale save cannot be merged. Scoped to the company like every read.
 */
export async function revisionAtVersion(db: Db, companyId: number, kind: string, itemId: number, version: number): Promise<KeptVersion | undefined> {
  const [row] = await db.query<{ data: Record<string, unknown>; translations: KeptVersion['translations'] | null }>(
    `select data, translations from revisions
      where company_id = $1 and kind = $2 and item_id = $3 and version = $4 and data is not null
      order by n desc limit 1`, [companyId, kind, itemId, version]);
  return row && { data: row.data, translations: row.translations ?? {} };
}
