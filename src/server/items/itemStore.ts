import type { Db } from '../db/Db.ts';
import type { KindRecord } from '../../core/defineKind.ts';
import { itemState, type LifecycleAction } from '../../core/lifecycle.ts';

interface ItemRow {
  id: number;
  data: KindRecord;
  version: number;
  position: number;
  is_published: boolean;
  was_published: boolean;
  is_archived: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

/** An item as the API sends it: the document plus its lifecycle columns. */
export type WireItem = KindRecord & { id: number; version: number; state: string };

const COLUMNS = 'id, data, version, position, is_published, was_published, is_archived, created_at, updated_at';

function toWire(row: ItemRow): WireItem {
  const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
  return {
    ...row.data,
    id: row.id,
    version: row.version,
    state: itemState(row),
    is_published: row.is_published,
    is_archived: row.is_archived,
    position: row.position,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Filters of a list query. */
export interface ListOptions {
  includeArchived: boolean;
  query?: string;
}

function listFilter(companyId: number, kind: string, opts: ListOptions): [string, unknown[]] {
  const params: unknown[] = [companyId, kind];
  let where = 'company_id = $1 and kind = $2';
  if (!opts.includeArchived) where += ' and not is_archived';
  if (opts.query) {
    params.push(`%${opts.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where += ` and title ilike $${params.length}`;
  }
  return [where, params];
}

function titleOf(doc: KindRecord): string {
  const t = doc.title ?? doc.name ?? doc.navn ?? '';
  return typeof t === 'string' ? t.slice(0, 500) : '';
}

// Each action as one UPDATE; publishing also clears is_archived because publishing an archived item restores it first (SPEC §4).
const ACTION_SQL: Record<Exclude<LifecycleAction, 'destroy'>, string> = {
  publish: 'is_published = true, was_published = true, is_archived = false',
  'un-publish': 'is_published = false',
  delete: 'is_archived = true, is_published = false',
  restore: 'is_archived = false',
};

// The wire shape built inside the database, so long lists skip a JSON parse and re-stringify in Node.
// Mirrors toWire/itemState; the API tests compare both paths.
const WIRE_SQL = `data || jsonb_build_object(
  'id', id, 'version', version, 'is_published', is_published, 'is_archived', is_archived, 'position', position,
  'state', case when is_archived then 'archived' when is_published then 'published' when was_published then 'unpublished' else 'active' end,
  'created_at', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'updated_at', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/** Every read and write of items, always scoped by company and kind: the one place tenancy is enforced. */
export function createItemStore(db: Db) {
  return {
    async list(companyId: number, kind: string, opts: ListOptions) {
      const [where, params] = listFilter(companyId, kind, opts);
      const rows = await db.query<ItemRow>(`select ${COLUMNS} from items where ${where} order by position, id`, params);
      return rows.map(toWire);
    },
    /** The same list as a JSON array string, serialised by the database (the hot path of every list screen). */
    async listJson(companyId: number, kind: string, opts: ListOptions): Promise<string> {
      const [where, params] = listFilter(companyId, kind, opts);
      const rows = await db.query<{ json: string }>(
        `select coalesce(json_agg(${WIRE_SQL} order by position, id), '[]')::text as json from items where ${where}`, params);
      return rows[0].json;
    },
    async get(companyId: number, kind: string, id: number) {
      const rows = await db.query<ItemRow>(`select ${COLUMNS} from items where company_id = $1 and kind = $2 and id = $3`, [companyId, kind, id]);
      return rows[0] && toWire(rows[0]);
    },
    async create(companyId: number, kind: string, doc: KindRecord) {
      const rows = await db.query<ItemRow>(
        `insert into items (company_id, kind, data, title, position)
         values ($1, $2, $3, $4, coalesce((select max(position) + 1 from items where company_id = $1 and kind = $2), 0))
         returning ${COLUMNS}`,
        [companyId, kind, JSON.stringify(doc), titleOf(doc)],
      );
      return toWire(rows[0]);
    },
    /** Replaces the document only when `version` is still current; `stale` carries the stored item otherwise. */
    async update(companyId: number, kind: string, id: number, version: number, doc: KindRecord) {
      const rows = await db.query<ItemRow>(
        `update items set data = $5, title = $6, version = version + 1, updated_at = now()
          where company_id = $1 and kind = $2 and id = $3 and version = $4 returning ${COLUMNS}`,
        [companyId, kind, id, version, JSON.stringify(doc), titleOf(doc)],
      );
      if (rows[0]) return { item: toWire(rows[0]) };
      return { stale: await this.get(companyId, kind, id) };
    },
    async act(companyId: number, kind: string, id: number, action: Exclude<LifecycleAction, 'destroy'>) {
      const rows = await db.query<ItemRow>(
        `update items set ${ACTION_SQL[action]}, version = version + 1, updated_at = now()
          where company_id = $1 and kind = $2 and id = $3 returning ${COLUMNS}`,
        [companyId, kind, id],
      );
      return rows[0] && toWire(rows[0]);
    },
    async destroy(companyId: number, kind: string, id: number) {
      return (await db.query('delete from items where company_id = $1 and kind = $2 and id = $3 returning id', [companyId, kind, id])).length > 0;
    },
    /** Sets positions in the order given; false when any id is not this company's item of this kind. */
    async reorder(companyId: number, kind: string, ids: number[]) {
      return db.transaction(async (tx) => {
        const found = await tx.query('select id from items where company_id = $1 and kind = $2 and id = any($3::int[])', [companyId, kind, ids]);
        if (found.length !== new Set(ids).size) return false;
        await tx.query(
          `update items i set position = o.ord - 1, version = version + 1, updated_at = now()
             from unnest($3::int[]) with ordinality as o(id, ord)
            where i.id = o.id and i.company_id = $1 and i.kind = $2`,
          [companyId, kind, ids],
        );
        return true;
      });
    },
  };
}

/** The store built by `createItemStore`. */
export type ItemStore = ReturnType<typeof createItemStore>;
