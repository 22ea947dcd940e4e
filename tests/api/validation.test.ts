import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { kindApi } from '../support/kindApi.ts';
import { availableDatabases } from '../support/templates.ts';
import { signedInServer } from '../support/signedInServer.ts';

const web = kindApi('web_page');
const fact = kindApi('achievement');

describe.each(availableDatabases())('writes are checked on %s', (database) => {
  const s = signedInServer({ database });

  const listIds = async (entity: string, listKey: string) =>
    ((await s.client.get(`/api/${entity}`, { 'x-include-archived': '1' })).body.data[listKey] as any[]).map((x) => x.id);

  it('refuses a stale version with 409, a message and the stored item, changing nothing', async () => {
    const item = (await s.client.post(`/api/${web.entity}`, { title: 'Versioned', url: 'https://example.org/v' })).body.data;
    const first = await s.client.post(`/api/${web.entity}/update/${item.id}`, { title: 'First edit', url: 'https://example.org/v', version: item.version });
    expect(first.status).toBe(200);
    const stale = await s.client.post(`/api/${web.entity}/update/${item.id}`, { title: 'Lost edit', url: 'https://example.org/v', version: item.version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/\S{3,}/);
    expect(stale.body.current).toMatchObject({ id: item.id, title: 'First edit', version: first.body.data.version });
    const stored = (await s.client.get(`/api/${web.entity}/${item.id}`)).body.data.items;
    expect(stored).toMatchObject({ title: 'First edit', version: first.body.data.version });
    const retry = await s.client.post(`/api/${web.entity}/update/${item.id}`, { title: 'Merged edit', url: 'https://example.org/v', version: stored.version });
    expect(retry.status).toBe(200);
    expect(retry.body.data.title).toBe('Merged edit');
  });

  it('refuses an update that sends no version instead of overwriting blindly', async () => {
    const item = (await s.client.post(`/api/${web.entity}`, { title: 'No version', url: 'https://example.org/n' })).body.data;
    const res = await s.client.post(`/api/${web.entity}/update/${item.id}`, { title: 'Blind', url: 'https://example.org/n' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^version is required/);
    const text = await s.client.post(`/api/${web.entity}/update/${item.id}`, { title: 'Blind', url: 'https://example.org/n', version: String(item.version) });
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/^version must be the whole number/);
    expect((await s.client.get(`/api/${web.entity}/${item.id}`)).body.data.items.title).toBe('No version');
  });

  it('refuses schema-invalid documents with 400 naming the field, storing nothing', async () => {
    const before = await listIds(web.entity, web.listKey);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'No URL' }, 'url'],
      [{ url: 'https://example.org/t' }, 'title'],
      [{ title: 'Bad URL', url: 'javascript:alert(1)' }, 'url'],
      [{ title: 'x'.repeat(201), url: 'https://example.org/long' }, 'title'],
      [{ title: 42, url: 'https://example.org/num' }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await s.client.post(`/api/${web.entity}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
      expect(res.body.errors.map((e: any) => e.field)).toContain(field);
    }
    const bad = await s.client.post(`/api/${fact.entity}`, { title: 'No text' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('text');
    expect(await listIds(web.entity, web.listKey)).toEqual(before);
  });

  it('refuses a body that is not a JSON object with 400', async () => {
    for (const body of [[1, 2], 'just text', null]) {
      const res = await s.client.post(`/api/${web.entity}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/\S/);
    }
    const res = await api(s.server).request('POST', `/api/${web.entity}`, undefined, {
      authorization: `Bearer ${await s.server.login()}`, 'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
  });

  it('answers malformed JSON with 400 and an over-large body with 413, both as JSON', async () => {
    const headers = { authorization: `Bearer ${await s.server.login()}`, 'content-type': 'application/json' };
    const broken = await fetch(`${s.server.url}/api/${web.entity}`, { method: 'POST', headers, body: '{"title": "half' });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toMatch(/\S/);
    const huge = await fetch(`${s.server.url}/api/${web.entity}`, {
      method: 'POST', headers, body: JSON.stringify({ title: 'Huge', url: 'https://example.org/h', padding: 'x'.repeat(6 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { message: string }).message).toMatch(/\S/);
  });

  it('refuses an invalid update with 400 and keeps the stored item and version', async () => {
    const item = (await s.client.post(`/api/${fact.entity}`, { title: 'Kept fact', text: 'Original' })).body.data;
    const res = await s.client.post(`/api/${fact.entity}/update/${item.id}`, { title: '', text: 'Changed', version: item.version });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('title');
    const stored = (await s.client.get(`/api/${fact.entity}/${item.id}`)).body.data.items;
    expect(stored).toMatchObject({ title: 'Kept fact', text: 'Original', version: item.version });
  });

  it('does not store unknown properties, nor lifecycle fields smuggled into the document', async () => {
    const res = await s.client.post(`/api/${web.entity}`, {
      title: 'Clean', url: 'https://example.org/c', evil: '<script>', company_id: 999999, is_published: true, is_archived: true, state: 'published',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).not.toHaveProperty('evil');
    expect(res.body.data).not.toHaveProperty('company_id');
    expect(res.body.data).toMatchObject({ state: 'active', is_published: false, is_archived: false });
    const stored = (await s.client.get(`/api/${web.entity}/${res.body.data.id}`)).body.data.items;
    expect(stored).not.toHaveProperty('evil');
    expect(stored.state).toBe('active');
    const upd = await s.client.post(`/api/${web.entity}/update/${stored.id}`, { title: 'Clean', url: 'https://example.org/c', version: stored.version, extra: 1 });
    expect(upd.status).toBe(200);
    expect((await s.client.get(`/api/${web.entity}/${stored.id}`)).body.data.items).not.toHaveProperty('extra');
  });

  it('answers 404 with a message for ids that do not exist or are not ids', async () => {
    for (const id of ['999999999', 'abc', '-1', '1.5']) {
      const res = await s.client.get(`/api/${web.entity}/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toMatch(/\S/);
    }
  });
});
