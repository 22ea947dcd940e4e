import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KindRegistry } from '../../src/core/createKindRegistry.ts';
import type { Db } from '../../src/server/db/Db.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { openPglite } from '../../src/server/db/openPglite.ts';
import { openPostgres } from '../../src/server/db/openPostgres.ts';
import { createItemStore } from '../../src/server/items/itemStore.ts';
import { removeChild } from '../../src/server/operations/removeChild.ts';
import { createItemWriter, type ItemWriter } from '../../src/server/operations/createItemWriter.ts';
import { type WriteCaller } from '../../src/server/operations/writeCaller.ts';
import { createKindValidator } from '../../src/server/kinds/createKindValidator.ts';
import { loadClientPatches } from '../../src/server/kinds/loadClientPatches.ts';
import { loadKindRegistry } from '../../src/server/kinds/loadKindRegistry.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases, createDatabaseFromTemplate, TEMPLATE_ENV } from '../support/templates.ts';

// tk_tour.pages is keyed by `id`; `next` points at a sibling page and never at its own page.
const TEST_KINDS = { TOURBENCH_EXTRA_KINDS: 'tests/kinds' };
const ROOT = resolve(import.meta.dirname, '../..');

interface Page { id?: unknown; title: string; next?: unknown }

describe.each(availableDatabases())('keyed child records on %s', (database) => {
  const s = signedInServer({ database, env: TEST_KINDS });

  const create = (pages: Page[]) => s.client.post('/api/tk_tour', { title: 'Paged tour', pages });
  const update = (item: { id: number; version: number }, pages: Page[]) =>
    s.client.post(`/api/tk_tour/update/${item.id}`, { title: 'Paged tour', pages, version: item.version });

  it('gives every new page a key and keeps the keys across saves', async () => {
    const res = await create([{ title: 'One' }, { title: 'Two' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [one, two] = res.body.data.pages;
    expect(Number.isInteger(one.id) && Number.isInteger(two.id)).toBe(true);
    expect(one.id).not.toBe(two.id);
    // Reordered, renamed, a page added: the old pages keep their keys, the new one gets its own.
    const saved = await update(res.body.data, [{ ...two, title: 'Two!' }, { title: 'Three' }, one]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const pages = saved.body.data.pages;
    expect(pages.map((p: Page) => p.id).slice(0, 1).concat(pages[2].id)).toEqual([two.id, one.id]);
    expect(pages[1].id).not.toBe(one.id);
    expect(pages[1].id).not.toBe(two.id);
    expect((await s.client.get(`/api/tk_tour/${res.body.data.id}`)).body.data.items.pages).toEqual(pages);
  });

  it('replaces temp, duplicated and copied keys, and a pointer to a new page follows its key', async () => {
    const other = (await create([{ title: 'Elsewhere' }])).body.data;
    const copied = other.pages[0].id;
    const res = await create([
      { id: -1, title: 'Start', next: 'new-2' },
      { id: 'new-2', title: 'Middle', next: -3 },
      { id: -3, title: 'End' },
      { id: copied, title: 'Copied from another tour' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const pages = res.body.data.pages;
    const keys = pages.map((p: Page) => p.id);
    expect(keys.every((k: unknown) => Number.isInteger(k) && (k as number) > 0)).toBe(true);
    expect(new Set(keys).size).toBe(4);
    expect(keys).not.toContain(copied);
    expect(pages[0].next).toBe(pages[1].id);
    expect(pages[1].next).toBe(pages[2].id);
    // A key twice in one save: the first page keeps it, the second gets a fresh one.
    const dup = await update(res.body.data, [pages[0], { ...pages[1] }, { ...pages[1], title: 'Twin' }, pages[2]]);
    expect(dup.status, JSON.stringify(dup.body)).toBe(200);
    const after = dup.body.data.pages;
    expect(after[1].id).toBe(pages[1].id);
    expect(after[2].id).not.toBe(pages[1].id);
    expect(after[0].next).toBe(pages[1].id);
  });

  it('refuses a page pointing at itself with 400 naming pages.N.next', async () => {
    const item = (await create([{ title: 'A' }, { title: 'B' }])).body.data;
    const [a, b] = item.pages;
    const res = await update(item, [a, { ...b, next: b.id }]);
    expect(res.status).toBe(400);
    // The page by its position and title, the field by its label: no JSON path in the sentence.
    expect(res.body.message).toBe('Next page of Pages › 2 · B cannot point to its own entry.');
    expect(res.body.errors).toEqual([{ field: 'pages.1.next', message: res.body.message, messageId: 'api.refused.pointsToItself', values: { field: 'Next page', child: 'Pages › 2 · B' } }]);
    // A temp key pointing at its own new page is refused the same way.
    const fresh = await create([{ id: -5, title: 'Loop', next: -5 }]);
    expect(fresh.status).toBe(400);
    expect(fresh.body.errors[0].field).toBe('pages.0.next');
  });

  it('refuses a pointer to a page that is not in the tour, and removing a page another still points to', async () => {
    const item = (await create([{ title: 'A' }, { title: 'B' }])).body.data;
    const [a, b] = item.pages;
    const dangling = await update(item, [{ ...a, next: 123456789 }, b]);
    expect(dangling.status).toBe(400);
    expect(dangling.body.errors).toEqual([expect.objectContaining({ field: 'pages.0.next', message: 'Next page of Pages › 1 · A points to an entry that is not in this item.' })]);
    const linked = (await update(item, [{ ...a, next: b.id }, b])).body.data;
    const removed = await update(linked, [linked.pages[0]]);
    expect(removed.status).toBe(400);
    expect(removed.body.errors[0].field).toBe('pages.0.next');
    expect((await s.client.get(`/api/tk_tour/${item.id}`)).body.data.items.pages).toHaveLength(2);
    // Clearing the pointer in the same save lets the page go.
    const ok = await update(linked, [{ id: a.id, title: 'A' }]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.pages).toEqual([{ id: a.id, title: 'A' }]);
  });
});

describe.each(availableDatabases())('removeChild on %s', (database) => {
  let db: Db;
  let dir: string | undefined;
  let writer: ItemWriter;
  let registry: KindRegistry;
  let demo: WriteCaller;
  let other: WriteCaller;
  let third: WriteCaller;

  beforeAll(async () => {
    if (database === 'postgres') {
      db = await openPostgres(await createDatabaseFromTemplate());
    } else {
      dir = mkdtempSync(join(process.env[TEMPLATE_ENV.runDir] ?? tmpdir(), 'tourbench-keys-'));
      cpSync(join(process.env[TEMPLATE_ENV.pglite]!, 'db'), dir, { recursive: true });
      db = await openPglite(dir);
    }
    await migrate(db);
    const extra = [join(ROOT, 'tests/kinds')];
    registry = await loadKindRegistry(ROOT, extra);
    const validator = createKindValidator(registry, loadClientPatches(ROOT, registry, extra));
    writer = createItemWriter({ store: createItemStore(db), validator });
    const ids = await db.query<{ id: number; slug: string }>(`select id, slug from companies where slug in ('demo', 'other')`);
    const idOf = (slug: string) => ids.find((c) => c.slug === slug)!.id;
    demo = { companyId: idOf('demo'), client: 'demo' };
    other = { companyId: idOf('other'), client: 'other' };
    // A third company on the full variant (which has pages): only tenancy keeps it from the demo's pages.
    const [row] = await db.query<{ id: number }>(`insert into companies (slug, name) values ('keys-third', 'Third Tours') returning id`);
    third = { companyId: row.id, client: 'keys-third' };
  });
  afterAll(async () => {
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const tourOf = async () => {
    const kind = registry.get('tk_tour');
    const item = await writer.create(demo, kind, { title: 'Removal tour', pages: [{ title: 'A' }, { title: 'B' }, { title: 'C' }] });
    const [a, b, c] = item.pages as { id: number }[];
    return { kind, item: await writer.update(demo, kind, item.id, item.version, { ...item, pages: [{ ...a, next: b.id }, b, c] }) };
  };

  it('removes a child by its key alone (also given as URL text) and bumps the version', async () => {
    const { kind, item } = await tourOf();
    const [, , c] = item.pages as { id: number }[];
    const saved = await removeChild(writer, demo, kind, '/pages', String(c.id));
    expect(saved.id).toBe(item.id);
    expect(saved.version).toBe(item.version + 1);
    expect((saved.pages as { id: number }[]).map((p) => p.id)).not.toContain(c.id);
    expect(saved.pages).toHaveLength(2);
  });

  it('refuses with 409 naming the pointing child, and 404 for another company or an unknown key', async () => {
    const { kind, item } = await tourOf();
    const [a, b] = item.pages as { id: number }[];
    await expect(removeChild(writer, demo, kind, '/pages', b.id)).rejects.toMatchObject({ status: 409, extra: { pointed_by: ['pages.0.next'] } });
    await expect(removeChild(writer, third, kind, '/pages', a.id)).rejects.toMatchObject({ status: 404 });
    // Company `other` runs the compact variant, which has no pages at all.
    await expect(removeChild(writer, other, kind, '/pages', a.id)).rejects.toMatchObject({ status: 404 });
    await expect(removeChild(writer, demo, kind, '/pages', 987654321)).rejects.toMatchObject({ status: 404 });
    await expect(removeChild(writer, demo, kind, '/pages', 'not-a-key')).rejects.toMatchObject({ status: 404 });
    // The pointing child itself may go: nothing points at it.
    const saved = await removeChild(writer, demo, kind, '/pages', a.id);
    expect((saved.pages as { id: number }[]).map((p) => p.id)).toEqual([b.id, (item.pages as { id: number }[])[2].id]);
  });
});
