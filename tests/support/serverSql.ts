import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestServer } from './startServer.ts';

/** Runs SQL straight against the server's database (PGlite: the server is stopped meanwhile and started again). */
export async function serverSql(server: TestServer, text: string, params: unknown[] = []): Promise<any[]> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try { return (await client.query(text, params)).rows; } finally { await client.end(); }
  }
  await server.stop();
  const db = new PGlite(join(server.dataDir, 'db'));
  try { return (await db.query(text, params)).rows; } finally { await db.close(); await server.restart(); }
}
