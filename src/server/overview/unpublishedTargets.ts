import type { Db } from '../db/Db.ts';
import { targetGapSql, type TargetGap } from './referenceFaults.ts';

/** An item one item refers to or links that visitors would not get as it is now. */
export interface UnpublishedTarget {
  kind: string;
  id: number;
  title: string;
  /** Where the owner points at it: a reference's field as a JSON pointer (`/q_as/0/question_id`), a relation's name (`/stops`). */
  at: string;
  /** archived or draft: visitors get nothing there; changes: they get its published version, not its working copy. */
  gap: TargetGap;
}

/**
 * The items one item's references and listed relation links point at that visitors would not get:
 * archived, drafts (of a kind with a publish step; `unpublishable` names those without) or live with
 * changes not published. What a publish of the item should name first. One query, in link order.
 */
export async function unpublishedTargets(db: Db, companyId: number, kind: string, id: number, unpublishable: readonly string[]): Promise<UnpublishedTarget[]> {
  const rows = await db.query<{ kind: string; id: number; title: string; sort: 'ref' | 'rel'; name: string; gap: TargetGap | null }>(
    `select t.kind, t.id, t.title, l.sort, l.name, ${targetGapSql('$4')} as gap
       from links l
       join items t on t.company_id = l.company_id and t.kind = l.target_kind and t.id = l.target_id
      where l.company_id = $1 and l.owner_kind = $2 and l.owner_id = $3 and not l.is_archived
      order by l.sort, l.name, l.position, l.id`, [companyId, kind, id, unpublishable]);
  return rows.filter((r) => r.gap !== null).map((r) => ({
    kind: r.kind, id: Number(r.id), title: r.title, gap: r.gap!,
    at: `/${(r.sort === 'ref' ? r.name.split('.') : [r.name]).join('/')}`,
  }));
}
