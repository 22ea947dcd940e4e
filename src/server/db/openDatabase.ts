import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { Db } from './Db.ts';
import { copyDatabaseImage } from './databaseImage.ts';
import { lockDataDir } from './dataDirLock.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './openPglite.ts';
import { openPgliteThread } from './pgliteThread.ts';

/** An open, migrated database plus the way to let go of it (closing and releasing the lock). */
export interface OpenDatabase {
  db: Db;
  close(): Promise<void>;
}

/** Opens PostgreSQL when DATABASE_URL is set, else the locked embedded PGlite under DATA_DIR, and migrates. */
export async function openDatabase(config: ServerConfig, holder: string): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    // pg loads only when PostgreSQL is used: the embedded database's start skips it.
    const { openPostgres } = await import('./openPostgres.ts');
    const db = await openPostgres(config.databaseUrl);
    await migrate(db);
    return { db, close: () => db.close() };
  }
  const release = lockDataDir(config.dataDir, holder);
  try {
    const dbDir = join(config.dataDir, 'db');
    // A new data folder starts from the prepared image (no initdb here); without a current one, PGlite creates it as before.
    if (!existsSync(dbDir)) {
      const problem = !config.pglite.image ? 'TOURBENCH_DB_IMAGE=off' : copyDatabaseImage(config.rootDir, dbDir);
      if (problem) console.log(`Database: creating a new one in ${dbDir}, which takes a few seconds: ${problem}.`);
    }
    // The server's database runs on a thread of its own (pgliteThread.ts); PGLITE_THREAD=main keeps it on this one.
    const db = config.pglite.thread ? await openPgliteThread(dbDir, config.pglite.settings) : await openPglite(dbDir, config.pglite.settings);
    await migrate(db);
    return { db, async close() { await db.close(); release(); } };
  } catch (err) {
    release();
    throw err;
  }
}
