import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** `::ffff:10.0.0.1` and `10.0.0.1` are one client. */
export const normalizeAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * TRUSTED_PROXIES as a lookup: whether an address is one of them, and whether a request's connection came
 * from one — the one question both the client address and the HTTPS check must answer alike.
 */
export function createTrustedPeer(trustedProxies: readonly string[] = []) {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, Number(bits), type);
  }
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return trustedProxies.length > 0 && family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
  return {
    isTrusted,
    /** The connection's peer address (normalized; 'unknown' when the socket has none). */
    peerOf: (c: Context) => normalizeAddress(getConnInfo(c).remote.address ?? 'unknown'),
  };
}
