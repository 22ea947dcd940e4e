import { existsSync, mkdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { demoKinds } from '../support/kindRegistry.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { labelField, optionalField, sampleDoc } from '../support/sampleDoc.ts';
import { runAdmin } from '../support/runAdmin.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';

const ROOT = resolve(import.meta.dirname, '../..');
// The override is made for the registry's first plain kind, from its schema: a name (its label field)
// of at most 5 characters, an optional field made required, the name relabelled.
const kind = PLAIN_KIND;
const web = kind.api;
const label = labelField(kind, plainDoc('x'));
const needed = optionalField(kind, plainDoc('x'))!;
const doc = (name: string) => ({ ...needed.doc, [label]: name });
const { [needed.name]: _, ...withoutNeeded } = needed.doc;
const bare = (name: string) => ({ ...withoutNeeded, [label]: name });
/** Another kind of the same client, on the base schema. */
const another = demoKinds().find((k) => k.id !== kind.id)!;

/** The override under test: names of at most 5 characters, the optional field required, a relabelled field. */
const PATCH = {
  schema: { required: [...((kind.schema.required as string[] | undefined) ?? []), needed.name], properties: { [label]: { maxLength: 5, title: 'Short name' } } },
  uiSchema: { [needed.name]: { 'ui:help': 'Acme needs this on every item.' } },
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
    writeFileSync(join(patchDir, `${kind.id}.patch.tmp`), JSON.stringify(PATCH, null, 2));
    renameSync(join(patchDir, `${kind.id}.patch.tmp`), join(patchDir, `${kind.id}.patch.json`));
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
    const long = await acme.post(`/api/${web.entity}`, doc('Too long'));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(new RegExp(label, 'i'));
    expect(long.body.errors.map((e: { field: string }) => e.field)).toContain(label);
    const missing = await acme.post(`/api/${web.entity}`, bare('Short'));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(new RegExp(needed.name, 'i'));
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toContain(needed.name);
    const ok = await acme.post(`/api/${web.entity}`, doc('Short'));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const upd = await acme.post(`/api/${web.entity}/update/${ok.body.data.id}`, { ...doc('Longer again'), version: ok.body.data.version });
    expect(upd.status).toBe(400);
    expect((await acme.get(`/api/${web.entity}/${ok.body.data.id}`)).body.data.items[label]).toBe('Short');
    const cleared = await acme.get(`/api/${web.entity}/delete-field/${ok.body.data.id}?field=${needed.name}`);
    expect(cleared.status, `${needed.name} is required for this client`).toBe(400);
    const list = (await acme.get(`/api/${web.entity}`)).body.data[web.listKey];
    expect(list.map((x: any) => x[label])).toEqual(['Short']);
  });

  it('leaves other clients and other kinds of that client on the base schema', async () => {
    const res = await demo.post(`/api/${web.entity}`, bare('A title longer than five'));
    expect(res.status).toBe(201);
    const theirs = await sampleDoc({ client: acme, company: { slug } }, another);
    const f = await acme.post(`/api/${another.api.entity}`, { ...theirs, [labelField(another, theirs)]: 'An item with a long title' });
    expect(f.status, JSON.stringify(f.body)).toBe(201);
  });

  it('hands the patch to the console in user/web data.schema_patches', async () => {
    const mine = (await acme.post('/api/user/web')).body.data;
    expect(mine.company.slug).toBe(slug);
    expect(mine.schema_patches[kind.id]).toEqual(PATCH);
    expect(mine.schema_patches).not.toHaveProperty(another.id);
    const theirs = (await demo.post('/api/user/web')).body.data;
    expect(theirs.schema_patches).not.toHaveProperty(kind.id);
  });
});
