import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Whether a request reached us over HTTPS (cookies then get `Secure`): the server's own URL scheme, or,
 * only when the connection's peer is one of TRUSTED_PROXIES, an `X-Forwarded-Proto` naming https. Any
 * https in the list counts: Secure only narrows where a cookie goes, so believing it errs on the safe side.
 */
export function createIsHttps(trustedProxies: readonly string[] = []) {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, Number(bits), type);
  }
  return (c: Context): boolean => {
    if (c.req.url.startsWith('https:')) return true;
    const forwarded = c.req.header('x-forwarded-proto');
    if (!forwarded || !trustedProxies.length) return false;
    const peer = (getConnInfo(c).remote.address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(peer);
    if (!family || !trusted.check(peer, family === 4 ? 'ipv4' : 'ipv6')) return false;
    return forwarded.split(',').some((p) => p.trim().toLowerCase() === 'https');
  };
}
