import type { Db } from '../db/Db.ts';
import type { TranslatedField } from '../../core/translatable.ts';

/** A language's stored fields of one item: path → text and the base text it translates. */
export type TranslationFields = Record<string, TranslatedField>;

/** One stored translation row. */
export interface TranslationRow {
  item_id: number;
  kind: string;
  language_code: string;
  fields: TranslationFields;
  base_version: number;
}

/** What `save` writes beside the fields. */
export interface TranslationMeta {
  /** The list title in this language, when it differs from the base one. */
  title?: string;
  /** The item's version the translation was saved against. */
  baseVersion: number;
}

// Reads lay top-level texts over the document in SQL and the rest (inside keyed children) in Node.
function split(fields: TranslationFields): { top: Record<string, string>; nested: Record<string, string> | null } {
  const top: Record<string, string> = {};
  const nested: Record<string, string> = {};
  for (const [path, f] of Object.entries(fields)) (path.includes('/') ? nested : top)[path] = f.text;
  return { top, nested: Object.keys(nested).length ? nested : null };
}

/** Every read and write of translations, scoped by company like the item store. */
export function createTranslationStore(db: Db) {
  return {
    /** One item's fields in one language ({} when it has none). */
    async get(companyId: number, kind: string, itemId: number, language: string): Promise<TranslationFields> {
      const rows = await db.query<{ fields: TranslationFields }>(
        'select fields from translations where company_id = $1 and kind = $2 and item_id = $3 and language_code = $4', [companyId, kind, itemId, language]);
      return rows[0]?.fields ?? {};
    },
    /** Every translation of an item (all languages). */
    async ofItem(companyId: number, kind: string, itemId: number): Promise<TranslationRow[]> {
      return db.query<TranslationRow>(
        'select item_id, kind, language_code, fields, base_version from translations where company_id = $1 and kind = $2 and item_id = $3',
        [companyId, kind, itemId]);
    },
    /** Every translation of a company in the given languages, optionally of one kind. */
    async ofCompany(companyId: number, languages: readonly string[], kind?: string): Promise<TranslationRow[]> {
      return db.query<TranslationRow>(
        `select item_id, kind, language_code, fields, base_version from translations
          where company_id = $1 and language_code = any($2::text[])${kind ? ' and kind = $3' : ''}`,
        kind ? [companyId, languages, kind] : [companyId, languages]);
    },
    /** Replaces one item's fields in one language; no fields left removes the row. */
    async save(companyId: number, kind: string, itemId: number, language: string, fields: TranslationFields, meta: TranslationMeta): Promise<void> {
      if (!Object.keys(fields).length) {
        await db.query('delete from translations where company_id = $1 and kind = $2 and item_id = $3 and language_code = $4', [companyId, kind, itemId, language]);
        return;
      }
      const { top, nested } = split(fields);
      await db.query(
        `insert into translations (company_id, kind, item_id, language_code, fields, top, nested, title, base_version)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (item_id, language_code) do update set fields = excluded.fields, top = excluded.top, nested = excluded.nested,
           title = excluded.title, base_version = excluded.base_version, updated_at = now()`,
        [companyId, kind, itemId, language, JSON.stringify(fields), JSON.stringify(top), nested && JSON.stringify(nested), meta.title ?? null, meta.baseVersion]);
    },
    /** Deletes a language's translations of a company; answers how many items had one. */
    async purge(companyId: number, language: string): Promise<number> {
      return (await db.query('delete from translations where company_id = $1 and language_code = $2 returning 1', [companyId, language])).length;
    },
  };
}

/** The store built by `createTranslationStore`. */
export type TranslationStore = ReturnType<typeof createTranslationStore>;
