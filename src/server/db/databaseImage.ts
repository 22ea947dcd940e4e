import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { knownMigrations, migrate, MIGRATIONS_DIR } from './migrate.ts';
import { openPglite } from './openPglite.ts';

/**
 * A prepared embedded database: PGlite's initdb plus every migration, made once (`npm ci` runs it through
 * the `prepare` script) and copied into a new DATA_DIR instead of creating one there. initdb in WASM is
 * the first start's ~3 s and ~900 MB peak; a copy is a few tens of MB of files. It lives in
 * node_modules/.cache, so a fresh install makes a fresh one and git never carries it.
 */
export function databaseImageDir(rootDir: string): string {
  return join(rootDir, 'node_modules', '.cache', 'tourbench', 'db-image');
}

const KEY_FILE = 'image-key';

/**
 * What the image must match to be used: the PGlite version (its PostgreSQL and on-disk format) and the
 * name and text of every migration. A migration added or edited, or PGlite upgraded, makes it stale.
 */
export function databaseImageKey(): string {
  const hash = createHash('sha256');
  // The package's exports hide package.json; its entry is in dist/ beside it. createRequire, not
  // import.meta.resolve: the test runner's module loader (which hosts the server in-process) has no import.meta.resolve.
  const pglitePackage = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update(`pglite ${JSON.parse(readFileSync(pglitePackage, 'utf8')).version}\n`);
  for (const { file } of knownMigrations()) hash.update(`${file}\n${readFileSync(join(MIGRATIONS_DIR, file))}\n`);
  return hash.digest('hex');
}

/** Why an image cannot be used, in words; undefined when it can. */
export function databaseImageProblem(rootDir: string): string | undefined {
  const dir = databaseImageDir(rootDir);
  if (!existsSync(join(dir, KEY_FILE))) return 'there is no prepared database image (npm run prepare makes one)';
  if (readFileSync(join(dir, KEY_FILE), 'utf8').trim() !== databaseImageKey()) {
    return 'the prepared database image is stale (the migrations or PGlite changed since npm run prepare made it)';
  }
  return undefined;
}

/**
 * Makes the image: a new PGlite database in a scratch folder, migrated and closed cleanly, then moved into
 * place with its key, so a reader never sees half of one. Returns false when a current image is already there.
 */
export async function buildDatabaseImage(rootDir: string): Promise<boolean> {
  if (!databaseImageProblem(rootDir)) return false;
  const dir = databaseImageDir(rootDir);
  const scratch = `${dir}.building-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  try {
    const key = databaseImageKey();
    const db = await openPglite(join(scratch, 'db'));
    try { await migrate(db); } finally { await db.close(); }
    writeFileSync(join(scratch, KEY_FILE), `${key}\n`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(scratch, dir);
    return true;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Copies a current image to `dbDir` (which must not exist yet) and returns undefined, or returns why not
 * (no image, stale image) and copies nothing: the caller then lets PGlite create the database as before.
 */
export function copyDatabaseImage(rootDir: string, dbDir: string): string | undefined {
  const problem = databaseImageProblem(rootDir);
  if (problem) return problem;
  // Copied beside and renamed into place: a copy cut short never looks like a database.
  const partial = `${dbDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(dirname(dbDir), { recursive: true });
  cpSync(join(databaseImageDir(rootDir), 'db'), partial, { recursive: true });
  renameSync(partial, dbDir);
  return undefined;
}
