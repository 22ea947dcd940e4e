import type { KindRecord } from '../../core/defineKind.ts';
import type { Db } from '../db/Db.ts';
import type { TranslationFields } from '../translations/translationStore.ts';

/** Reads and writes of published versions (migration 021): what visitors get of a live item, apart from its working copy. */

/**
 * Stores the item's working copy (its row as it is now, and every translation) as its published
 * version, replacing the one before; `by`: who published (null: nobody named). The row must exist.
 */
export async function storePublished(db: Db, companyId: number, itemId: number, by: number | null): Promise<void> {
  await db.query(
    `insert into published_items (item_id, company_id, kind, version, title, variant, data, published_at, published_by)
     select id, company_id, kind, version, title, variant, data, updated_at, $3 from items where company_id = $1 and id = $2
     on conflict (item_id) do update set version = excluded.version, title = excluded.title, variant = excluded.variant,
       data = excluded.data, published_at = excluded.published_at, published_by = excluded.published_by`,
    [companyId, itemId, by]);
  await db.query('delete from published_translations where company_id = $1 and item_id = $2', [companyId, itemId]);
  await db.query(
    `insert into published_translations (item_id, company_id, kind, language_code, fields, top, nested, title, base_version)
     select item_id, company_id, kind, language_code, fields, top, nested, title, base_version
       from translations where company_id = $1 and item_id = $2`,
    [companyId, itemId]);
}

/** Drops the item's published version (its texts go with it): visitors no longer get it. */
export async function dropPublished(db: Db, companyId: number, itemId: number): Promise<void> {
  await db.query('delete from published_items where company_id = $1 and item_id = $2', [companyId, itemId]);
}

/**
 * Sets the item's working copy (document, title, variant, translations) back to its published version;
 * the version moves on so open editors see the change, and a review of the discarded changes ends with
 * them. False when the item has no published version.
 */
export async function restorePublished(db: Db, companyId: number, kind: string, itemId: number): Promise<boolean> {
  const rows = await db.query(
    `update items i set data = p.data, title = p.title, variant = p.variant, version = i.version + 1, updated_at = now(),
            review = null, review_comment = null, review_by = null, review_at = null
       from published_items p
      where p.item_id = i.id and i.company_id = $1 and i.kind = $2 and i.id = $3 returning i.id`,
    [companyId, kind, itemId]);
  if (!rows.length) return false;
  await db.query('delete from translations where company_id = $1 and item_id = $2', [companyId, itemId]);
  await db.query(
    `insert into translations (company_id, kind, item_id, language_code, fields, top, nested, title, base_version)
     select company_id, kind, item_id, language_code, fields, top, nested, title, base_version
       from published_translations where company_id = $1 and item_id = $2`,
    [companyId, itemId]);
  return true;
}

/** One language's published texts of an item ({} when it has none: not live, or not translated when published). */
export async function publishedFields(db: Db, companyId: number, kind: string, itemId: number, language: string): Promise<TranslationFields> {
  const rows = await db.query<{ fields: TranslationFields }>(
    'select fields from published_translations where company_id = $1 and kind = $2 and item_id = $3 and language_code = $4',
    [companyId, kind, itemId, language]);
  return rows[0]?.fields ?? {};
}

/** An item's published document and working document, with each one's texts per language (path → text). */
export interface PublishedPair {
  published: { data: KindRecord; translations: Record<string, Record<string, string>> };
  working: { data: KindRecord; translations: Record<string, Record<string, string>> };
}

// A translations table's rows of one item as language → { path → text } (what a revision keeps).
const TEXTS = (table: string) => `(select coalesce(jsonb_object_agg(t.language_code,
    (select coalesce(jsonb_object_agg(f.key, f.value -> 'text'), '{}'::jsonb) from jsonb_each(t.fields) f)), '{}'::jsonb)
   from ${table} t where t.item_id = i.id)`;

/** The item's published version beside its working copy, in one query; undefined when it is not the company's or has no published version. */
export async function publishedPair(db: Db, companyId: number, kind: string, itemId: number): Promise<PublishedPair | undefined> {
  const [row] = await db.query<{ p_data: KindRecord; p_texts: PublishedPair['published']['translations']; w_data: KindRecord; w_texts: PublishedPair['working']['translations'] }>(
    `select p.data as p_data, ${TEXTS('published_translations')} as p_texts, i.data as w_data, ${TEXTS('translations')} as w_texts
       from items i join published_items p on p.item_id = i.id
      where i.company_id = $1 and i.kind = $2 and i.id = $3`,
    [companyId, kind, itemId]);
  return row && { published: { data: row.p_data, translations: row.p_texts }, working: { data: row.w_data, translations: row.w_texts } };
}
