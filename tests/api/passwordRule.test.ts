import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { runAdminHere } from '../support/runAdmin.ts';
import { startServer, type TestServer } from '../support/startServer.ts';

const tokenOf = (url: string) => url.split('/').pop()!;

// Accepted by the old rule (10 characters of two kinds), each guessed within the first few thousand tries.
const WEAK = {
  Password12: 'This password is one of the most commonly used passwords, the first ones tried by anyone guessing. Choose another.',
  aaaaaaaaa1: 'The password repeats too few different characters. Choose one with more variety.',
  'password!!': 'This password is a common password with digits or symbols added, which guessers try early. Choose another.',
} as const;

describe('the password rule, wherever a password is set', () => {
  let server: TestServer;
  let admin: ApiClient;
  let n = 0;
  const email = () => `rule${++n}@demo.test`;

  beforeAll(async () => {
    server = await startServer();
    admin = api(server, await server.login());
  });
  afterAll(async () => { await server?.close(); });

  it('refuses Password12, aaaaaaaaa1 and password!! for a new user, saying why next to the password field', async () => {
    for (const [password, message] of Object.entries(WEAK)) {
      const mail = email();
      const res = await refusedWith(admin.post('/api/users', { email: mail, name: 'Weak', password }), 400);
      expect(res.message, password).toBe(message);
      expect(res.errors).toEqual([{ field: 'password', message }]);
      expect((await api(server).post('/api/login', { email: mail, password })).status).toBe(401);
    }
  });

  it('says why in the caller\'s language', async () => {
    const res = await refusedWith(admin.post('/api/users', { email: email(), name: 'Débil', password: 'password!!' }, { 'accept-language': 'es-ES,es;q=0.9' }), 400);
    expect(res.message).toBe('Esta contraseña es una contraseña común con dígitos o símbolos añadidos, que se prueban pronto al adivinar. Elige otra.');
    const zh = await refusedWith(admin.post('/api/users', { email: email(), name: 'Weak', password: 'aaaaaaaaa1' }, { 'accept-language': 'zh' }), 400);
    expect(zh.message).toBe('密码中不同的字符太少。请选择变化更多的密码。');
  });

  it('refuses a sequence and the user\'s own e-mail name or name', async () => {
    const seq = await refusedWith(admin.post('/api/users', { email: email(), name: 'Seq', password: 'Abcdefghij!' }), 400);
    expect(seq.message).toBe('The password is a simple sequence (like abcdef, 123456 or qwerty). Choose another.');
    const own = await refusedWith(admin.post('/api/users', { email: 'kari.nordmann@demo.test', name: 'Kari Nordmann', password: 'Nordmann-2026' }), 400);
    expect(own.message).toBe('The password must not contain the user\'s e-mail address or name.');
  });

  it('refuses them on a reset by an admin and on the set-password link too', async () => {
    const created = await answered(admin.post('/api/users', { email: email(), name: 'Linked' }), 201);
    const id = created.data.user.id;
    for (const [password, message] of Object.entries(WEAK)) {
      expect((await refusedWith(admin.post(`/api/users/${id}/reset-password`, { password }), 400)).message).toBe(message);
    }
    const link = (await answered(admin.post(`/api/users/${id}/reset-password`, {}))).data.set_password_url;
    for (const [password, message] of Object.entries(WEAK)) {
      const res = await refusedWith(api(server).post(`/api/password-link/${tokenOf(link)}`, { password }), 400);
      expect(res.errors).toEqual([{ field: 'password', message }]);
    }
    // The link still works for a strong password.
    expect((await answered(api(server).post(`/api/password-link/${tokenOf(link)}`, { password: 'Harbour-lantern-81' }))).data.email).toBe(created.data.user.email);
  });

  it('refuses them in the admin CLI', async () => {
    await server.stop();
    const r = await runAdminHere(['add-user', 'demo', email(), 'Password12'], server.env);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain(WEAK.Password12);
  });
});
