import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/server/db/Db.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { openPglite } from '../../src/server/db/openPglite.ts';
import { TEMPLATE_ENV } from './templates.ts';

/**
 * The real SQL on a real embedded database in this process: a copy of the seeded test template (globalSetup),
 * migrated to this tree, opened before the file's tests and removed after them. Read `db` inside tests only.
 */
export function templateCopy(name: string): { readonly db: Db } {
  let db: Db | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    const template = process.env[TEMPLATE_ENV.pglite];
    if (!template) throw new Error('no PGlite test template (globalSetup prepares it)');
    dir = mkdtempSync(join(process.env[TEMPLATE_ENV.runDir] ?? tmpdir(), `${name}-`));
    cpSync(join(template, 'db'), join(dir, 'db'), { recursive: true });
    db = await openPglite(join(dir, 'db'));
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return { get db() { if (!db) throw new Error('the template copy is open only inside tests'); return db; } };
}
