import type { Db } from '../db/Db.ts';
import type { KindRecord, ResolvedKind } from '../../core/defineKind.ts';
import type { LifecycleAction } from '../../core/lifecycle.ts';
import { dropPublished, storePublished } from './publishedVersions.ts';
import { COLUMNS, STORED_BASE_VARIANT, toWire, wireSql, type ItemRow, type WireItem } from './wireSql.ts';

export type { WireItem } from './wireSql.ts';

/**
 * A kind as the store needs it: just its id, or the kind as the writing client runs it — then the
 * store also knows the list title (`list.toListItem`), the variant to record and the base variant name
 * a stored 'default' reads as. A bare id writes title '' and variant 'default'.
 */
export type StoreKind = string | Pick<ResolvedKind, 'id' | 'variant' | 'defaultVariant' | 'list'>;

const idOf = (k: StoreKind) => (typeof k === 'string' ? k : k.id);
const baseOf = (k: StoreKind) => (typeof k === 'string' ? STORED_BASE_VARIANT : k.defaultVariant ?? STORED_BASE_VARIANT);
const variantOf = (k: StoreKind) => (typeof k === 'string' ? STORED_BASE_VARIANT : k.variant);

// The title column serves search and reference badges; the kind's own list item decides what it is.
function titleOf(k: StoreKind, doc: KindRecord): string {
  if (typeof k === 'string') return '';
  const t = k.list.toListItem(doc).title;
  return typeof t === 'string' ? t.slice(0, 500) : '';
}

/** Filters of a list query. */
export interface ListOptions {
  includeArchived: boolean;
  query?: string;
  /** Send only these document properties (the slim list); absent: the whole document. */
  fields?: readonly string[];
  /** A content language other than the base: its texts are laid over the base document. */
  language?: string;
  /**
   * Published items only, as visitors get them: each one's published version (document, title, variant,
   * texts; `updated_at` is when it was published), never the working copy. For the delivery API.
   */
  publishedOnly?: boolean;
  /** Only these items (a list read model re-reading the ones that changed). */
  ids?: readonly number[];
}

/** A listed item's id with a stamp that changes whenever its list entry may (see `listStamps`). */
export interface ListStamp {
  id: number;
  stamp: string;
}

/**
 * What visitors get of live items (migration 021), in the shape of the items table and under its name:
 * the published document, title, variant and time (as `updated_at`) beside the row's lifecycle columns.
 * Its `stamp` moves only when a publish does, so a working-copy save re-renders no delivered entry.
 */
const PUBLISHED_ITEMS = `(select i.id, i.company_id, i.kind, p.data, p.title, i.position, p.version, i.is_published, i.was_published, i.is_archived,
  p.variant, i.created_at, p.published_at as updated_at, i.review, i.review_comment, i.review_by, i.review_at,
  i.published_version, i.changed_languages, i.publish_at, i.unpublish_at, i.schedule_error, p.xmin::text as stamp
  from items i join published_items p on p.item_id = i.id) items`;

// A language's translation beside each row, under names no items column has (the filters stay unqualified);
// the published texts (`published_translations`) beside the published version.
const TRANSLATED = (rows: string, param: string, table: string) => `${rows} left join lateral (
  select top as t_top, nested as t_nested, title as t_title, xmin::text as t_xmin from ${table} tr
   where tr.item_id = items.id and tr.language_code = ${param}) t on true`;

function listFilter(companyId: number, kind: StoreKind, opts: ListOptions): [string, unknown[], string] {
  const params: unknown[] = [companyId, idOf(kind)];
  let from = opts.publishedOnly ? PUBLISHED_ITEMS : 'items';
  if (opts.language) {
    params.push(opts.language);
    from = TRANSLATED(from, `$${params.length}`, opts.publishedOnly ? 'published_translations' : 'translations');
  }
  let where = 'company_id = $1 and kind = $2';
  if (!opts.includeArchived) where += ' and not is_archived';
  if (opts.publishedOnly) where += ' and is_published';
  if (opts.ids) {
    params.push(opts.ids);
    where += ` and id = any($${params.length}::int[])`;
  }
  if (opts.query) {
    params.push(`%${opts.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    // In a language, its list title and its `title` field are found too (the base title still is: untranslated items keep it).
    const q = `$${params.length}`;
    where += opts.language ? ` and (title ilike ${q} or t_title ilike ${q} or t_top ->> 'title' ilike ${q})` : ` and title ilike ${q}`;
  }
  return [where, params, from];
}

/** Texts inside keyed children per item id, for the caller to lay over (the SQL merges top-level texts only). */
export type NestedTexts = Record<string, Record<string, string>>;

// Publishing decides an item's review, and an archived item is no longer up for one: both end it.
const END_REVIEW = 'review = null, review_comment = null, review_by = null, review_at = null';

// Each action as one UPDATE; publishing also clears is_archived because publishing an archived item restores it first (SPEC §4),
// and a failed scheduled action's reason: the item is out now, so the failure no longer needs anyone's attention.
// A publish makes the working copy the published version (the version this update produces); leaving
// the live state drops the published version (see `act`).
const ACTION_SQL: Record<Exclude<LifecycleAction, 'destroy'>, string> = {
  publish: `is_published = true, was_published = true, is_archived = false, schedule_error = null, ${END_REVIEW}, published_version = version + 1, changed_languages = '{}'`,
  'un-publish': `is_published = false, published_version = null, changed_languages = '{}'`,
  delete: `is_archived = true, is_published = false, ${END_REVIEW}, published_version = null, changed_languages = '{}'`,
  restore: 'is_archived = false',
};

/** `['pages']`, key prop `id`, key 7 → `{"pages":[{"id":7}]}`: a jsonb containment pattern finding the holder of a child. */
function childPattern(arrayPath: readonly string[], keyProp: string, key: string | number): string {
  let pattern: unknown = [{ [keyProp]: key }];
  for (const part of [...arrayPath].reverse()) pattern = { [part]: pattern };
  return JSON.stringify(pattern);
}

/** Every read and write of items, always scoped by company and kind: the one place tenancy is enforced. */
export function createItemStore(db: Db) {
  const store = {
    /** The database this store runs on (a transaction's, inside `inTransaction`), for the link queries that sit beside it. */
    db,
    async list(companyId: number, kind: StoreKind, opts: ListOptions) {
      return (await store.listIn(companyId, kind, opts)).items;
    },
    /** The list with, in a language, the texts inside keyed children still to lay over (`nested`). */
    async listIn(companyId: number, kind: StoreKind, opts: ListOptions): Promise<{ items: WireItem[]; nested: NestedTexts }> {
      const [where, params, from] = listFilter(companyId, kind, opts);
      const extra = opts.language ? ', t_top, t_nested' : '';
      const rows = await db.query<ItemRow & { t_top?: KindRecord | null; t_nested?: Record<string, string> | null }>(
        `select ${COLUMNS}${extra} from ${from} where ${where} order by position, id`, params);
      const nested: NestedTexts = {};
      const items = rows.map((r) => {
        if (r.t_nested) nested[r.id] = r.t_nested;
        return toWire(r.t_top ? { ...r, data: { ...r.data, ...r.t_top } } : r, baseOf(kind));
      });
      return { items, nested };
    },
    /**
     * The list's items in order, each with a stamp of what its entry is made of: the row's transaction
     * (xmin: any update of the row moves it, reorders too), its translation's in a language, and its
     * reviewer's (whose name a review shows). Stamps come from the database, so equal in every process.
     */
    async listStamps(companyId: number, kind: StoreKind, opts: ListOptions): Promise<ListStamp[]> {
      const [where, params, from] = listFilter(companyId, kind, opts);
      const translated = opts.language ? " || '/' || coalesce(t_xmin, '')" : '';
      // One text for the whole list: a thousand rows cost PGlite far more to hand over one by one.
      const rowStamp = opts.publishedOnly ? 'items.stamp' : 'items.xmin::text';
      const rows = await db.query<{ stamps: string | null }>(
        `select string_agg(id::text || ' ' || ${rowStamp}${translated}
             || case when review_by is null then '' else coalesce('/' || (select u.xmin::text from users u where u.id = items.review_by), '') end,
           ',' order by position, id) as stamps
           from ${from} where ${where}`, params);
      const stamps = rows[0]?.stamps;
      if (!stamps) return [];
      return stamps.split(',').map((s) => {
        const at = s.indexOf(' ');
        return { id: Number(s.slice(0, at)), stamp: s.slice(at + 1) };
      });
    },
    /** The list's items one by one: each item's wire JSON text (serialised by the database), with the nested texts still to lay over in a language. */
    async listJsonRows(companyId: number, kind: StoreKind, opts: ListOptions): Promise<{ id: number; json: string; nested: Record<string, string> | null }[]> {
      const [where, params, from] = listFilter(companyId, kind, opts);
      params.push(baseOf(kind));
      const base = `$${params.length}`;
      let fields: string | undefined;
      if (opts.fields) {
        params.push(opts.fields);
        fields = `$${params.length}`;
      }
      const data = opts.language ? "(data || coalesce(t_top, '{}'::jsonb))" : undefined;
      const nested = opts.language ? 't_nested' : 'null::jsonb';
      const rows = await db.query<{ id: number; json: string; nested: Record<string, string> | null }>(
        `select id, (${wireSql(base, fields, data)})::text as json, ${nested} as nested from ${from} where ${where}`, params);
      return rows.map((r) => ({ id: Number(r.id), json: r.json, nested: r.nested }));
    },
    /** One item; with `lock`, the row stays locked until the surrounding transaction ends. */
    async get(companyId: number, kind: StoreKind, id: number, opts: { lock?: boolean } = {}): Promise<WireItem | undefined> {
      const rows = await db.query<ItemRow>(
        `select ${COLUMNS} from items where company_id = $1 and kind = $2 and id = $3${opts.lock ? ' for update' : ''}`, [companyId, idOf(kind), id]);
      return rows[0] && toWire(rows[0], baseOf(kind));
    },
    /** The item of this company and kind whose keyed array (a path without `*`) holds a child with that key. */
    async findByChild(companyId: number, kind: StoreKind, arrayPath: readonly string[], keyProp: string, key: string | number) {
      const rows = await db.query<ItemRow>(
        `select ${COLUMNS} from items where company_id = $1 and kind = $2 and data @> $3::jsonb order by id limit 1`,
        [companyId, idOf(kind), childPattern(arrayPath, keyProp, key)]);
      return rows[0] && toWire(rows[0], baseOf(kind));
    },
    async create(companyId: number, kind: StoreKind, doc: KindRecord) {
      const rows = await db.query<ItemRow>(
        `insert into items (company_id, kind, data, title, variant, position)
         values ($1, $2, $3, $4, $5, coalesce((select max(position) + 1 from items where company_id = $1 and kind = $2), 0))
         returning ${COLUMNS}`,
        [companyId, idOf(kind), JSON.stringify(doc), titleOf(kind, doc), variantOf(kind)],
      );
      return toWire(rows[0], baseOf(kind));
    },
    /** Replaces the document (and records the writer's variant) only when `version` is still current; `stale` carries the stored item otherwise. */
    async update(companyId: number, kind: StoreKind, id: number, version: number, doc: KindRecord): Promise<{ item?: WireItem; stale?: WireItem }> {
      const rows = await db.query<ItemRow>(
        `update items set data = $5, title = $6, variant = $7, version = version + 1, updated_at = now()
          where company_id = $1 and kind = $2 and id = $3 and version = $4 returning ${COLUMNS}`,
        [companyId, idOf(kind), id, version, JSON.stringify(doc), titleOf(kind, doc), variantOf(kind)],
      );
      if (rows[0]) return { item: toWire(rows[0], baseOf(kind)) };
      return { stale: await store.get(companyId, kind, id) };
    },
    /**
     * Replaces a document the caller holds locked, keeping title and variant (a system edit such as
     * clearing a destroyed reference): the version still moves on so open editors see the change.
     */
    async rewrite(companyId: number, kindId: string, id: number, doc: KindRecord) {
      await db.query(
        'update items set data = $4, version = version + 1, updated_at = now() where company_id = $1 and kind = $2 and id = $3',
        [companyId, kindId, id, JSON.stringify(doc)]);
    },
    /**
     * Takes a lifecycle action on the row. A publish also stores the working copy as the published
     * version (by `by`), an un-publish or archive drops it: run it in a transaction.
     */
    async act(companyId: number, kind: StoreKind, id: number, action: Exclude<LifecycleAction, 'destroy'>, by: number | null = null) {
      const rows = await db.query<ItemRow>(
        `update items set ${ACTION_SQL[action]}, version = version + 1, updated_at = now()
          where company_id = $1 and kind = $2 and id = $3 returning ${COLUMNS}`,
        [companyId, idOf(kind), id],
      );
      if (!rows[0]) return undefined;
      if (action === 'publish') await storePublished(db, companyId, id, by);
      else if (action !== 'restore') await dropPublished(db, companyId, id);
      return toWire(rows[0], baseOf(kind));
    },
    /**
     * One live item as visitors get it: its published version (document, title, variant; `updated_at`
     * is when it was published) with the row's lifecycle columns; undefined when it has none.
     */
    async getPublished(companyId: number, kind: StoreKind, id: number): Promise<WireItem | undefined> {
      const rows = await db.query<ItemRow>(
        `select ${COLUMNS} from ${PUBLISHED_ITEMS} where company_id = $1 and kind = $2 and id = $3`, [companyId, idOf(kind), id]);
      return rows[0] && toWire(rows[0], baseOf(kind));
    },
    /** Deletes the row only; links pointing at it must be gone first (see links/destroyItem.ts). */
    async destroy(companyId: number, kind: StoreKind, id: number) {
      return (await db.query('delete from items where company_id = $1 and kind = $2 and id = $3 returning id', [companyId, idOf(kind), id])).length > 0;
    },
    /**
     * Puts the given items in the order given, in the places they hold among all the kind's items:
     * items not named (archived ones a list hides) keep theirs, so a list may send only what it shows.
     * The whole list given gives it that order outright. False when any id is not this company's item of this kind.
     * The order is not part of any document: versions and "last saved" stay, so an author's open item still saves.
     * `moved` runs in the transaction with the items whose place in the kind's order changed (their live events).
     */
    async reorder(companyId: number, kind: StoreKind, ids: number[], moved?: (tx: Db, ids: number[]) => Promise<void>) {
      return db.transaction(async (tx) => {
        const order = async () => (await tx.query<{ id: number }>('select id from items where company_id = $1 and kind = $2 order by position, id', [companyId, idOf(kind)])).map((r) => Number(r.id));
        // Every row of the kind, locked in one order: two syncs of different subsets then queue instead of
        // deadlocking, and each renumbers from the other's committed positions.
        const all = await tx.query<{ id: number }>('select id from items where company_id = $1 and kind = $2 order by id for update', [companyId, idOf(kind)]);
        const mine = new Set(all.map((r) => Number(r.id)));
        if (!ids.every((id) => mine.has(id)) || new Set(ids).size !== ids.length) return false;
        const before = moved ? await order() : undefined;
        // Positions 0..n-1 first (creates and earlier partial syncs may leave gaps or ties), so each item holds a place of its own.
        await tx.query(
          `update items i set position = r.rn - 1
             from (select id, row_number() over (order by position, id) as rn from items where company_id = $1 and kind = $2) r
            where i.id = r.id and i.company_id = $1 and i.kind = $2 and i.position <> r.rn - 1`,
          [companyId, idOf(kind)],
        );
        await tx.query(
          `with slots as (
             select position, row_number() over (order by position) as rn
               from items where company_id = $1 and kind = $2 and id = any($3::int[]))
           update items i set position = s.position
             from unnest($3::int[]) with ordinality as o(id, ord)
             join slots s on s.rn = o.ord
            where i.id = o.id and i.company_id = $1 and i.kind = $2`,
          [companyId, idOf(kind), ids],
        );
        if (moved) {
          const now = await order();
          const at = new Map(before!.map((id, i) => [id, i]));
          const changed = now.filter((id, i) => at.get(id) !== i);
          if (changed.length) await moved(tx, changed);
        }
        return true;
      });
    },
  };
  return store;
}

/** The store built by `createItemStore`. */
export type ItemStore = ReturnType<typeof createItemStore>;

/** Runs `fn` with a store (and its `db`) bound to one transaction; rolls back when it throws. */
export function inTransaction<T>(store: ItemStore, fn: (tx: ItemStore) => Promise<T>): Promise<T> {
  return store.db.transaction((t) => fn(createItemStore(t)));
}
