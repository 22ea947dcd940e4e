import type { KindRecord } from '../../core/defineKind.ts';
import { itemState } from '../../core/lifecycle.ts';
import type { ItemReview, ReviewState } from '../../core/reviewWire.ts';
import type { ItemSchedule, ScheduleError } from '../../core/scheduleWire.ts';
import { isoTime } from '../db/isoTime.ts';

/** An items row as the store selects it. */
export interface ItemRow {
  id: number;
  data: KindRecord;
  version: number;
  position: number;
  is_published: boolean;
  was_published: boolean;
  is_archived: boolean;
  variant: string;
  created_at: Date | string;
  updated_at: Date | string;
  review: ReviewState | null;
  review_comment: string | null;
  review_by: number | null;
  /** The reviewer's name (a subquery of COLUMNS). */
  review_by_name: string | null;
  review_at: Date | string | null;
  /** The version visitors get; null when the item is not live (or its kind has no publish step). */
  published_version: number | null;
  /** The content languages whose working copy differs from the published version, the base's code included (CHANGED_SQL). */
  changed_languages: string[];
  publish_at: Date | string | null;
  unpublish_at: Date | string | null;
  schedule_error: ScheduleError | null;
}

/** An item as the API sends it: the document plus its lifecycle columns and the variant it was written in. */
export type WireItem = KindRecord & ItemSchedule & {
  id: number; version: number; state: string; variant: string; review: ItemReview | null;
  /** The version visitors get (the last publish's); null when not live. */
  published_version: number | null;
  /** The working copy differs from the published version (in the base document or any language). */
  has_changes: boolean;
  /** The content language codes whose working copy differs from the published version ([] when none). */
  changed_languages: string[];
};
/**
 * `changed_languages` with the base document's marker ('' in the column, see migration 021) named by
 * the company's base language; the company is read only for an item that has changes.
 */
export function changedLanguagesSql(alias: string): string {
  return `case when cardinality(${alias}.changed_languages) = 0 then ${alias}.changed_languages
  else array_replace(${alias}.changed_languages, '', (select coalesce(nullif(c.settings -> 'languages' ->> 0, ''), 'en') from companies c where c.id = ${alias}.company_id)) end`;
}
const CHANGED_SQL = changedLanguagesSql('items');

/** The columns `toWire` needs (selected from, or returned by, `items` under its own name). */
export const COLUMNS = `id, data, version, position, is_published, was_published, is_archived, variant, created_at, updated_at,
  review, review_comment, review_by, review_at, (select u.name from users u where u.id = items.review_by) as review_by_name,
  published_version, ${CHANGED_SQL} as changed_languages, publish_at, unpublish_at, schedule_error`;

/** Rows written before items remembered their variant say 'default': they are in the kind's base shape. */
export const STORED_BASE_VARIANT = 'default';

/** The variant name a reader sees: a stored 'default' is the kind's own base variant name. */
export function wireVariant(stored: string, baseVariant: string): string {
  return stored === STORED_BASE_VARIANT ? baseVariant : stored;
}

/** One row as the API sends it. */
export function toWire(row: ItemRow, baseVariant: string): WireItem {
  return {
    ...row.data,
    id: row.id,
    version: row.version,
    state: itemState(row),
    is_published: row.is_published,
    is_archived: row.is_archived,
    position: row.position,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    variant: wireVariant(row.variant, baseVariant),
    review: reviewOf(row),
    published_version: row.published_version,
    has_changes: row.changed_languages.length > 0,
    changed_languages: row.changed_languages,
    publish_at: row.publish_at === null ? null : isoTime(row.publish_at),
    unpublish_at: row.unpublish_at === null ? null : isoTime(row.unpublish_at),
    schedule_error: row.schedule_error,
  };
}

/** The row's open review as the wire carries it; null when none is open. */
function reviewOf(row: ItemRow): ItemReview | null {
  if (!row.review) return null;
  return {
    state: row.review,
    comment: row.review_comment,
    by: row.review_by === null ? null : { id: row.review_by, name: row.review_by_name ?? '' },
    at: isoTime(row.review_at ?? row.updated_at),
  };
}

/** `itemState` in SQL, over the columns of the items row aliased `alias` ('' for the bare table). */
export function stateSql(alias: string): string {
  const c = alias ? `${alias}.` : '';
  return `case when ${c}is_archived then 'archived' when ${c}is_published then 'published' when ${c}was_published then 'unpublished' else 'active' end`;
}

const UTC_ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `reviewOf` in SQL: the reviewer's name looked up only for the rows under review. */
const REVIEW_SQL = `case when items.review is null then 'null'::jsonb else jsonb_build_object(
  'state', items.review, 'comment', items.review_comment,
  'by', (select jsonb_build_object('id', u.id, 'name', u.name) from users u where u.id = items.review_by),
  'at', ${UTC_ISO('coalesce(items.review_at, items.updated_at)')}) end`;

/** The lifecycle columns as a jsonb object, built in SQL; `$base` is the parameter holding the base variant name. */
function systemSql(base: string): string {
  return `jsonb_build_object(
  'id', id, 'version', version, 'is_published', is_published, 'is_archived', is_archived, 'position', position,
  'state', ${stateSql('')},
  'created_at', ${UTC_ISO('created_at')},
  'updated_at', ${UTC_ISO('updated_at')},
  'variant', case when variant = '${STORED_BASE_VARIANT}' then ${base}::text else variant end,
  'review', ${REVIEW_SQL},
  'published_version', published_version,
  'has_changes', cardinality(changed_languages) > 0,
  'changed_languages', to_jsonb(${CHANGED_SQL}),
  'publish_at', case when publish_at is null then null else ${UTC_ISO('publish_at')} end,
  'unpublish_at', case when unpublish_at is null then null else ${UTC_ISO('unpublish_at')} end,
  'schedule_error', schedule_error)`;
}

/**
 * The wire shape built inside the database, so long lists skip a JSON parse and re-stringify in Node.
 * Mirrors toWire/itemState; the API tests compare both paths. With `fields` (a parameter holding a
 * text[]), only those document properties are sent: the slim list. `data` is the document's SQL
 * expression (a language's top-level texts laid over the base: `data || t_top`).
 */
export function wireSql(base: string, fields?: string, data = 'data'): string {
  const doc = fields
    ? `coalesce((select jsonb_object_agg(f, ${data} -> f) from unnest(${fields}::text[]) as f where ${data} ? f), '{}'::jsonb)`
    : data;
  return `${doc} || ${systemSql(base)}`;
}
