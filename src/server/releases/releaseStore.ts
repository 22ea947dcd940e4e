import type { Release, ReleaseAction, ReleaseState, ReleaseUser } from '../../core/releaseWire.ts';
import type { Db } from '../db/Db.ts';
import { isoTime } from '../db/isoTime.ts';

interface ReleaseRow {
  id: number;
  name: string;
  state: ReleaseState;
  publish_at: Date | string | null;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date | string;
  published_at: Date | string | null;
  published_by: number | null;
  published_by_name: string | null;
  error: string | null;
  item_count: number | string;
}

const SELECT = `select r.id, r.name, r.state, r.publish_at, r.created_by, cu.name as created_by_name, r.created_at,
    r.published_at, r.published_by, pu.name as published_by_name, r.error,
    (select count(*) from release_items ri where ri.release_id = r.id) as item_count
  from releases r left join users cu on cu.id = r.created_by left join users pu on pu.id = r.published_by`;

const user = (id: number | null, name: string | null): ReleaseUser | null => (id === null ? null : { id, name: name ?? '' });
const time = (v: Date | string | null) => (v === null ? null : isoTime(v));

function toRelease(r: ReleaseRow): Release {
  return {
    id: Number(r.id), name: r.name, state: r.state, publish_at: time(r.publish_at),
    created_by: user(r.created_by, r.created_by_name), created_at: isoTime(r.created_at),
    published_at: time(r.published_at), published_by: user(r.published_by, r.published_by_name),
    error: r.error, item_count: Number(r.item_count),
  };
}

/** Stores a new open release of the company. */
export async function insertRelease(db: Db, companyId: number, userId: number, name: string): Promise<Release> {
  const [row] = await db.query<{ id: number }>('insert into releases (company_id, name, created_by) values ($1, $2, $3) returning id', [companyId, name, userId]);
  return (await readRelease(db, companyId, Number(row.id)))!;
}

/** The company's releases: open ones first (newest first), then past ones by when they went live. */
export async function listReleases(db: Db, companyId: number): Promise<Release[]> {
  const rows = await db.query<ReleaseRow>(`${SELECT} where r.company_id = $1
    order by (r.state = 'open') desc, coalesce(r.published_at, r.created_at) desc, r.id desc`, [companyId]);
  return rows.map(toRelease);
}

/** One release of the company; undefined when the company has none of that id. `lock`: for update (a write follows). */
export async function readRelease(db: Db, companyId: number, rid: number, lock = false): Promise<Release | undefined> {
  if (lock) await db.query('select id from releases where company_id = $1 and id = $2 for update', [companyId, rid]);
  const [row] = await db.query<ReleaseRow>(`${SELECT} where r.company_id = $1 and r.id = $2`, [companyId, rid]);
  return row && toRelease(row);
}

/** A release item with its item's row, as the detail and the publish read it. */
export interface ReleaseItemRow {
  kind: string;
  item_id: number;
  action: ReleaseAction;
  added_at: Date | string;
  added_by: number | null;
  added_by_name: string | null;
  title: string;
  is_published: boolean;
  is_archived: boolean;
  was_published: boolean;
  published_version: number | null;
  version: number;
}

/** The release's items in the order they were added, with their items as they are now. */
export async function releaseItems(db: Db, companyId: number, rid: number): Promise<ReleaseItemRow[]> {
  const rows = await db.query<ReleaseItemRow>(
    `select ri.kind, ri.item_id, ri.action, ri.added_at, ri.added_by, u.name as added_by_name,
            i.title, i.is_published, i.is_archived, i.was_published, i.published_version, i.version
       from release_items ri
       join items i on i.company_id = ri.company_id and i.kind = ri.kind and i.id = ri.item_id
       left join users u on u.id = ri.added_by
      where ri.company_id = $1 and ri.release_id = $2
      order by ri.added_at, ri.item_id`, [companyId, rid]);
  return rows.map((r) => ({ ...r, item_id: Number(r.item_id), version: Number(r.version) }));
}

/** The other open release the item is in, if any. */
export async function openReleaseOf(db: Db, companyId: number, itemId: number, except: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db.query<{ id: number; name: string }>(
    `select r.id, r.name from release_items ri join releases r on r.id = ri.release_id
      where ri.company_id = $1 and ri.item_id = $2 and ri.release_open and ri.release_id <> $3`, [companyId, itemId, except]);
  return row && { id: Number(row.id), name: row.name };
}

/** Puts the item in the release with the action (a second add changes the action). */
export async function putReleaseItem(db: Db, companyId: number, rid: number, kind: string, itemId: number, action: ReleaseAction, userId: number): Promise<void> {
  await db.query(`insert into release_items (release_id, company_id, kind, item_id, action, added_by) values ($1, $2, $3, $4, $5, $6)
    on conflict (release_id, item_id) do update set action = excluded.action`, [rid, companyId, kind, itemId, action, userId]);
}

/** Takes the item out of the release; false when it was not in it. */
export async function dropReleaseItem(db: Db, companyId: number, rid: number, kind: string, itemId: number): Promise<boolean> {
  return (await db.query('delete from release_items where company_id = $1 and release_id = $2 and kind = $3 and item_id = $4 returning item_id',
    [companyId, rid, kind, itemId])).length > 0;
}

/** Deletes the release with its items and pending job. */
export async function deleteRelease(db: Db, companyId: number, rid: number): Promise<void> {
  await db.query('delete from releases where company_id = $1 and id = $2', [companyId, rid]);
}

/** Marks the release published now by `userId` (its record). */
export async function markReleasePublished(db: Db, companyId: number, rid: number, userId: number | null): Promise<void> {
  await db.query(`update releases set state = 'published', published_at = now(), published_by = $3, publish_at = null, error = null
    where company_id = $1 and id = $2`, [companyId, rid, userId]);
}

/** Marks the release failed with the reason (a scheduled publish refused); it keeps its items. */
export async function markReleaseFailed(db: Db, companyId: number, rid: number, error: string): Promise<void> {
  await db.query(`update releases set state = 'failed', publish_at = null, error = $3 where company_id = $1 and id = $2`, [companyId, rid, error]);
}
