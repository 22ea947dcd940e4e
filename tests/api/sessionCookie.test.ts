import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { DEMO_COMPANY, OTHER_COMPANY } from '../support/companies.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { PLAIN_KIND } from '../support/plainKind.ts';

// The console's session: an HttpOnly cookie the server sets, a readable companion the console echoes in a
// header (what a page on another site cannot send), and bearer tokens for API clients as before.
const LIST = `/api/${PLAIN_KIND.api.entity}`;
const TILES = 'https://tiles.example.test/sat/{z}/{y}/{x}.jpg';

/** The `name=value` and attributes of each Set-Cookie of an answer, by cookie name. */
function setCookies(headers: Headers): Map<string, { value: string; attributes: string[] }> {
  const out = new Map<string, { value: string; attributes: string[] }>();
  for (const line of headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';').map((s) => s.trim());
    const at = pair.indexOf('=');
    out.set(pair.slice(0, at), { value: decodeURIComponent(pair.slice(at + 1)), attributes: attributes.map((a) => a.toLowerCase()) });
  }
  return out;
}

/** Signs in as the console does (asking for the cookie session); returns the answer and its cookies. */
async function consoleSignIn(server: TestServer, headers: Record<string, string> = {}, as: { email: string; password: string } = DEMO_COMPANY) {
  const res = await api(server).post('/api/login', { email: as.email, password: as.password }, { 'x-session-cookie': '1', ...headers });
  const cookies = setCookies(res.headers);
  return { res, cookies, token: cookies.get('tb_token')?.value ?? '', csrf: cookies.get('tb_csrf')?.value ?? '' };
}

/** A call carrying the cookies as a browser would, with or without the CSRF header. */
function cookieCall(server: TestServer, method: string, path: string, session: { token: string; csrf: string }, headers: Record<string, string> = {}) {
  return api(server).request(method, path, method === 'POST' ? {} : undefined, { cookie: `tb_token=${session.token}; tb_csrf=${session.csrf}`, ...headers });
}

describe('the console session cookie', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer({ env: { TRUSTED_PROXIES: '127.0.0.1', MAP_TILES: TILES } }); });
  afterAll(async () => { await server?.close(); });

  it('sets an HttpOnly, SameSite=Lax session cookie and a readable companion on the console sign-in, without the token in the body', async () => {
    const { res, cookies, token, csrf } = await consoleSignIn(server);
    expect(res.status).toBe(200);
    const session = cookies.get('tb_token');
    expect(session?.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(session?.attributes.some((a) => a.startsWith('max-age='))).toBe(true);
    expect(token).toMatch(/^\S{43,}$/);
    const companion = cookies.get('tb_csrf');
    expect(companion?.attributes).toEqual(expect.arrayContaining(['samesite=lax', 'path=/']));
    expect(companion?.attributes).not.toContain('httponly');
    expect(csrf).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(csrf).not.toBe(token);
    // Over plain HTTP the cookies cannot be Secure (a browser would drop them).
    expect(session?.attributes).not.toContain('secure');
    // The console never holds the token in script-readable memory.
    expect(res.body).not.toHaveProperty('access_token');
    expect(JSON.stringify(res.body)).not.toContain(token);
  });

  it('marks the cookies Secure when a trusted proxy says the request came over HTTPS', async () => {
    const { cookies } = await consoleSignIn(server, { 'x-forwarded-proto': 'https' });
    expect(cookies.get('tb_token')?.attributes).toContain('secure');
    expect(cookies.get('tb_csrf')?.attributes).toContain('secure');
  });

  it('refuses a cookie-only call without the CSRF header with a translated 403, and answers it with the header', async () => {
    const session = await consoleSignIn(server);
    const bare = await cookieCall(server, 'GET', LIST, session);
    expect(bare.status).toBe(403);
    expect(bare.body.message).toMatch(/\S/);
    const spanish = await cookieCall(server, 'GET', LIST, session, { 'accept-language': 'es' });
    expect(spanish.status).toBe(403);
    expect(spanish.body.message).not.toBe(bare.body.message);
    const wrong = await cookieCall(server, 'GET', LIST, session, { 'x-csrf-token': `${session.csrf.slice(0, -2)}AA` });
    expect(wrong.status).toBe(403);
    const ok = await cookieCall(server, 'GET', LIST, session, { 'x-csrf-token': session.csrf });
    expect(ok.status).toBe(200);
    const user = await cookieCall(server, 'POST', '/api/user/web', session, { 'x-csrf-token': session.csrf });
    expect(user.status).toBe(200);
    expect(user.body.data.user.email).toBe(DEMO_COMPANY.email);
  });

  it('refuses a cookie call that a browser says came from another site, even with the header', async () => {
    const session = await consoleSignIn(server);
    for (const site of ['cross-site', 'same-site', 'none']) {
      const res = await cookieCall(server, 'GET', LIST, session, { 'x-csrf-token': session.csrf, 'sec-fetch-site': site });
      expect(res.status, site).toBe(403);
    }
    const same = await cookieCall(server, 'GET', LIST, session, { 'x-csrf-token': session.csrf, 'sec-fetch-site': 'same-origin' });
    expect(same.status).toBe(200);
  });

  it('keeps bearer tokens for API clients exactly as before', async () => {
    const res = await api(server).post('/api/login', { email: DEMO_COMPANY.email, password: DEMO_COMPANY.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer' });
    expect(res.headers.getSetCookie()).toEqual([]);
    const list = await api(server, res.body.access_token).get(LIST);
    expect(list.status).toBe(200);
    // A bearer call needs no CSRF header, wherever the browser says it came from: a page cannot set Authorization cross-site.
    expect((await api(server, res.body.access_token).get(LIST, { 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });

  it('logs out: the cookies are cleared and the session is dead', async () => {
    const session = await consoleSignIn(server);
    const res = await cookieCall(server, 'POST', '/api/logout', session, { 'x-csrf-token': session.csrf });
    expect(res.status).toBe(200);
    const cleared = setCookies(res.headers);
    for (const name of ['tb_token', 'tb_csrf']) {
      expect(cleared.get(name)?.value, name).toBe('');
      expect(cleared.get(name)?.attributes, name).toContain('max-age=0');
    }
    expect((await cookieCall(server, 'GET', LIST, session, { 'x-csrf-token': session.csrf })).status).toBe(401);
  });

  it('clears the cookies of a dead session on its 401, so the browser stops sending them', async () => {
    const session = await consoleSignIn(server);
    await api(server, session.token).post('/api/logout');
    const res = await cookieCall(server, 'GET', LIST, session, { 'x-csrf-token': session.csrf });
    expect(res.status).toBe(401);
    expect(setCookies(res.headers).get('tb_token')?.attributes).toContain('max-age=0');
  });

  it('a console sign-in replaces the browser’s earlier session: the old token is revoked', async () => {
    const first = await consoleSignIn(server);
    const second = await consoleSignIn(server, { cookie: `tb_token=${first.token}; tb_csrf=${first.csrf}` }, OTHER_COMPANY);
    expect(second.res.status).toBe(200);
    expect((await api(server, first.token).get(LIST)).status).toBe(401);
    const user = await cookieCall(server, 'POST', '/api/user/web', second, { 'x-csrf-token': second.csrf });
    expect(user.body.data.company.slug).toBe(OTHER_COMPANY.slug);
  });

  it('never sets the session cookie for a sign-in another site started', async () => {
    const res = await api(server).post('/api/login', { email: DEMO_COMPANY.email, password: DEMO_COMPANY.password }, { 'x-session-cookie': '1', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('sends nosniff, frame and referrer protection on API answers', async () => {
    const token = await server.login();
    for (const res of [await api(server, token).get(LIST), await api(server).get('/api/health'), await api(server).get('/api/no-such-path')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toMatch(/\S/);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});

describe('the console\'s answers', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer({ env: { MAP_TILES: TILES } }); });
  afterAll(async () => { await server?.close(); });

  it('carry a strict Content-Security-Policy naming the map hosts, and frame, referrer and nosniff headers', async () => {
    const page = await fetch(`${server.url}/admin/web_pages`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    for (const [name, value] of [['object-src', "'none'"], ['base-uri', "'none'"], ['frame-ancestors', "'none'"]]) expect(directives.get(name), name).toEqual([value]);
    expect(directives.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://tiles.example.test']));
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await page.text();
    const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
    expect(script, 'the built index.html loads its entry as a file').toBeTruthy();
    expect(html, 'no inline script in the page').not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const asset = await fetch(new URL(script!, page.url));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the session cookie without trusted proxies', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer(); });
  afterAll(async () => { await server?.close(); });

  it('ignores X-Forwarded-Proto from a peer that is not a trusted proxy', async () => {
    const { cookies } = await consoleSignIn(server, { 'x-forwarded-proto': 'https' });
    expect(cookies.get('tb_token')?.attributes).not.toContain('secure');
  });
});
