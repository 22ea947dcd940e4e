import type { Db } from '../db/Db.ts';

/**
 * How many items of a kind the company has, in the words every screen uses (`visitorState`): published =
 * visitors see it, draft = not published and not archived, archived.
 */
export interface KindCount {
  kind: string;
  total: number;
  published: number;
  draft: number;
  archived: number;
}

/**
 * Every given kind's counts (zero for a kind without items), counted in one grouped query. A kind
 * without a publish step (`unpublishable`) has its items out for visitors unless archived: they count
 * as published, as their badges say.
 */
export async function contentCounts(db: Db, companyId: number, kinds: readonly string[], unpublishable: readonly string[] = []): Promise<KindCount[]> {
  const rows = await db.query<{ kind: string; total: number; published: number; archived: number }>(
    `select kind, count(*)::int as total,
            count(*) filter (where not is_archived and (is_published or kind = any($2::text[])))::int as published,
            count(*) filter (where is_archived)::int as archived
       from items where company_id = $1 group by kind`, [companyId, unpublishable]);
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return kinds.map((kind) => {
    const r = byKind.get(kind);
    const total = Number(r?.total ?? 0);
    const published = Number(r?.published ?? 0);
    const archived = Number(r?.archived ?? 0);
    return { kind, total, published, draft: total - published - archived, archived };
  });
}
