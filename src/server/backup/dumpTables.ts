import type { Db } from '../db/Db.ts';
import { schemaVersion } from '../db/migrate.ts';

/** A logical copy of every table of the current schema, taken in one transaction. */
export interface TableDump {
  schemaVersion: number;
  /** Table name → its rows as JSON lines (one `to_jsonb(row)` per line). */
  tables: Map<string, string>;
  /** Sequence name → where it stands, so restored ids continue where they were. */
  sequences: Record<string, { last_value: string; is_called: boolean }>;
  counts: { companies: number; users: number; items: number };
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The base tables of the schema the server uses, by name. */
export async function schemaTables(db: Db): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c
      where c.relkind in ('r', 'p') and c.relnamespace = current_schema()::regnamespace order by c.relname`);
  return rows.map((r) => r.name);
}

/** The sequences of that schema (identity columns' and the server's own). */
export async function schemaSequences(db: Db): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c
      where c.relkind = 'S' and c.relnamespace = current_schema()::regnamespace order by c.relname`);
  return rows.map((r) => r.name);
}

async function countOf(db: Db, table: string, tables: string[]): Promise<number> {
  if (!tables.includes(table)) return 0;
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${ident(table)}`);
  return row.n;
}

/**
 * Reads every table in one repeatable-read transaction. On PGlite a transaction holds the one
 * connection, so no write runs in between: the copy is one moment of the database; on PostgreSQL the
 * snapshot gives the same. Rows travel as JSON so any engine (and any later schema, via migrations) restores them.
 */
export async function dumpTables(db: Db): Promise<TableDump> {
  return db.transaction(async (tx) => {
    await tx.exec('set transaction isolation level repeatable read, read only');
    const names = await schemaTables(tx);
    const tables = new Map<string, string>();
    for (const name of names) {
      const rows = await tx.query<{ r: string }>(`select to_jsonb(t)::text as r from ${ident(name)} t`);
      tables.set(name, rows.map((row) => `${row.r}\n`).join(''));
    }
    const sequences: TableDump['sequences'] = {};
    for (const name of await schemaSequences(tx)) {
      const [row] = await tx.query<{ last_value: string; is_called: boolean }>(`select last_value::text as last_value, is_called from ${ident(name)}`);
      sequences[name] = row;
    }
    return {
      schemaVersion: await schemaVersion(tx),
      tables,
      sequences,
      counts: {
        companies: await countOf(tx, 'companies', names),
        users: await countOf(tx, 'users', names),
        items: await countOf(tx, 'items', names),
      },
    };
  });
}
