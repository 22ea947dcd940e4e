import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { Db } from './Db.ts';
import { lockDataDir } from './dataDirLock.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './openPglite.ts';
import { openPostgres } from './openPostgres.ts';

/** An open, migrated database plus the way to let go of it (closing and releasing the lock). */
export interface OpenDatabase {
  db: Db;
  close(): Promise<void>;
}

/** Opens PostgreSQL when DATABASE_URL is set, else the locked embedded PGlite under DATA_DIR, and migrates. */
export async function openDatabase(config: ServerConfig, holder: string): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl);
    await migrate(db);
    return { db, close: () => db.close() };
  }
  const release = lockDataDir(config.dataDir, holder);
  try {
    const db = await openPglite(join(config.dataDir, 'db'));
    await migrate(db);
    return { db, async close() { await db.close(); release(); } };
  } catch (err) {
    release();
    throw err;
  }
}
