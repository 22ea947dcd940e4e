import { createReadStream, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { fileForm, tinyJpeg, tinyPng } from '../support/mediaSamples.ts';
import { phoneJpeg } from '../support/phoneMedia.ts';
import { runAdmin } from '../support/runAdmin.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases, createDatabaseFromTemplate, TEMPLATE_ENV } from '../support/templates.ts';

// Restore is an upload path too. A media file's name says what it is (the server named it
// by its bytes); an archive whose `….jpg` holds a PNG would put a PNG behind a JPEG-only picture field.

const scratch = () => mkdtempSync(join(process.env[TEMPLATE_ENV.runDir] ?? tmpdir(), 'tourbench-restore-media-'));

/** The archive's entries in order, each with its bytes. */
async function entriesOf(path: string): Promise<{ name: string; bytes: Buffer }[]> {
  const out: { name: string; bytes: Buffer }[] = [];
  const extract = tar.extract();
  const done = pipeline(createReadStream(path), createGunzip(), extract);
  for await (const entry of extract) {
    const parts: Buffer[] = [];
    for await (const chunk of entry) parts.push(chunk as Buffer);
    out.push({ name: entry.header.name, bytes: Buffer.concat(parts) });
  }
  await done;
  return out;
}

/** A gzipped tar of the entries. */
async function archiveOf(entries: { name: string; bytes: Buffer }[]): Promise<Buffer> {
  const pack = tar.pack();
  for (const e of entries) pack.entry({ name: e.name }, e.bytes);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const c of pack) chunks.push(c as Buffer);
  return gzipSync(Buffer.concat(chunks));
}

describe.each(availableDatabases())('restore checks media by content on %s', (database) => {
  const dirs: string[] = [];
  /** The server whose backups the tests restore: each test uploads what it needs and takes a backup of its own. */
  let source: TestServer;
  beforeAll(async () => { source = await startServer({ database }); }, 120_000);
  afterAll(async () => {
    await source?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('refuses an archive whose .jpg holds a PNG, naming the file and touching nothing', async () => {
    const client = api(source, await source.login());
    const up = await client.post('/api/media', fileForm(tinyJpeg(), 'photo.jpg', 'image/jpeg'));
    expect(up.status).toBe(201);
    const dir = scratch();
    dirs.push(dir);
    const archive = join(dir, 'backup.tar.gz');
    // The backup command reads its archive back whole: genuine media pass the same check.
    const backup = await runAdmin(['backup', archive], source.env);
    expect(backup.code, backup.stderr).toBe(0);

    const entries = await entriesOf(archive);
    const jpeg = entries.find((e) => e.name === `media/image/${up.body.data.file}`);
    expect(jpeg, entries.map((e) => e.name).join(', ')).toBeDefined();
    jpeg!.bytes = Buffer.from(tinyPng());
    const altered = join(dir, 'altered.tar.gz');
    writeFileSync(altered, await archiveOf(entries));

    const target = { DATA_DIR: join(dir, 'data'), ...(database === 'postgres' ? { DATABASE_URL: await createDatabaseFromTemplate(false) } : {}) };
    const r = await runAdmin(['restore', altered], target);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stderr).toContain(`media/image/${up.body.data.file}`);
    expect(r.stderr).toMatch(/is not what its name says \(its content is image\/png\)/);
    expect(existsSync(join(dir, 'data', 'db'))).toBe(false);
    expect(existsSync(join(dir, 'data', 'media')) ? readdirSync(join(dir, 'data', 'media')) : []).toEqual([]);
  }, 300_000);

  // A picture's pixels, crops and focal point live in media columns (migration 014).
  it.runIf(database === 'pglite')('brings back a picture\'s size, crops and focal point, and restores a backup taken before they existed', async () => {
    const dir = scratch();
    dirs.push(dir);
    const client = api(source, await source.login());
    const file: string = (await client.post('/api/media?expect=image', fileForm(await phoneJpeg(800, 600), 'photo.jpg', 'image/jpeg'))).body.data.file;
    const info: Record<string, unknown> = (await client.post(`/api/media/${file}`, { crop: { aspect: '1:1', x: 100, y: 0, width: 600, height: 600 }, focus: { x: 0.3, y: 0.6 } })).body.data;
    expect(info).toMatchObject({ width: 800, height: 600, aspect: '1:1', focus: { x: 0.3, y: 0.6 } });
    const backup = await runAdmin(['backup', join(dir, 'backup.tar.gz')], source.env);
    expect(backup.code, backup.stderr).toBe(0);
    const restoreAndRead = async (archive: string, name: string) => {
      const dataDir = join(dir, name);
      const r = await runAdmin(['restore', archive], { DATA_DIR: dataDir });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const server = await startServer({ dataDir, fromTemplate: false, env: { DATA_DIR: dataDir } });
      try {
        const client = api(server, await server.login());
        const res = await client.get(`/api/media/${file}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.data;
      } finally {
        await server.close();
      }
    };
    expect(await restoreAndRead(join(dir, 'backup.tar.gz'), 'now')).toEqual(info);

    // The same archive as a Tourbench before pictures (schema 13) wrote it: no such columns in its media rows.
    // Tables later migrations added (017's token_secrets, 018's live_events, 019's media_derivatives, 021's published versions,
    // 022's scheduled_jobs, 023's releases) were not in it either.
    const later = new Set(['database/tables/token_secrets.jsonl', 'database/tables/live_events.jsonl', 'database/tables/media_derivatives.jsonl',
      'database/tables/published_items.jsonl', 'database/tables/published_translations.jsonl',
      'database/tables/scheduled_jobs.jsonl', 'database/tables/releases.jsonl', 'database/tables/release_items.jsonl']);
    const entries = (await entriesOf(join(dir, 'backup.tar.gz'))).filter((e) => !later.has(e.name));
    for (const e of entries) {
      if (e.name === 'manifest.json') e.bytes = Buffer.from(JSON.stringify({ ...JSON.parse(e.bytes.toString()), schemaVersion: 13 }));
      if (e.name === 'database/tables/media.jsonl') {
        const rows = e.bytes.toString().split('\n').filter(Boolean).map((l) => JSON.parse(l));
        expect(rows.some((r) => r.file_name === file && r.width === 800)).toBe(true);
        e.bytes = Buffer.from(rows.map(({ width: _w, height: _h, duration: _d, crops: _c, crop_aspect: _a, focus: _f, ...old }) => `${JSON.stringify(old)}\n`).join(''));
      }
    }
    writeFileSync(join(dir, 'older.tar.gz'), await archiveOf(entries));
    // Its pictures are measured when first asked for; they have no crops yet.
    expect(await restoreAndRead(join(dir, 'older.tar.gz'), 'older')).toMatchObject({ file, width: 800, height: 600, duration: null, crops: {}, aspect: null, focus: null });
  }, 300_000);
});
