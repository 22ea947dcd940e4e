import { kindPaths } from '../../core/defineKind.ts';
import { changedFields, diffDocuments } from '../../core/documentDiff.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { ReviewEntry } from '../../core/reviewWire.ts';
import type { Db } from '../db/Db.ts';
import { isoTime } from '../db/isoTime.ts';
import { changedLanguagesSql } from '../items/wireSql.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';

interface Row {
  id: number; kind: string; title: string; review_by: number | null; by_name: string | null; review_at: Date | string;
  from_n: number | null; from_data: Record<string, unknown> | null; to_n: number | null; to_data: Record<string, unknown> | null;
  live: boolean; changed_languages: string[];
}

// `from`: the revision that began the item's latest published stretch (published, the one before it not):
// what an editor last let out. A live item's fields are compared with its published version itself
// (what visitors get); its changes are the working copy's, which the review has to look at.
const QUEUE = `
select i.id, i.kind, i.title, i.review_by, u.name as by_name, i.review_at,
       pub.n as from_n, coalesce(p.data, pub.data) as from_data, last.n as to_n, last.data as to_data,
       p.item_id is not null as live, ${changedLanguagesSql('i')} as changed_languages
  from items i
  left join users u on u.id = i.review_by
  left join published_items p on p.item_id = i.id
  left join lateral (
    select r.n, r.data from revisions r
     where r.company_id = i.company_id and r.kind = i.kind and r.item_id = i.id and r.is_published and r.data is not null
       and not coalesce((select p.is_published from revisions p
                          where p.company_id = r.company_id and p.kind = r.kind and p.item_id = r.item_id and p.n < r.n
                          order by p.n desc limit 1), false)
     order by r.n desc limit 1) pub on true
  left join lateral (
    select r.n, r.data from revisions r
     where r.company_id = i.company_id and r.kind = i.kind and r.item_id = i.id
     order by r.n desc limit 1) last on true
 where i.company_id = $1 and i.review = 'submitted'
 order by i.review_at, i.id`;

/**
 * The company's items waiting for review, oldest submission first (one query, however many), each
 * with who submitted it and when, the fields changed since it was last published and the revision
 * pair History compares. `client`: the caller's client, whose shape of each kind names the fields.
 */
export async function reviewQueue(db: Db, registry: KindRegistry, validator: KindValidator, companyId: number, client: string): Promise<ReviewEntry[]> {
  const rows = await db.query<Row>(QUEUE, [companyId]);
  const out: ReviewEntry[] = [];
  for (const r of rows) {
    const kind = registry.kinds.find((k) => k.id === r.kind);
    // An item of a kind this server no longer runs cannot be opened: nothing to review there.
    if (!kind || r.to_n === null) continue;
    const schema = validator.kindFor(kind, client).schema;
    const changed = r.to_data ? changedFields(diffDocuments(schema, r.from_data ?? {}, r.to_data)) : [];
    out.push({
      kind: r.kind, id: r.id, title: r.title,
      submitted_by: r.review_by === null ? null : { id: r.review_by, name: r.by_name ?? '' },
      submitted_at: isoTime(r.review_at),
      changed, from: r.from_n, to: r.to_n,
      has_changes: r.live, changed_languages: r.changed_languages,
      compare: r.from_n === null ? null : `${kindPaths.revisionCompare(kind.api, r.id)}?from=${r.from_n}&to=${r.to_n}`,
    });
  }
  return out;
}
