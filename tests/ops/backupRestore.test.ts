import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { fileForm, tinyPng } from '../support/mediaSamples.ts';
import { relationsOf } from '../support/kindCapabilities.ts';
import { DEMO, kindWith } from '../support/kindRegistry.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { labelled, sampleDoc } from '../support/sampleDoc.ts';
import { runAdmin } from '../support/runAdmin.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases, createDatabaseFromTemplate, TEMPLATE_ENV } from '../support/templates.ts';

const WRITERS = 4;
// Each step runs CLI processes that create an embedded database (initdb) on a shared 2-core machine.
const SLOW = 300_000;
/** The writers' kind: the registry's first plain one. */
const PAGES = `/api/${PLAIN_KIND.api.entity}`;
/** A kind a walk can be simulated over (trigger zones, or a walk through its relation's targets). */
const WALKED = kindWith((k) => !!k.place?.triggers || relationsOf(k).some((r) => r.relation.map))!;
const REVIEW_COMMENT = 'Shorten the walk before it goes out';

/** Writers that create and update items of the plain kind until stopped, noting every acknowledged version. */
function startWriters(client: ApiClient) {
  const acked = new Map<number, number>();
  const failures: string[] = [];
  let stopped = false;
  const note = (id: number, version: number) => acked.set(id, Math.max(acked.get(id) ?? 0, version));
  const writer = async (w: number) => {
    for (let n = 0; !stopped; n++) {
      const created = await client.post(PAGES, plainDoc(`Writer ${w} page ${n}`));
      if (created.status !== 201 && created.status !== 200) { failures.push(`create ${created.status} ${JSON.stringify(created.body)}`); continue; }
      let { id, version } = created.body.data as { id: number; version: number };
      note(id, version);
      for (let u = 0; u < 3 && !stopped; u++) {
        const updated = await client.post(`${PAGES}/update/${id}`, { ...plainDoc(`Writer ${w} page ${n} v${u}`), version });
        if (updated.status !== 200) { failures.push(`update ${updated.status} ${JSON.stringify(updated.body)}`); break; }
        version = updated.body.data.version;
        note(id, version);
      }
    }
  };
  const running = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  return {
    acked,
    failures,
    snapshot: () => new Map(acked),
    async stop() { stopped = true; await running; },
  };
}

const scratch = () => mkdtempSync(join(process.env[TEMPLATE_ENV.runDir] ?? tmpdir(), 'tourbench-restore-'));

describe.each(availableDatabases())('backup and restore on %s', (database) => {
  let source: TestServer;
  let restored: TestServer | undefined;
  const dirs: string[] = [];
  const uploads: { url: string; bytes: Uint8Array }[] = [];
  let before = new Map<number, number>();
  let restoreEnv: Record<string, string>;
  let archive: string;
  /** A saved walk simulation (its own table) of an item (a trip): it must come back with the item. */
  let simulation: { trip: number; id: number };

  beforeAll(async () => {
    source = await startServer({ database });
    const client = api(source, await source.login());
    for (let i = 0; i < 3; i++) {
      // Distinct bytes per file (and more than one stream chunk), so a mix-up or a cut file shows.
      const bytes = Buffer.concat([tinyPng(), randomBytes(150_000 + i)]);
      const res = await client.post('/api/media', fileForm(bytes, `photo-${i}.png`, 'image/png'));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      uploads.push({ url: res.body.data.url, bytes });
    }
    const walked = await client.post(`/api/${WALKED.api.entity}`, labelled(WALKED, await sampleDoc({ client, company: DEMO }, WALKED), 'Simulated walk'));
    expect(walked.status, JSON.stringify(walked.body)).toBe(201);
    const trip = walked.body.data.id as number;
    const saved = await client.post('/api/simulations', { kind: WALKED.id, id: trip, name: 'Before the backup', events: [],
      input: { path: [[0, 59.91, 10.73]], accuracy: 20, seed: 7, beacons: [], inRange: [] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    simulation = { trip, id: saved.body.data.simulation.id };
    // A review returned with a comment: the item's review columns and the revision's comment come back.
    expect((await client.get(`/api/${WALKED.api.entity}/submit-review/${trip}`)).status).toBe(200);
    expect((await client.get(`/api/${WALKED.api.entity}/return-review/${trip}?comment=${encodeURIComponent(REVIEW_COMMENT)}`)).status).toBe(200);
    const writers = startWriters(client);
    while (writers.acked.size < 8) await new Promise((r) => setTimeout(r, 50));
    dirs.push(archive = join(scratch(), 'backup.tar.gz'));
    before = writers.snapshot();
    const backup = await runAdmin(['backup', archive], source.env);
    const during = writers.acked.size;
    await writers.stop();
    expect(backup.code, backup.stderr + source.output().slice(-2000)).toBe(0);
    expect(backup.stdout).toMatch(/Backed up \d+ companies, \d+ users, \d+ items and 3 media files/);
    // The writers kept going while the command ran: the copy was taken under write load.
    expect(during).toBeGreaterThan(before.size);
    expect(writers.failures).toEqual([]);

    const dataDir = scratch();
    dirs.push(dataDir);
    restoreEnv = { DATA_DIR: dataDir, ...(database === 'postgres' ? { DATABASE_URL: await createDatabaseFromTemplate(false) } : {}) };
 }, SLOW);
  afterAll(async () => {
    await restored?.close();
    await source?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('restores into an empty target, saying what it restored', async () => {
    const r = await runAdmin(['restore', archive], restoreEnv);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Restored \d+ companies, \d+ items and 3 media files/);
  }, SLOW);

  it('has every item acknowledged before the backup, every media file and working sign-ins', async () => {
    restored = await startServer({ dataDir: restoreEnv.DATA_DIR, fromTemplate: false, env: restoreEnv });
    const client = api(restored, await restored.login());
    expect(before.size).toBeGreaterThan(0);
    for (const [id, version] of before) {
      const res = await client.get(`${PAGES}/${id}`);
      expect(res.status, `item ${id}`).toBe(200);
      expect(res.body.data.items.version, `item ${id}`).toBeGreaterThanOrEqual(version);
    }
    for (const u of uploads) {
      const res = await fetch(restored.url + u.url);
      expect(res.status, u.url).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(u.bytes)), u.url).toBe(true);
    }
    const sims = await client.get(`/api/simulations?kind=${WALKED.id}&id=${simulation.trip}`);
    expect(sims.body.data?.simulations.map((x: { id: number; name: string }) => [x.id, x.name])).toEqual([[simulation.id, 'Before the backup']]);
    const walked = (await client.get(`/api/${WALKED.api.entity}/${simulation.trip}`)).body.data.items;
    expect(walked.review).toMatchObject({ state: 'returned', comment: REVIEW_COMMENT, by: { name: expect.any(String) } });
    expect((await client.get(`/api/${WALKED.api.entity}/${simulation.trip}/revisions`)).body.data.revisions[0]).toMatchObject({ action: 'return-review', comment: REVIEW_COMMENT });
    // The backup route takes the operator secret from DATA_DIR, not a staff session.
    const asStaff = await client.get('/api/operator/backup');
    expect(asStaff.status).toBe(database === 'pglite' ? 401 : 404);
    expect(asStaff.headers.get('content-type')).toMatch(/json/);
    // A new item gets a fresh id: the id sequences continued where the backup left them.
    const fresh = await client.post(PAGES, plainDoc('After restore'));
    expect(fresh.status).toBe(201);
    expect(fresh.body.data.id).toBeGreaterThan(Math.max(...before.keys()));
  }, SLOW);

  it('refuses a running or non-empty target without --force, and replaces it with --force', async () => {
    const busy = await runAdmin(['restore', archive], restoreEnv);
    expect(busy.code).not.toBe(0);
    expect(busy.stderr).toMatch(/running|connection|stop/i);
    await restored!.stop();

    const refused = await runAdmin(['restore', archive], restoreEnv);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/not empty.*--force/s);

    // With no server running, the command copies the database itself.
    const offline = await runAdmin(['backup', join(restoreEnv.DATA_DIR, 'offline.tar.gz')], restoreEnv);
    expect(offline.code, offline.stderr).toBe(0);
    expect(offline.stdout).toMatch(/Backed up \d+ companies, \d+ users, \d+ items and 3 media files/);
    expect(offline.stdout).not.toMatch(/running server/);

    const forced = await runAdmin(['restore', archive, '--force'], restoreEnv);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/Restored \d+ companies, \d+ items and 3 media files/);
    await restored!.restart();
    const client = api(restored!, await restored!.login());
    // The page written after the backup is gone again: the target now holds exactly the backup.
    const pages = await client.get(PAGES, { 'x-include-archived': '1' });
    expect(pages.status).toBe(200);
    expect(JSON.stringify(pages.body)).not.toContain('After restore');
    const [id, version] = [...before][0];
    expect((await client.get(`${PAGES}/${id}`)).body.data.items.version).toBeGreaterThanOrEqual(version);
  }, SLOW);
});

/** A gzipped tar with these entries, as a backup is laid out. */
function archiveOf(entries: Record<string, string>): Promise<Buffer> {
  const pack = tar.pack();
  for (const [name, text] of Object.entries(entries)) pack.entry({ name }, text);
  pack.finalize();
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((ok, fail) => {
    pack.on('data', (c) => { chunks.push(c as Buffer); });
    pack.on('end', () => ok(gzipSync(Buffer.concat(chunks))));
    pack.on('error', fail);
  });
}

describe('backup files that cannot be restored', () => {
  const dirs: string[] = [];
  afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

  it('refuses a file that is not a backup, a cut one, one from a newer schema and a missing one, touching nothing', async () => {
    const dir = scratch();
    dirs.push(dir);
    const manifest = { format: 'tourbench-backup', formatVersion: 1, engine: 'pglite', database: 'tables', schemaVersion: 1, createdAt: new Date().toISOString(), counts: { companies: 1, users: 0, items: 0, mediaFiles: 0 } };
    const whole = await archiveOf({ 'manifest.json': JSON.stringify(manifest), 'database/tables/companies.jsonl': `${JSON.stringify({ id: 1, slug: 'x', name: 'X' })}\n`.repeat(2000) });
    writeFileSync(join(dir, 'notes.txt'), 'just some text');
    writeFileSync(join(dir, 'cut.tar.gz'), whole.subarray(0, Math.floor(whole.length / 2)));
    writeFileSync(join(dir, 'future.tar.gz'), await archiveOf({ 'manifest.json': JSON.stringify({ ...manifest, schemaVersion: 100_000 }), 'database/tables/companies.jsonl': '' }));
    writeFileSync(join(dir, 'other.tar.gz'), await archiveOf({ 'manifest.json': JSON.stringify({ format: 'something-else' }) }));
    const target = { DATA_DIR: join(dir, 'data') };
    for (const [file, message] of [
      ['notes.txt', /not a complete Tourbench backup/],
      ['cut.tar.gz', /not a complete Tourbench backup/],
      ['future.tar.gz', /newer than this Tourbench knows/],
      ['other.tar.gz', /not a Tourbench backup/],
      ['nothing-here.tar.gz', /no file/i],
    ] as const) {
      const r = await runAdmin(['restore', join(dir, file)], target);
      expect(r.code, file).toBe(1);
      expect(r.stderr, file).toMatch(message);
    }
    expect(existsSync(join(dir, 'data', 'db'))).toBe(false);
  });
});
