import type { Db } from '../db/Db.ts';
import { isoTime } from '../db/isoTime.ts';
import type { RevisionAction } from '../revisions/recordRevision.ts';

/** One revision as the dashboard's feed lists it (a destroyed item keeps the title it had). */
export interface RecentEntry {
  kind: string;
  id: number;
  title: string;
  action: RevisionAction;
  at: string;
  user: { name: string; email: string } | null;
}


/** The company's newest revisions in the feed (newest first; not the demo seed's), with who made them. */
export async function recentActivity(db: Db, companyId: number, limit = 10): Promise<RecentEntry[]> {
  const rows = await db.query<{ kind: string; item_id: number; title: string; action: RevisionAction; at: Date | string; name: string | null; email: string | null }>(
    `select a.kind, a.item_id, a.title, a.action, a.at, u.name, u.email
       from revisions a left join users u on u.id = a.user_id
      where a.company_id = $1 and a.feed order by a.at desc, a.id desc limit $2`, [companyId, limit]);
  return rows.map((r) => ({
    kind: r.kind, id: r.item_id, title: r.title, action: r.action, at: isoTime(r.at),
    user: r.email === null ? null : { name: r.name ?? '', email: r.email },
  }));
}
