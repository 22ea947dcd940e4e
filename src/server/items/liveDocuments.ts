import type { Db } from '../db/Db.ts';
import type { LiveDocument } from '../overview/readinessTypes.ts';

/** The documents of the company's non-archived items of the given kinds: id, list title and document, nothing else. */
export async function liveDocuments(db: Db, companyId: number, kinds: readonly string[]): Promise<LiveDocument[]> {
  if (!kinds.length) return [];
  return db.query<LiveDocument>(
    `select kind, id, title, data as doc from items
      where company_id = $1 and kind = any($2::text[]) and not is_archived order by kind, id`, [companyId, kinds]);
}
