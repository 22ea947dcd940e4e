import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDatabaseImage, databaseImageDir } from '../../src/server/db/databaseImage.ts';
import { latestSchemaVersion, schemaVersion } from '../../src/server/db/migrate.ts';
import { openDatabase } from '../../src/server/db/openDatabase.ts';
import { readConfig } from '../../src/server/config.ts';
import { copyTree, type TreeCopy } from '../support/treeCopy.ts';

// A new DATA_DIR starts from the database image `npm ci` prepared, not from an initdb of its own;
// an image made before the migrations changed must be noticed and not used, or the database would miss them.
// (Every test server's template is itself a first start from the image: tests/support/globalSetup.ts.)
const ROOT = resolve(import.meta.dirname, '../..');
const SLOW = 180_000;
const CREATING = 'Database: creating a new one';

describe('the prepared database image', () => {
  let tree: TreeCopy | undefined;
  const dirs: string[] = [];
  const newDataDir = () => { const d = mkdtempSync(join(tmpdir(), 'tourbench-image-')); dirs.push(d); return d; };
  const said = () => vi.mocked(console.log).mock.calls.map((c) => c.join(' ')).join('\n');

  // `npm ci` made it through `prepare`; an install with --ignore-scripts has none, so make it here (once).
  beforeAll(async () => { await buildDatabaseImage(ROOT); }, SLOW);
  afterEach(() => { vi.restoreAllMocks(); });
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    tree?.remove();
  });

  it('is what a new data folder begins from: no database created there, the schema current', async () => {
    vi.spyOn(console, 'log');
    const opened = await openDatabase(readConfig({ DATA_DIR: newDataDir() }), 'test');
    try {
      expect(await schemaVersion(opened.db)).toBe(latestSchemaVersion());
    } finally { await opened.close(); }
    expect(said()).not.toContain(CREATING);
  }, SLOW);

  it('is noticed as stale when a migration changed since it was made: the database is created and runs the changed migration', async () => {
    tree = copyTree();
    // node_modules is linked, so the copy sees the same image; its first migration now creates one table more.
    expect(databaseImageDir(tree.dir)).toBe(join(tree.dir, 'node_modules/.cache/tourbench/db-image'));
    appendFileSync(join(tree.dir, 'src/server/db/migrations/001_init.sql'), '\ncreate table image_probe (id integer primary key);\n');
    // The copy's own modules: their migrations folder is the changed one.
    const copy = await import(pathToFileURL(join(tree.dir, 'src/server/db/openDatabase.ts')).href) as typeof import('../../src/server/db/openDatabase.ts');
    const copyConfig = await import(pathToFileURL(join(tree.dir, 'src/server/config.ts')).href) as typeof import('../../src/server/config.ts');
    vi.spyOn(console, 'log');
    const opened = await copy.openDatabase(copyConfig.readConfig({ DATA_DIR: newDataDir() }), 'test');
    try {
      // With the stale image the changed 001 would count as applied and this table would be missing.
      const [row] = await opened.db.query<{ present: boolean }>(`select to_regclass('image_probe') is not null as present`);
      expect(row.present).toBe(true);
    } finally { await opened.close(); }
    expect(said()).toContain(CREATING);
    expect(said()).toContain('the prepared database image is stale');
  }, SLOW);
});
