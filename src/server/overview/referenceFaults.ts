import type { Db } from '../db/Db.ts';
import type { ReadinessFault } from './readinessTypes.ts';

/**
 * References (`x-ref`) and live relation links of live items that point at an archived item: the
 * visitor would meet a hole there. Found by one join over the links table. A reference is placed at
 * its field (`activities.1.id` → `/activities/1/id`), a relation link at the relation's name (`/stops`).
 */
export async function referenceFaults(db: Db, companyId: number): Promise<ReadinessFault[]> {
  const rows = await db.query<{ kind: string; id: number; title: string; sort: 'ref' | 'rel'; name: string; target_kind: string; target_title: string }>(
    `select l.owner_kind as kind, l.owner_id as id, o.title, l.sort, l.name, t.kind as target_kind, t.title as target_title
       from links l
       join items o on o.company_id = l.company_id and o.kind = l.owner_kind and o.id = l.owner_id
       join items t on t.company_id = l.company_id and t.kind = l.target_kind and t.id = l.target_id
      where l.company_id = $1 and t.is_archived and not o.is_archived and not l.is_archived
      order by l.owner_kind, l.owner_id, l.sort, l.name, l.position, l.id`, [companyId]);
  return rows.map((r) => ({
    kind: r.kind, id: r.id, title: r.title, type: 'reference' as const,
    at: `/${(r.sort === 'ref' ? r.name.split('.') : [r.name]).join('/')}`,
    message: 'readiness.reference',
    values: { kind: r.target_kind, title: r.target_title },
  }));
}
