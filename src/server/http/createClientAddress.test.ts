import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createClientAddress, trustedProxyList } from './createClientAddress.ts';

/** The address the server reads for a request from `peer` carrying `forwarded` as X-Forwarded-For. */
async function addressOf(trusted: string[], peer: string, forwarded?: string): Promise<string> {
  const clientAddress = createClientAddress(trusted);
  const app = new Hono().get('/', (c) => c.text(clientAddress(c)));
  const res = await app.request('/', { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }, { incoming: { socket: { remoteAddress: peer } } });
  return res.text();
}

describe('client address', () => {
  it('ignores X-Forwarded-For unless the peer is a trusted proxy, so a client cannot pick its own address', async () => {
    expect(await addressOf([], '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(await addressOf(['10.0.0.0/8'], '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(await addressOf([], '::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('behind trusted proxies takes the nearest hop they did not add, not what the client wrote first', async () => {
    expect(await addressOf(['10.0.0.0/8'], '10.0.0.5', '198.51.100.1')).toBe('198.51.100.1');
    // The client sent "1.2.3.4" itself; the proxies appended its real address and one proxy's.
    expect(await addressOf(['10.0.0.0/8', '127.0.0.1'], '127.0.0.1', '1.2.3.4, 198.51.100.1, 10.0.0.7')).toBe('198.51.100.1');
    expect(await addressOf(['10.0.0.5'], '10.0.0.5', 'not-an-address')).toBe('10.0.0.5');
    expect(await addressOf(['10.0.0.5'], '10.0.0.5')).toBe('10.0.0.5');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or subnet', () => {
    expect(trustedProxyList(' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    expect(trustedProxyList(undefined)).toEqual([]);
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '10.0.0.0/x']) expect(() => trustedProxyList(bad)).toThrow(/TRUSTED_PROXIES/);
  });
});
