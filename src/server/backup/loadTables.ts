import type { Db } from '../db/Db.ts';
import { BackupFormatError } from '../errors/backupFormatError.ts';
import { schemaSequences, schemaTables, type TableDump } from './dumpTables.ts';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
// Rows per INSERT: big enough to be quick, small enough to keep one statement's parameter modest.
const BATCH = 500;

/** Parents before children, by the foreign keys between the tables, so no constraint needs switching off. */
async function insertOrder(db: Db, tables: string[]): Promise<string[]> {
  const edges = await db.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = current_schema()::regnamespace and c.oid <> p.oid`);
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (t: string) => {
    if (state.get(t) === 'done') return;
    if (state.get(t) === 'visiting') throw new Error(`Foreign keys form a cycle through ${t}`);
    state.set(t, 'visiting');
    for (const e of edges) if (e.child === t && tables.includes(e.parent)) visit(e.parent);
    state.set(t, 'done');
    order.push(t);
  };
  for (const t of tables) visit(t);
  return order;
}

async function insertableColumns(db: Db, table: string): Promise<string[]> {
  // Generated columns compute themselves; every other column comes from the backup.
  const rows = await db.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`, [ident(table)]);
  return rows.map((r) => r.name);
}

/**
 * Replaces the contents of every table with the backup's rows, in one transaction, on a database
 * migrated to the backup's schema version (so the columns match). Ids are kept and every sequence
 * continues where it stood. Tables the migrations fill (languages) are emptied first, and triggers
 * stay off while the rows go in (the rows they derive are in the backup already).
 */
export async function loadTables(db: Db, dump: Pick<TableDump, 'tables' | 'sequences'>): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = (await schemaTables(tx)).filter((t) => t !== 'schema_migrations');
    const unknown = [...dump.tables.keys()].filter((t) => t !== 'schema_migrations' && !existing.includes(t));
    if (unknown.length) throw new BackupFormatError(`The backup holds tables this schema version does not have (${unknown.join(', ')}): the file is damaged.`);
    if (existing.length) await tx.exec(`truncate table ${existing.map(ident).join(', ')}`);
    // The rows are restored as they were, including what triggers derived from them: triggers must not add to them.
    for (const table of existing) await tx.exec(`alter table ${ident(table)} disable trigger user`);
    for (const table of await insertOrder(tx, existing)) {
      const lines = (dump.tables.get(table) ?? '').split('\n').filter((l) => l.trim());
      if (!lines.length) continue;
      const cols = (await insertableColumns(tx, table)).map(ident).join(', ');
      for (let i = 0; i < lines.length; i += BATCH) {
        let batch: unknown[];
        try {
          batch = lines.slice(i, i + BATCH).map((l) => JSON.parse(l));
        } catch {
          throw new BackupFormatError(`The backup’s rows of table ${table} are not valid JSON: the file is damaged.`);
        }
        await tx.query(
          `insert into ${ident(table)} (${cols}) overriding system value
           select ${cols} from jsonb_populate_recordset(null::${ident(table)}, $1::jsonb)`, [JSON.stringify(batch)]);
      }
    }
    for (const table of existing) await tx.exec(`alter table ${ident(table)} enable trigger user`);
    const sequences = await schemaSequences(tx);
    for (const [name, at] of Object.entries(dump.sequences)) {
      if (!sequences.includes(name)) continue;
      await tx.query('select setval($1::regclass, $2::bigint, $3)', [ident(name), at.last_value, at.is_called]);
    }
  });
}
