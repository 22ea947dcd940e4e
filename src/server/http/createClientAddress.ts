import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** `::ffff:10.0.0.1` and `10.0.0.1` are one client. */
const normalize = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

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
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, Number(bits), type);
  }
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
  return (c: Context): string => {
    const peer = normalize(getConnInfo(c).remote.address ?? 'unknown');
    if (!trustedProxies.length || !isTrusted(peer)) return peer;
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
