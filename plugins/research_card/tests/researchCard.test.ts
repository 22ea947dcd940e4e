import { describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../../../tests/support/api.ts';
import { answered, refusedWith } from '../../../tests/support/expectAnswer.ts';
import { FJORD_COMPANY } from '../../../tests/support/companies.ts';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// Issue 16: research cards, a plugin served by the generic `/{x}` calls.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const ES = { 'x-language-code': 'es' };

const id = 'research_card';
/** A valid new document, and a change an author would make. */
const doc = (t: string) => ({ title: t, text: 'The fjord froze in 1941.', image: 'ice.jpg', source: 'Oslo City Archives', credit: 'A. Hansen' });
const change = { source: 'https://www.oslobyarkiv.no/' };

describe.each(availableDatabases())('research cards on %s', (database) => {
  const s = signedInServer({ database });

  const list = async (kind: string, client: ApiClient = s.client, headers?: Record<string, string>) =>
    (await answered(client.get(`/api/${kind}`, headers))).data.items as any[];
  const create = async (kind: string, doc: Record<string, unknown>, client: ApiClient = s.client) =>
    (await answered(client.post(`/api/${kind}`, doc), 201)).data;

  it('goes through create, list, get, update, publish, archive and restore', async () => {
    const title = unique('Lifecycle');
    const item = await create(id, doc(title));
    expect(item).toMatchObject({ ...doc(title), state: 'active', is_published: false });
    expect((await list(id)).map((x) => x.id)).toContain(item.id);
    expect((await answered(s.client.get(`/api/${id}/${item.id}`))).data.items).toMatchObject({ id: item.id, ...doc(title) });

    const updated = (await answered(s.client.post(`/api/${id}/update/${item.id}`, { ...doc(title), ...change, version: item.version }))).data;
    expect(updated).toMatchObject(change);
    expect((await answered(s.client.get(`/api/${id}/${item.id}`))).data.items).toMatchObject(change);

    expect((await answered(s.client.get(`/api/${id}/publish/${item.id}`))).data).toMatchObject({ state: 'published' });
    expect((await answered(s.client.get(`/api/${id}/delete/${item.id}`))).data).toMatchObject({ state: 'archived' });
    expect((await list(id)).map((x) => x.id)).not.toContain(item.id);
    expect((await answered(s.client.get(`/api/${id}/restore/${item.id}`))).data.is_archived).toBe(false);
    expect((await list(id)).map((x) => x.id)).toContain(item.id);
    // The other company sees none of it.
    expect((await list(id, s.other)).map((x) => x.id)).not.toContain(item.id);
    await refusedWith(s.other.get(`/api/${id}/${item.id}`), 404);
  });

  it('refuses an item without a title with 400 naming title', async () => {
    const { title: _, ...untitled } = doc('x');
    const bad = await refusedWith(s.client.post(`/api/${id}`, untitled), 400);
    expect(bad.errors.map((e: { field: string }) => e.field)).toContain('title');
  });

  it('seeds two for the demo company, with Spanish for one', async () => {
    expect((await list('research_card')).map((x) => x.title)).toEqual(expect.arrayContaining(['The Viking ships of Bygdøy', 'Ice on the inner fjord']));
    expect((await list('research_card', s.client, ES)).map((x) => x.title)).toContain('Los barcos vikingos de Bygdøy');
  });

  it('seeds the fjord museum (older station screen) with two as well', async () => {
    const fjord = api(s.server, await s.server.login(FJORD_COMPANY.email, FJORD_COMPANY.password));
    expect(await list('research_card', fjord)).toHaveLength(2);
  });
});
