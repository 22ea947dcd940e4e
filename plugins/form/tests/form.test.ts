import { describe, expect, it } from 'vitest';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// The form kind (Forms tab, API entity `form`, SPEC §7 "Forms"): GET /form answers data.items,
// POST /form and POST /form/update/{id} take JSON; only https:// form pages can be embedded.

type Doc = Record<string, unknown>;
interface Err { field: string; message: string; messageId?: string }

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const doc = (extra: Doc = {}): Doc => ({
  title: unique('Feedback form'),
  ingress: 'Tell us how it went.',
  thumbnail: 'form-thumb.jpg',
  url: 'https://example.org/forms/feedback',
  ...extra,
});

describe.each(availableDatabases())('forms on %s', (database) => {
  const s = signedInServer({ database });

  const create = async (d: Doc) => {
    const res = await s.client.post('/api/form', d);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ code: 201, message: 'Successfully Saved' });
    return res.body.data as Doc & { id: number; version: number };
  };
  const stored = async (id: number) => (await s.client.get(`/api/form/${id}`)).body.data.items as Doc & { id: number; version: number };
  const listed = async () => {
    const res = await s.client.get('/api/form', { 'x-include-archived': '1' });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data.items), 'data.items must be the list').toBe(true);
    return res.body.data.items as (Doc & { id: number })[];
  };
  const refused = async (d: Doc, headers?: Record<string, string>) => {
    const before = (await listed()).map((x) => x.id);
    const res = await s.client.post('/api/form', d, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect((await listed()).map((x) => x.id)).toEqual(before);
    return res.body as { message: string; errors: Err[] };
  };

  it('lists the three seeded sample forms', async () => {
    const urls = (await listed()).map((x) => x.url);
    expect(urls).toEqual(expect.arrayContaining([
      'https://example.org/forms/feedback', 'https://example.org/forms/group-booking', 'https://example.org/forms/newsletter',
    ]));
  });

  it('creates a form from JSON, lists it in data.items and reads it back', async () => {
    const d = doc({ is_show_form: true });
    const item = await create(d);
    expect(item).toMatchObject({ ...d, state: 'active', is_published: false, is_archived: false });
    expect(await stored(item.id)).toMatchObject({ id: item.id, ...d });
    const row = (await listed()).find((x) => x.id === item.id);
    expect(row).toMatchObject({ title: d.title, ingress: d.ingress, thumbnail: d.thumbnail, url: d.url });
  });

  it('fills is_show_form with false when it is not sent', async () => {
    const item = await create(doc({ ingress: undefined, thumbnail: undefined }));
    expect(item.is_show_form).toBe(false);
    expect(await stored(item.id)).toMatchObject({ is_show_form: false });
  });

  it('updates a form with POST /form/update/{id}', async () => {
    const item = await create(doc());
    const change = { title: unique('Renamed form'), url: 'https://example.org/forms/other', is_show_form: true };
    const res = await s.client.post(`/api/form/update/${item.id}`, { ...item, ...change });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Successfully Updated');
    expect(res.body.data).toMatchObject({ id: item.id, ...change });
    expect(res.body.data.version).toBeGreaterThan(item.version);
    expect(await stored(item.id)).toMatchObject(change);
    expect((await listed()).find((x) => x.id === item.id)).toMatchObject({ title: change.title, url: change.url });
  });

  it('refuses an http:// url with 400 and the form’s own message, on create and on update', async () => {
    const http = await refused(doc({ url: 'http://example.org/forms/feedback' }));
    expect(http.errors).toEqual([{ field: 'url', message: 'Only https:// addresses can be embedded', messageId: 'field.form.url.pattern' }]);
    expect(http.message).toBe('Only https:// addresses can be embedded');
    const es = await refused(doc({ url: 'http://example.org/f' }), { 'accept-language': 'es' });
    expect(es.message).toBe('Solo se pueden integrar direcciones https://');
    for (const url of ['javascript:alert(1)', 'ftp://example.org/f', 'example.org/f']) {
      const res = await refused(doc({ url }));
      expect(res.errors.map((e) => e.field), url).toContain('url');
    }

    const item = await create(doc());
    const upd = await s.client.post(`/api/form/update/${item.id}`, { ...item, url: 'http://example.org/insecure' });
    expect(upd.status).toBe(400);
    expect(upd.body.errors).toEqual([expect.objectContaining({ field: 'url', messageId: 'field.form.url.pattern' })]);
    expect(await stored(item.id)).toMatchObject({ url: item.url, version: item.version });
  });

  it('refuses a missing or empty title and a missing url with 400 naming the field', async () => {
    const missing = await refused(doc({ title: undefined }));
    expect(missing.errors).toEqual([{ field: 'title', message: 'Title is required', messageId: 'field.form.title.required' }]);
    expect(missing.message).toBe('Title is required');
    const empty = await refused(doc({ title: '' }));
    expect(empty.errors.map((e) => e.field)).toEqual(['title']);
    const long = await refused(doc({ title: 'x'.repeat(201) }));
    expect(long.errors.map((e) => e.field)).toEqual(['title']);
    const noUrl = await refused(doc({ url: undefined }));
    expect(noUrl.errors.map((e) => e.field)).toEqual(['url']);
  });

  it('lets another company neither read, list nor update a form', async () => {
    const d = doc({ title: unique('Demo only form') });
    const item = await create(d);
    const got = await s.other.get(`/api/form/${item.id}`);
    expect(got.status).toBe(404);
    expect(JSON.stringify(got.body)).not.toContain(d.title as string);
    const upd = await s.other.post(`/api/form/update/${item.id}`, { ...d, title: 'Hijacked', version: item.version });
    expect(upd.status).toBe(404);
    expect(JSON.stringify(upd.body)).not.toContain(d.title as string);
    const theirs = await s.other.get('/api/form', { 'x-include-archived': '1' });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.items.map((x: Doc) => x.id)).not.toContain(item.id);
    expect(await stored(item.id)).toMatchObject({ title: d.title, version: item.version });
  });
});
