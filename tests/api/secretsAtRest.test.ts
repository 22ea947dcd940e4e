import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../support/companies.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';

const DUMP_SQL = `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`;

/** Every row of every public table as JSON text: what someone holding a copy of the database would see. */
async function dumpDatabase(server: TestServer): Promise<string> {
  const rowsOf = async (query: (sql: string) => Promise<{ rows: any[] }>) => {
    const tables = (await query(DUMP_SQL)).rows.map((r) => r.table_name as string);
    expect(tables.length).toBeGreaterThan(0);
    const parts: string[] = [];
    for (const t of tables) parts.push(...(await query(`select row_to_json(x)::text as j from "${t}" x`)).rows.map((r) => r.j));
    return parts.join('\n');
  };
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try { return await rowsOf((sql) => client.query(sql)); } finally { await client.end(); }
  }
  await server.stop(); // PGlite: one process per data dir
  const db = new PGlite(join(server.dataDir, 'db'));
  try { return await rowsOf((sql) => db.query(sql)); } finally { await db.close(); }
}

describe.each(availableDatabases())('secrets at rest on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer({ database }); });
  afterAll(async () => { await server?.close(); });

  it('stores neither session tokens nor passwords in a readable form', async () => {
    const token = await server.login();
    const dump = await dumpDatabase(server);
    expect(dump).toContain(DEMO_COMPANY.email);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(DEMO_COMPANY.password);
    expect(dump).not.toContain(Buffer.from(token).toString('base64'));
  });
});
