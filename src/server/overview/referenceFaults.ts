import type { TargetGap } from '../../core/readinessWire.ts';
import type { Db } from '../db/Db.ts';
import type { ReadinessFault } from './readinessTypes.ts';

/** Why visitors would not get what a reference or link points at (or get an older version of it); the wire's type. */
export type { TargetGap };

const MESSAGE: Record<TargetGap, string> = {
  archived: 'readiness.reference', draft: 'readiness.referenceDraft', changes: 'readiness.referenceChanges',
};

/** The readiness message of a target visitors would not get (`changes`: they get its published version). */
export function targetGapMessage(gap: TargetGap): string {
  return MESSAGE[gap];
}

/**
 * `gap` over the target items row aliased `t`: archived; a draft (a kind with a publish step, not
 * published: `$unpublishable` names the kinds without one, live while not archived); a published one
 * whose working copy has changes; else null (visitors get it as it is).
 */
export function targetGapSql(unpublishable: string): string {
  return `case when t.is_archived then 'archived'
    when not t.is_published and not (t.kind = any(${unpublishable}::text[])) then 'draft'
    when cardinality(t.changed_languages) > 0 then 'changes' end`;
}

/**
 * References (`x-ref`) and live relation links of items visitors would meet a hole in: a non-archived
 * item pointing at an archived one, and a published item pointing at a draft (its `included` or relation
 * would be empty). Items of kinds without a publish step are live from their creation, so a draft they
 * point at is content still in the making, not a publish gone wrong: not a finding. Found by one join over the links
 * table. A reference is placed at its field (`activities.1.id` → `/activities/1/id`), a relation link at
 * the relation's name (`/stops`); the fault names the target.
 */
export async function referenceFaults(db: Db, companyId: number, unpublishable: readonly string[] = []): Promise<ReadinessFault[]> {
  const rows = await db.query<{ kind: string; id: number; title: string; sort: 'ref' | 'rel'; name: string; target_kind: string; target_id: number; target_title: string; gap: TargetGap }>(
    `select * from (
       select l.owner_kind as kind, l.owner_id as id, o.title, l.sort, l.name, t.kind as target_kind, t.id as target_id, t.title as target_title,
              ${targetGapSql('$2')} as gap, l.position, l.id as link_id,
              o.is_published as owner_live
         from links l
         join items o on o.company_id = l.company_id and o.kind = l.owner_kind and o.id = l.owner_id
         join items t on t.company_id = l.company_id and t.kind = l.target_kind and t.id = l.target_id
        where l.company_id = $1 and not o.is_archived and not l.is_archived) f
      where gap = 'archived' or (gap = 'draft' and owner_live)
      order by kind, id, sort, name, position, link_id`, [companyId, unpublishable]);
  return rows.map((r) => ({
    kind: r.kind, id: r.id, title: r.title, type: 'reference' as const,
    at: `/${(r.sort === 'ref' ? r.name.split('.') : [r.name]).join('/')}`,
    message: targetGapMessage(r.gap),
    values: { kind: r.target_kind, id: r.target_id, title: r.target_title },
  }));
}
