import type { Db } from '../db/Db.ts';

/** One stored derivative as the ledger records it: its name (DERIVED_FILE_NAME), whose picture and version, its bytes, when last served. */
export interface DerivativeRecord {
  name: string;
  companyId: number;
  file: string;
  version: string;
  size: number;
  /** Milliseconds since the epoch. */
  usedAt: number;
}

/** Records derivatives, or moves their last use later (a derivative stored before the ledger is adopted here). */
export async function recordDerivatives(db: Db, records: readonly DerivativeRecord[]): Promise<void> {
  if (!records.length) return;
  await db.query(
    `insert into media_derivatives (name, company_id, file_name, version, size, used_at)
       select r.name, r.company_id, r.file_name, r.version, r.size, to_timestamp(r.used_ms / 1000.0)
         from jsonb_to_recordset($1::jsonb) as r(name text, company_id integer, file_name text, version text, size integer, used_ms double precision)
     on conflict (name) do update set used_at = greatest(media_derivatives.used_at, excluded.used_at), size = excluded.size`,
    [JSON.stringify(records.map((r) => ({ name: r.name, company_id: r.companyId, file_name: r.file, version: r.version, size: r.size, used_ms: r.usedAt })))]);
}

/** The derivatives of a picture made for any other version than `current`. */
export async function otherVersionDerivatives(db: Db, file: string, current: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>('select name from media_derivatives where file_name = $1 and version <> $2', [file, current]);
  return rows.map((r) => r.name);
}

/** The company's derivatives past its first `maxBytes`, counted from the most recently used one, `keep` never among them. */
export async function derivativesOverBound(db: Db, companyId: number, maxBytes: number, keep: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select name from (
       select name, sum(size) over (order by used_at desc, name desc rows unbounded preceding) as running
         from media_derivatives where company_id = $1) r
      where running > $2 and name <> $3`, [companyId, maxBytes, keep]);
  return rows.map((r) => r.name);
}

/** Forgets derivatives (their files are gone). */
export async function forgetDerivatives(db: Db, names: readonly string[]): Promise<void> {
  if (names.length) await db.query('delete from media_derivatives where name = any($1::text[])', [names]);
}
