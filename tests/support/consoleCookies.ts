import type { HasUrl } from './api.ts';

/** A cookie as Playwright's `context.addCookies` takes it. */
export interface BrowserCookie {
  name: string;
  value: string;
  url: string;
  httpOnly?: boolean;
}

/**
 * Signs in as the console does (`POST /api/login` asking for the cookie session) and returns the cookies
 * the server set — the HttpOnly session cookie and its CSRF companion — for a browser context that should
 * start signed in without going through the login form (benches auditing a signed-in screen's cold load).
 */
export async function consoleCookies(server: HasUrl, email: string, password: string): Promise<BrowserCookie[]> {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-cookie': '1' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`console sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((s) => s.trim());
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url, httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly') };
  });
}
