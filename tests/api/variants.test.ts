import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { runAdmin } from '../support/runAdmin.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';
import { kindWith } from '../support/kindRegistry.ts';

// tk_tour's base variant is `full`; company `other` chooses `compact` (title + required summary) in its patch file.
const TEST_KINDS = { TOURBENCH_EXTRA_KINDS: 'tests/kinds' };
const ROOT = resolve(import.meta.dirname, '../..');
const SYSTEM = ['id', 'version', 'state', 'is_published', 'is_archived', 'position', 'created_at', 'updated_at', 'variant', 'review', 'published_version', 'has_changes', 'changed_languages'];

describe.each(availableDatabases())('per-client variants on %s', (database) => {
  const s = signedInServer({ database, env: TEST_KINDS });

  it('holds the compact client to its variant: summary required, items marked compact', async () => {
    const bare = await s.other.post('/api/tk_tour', { title: 'Compact without summary' });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Summary is required');
    expect(bare.body.errors).toMatchObject([{ field: 'summary', message: 'Summary is required' }]);
    const ok = await s.other.post('/api/tk_tour', { title: 'Compact tour', summary: 'Short and sweet', pages: [{ title: 'Not in compact' }] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data).toMatchObject({ title: 'Compact tour', summary: 'Short and sweet', variant: 'compact' });
    expect(ok.body.data).not.toHaveProperty('pages');
    expect((await s.other.get(`/api/tk_tour/${ok.body.data.id}`)).body.data.items.variant).toBe('compact');
    const listed = (await s.other.get('/api/tk_tour')).body.data.items.find((t: any) => t.id === ok.body.data.id);
    expect(listed.variant).toBe('compact');
  });

  it('keeps the demo company on the full variant, where summary is not a field', async () => {
    const res = await s.client.post('/api/tk_tour', { title: 'Full tour', pages: [{ title: 'Page' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.variant).toBe('full');
    const got = (await s.client.get(`/api/tk_tour/${res.body.data.id}`)).body.data.items;
    expect(got.variant).toBe('full');
    const { refs: _refs, ...wire } = got;
    const listed = (await s.client.get('/api/tk_tour')).body.data.items.find((t: any) => t.id === res.body.data.id);
    expect(listed, 'the list (built in SQL) and the item agree').toEqual(wire);
    // Kinds without variants say 'default'.
    expect((await s.client.post('/api/tk_venue', { title: 'Plain' })).body.data.variant).toBe('default');
  });

  it('sends a slim list: the list fields plus lifecycle, the full list unchanged', async () => {
    const made = (await s.client.post('/api/tk_tour', { title: 'Slim tour', rating: 4, pages: [{ title: 'Heavy page' }] })).body.data;
    const slim = await s.client.get('/api/tk_tour?slim=1');
    expect(slim.status).toBe(200);
    expect(slim.body).toMatchObject({ code: 200, status: 'success' });
    const item = slim.body.data.items.find((t: any) => t.id === made.id);
    expect(Object.keys(item).sort()).toEqual(['title', ...SYSTEM].sort());
    expect(item).toMatchObject({ title: 'Slim tour', version: made.version, state: 'active', variant: 'full' });
    const full = (await s.client.get('/api/tk_tour')).body.data.items.find((t: any) => t.id === made.id);
    expect(full.pages).toHaveLength(1);
    // The compact client's slim list carries its own variant's list fields.
    const compact = (await s.other.get('/api/tk_tour?slim=1')).body.data.items;
    expect(compact.length).toBeGreaterThan(0);
    for (const t of compact) expect(Object.keys(t).filter((k) => !SYSTEM.includes(k)).sort()).toEqual(['summary', 'title']);
    // A kind that names no list fields sends whole documents.
    const whole = kindWith((k) => !k.list.fields);
    if (whole) {
      const { entity, listKey } = whole.api;
      const slimFirst = (await s.client.get(`/api/${entity}?slim=1`)).body.data[listKey][0];
      const fullFirst = (await s.client.get(`/api/${entity}`)).body.data[listKey][0];
      expect(Object.keys(slimFirst).sort(), whole.id).toEqual(Object.keys(fullFirst).sort());
    }
  });
});

describe.each(availableDatabases())('a client switching variant on %s', (database) => {
  const slug = `variant-${process.pid}-${database}`;
  const email = `editor@${slug}.test`;
  const password = 'Variant-password-1';
  const patchDir = join(ROOT, 'tests', 'kinds', 'schemas', 'clients', slug);
  let server: TestServer;
  let client: ApiClient;

  beforeAll(async () => {
    server = await startServer({ database, env: TEST_KINDS });
    await server.stop();
    for (const args of [['add-company', slug, 'Variant Tours'], ['add-user', slug, email, password]]) {
      const r = await runAdmin(args, server.env);
      expect(r.code, r.stderr).toBe(0);
    }
    await server.restart();
    client = api(server, await server.login(email, password));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(patchDir, { recursive: true, force: true });
  });

  it('still reads items of the old variant and moves one to the new variant when it is saved', async () => {
    const old = (await client.post('/api/tk_tour', { title: 'Written in full', pages: [{ title: 'P' }] })).body.data;
    expect(old.variant).toBe('full');
    // The client chooses the compact variant (read at start-up).
    mkdirSync(patchDir, { recursive: true });
    writeFileSync(join(patchDir, 'tk_tour.patch.tmp'), JSON.stringify({ variant: 'compact' }));
    renameSync(join(patchDir, 'tk_tour.patch.tmp'), join(patchDir, 'tk_tour.patch.json'));
    await server.restart();

    const got = await client.get(`/api/tk_tour/${old.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data.items).toMatchObject({ variant: 'full', pages: [{ title: 'P' }] });
    expect((await client.get('/api/tk_tour')).body.data.items.map((t: any) => t.variant)).toEqual(['full']);
    const { refs: _refs, ...item } = got.body.data.items;
    const unchanged = await client.post(`/api/tk_tour/update/${old.id}`, item);
    expect(unchanged.status, 'saved as it is, it lacks what the new variant needs').toBe(400);
    expect(unchanged.body.errors).toMatchObject([{ field: 'summary', message: 'Summary is required' }]);
    // Writes the author does not review in the editor refuse to convert (a silent conversion drops fields).
    const unreviewed = await client.get(`/api/tk_tour/delete-field/${old.id}?field=summary`);
    expect(unreviewed.status).toBe(409);
    expect(unreviewed.body.message).toMatch(/"full" shape.*save it in the "compact" shape first/);
    // The compact shape has no pages: to this client there is no such page to remove.
    const pageRemoved = await client.get(`/api/tour-pages/remove/${old.pages[0].id}`);
    expect(pageRemoved.status).toBe(404);
    expect((await client.get(`/api/tk_tour/${old.id}`)).body.data.items).toMatchObject({ variant: 'full', version: old.version, pages: [{ title: 'P' }] });
    const migrated = await client.post(`/api/tk_tour/update/${old.id}`, { ...item, summary: 'Now compact' });
    expect(migrated.status, JSON.stringify(migrated.body)).toBe(200);
    expect(migrated.body.data).toMatchObject({ variant: 'compact', summary: 'Now compact', version: old.version + 1 });
    expect(migrated.body.data).not.toHaveProperty('pages');
  });
});
