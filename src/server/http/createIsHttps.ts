import type { Context } from 'hono';
import { createTrustedPeer } from './createTrustedPeer.ts';

/**
 * Whether a request reached us over HTTPS (cookies then get `Secure`): the server's own URL scheme, or,
 * only when the connection's peer is one of TRUSTED_PROXIES, an `X-Forwarded-Proto` naming https. Any
 * https in the list counts: Secure only narrows where a cookie goes, so believing it errs on the safe side.
 */
export function createIsHttps(trustedProxies: readonly string[] = []) {
  const { isTrusted, peerOf } = createTrustedPeer(trustedProxies);
  return (c: Context): boolean => {
    if (c.req.url.startsWith('https:')) return true;
    const forwarded = c.req.header('x-forwarded-proto');
    if (!forwarded || !isTrusted(peerOf(c))) return false;
    return forwarded.split(',').some((p) => p.trim().toLowerCase() === 'https');
  };
}
