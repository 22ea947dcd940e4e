import { existsSync, mkdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { kindApi } from '../support/kindApi.ts';
import { runAdmin } from '../support/runAdmin.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const web = kindApi('web_page');
const fact = kindApi('achievement');

/** The override under test: titles of at most 5 characters, thumbnail required, a relabelled field. */
const PATCH = {
  schema: { required: ['title', 'url', 'thumbnail'], properties: { title: { maxLength: 5, title: 'Short name' } } },
  uiSchema: { thumbnail: { 'ui:help': 'Acme needs a thumbnail on every page.' } },
};

describe.each(availableDatabases())('client override on %s', (database) => {
  // A slug of its own per run: schemas/clients is shared with every other server started meanwhile.
  const slug = `acme-test-${process.pid}-${database}`;
  const email = `editor@${slug}.test`;
  const password = 'Acme-password-1';
  const clientsDir = join(ROOT, 'schemas', 'clients');
  const patchDir = join(clientsDir, slug);
  const hadClientsDir = existsSync(clientsDir);
  let server: TestServer;
  let acme: ApiClient;
  let demo: ApiClient;

  beforeAll(async () => {
    // Patches are read at start-up: write the file, then add the company with the CLI, then start.
    mkdirSync(patchDir, { recursive: true });
    writeFileSync(join(patchDir, 'web_page.patch.tmp'), JSON.stringify(PATCH, null, 2));
    renameSync(join(patchDir, 'web_page.patch.tmp'), join(patchDir, 'web_page.patch.json'));
    server = await startServer({ database });
    await server.stop();
    for (const args of [['add-company', slug, 'Acme Test Tours'], ['add-user', slug, email, password]]) {
      const r = await runAdmin(args, server.env);
      expect(r.code, r.stderr).toBe(0);
    }
    await server.restart();
    acme = api(server, await server.login(email, password));
    demo = api(server, await server.login());
  });
  afterAll(async () => {
    await server?.close();
    rmSync(patchDir, { recursive: true, force: true });
    if (!hadClientsDir) try { rmdirSync(clientsDir); } catch { /* another run's override is still there */ }
  });

  it('enforces the tightened rules for that client’s writes', async () => {
    const long = await acme.post(`/api/${web.entity}`, { title: 'Too long', url: 'https://example.org/a', thumbnail: 't.jpg' });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('title');
    const bare = await acme.post(`/api/${web.entity}`, { title: 'Short', url: 'https://example.org/a' });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toContain('thumbnail');
    const ok = await acme.post(`/api/${web.entity}`, { title: 'Short', url: 'https://example.org/a', thumbnail: 't.jpg' });
    expect(ok.status).toBe(201);
    const upd = await acme.post(`/api/${web.entity}/update/${ok.body.data.id}`, { title: 'Longer again', url: 'https://example.org/a', thumbnail: 't.jpg', version: ok.body.data.version });
    expect(upd.status).toBe(400);
    expect((await acme.get(`/api/${web.entity}/${ok.body.data.id}`)).body.data.items.title).toBe('Short');
    const cleared = await acme.get(`/api/${web.entity}/delete-field/${ok.body.data.id}?field=thumbnail`);
    expect(cleared.status, 'thumbnail is required for this client').toBe(400);
    const list = (await acme.get(`/api/${web.entity}`)).body.data[web.listKey];
    expect(list.map((x: any) => x.title)).toEqual(['Short']);
  });

  it('leaves other clients and other kinds of that client on the base schema', async () => {
    const res = await demo.post(`/api/${web.entity}`, { title: 'A title longer than five', url: 'https://example.org/b' });
    expect(res.status).toBe(201);
    const f = await acme.post(`/api/${fact.entity}`, { title: 'A fact with a long title', text: 'Fine' });
    expect(f.status).toBe(201);
  });

  it('hands the patch to the console in user/web data.schema_patches', async () => {
    const mine = (await acme.post('/api/user/web')).body.data;
    expect(mine.company.slug).toBe(slug);
    expect(mine.schema_patches.web_page).toEqual(PATCH);
    expect(mine.schema_patches).not.toHaveProperty('achievement');
    const theirs = (await demo.post('/api/user/web')).body.data;
    expect(theirs.schema_patches).not.toHaveProperty('web_page');
  });
});
