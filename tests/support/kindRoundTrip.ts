import { expect, it } from 'vitest';
import type { ApiClient } from './api.ts';
import { answered, refusedWith } from './expectAnswer.ts';
import type { SignedInServer } from './signedInServer.ts';

/** A kind's list through the generic `GET /{x}` call. */
export async function listOf(kind: string, client: ApiClient, headers?: Record<string, string>): Promise<any[]> {
  return (await answered(client.get(`/api/${kind}`, headers))).data.items as any[];
}

/**
 * The round trip every plain kind must make through the generic `/{x}` calls, as its own tests state
 * it with its own document: create, list, get, update, publish, archive, restore, another company
 * seeing none of it, and a missing title refused naming `title`.
 */
export function roundTripTests(s: SignedInServer, id: string, doc: (title: string) => Record<string, unknown>, change: Record<string, unknown>) {
  it('goes through create, list, get, update, publish, archive and restore', async () => {
    const title = `Lifecycle ${Math.random().toString(36).slice(2, 8)}`;
    const item = (await answered(s.client.post(`/api/${id}`, doc(title)), 201)).data;
    expect(item).toMatchObject({ ...doc(title), state: 'active', is_published: false });
    expect((await listOf(id, s.client)).map((x) => x.id)).toContain(item.id);
    expect((await answered(s.client.get(`/api/${id}/${item.id}`))).data.items).toMatchObject({ id: item.id, ...doc(title) });

    const updated = (await answered(s.client.post(`/api/${id}/update/${item.id}`, { ...doc(title), ...change, version: item.version }))).data;
    expect(updated).toMatchObject(change);
    expect((await answered(s.client.get(`/api/${id}/${item.id}`))).data.items).toMatchObject(change);

    expect((await answered(s.client.get(`/api/${id}/publish/${item.id}`))).data).toMatchObject({ state: 'published' });
    expect((await answered(s.client.get(`/api/${id}/delete/${item.id}`))).data).toMatchObject({ state: 'archived' });
    expect((await listOf(id, s.client)).map((x) => x.id)).not.toContain(item.id);
    expect((await answered(s.client.get(`/api/${id}/restore/${item.id}`))).data.is_archived).toBe(false);
    expect((await listOf(id, s.client)).map((x) => x.id)).toContain(item.id);
    // The other company sees none of it.
    expect((await listOf(id, s.other)).map((x) => x.id)).not.toContain(item.id);
    await refusedWith(s.other.get(`/api/${id}/${item.id}`), 404);
  });

  it('refuses an item without a title with 400 naming title', async () => {
    const { title: _, ...untitled } = doc('x');
    const bad = await refusedWith(s.client.post(`/api/${id}`, untitled), 400);
    expect(bad.errors.map((e: { field: string }) => e.field)).toContain('title');
  });
}
