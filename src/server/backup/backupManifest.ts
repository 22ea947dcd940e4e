import { MEDIA_TYPES, type MediaType } from '../../core/apiConventions.ts';
import { MEDIA_FILE_NAME } from '../media/MediaStore.ts';
import { BackupFormatError } from '../errors/backupFormatError.ts';

/** What a backup archive says about itself (`manifest.json`, the archive's first entry). */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** Which engine the database part came from; decides how it is restored. */
  engine: 'pglite' | 'postgres';
  /** `tables`: one JSON-lines file per table (any engine restores it); `pg_dump`: a pg_dump custom-format file. */
  database: 'tables' | 'pg_dump';
  /** The last migration applied to the database when it was copied. */
  schemaVersion: number;
  createdAt: string;
  counts: { companies: number; users: number; items: number; mediaFiles: number };
}

/** Names inside the archive. */
export const BACKUP_FORMAT = 'tourbench-backup';
/** The archive layout this code writes; it reads this one and older ones. */
export const BACKUP_FORMAT_VERSION = 1;
/** The first entry of every archive. */
export const MANIFEST_ENTRY = 'manifest.json';
/** The pg_dump custom-format file of a PostgreSQL backup. */
export const PG_DUMP_ENTRY = 'database/postgres.dump';
/** Sequence positions of a `tables` backup. */
export const SEQUENCES_ENTRY = 'database/sequences.json';
/** Prefix of the per-table JSON-lines files of a `tables` backup (`database/tables/<name>.jsonl`). */
export const TABLE_ENTRY_PREFIX = 'database/tables/';
/** Prefix of media files (`media/<type>/<file>`). */
export const MEDIA_ENTRY_PREFIX = 'media/';

/** The archive name of a media file. */
export function mediaEntryName(type: MediaType, file: string): string {
  return `${MEDIA_ENTRY_PREFIX}${type}/${file}`;
}

/** Type and file of a media entry name, or undefined when the name is not one (no path can be smuggled in). */
export function parseMediaEntryName(name: string): { type: MediaType; file: string } | undefined {
  const [prefix, type, file, ...rest] = name.split('/');
  if (`${prefix}/` !== MEDIA_ENTRY_PREFIX || rest.length || !(MEDIA_TYPES as readonly string[]).includes(type) || !MEDIA_FILE_NAME.test(file ?? '')) return undefined;
  return { type: type as MediaType, file };
}

/** The table name of a table entry, or undefined. */
export function parseTableEntryName(name: string): string | undefined {
  const m = /^database\/tables\/([a-z_][a-z0-9_]*)\.jsonl$/.exec(name);
  return m?.[1];
}

const count = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * Checks a manifest's JSON and that this code can restore it: a known format version and a schema
 * no newer than `latestSchema` (a newer backup needs the newer code that wrote it).
 */
export function parseManifest(text: string, latestSchema: number): BackupManifest {
  let m: Partial<BackupManifest>;
  try {
    m = JSON.parse(text);
  } catch {
    throw new BackupFormatError('The backup’s manifest.json is not valid JSON: the file is damaged.');
  }
  if (!m || typeof m !== 'object' || m.format !== BACKUP_FORMAT) throw new BackupFormatError('This is not a Tourbench backup (its manifest.json names another format).');
  if (!count(m.formatVersion) || m.formatVersion! < 1) throw new BackupFormatError('The backup’s manifest.json has no valid formatVersion: the file is damaged.');
  if (m.formatVersion! > BACKUP_FORMAT_VERSION) {
    throw new BackupFormatError(`This backup uses archive format ${m.formatVersion}, newer than this Tourbench reads (${BACKUP_FORMAT_VERSION}). Restore it with the Tourbench version that made it, or a newer one.`);
  }
  if ((m.engine !== 'pglite' && m.engine !== 'postgres') || (m.database !== 'tables' && m.database !== 'pg_dump') || !count(m.schemaVersion) || typeof m.createdAt !== 'string' || !m.counts) {
    throw new BackupFormatError('The backup’s manifest.json is incomplete: the file is damaged.');
  }
  if (m.schemaVersion! > latestSchema) {
    throw new BackupFormatError(`This backup was made at database schema version ${m.schemaVersion}, newer than this Tourbench knows (${latestSchema}). Restore it with the Tourbench version that made it, or a newer one.`);
  }
  return m as BackupManifest;
}
