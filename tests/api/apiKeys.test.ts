import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { DEMO_COMPANY, FJORD_COMPANY } from '../support/companies.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { serverSql } from '../support/serverSql.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';
import { PLAIN_KIND } from '../support/plainKind.ts';

// An admin creates, lists and revokes the delivery API keys of the client in Settings.
// A key's secret is shown once (the create answer) and stored only as its SHA-256.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const KEYS = '/api/settings/api-keys';

interface KeySummary { id: number; name: string; prefix: string; created_at: string; created_by: { name: string; email: string } | null; last_used_at: string | null; revoked_at: string | null }

describe.each(availableDatabases())('delivery API keys on %s', (database) => {
  const s = signedInServer({ database });
  let fjord: ApiClient;
  beforeAll(async () => { fjord = api(s.server, await s.server.login(FJORD_COMPANY.email, FJORD_COMPANY.password)); });

  const create = async (client: ApiClient, name = unique('Visitor app')) =>
    (await answered(client.post(KEYS, { name }), 201)) as { message: string; data: { key: KeySummary; secret: string } };
  const list = async (client: ApiClient = s.client): Promise<KeySummary[]> => (await answered(client.get(KEYS))).data.keys;

  it('creates a key whose secret is shown once, then lists it (newest first) without the secret', async () => {
    const first = await create(s.client, unique('Older app'));
    const made = await create(s.client, '  iPhone app  ');
    expect(made.message).toBe('Key created');
    const { key, secret } = made.data;
    expect(secret).toMatch(/^tbk_[A-Za-z0-9_-]{65}$/); // 256 random bits and a 128-bit tag
    expect(key).toEqual({
      id: expect.any(Number), name: 'iPhone app', prefix: secret.slice(0, 12), created_at: expect.any(String),
      created_by: { name: expect.any(String), email: DEMO_COMPANY.email }, last_used_at: null, revoked_at: null,
    });

    const res = await s.client.get(KEYS);
    expect(res.status).toBe(200);
    const listed = res.body.data.keys as KeySummary[];
    expect(listed.findIndex((k) => k.id === key.id)).toBeLessThan(listed.findIndex((k) => k.id === first.data.key.id));
    expect(listed.find((k) => k.id === key.id)).toEqual(key);
    // Neither the secret nor anything beyond the prefix, nor a hash, ever comes back.
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(secret.slice(0, 20));
    expect(text).not.toContain(createHash('sha256').update(secret).digest('hex'));
    expect(Object.keys(listed[0]).sort()).toEqual(['created_at', 'created_by', 'id', 'last_used_at', 'name', 'prefix', 'revoked_at']);
    // Another client's admin sees none of them.
    expect((await list(fjord)).map((k) => k.id)).not.toContain(key.id);
  });

  it('refuses a name that is empty or longer than 80 characters, next to the field and in the UI language', async () => {
    for (const name of ['', '   ', 'x'.repeat(81), 42]) {
      const body = await refusedWith(s.client.post(KEYS, { name }), 400);
      expect(body.errors).toEqual([{ field: 'name', message: body.message }]);
    }
    const es = await refusedWith(s.client.post(KEYS, { name: '' }, { 'accept-language': 'es' }), 400);
    expect(es.message).toBe('El nombre debe tener entre 1 y 80 caracteres.');
    expect((await create(s.client, 'y'.repeat(80))).data.key.name).toHaveLength(80);
  });

  it('revokes a key once: a second revoke keeps the first time, and another client cannot revoke it', async () => {
    const { key } = (await create(s.client)).data;
    await refusedWith(fjord.post(`${KEYS}/${key.id}/revoke`), 404);
    expect((await list()).find((k) => k.id === key.id)!.revoked_at).toBeNull();

    const revoked = await answered(s.client.post(`${KEYS}/${key.id}/revoke`));
    expect(revoked.message).toBe('Key revoked');
    expect(revoked.data.key).toMatchObject({ id: key.id, revoked_at: expect.any(String) });
    const again = await answered(s.client.post(`${KEYS}/${key.id}/revoke`));
    expect(again.data.key.revoked_at).toBe(revoked.data.key.revoked_at);
    // Revoked keys stay listed, marked.
    expect((await list()).find((k) => k.id === key.id)!.revoked_at).toBe(revoked.data.key.revoked_at);
    await refusedWith(s.client.post(`${KEYS}/999999999/revoke`), 404);
    await refusedWith(s.client.post(`${KEYS}/abc/revoke`), 404);
  });

  it('notes when a key was last used', async () => {
    const { key, secret } = (await create(s.client)).data;
    await answered(api(s.server, secret).get(`/delivery/v1/${PLAIN_KIND.id}`));
    // Noted beside the read, not before its answer: wait for it a little.
    let used: string | null = null;
    for (let i = 0; i < 50 && !used; i++) {
      used = (await list()).find((k) => k.id === key.id)!.last_used_at;
      if (!used) await new Promise((r) => setTimeout(r, 100));
    }
    expect(used).not.toBeNull();
  });

  it('stores only the digest of a key', async () => {
    const { key, secret } = (await create(s.client)).data;
    const rows = await serverSql(s.server, 'select * from api_keys where id = $1', [key.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(rows[0].key_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(rows[0].prefix).toBe(secret.slice(0, 12));
  });

  it('lets only admins manage keys', async () => {
    const mail = `editor-${Math.random().toString(36).slice(2, 8)}@demo.test`;
    await answered(s.client.post('/api/users', { email: mail, name: 'Editor', password: 'Strong-pass-42' }), 201);
    await serverSql(s.server, `update users set role = 'editor' where email = $1`, [mail]);
    const editor = api(s.server, (await answered(api(s.server).post('/api/login', { email: mail, password: 'Strong-pass-42' }))).access_token);
    const { key } = (await create(s.client)).data;
    // Looking is refused as looking; creating as a change.
    expect((await refusedWith(editor.get(KEYS), 403)).message).toBe('Only admins can see the API keys; an admin creates and revokes them.');
    expect((await refusedWith(editor.post(KEYS, { name: 'Sneaky' }), 403)).message).toBe('Only admins can change users, company settings and API keys.');
    await refusedWith(editor.post(`${KEYS}/${key.id}/revoke`), 403);
    expect((await list()).find((k) => k.id === key.id)!.revoked_at).toBeNull();
    expect((await list()).map((k) => k.name)).not.toContain('Sneaky');
    // Signed out: 401.
    await refusedWith(api(s.server).get(KEYS), 401);
  });
});
