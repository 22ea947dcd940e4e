import { createMiddleware } from 'hono/factory';

/**
 * Headers every answer carries unless its route set its own (the console's pages set a full policy,
 * consolePolicy.ts): never sniffed into another type, never framed, no path or query in the Referer
 * sent elsewhere, and — for JSON, media and files, which are no pages — a policy that lets nothing load.
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const ENTRIES = Object.entries(BASE_SECURITY_HEADERS);

/** Adds BASE_SECURITY_HEADERS to every answer (errors and 404s included) after its route has made it. */
export function securityHeaders() {
  return createMiddleware(async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      for (const [name, value] of ENTRIES) if (!headers.has(name)) headers.set(name, value);
    } catch {
      // A proxied answer's headers are immutable: answer with a copy.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      for (const [name, value] of ENTRIES) if (!headers.has(name)) headers.set(name, value);
    }
  });
}
