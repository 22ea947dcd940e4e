import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../src/core/jsonSchema.ts';
import { api } from '../support/api.ts';
import { DEMO, demoKinds } from '../support/kindRegistry.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { labelField, sampleDoc } from '../support/sampleDoc.ts';
import { availableDatabases } from '../support/templates.ts';
import { signedInServer } from '../support/signedInServer.ts';

// Writes are checked against the kind's schema and version. The schema cases run for every kind of the
// registry, read from its schema; the rest use the registry's first plain kind.

const { entity } = PLAIN_KIND.api;
const label = labelField(PLAIN_KIND, plainDoc('x'));
const doc = (t: string) => plainDoc(t);

/** Text values one of which breaks a pattern (a link's `^https?://`, a name's `\S`). */
const PATTERN_BREAKERS = ['javascript:alert(1)', '   ', 'x'];

/** Documents the schema refuses, each with the field the refusal must name: a required field left out, a text too long, of the wrong type or breaking its pattern. */
function invalidDocs(schema: JsonSchema, base: Record<string, unknown>, labelName: string): [Record<string, unknown>, string][] {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const out: [Record<string, unknown>, string][] = [];
  // A default fills a left-out field, so only fields without one are missing.
  for (const name of (schema.required as string[] | undefined) ?? []) {
    if (props[name]?.default !== undefined) continue;
    const { [name]: _, ...rest } = base;
    out.push([rest, name]);
  }
  const labelSchema = props[labelName];
  if (typeof labelSchema?.maxLength === 'number') out.push([{ ...base, [labelName]: 'x'.repeat(labelSchema.maxLength + 1) }, labelName]);
  out.push([{ ...base, [labelName]: 42 }, labelName]);
  for (const [name, s] of Object.entries(props)) {
    if (s.type !== 'string' || typeof s.pattern !== 'string') continue;
    const breaker = PATTERN_BREAKERS.find((v) => !new RegExp(s.pattern as string).test(v));
    if (breaker !== undefined) out.push([{ ...base, [name]: breaker }, name]);
  }
  return out;
}

describe.each(availableDatabases())('writes are checked on %s', (database) => {
  const s = signedInServer({ database });

  const listIds = async (e: string, key: string) =>
    ((await s.client.get(`/api/${e}`, { 'x-include-archived': '1' })).body.data[key] as any[]).map((x) => x.id);

  it('refuses a stale version with 409, a message and the stored item, changing nothing', async () => {
    const item = (await s.client.post(`/api/${entity}`, doc('Versioned'))).body.data;
    const first = await s.client.post(`/api/${entity}/update/${item.id}`, { ...doc('First edit'), version: item.version });
    expect(first.status).toBe(200);
    const stale = await s.client.post(`/api/${entity}/update/${item.id}`, { ...doc('Lost edit'), version: item.version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/\S{3,}/);
    expect(stale.body.current).toMatchObject({ id: item.id, [label]: 'First edit', version: first.body.data.version });
    const stored = (await s.client.get(`/api/${entity}/${item.id}`)).body.data.items;
    expect(stored).toMatchObject({ [label]: 'First edit', version: first.body.data.version });
    const retry = await s.client.post(`/api/${entity}/update/${item.id}`, { ...doc('Merged edit'), version: stored.version });
    expect(retry.status).toBe(200);
    expect(retry.body.data[label]).toBe('Merged edit');
  });

  it('refuses an update that sends no version instead of overwriting blindly', async () => {
    const item = (await s.client.post(`/api/${entity}`, doc('No version'))).body.data;
    const res = await s.client.post(`/api/${entity}/update/${item.id}`, doc('Blind'));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^version is required/);
    const text = await s.client.post(`/api/${entity}/update/${item.id}`, { ...doc('Blind'), version: String(item.version) });
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/^version must be the whole number/);
    expect((await s.client.get(`/api/${entity}/${item.id}`)).body.data.items[label]).toBe('No version');
  });

  describe.each(demoKinds().map((kind) => ({ id: kind.id, kind })))('$id', ({ kind }) => {
    it('refuses schema-invalid documents with 400 naming the field, storing nothing', async () => {
      const base = await sampleDoc({ client: s.client, company: DEMO }, kind);
      const cases = invalidDocs(kind.schema, base, labelField(kind, base));
      expect(cases.length).toBeGreaterThan(1);
      const before = await listIds(kind.api.entity, kind.api.listKey);
      for (const [body, field] of cases) {
        const res = await s.client.post(`/api/${kind.api.entity}`, body);
        expect(res.status, `${field}: ${JSON.stringify(body)}`).toBe(400);
        // The message is the schema's, or the kind's own words for that field ("Choose the trip").
        expect(res.body.message).toMatch(/\S/);
        expect(res.body.errors.map((e: any) => e.field), JSON.stringify(res.body)).toContain(field);
      }
      expect(await listIds(kind.api.entity, kind.api.listKey)).toEqual(before);
    });
  });

  it('refuses a body that is not a JSON object with 400', async () => {
    for (const body of [[1, 2], 'just text', null]) {
      const res = await s.client.post(`/api/${entity}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/\S/);
    }
    const res = await api(s.server).request('POST', `/api/${entity}`, undefined, {
      authorization: `Bearer ${await s.server.login()}`, 'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
  });

  it('answers malformed JSON with 400 and an over-large body with 413, both as JSON', async () => {
    const headers = { authorization: `Bearer ${await s.server.login()}`, 'content-type': 'application/json' };
    const broken = await fetch(`${s.server.url}/api/${entity}`, { method: 'POST', headers, body: '{"title": "half' });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toMatch(/\S/);
    const huge = await fetch(`${s.server.url}/api/${entity}`, {
      method: 'POST', headers, body: JSON.stringify({ ...doc('Huge'), padding: 'x'.repeat(6 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { message: string }).message).toMatch(/\S/);
  });

  it('refuses an invalid update with 400 and keeps the stored item and version', async () => {
    const item = (await s.client.post(`/api/${entity}`, doc('Kept item'))).body.data;
    // An empty name where one is needed, else a name that is not text.
    const bad = ((PLAIN_KIND.schema.properties?.[label]?.minLength as number | undefined) ?? 0) >= 1 ? '' : 42;
    const res = await s.client.post(`/api/${entity}/update/${item.id}`, { ...doc('Kept item'), [label]: bad, version: item.version });
    expect(res.status).toBe(400);
    // Named by its label (the field's title, "Title" for `title`), with the field's key in `errors`.
    expect(res.body.message).toMatch(new RegExp(label, 'i'));
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(label);
    const stored = (await s.client.get(`/api/${entity}/${item.id}`)).body.data.items;
    expect(stored).toMatchObject({ ...doc('Kept item'), version: item.version });
  });

  it('does not store unknown properties, nor lifecycle fields smuggled into the document', async () => {
    const res = await s.client.post(`/api/${entity}`, {
      ...doc('Clean'), evil: '<script>', company_id: 999999, is_published: true, is_archived: true, state: 'published',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).not.toHaveProperty('evil');
    expect(res.body.data).not.toHaveProperty('company_id');
    expect(res.body.data).toMatchObject({ state: 'active', is_published: false, is_archived: false });
    const stored = (await s.client.get(`/api/${entity}/${res.body.data.id}`)).body.data.items;
    expect(stored).not.toHaveProperty('evil');
    expect(stored.state).toBe('active');
    const upd = await s.client.post(`/api/${entity}/update/${stored.id}`, { ...doc('Clean'), version: stored.version, extra: 1 });
    expect(upd.status).toBe(200);
    expect((await s.client.get(`/api/${entity}/${stored.id}`)).body.data.items).not.toHaveProperty('extra');
  });

  it('answers 404 with a message for ids that do not exist or are not ids', async () => {
    for (const id of ['999999999', 'abc', '-1', '1.5']) {
      const res = await s.client.get(`/api/${entity}/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toMatch(/\S/);
    }
  });
});
