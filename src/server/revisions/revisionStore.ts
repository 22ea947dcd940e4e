import { changedFields, diffDocuments } from '../../core/documentDiff.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { itemState } from '../../core/lifecycle.ts';
import type { RevisionDetail, RevisionPage, RevisionSummary } from '../../core/revisionWire.ts';
import type { Db } from '../db/Db.ts';
import { isoTime } from '../db/isoTime.ts';
import { wireVariant } from '../items/wireSql.ts';

/** Which item's revisions, and the kind's schema as the caller's client has it (for `changed`). */
export interface RevisionSubject {
  companyId: number;
  kind: string;
  itemId: number;
  schema: JsonSchema;
  /** The kind's base variant name (a stored 'default' reads as it, as items do). */
  baseVariant: string;
}

interface Row {
  n: number; action: string; at: Date | string; name: string | null; email: string | null; title: string; version: number | null;
  variant: string | null; is_published: boolean; was_published: boolean; is_archived: boolean; restored_from: number | null; comment: string | null; scheduled: boolean;
  data: Record<string, unknown> | null; translations: RevisionDetail['translations']; relations: Record<string, { kind: string; id: number }[]> | null;
}

const SELECT = `select r.n, r.action, r.at, u.name, u.email, r.title, r.version, r.variant, r.is_published, r.was_published, r.is_archived,
  r.restored_from, r.comment, r.scheduled, r.data, r.translations, r.relations from revisions r left join users u on u.id = r.user_id`;
const OF_ITEM = 'r.company_id = $1 and r.kind = $2 and r.item_id = $3';

function summary(r: Row, previous: Record<string, unknown> | null | undefined, schema: JsonSchema): RevisionSummary {
  return {
    n: r.n, action: r.action, at: isoTime(r.at),
    user: r.email === null ? null : { name: r.name ?? '', email: r.email },
    title: r.title, version: r.version, state: itemState(r),
    changed: r.data && previous ? changedFields(diffDocuments(schema, previous, r.data)) : [],
    restored_from: r.restored_from, has_document: r.data !== null, comment: r.comment, scheduled: r.scheduled,
  };
}

/** Whether the company has this item, or had it (its revisions outlive a destroy). */
export async function knowsItem(db: Db, s: Pick<RevisionSubject, 'companyId' | 'kind' | 'itemId'>): Promise<boolean> {
  const [row] = await db.query<{ known: boolean }>(
    `select exists (select 1 from items where company_id = $1 and kind = $2 and id = $3)
         or exists (select 1 from revisions r where ${OF_ITEM}) as known`, [s.companyId, s.kind, s.itemId]);
  return !!row?.known;
}

/** A page of revisions, newest first, older than `before` when given; `next` is the `before` of the page after it. */
export async function listRevisions(db: Db, s: RevisionSubject, limit: number, before?: number): Promise<RevisionPage> {
  const rows = await db.query<Row>(`${SELECT} where ${OF_ITEM} and ($4::int is null or r.n < $4) order by r.n desc limit $5`,
    [s.companyId, s.kind, s.itemId, before ?? null, limit + 1]);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  // The document the oldest of the page is compared with: the newest older one that has one.
  const oldest = page.at(-1);
  const [older] = oldest ? await db.query<{ data: Record<string, unknown> }>(
    `select r.data from revisions r where ${OF_ITEM} and r.n < $4 and r.data is not null order by r.n desc limit 1`,
    [s.companyId, s.kind, s.itemId, oldest.n]) : [];
  let previous = older?.data ?? null;
  const out: RevisionSummary[] = [];
  for (const r of [...page].reverse()) {
    out.unshift(summary(r, previous, s.schema));
    if (r.data) previous = r.data;
  }
  return { revisions: out, next: more ? page.at(-1)!.n : null };
}

/** One revision with its document, translations and relation links (their targets' present titles); undefined when it is gone. */
export async function getRevision(db: Db, s: RevisionSubject, n: number): Promise<RevisionDetail | undefined> {
  const [row] = await db.query<Row>(`${SELECT} where ${OF_ITEM} and r.n = $4`, [s.companyId, s.kind, s.itemId, n]);
  if (!row) return undefined;
  const [before] = row.data ? await db.query<{ data: Record<string, unknown> }>(
    `select r.data from revisions r where ${OF_ITEM} and r.n < $4 and r.data is not null order by r.n desc limit 1`,
    [s.companyId, s.kind, s.itemId, n]) : [];
  const targets = Object.values(row.relations ?? {}).flat();
  const titles = new Map((targets.length ? await db.query<{ id: number; kind: string; title: string }>(
    'select id, kind, title from items where company_id = $1 and id = any($2::int[])', [s.companyId, targets.map((t) => t.id)]) : [])
    .map((t) => [`${t.kind}/${t.id}`, t.title]));
  const relations = row.relations && Object.fromEntries(Object.entries(row.relations).map(([name, list]) =>
    [name, list.map((t) => ({ kind: t.kind, id: t.id, title: titles.get(`${t.kind}/${t.id}`) ?? '' }))]));
  return {
    ...summary(row, before?.data ?? null, s.schema),
    document: row.data,
    variant: row.variant === null ? null : wireVariant(row.variant, s.baseVariant),
    translations: row.translations,
    relations,
  };
}
