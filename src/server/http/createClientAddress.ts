import { isIP } from 'node:net';
import type { Context } from 'hono';
import { createTrustedPeer, normalizeAddress as normalize } from './createTrustedPeer.ts';

/**
 * Parses TRUSTED_PROXIES: comma-separated addresses or subnets (`127.0.0.1, 10.0.0.0/8, ::1`).
 * Throws on an entry that is neither, so a typo does not silently trust nobody.
 */
export function trustedProxyList(text: string | undefined): string[] {
  const entries = (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    if (!family || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or subnet (like 10.0.0.0/8)`);
    }
  }
  return entries;
}

/**
 * How the server tells clients apart (the sign-in limit per address): the connection's peer, unless
 * that peer is a trusted proxy; then the nearest X-Forwarded-For hop that is not itself a trusted
 * proxy. Without trusted proxies the header is ignored, so a client cannot choose its own address.
 */
export function createClientAddress(trustedProxies: readonly string[] = []) {
  const { isTrusted, peerOf } = createTrustedPeer(trustedProxies);
  return (c: Context): string => {
    const peer = peerOf(c);
    if (!isTrusted(peer)) return peer;
    // Read from the right: each trusted proxy appended the address it got the request from.
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => normalize(s.trim()));
    for (let i = hops.length - 1; i >= 0; i--) {
      if (!isIP(hops[i])) return peer; // a broken hop: nothing left of it can be believed
      if (!isTrusted(hops[i])) return hops[i];
    }
    return peer;
  };
}

/** Reads a request's client address; built by `createClientAddress`. */
export type ClientAddress = ReturnType<typeof createClientAddress>;
