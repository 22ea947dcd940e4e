import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCompanySettings } from '../../src/server/users/accounts.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import type { Db } from '../../src/server/db/Db.ts';
import { knownMigrations, latestSchemaVersion, migrate, schemaVersion } from '../../src/server/db/migrate.ts';
import { openPglite } from '../../src/server/db/openPglite.ts';
import { openPostgres } from '../../src/server/db/openPostgres.ts';
import { api } from '../support/api.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases, createDatabaseFromTemplate, TEMPLATE_ENV } from '../support/templates.ts';

/** The schema version the old database is left at: translations exist, activity and later do not. */
const OLD_VERSION = 4;
/** The last version with the activity log, which revisions (011) replaced. */
const ACTIVITY_VERSION = 10;
const CURATOR = { email: 'curator@museum.test', password: 'Exhibit-keeper-1' };

/** What the old database holds, with the ids it got. */
interface OldData {
  page: number;
  trip: number;
  run: number;
}

/** Rows written with SQL of the schema as it was at migration 004: a company, its admin, items, a reference link, a translation. */
async function fillOldSchema(db: Db): Promise<OldData> {
  const [company] = await db.query<{ id: number }>(
    `insert into companies (slug, name, settings) values ('museum', 'Old Museum', $1) returning id`,
    [JSON.stringify(defaultCompanySettings('Old Museum', ['en', 'es']))]);
  await db.query(`insert into users (company_id, email, name, password_hash) values ($1, $2, 'Curator', $3)`,
    [company.id, CURATOR.email, await hashPassword(CURATOR.password)]);
  const item = async (kind: string, data: object, title: string, version = 1) => (await db.query<{ id: number }>(
    `insert into items (company_id, kind, data, title, version, is_published, was_published)
     values ($1, $2, $3, $4, $5, true, true) returning id`, [company.id, kind, JSON.stringify(data), title, version]))[0].id;
  const page = await item('web_page', { title: 'Harbour history', url: 'https://example.org/harbour' }, 'Harbour history', 3);
  const trip = await item('trip', { title: 'Harbour walk' }, 'Harbour walk');
  const run = await item('tour_run', { trip_id: trip, starts_at: '2030-05-01T10:00:00Z', group_size: 12, guide_name: 'Ada' }, 'Ada', 2);
  await db.query(
    `insert into links (company_id, owner_kind, owner_id, sort, name, target_kind, target_id, on_destroy)
     values ($1, 'tour_run', $2, 'ref', 'trip_id', 'trip', $3, 'restrict')`, [company.id, run, trip]);
  await db.query(
    `insert into translations (company_id, kind, item_id, language_code, fields, top, base_version)
     values ($1, 'web_page', $2, 'es', $3, $4, 3)`,
    [company.id, page, JSON.stringify({ title: { text: 'Historia del puerto', source: 'Harbour history' } }), JSON.stringify({ title: 'Historia del puerto' })]);
  return { page, trip, run };
}

describe.each(availableDatabases())('upgrading a database left at migration 004 on %s', (database) => {
  let dataDir: string;
  let env: Record<string, string>;
  let old: OldData;
  let server: TestServer | undefined;
  const open = () => (env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(join(dataDir, 'db')));

  beforeAll(async () => {
    dataDir = mkdtempSync(join(process.env[TEMPLATE_ENV.runDir] ?? tmpdir(), 'tourbench-upgrade-'));
    env = { DATA_DIR: dataDir, ...(database === 'postgres' ? { DATABASE_URL: await createDatabaseFromTemplate(false) } : {}) };
    const db = await open();
    try {
      await migrate(db, { upTo: OLD_VERSION });
      expect(await schemaVersion(db)).toBe(OLD_VERSION);
      old = await fillOldSchema(db);
      // Then on to the activity log's schema, where the curator's edits of the page were logged.
      await migrate(db, { upTo: ACTIVITY_VERSION });
      await db.query(
        `insert into activity (company_id, kind, item_id, title, action, user_id, at)
         select company_id, 'web_page', $1, 'Harbour history', a.action, id, a.at from users,
                (values ('create', now() - interval '2 days'), ('update', now() - interval '1 day')) as a(action, at)`, [old.page]);
    } finally {
      await db.close();
    }
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts the real server on it, which migrates to the latest version once each', async () => {
    expect(latestSchemaVersion()).toBeGreaterThan(OLD_VERSION);
    server = await startServer({ dataDir, fromTemplate: false, env });
    await server.stop();
    const db = await open();
    try {
      expect(await schemaVersion(db)).toBe(latestSchemaVersion());
      const rows = await db.query<{ version: number }>('select version from schema_migrations order by version');
      // Every known migration recorded once, none skipped after the old ones.
      expect(rows.map((r) => r.version)).toEqual(knownMigrations().map((m) => m.version));
    } finally {
      await db.close();
    }
  });

  it('finds the old data intact through the API: sign-in, items, the reference and the translation', async () => {
    await server!.restart();
    const login = await api(server!).post('/api/login', CURATOR);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const client = api(server!, login.body.access_token);
    expect((await client.post('/api/user/web')).body.data.company).toMatchObject({ slug: 'museum', name: 'Old Museum' });

    const page = await client.get(`/api/web_page/${old.page}`);
    expect(page.status).toBe(200);
    expect(page.body.data.items).toMatchObject({ id: old.page, title: 'Harbour history', url: 'https://example.org/harbour', version: 3 });
    expect((await client.get(`/api/web_page/${old.page}`, { 'x-language-code': 'es' })).body.data.items.title).toBe('Historia del puerto');
    // A live item migrates with nothing to publish: what visitors get is what it is, in every language.
    expect(page.body.data.items).toMatchObject({ published_version: 3, has_changes: false, changed_languages: [] });
    expect((await client.get(`/api/web_page/${old.page}/published`, { 'x-language-code': 'es' })).body.data.item).toMatchObject({ title: 'Historia del puerto', version: 3 });
    expect((await client.get(`/api/web_page/${old.page}/changes`)).body.data.changes).toEqual([]);

    // The activity log became the page's first revisions: the older one without a document, the newest
    // holding what the page is; the trip, which nobody logged, begins with its present document.
    const history = (await client.get(`/api/web_page/${old.page}/revisions`)).body.data.revisions;
    expect(history.map((r: { n: number; action: string; has_document: boolean }) => [r.n, r.action, r.has_document])).toEqual([[2, 'update', true], [1, 'create', false]]);
    expect(history[0]).toMatchObject({ version: 3, user: { email: CURATOR.email }, state: 'published' });
    const newest = (await client.get(`/api/web_page/${old.page}/revisions/2`)).body.data.revision;
    expect(newest).toMatchObject({ document: { title: 'Harbour history', url: 'https://example.org/harbour' }, translations: { es: { title: 'Historia del puerto' } } });
    expect((await client.get(`/api/trip/${old.trip}/revisions`)).body.data.revisions).toEqual([expect.objectContaining({ n: 1, action: 'create', has_document: true, user: null })]);
    // The dashboard's feed still shows the logged edits, and not the items nobody logged.
    const recent = (await client.get('/api/overview')).body.data.recent;
    expect(recent.map((r: { id: number; action: string }) => [r.id, r.action])).toEqual([[old.page, 'update'], [old.page, 'create']]);

    const run = await client.get(`/api/tour_run/${old.run}`);
    expect(run.body.data.items).toMatchObject({ trip_id: old.trip, guide_name: 'Ada', version: 2 });
    const usedBy = await client.get(`/api/trip/${old.trip}/used-by`);
    expect(usedBy.body.data.used_by).toEqual([expect.objectContaining({ kind: 'tour_run', id: old.run, via: 'trip_id' })]);

    // Written to after the upgrade, the old item moves on from its old version.
    const saved = await client.post(`/api/web_page/update/${old.page}`, { title: 'Harbour history (new)', url: 'https://example.org/harbour', version: 3 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.version).toBe(4);
    expect(saved.body.data).toMatchObject({ published_version: 3, has_changes: true, changed_languages: ['en'] });
    await server!.stop();
  });

  it('refuses to start on a database a newer Tourbench has migrated, saying so', async () => {
    const db = await open();
    try {
      await db.query('insert into schema_migrations (version) values ($1)', [latestSchemaVersion() + 1]);
    } finally {
      await db.close();
    }
    await expect(startServer({ dataDir, fromTemplate: false, env })).rejects.toThrow(/newer Tourbench/);
  });
});
