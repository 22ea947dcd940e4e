import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en.json';
import es from '../../src/locales/es.json';
import zh from '../../src/locales/zh.json';
import { refusedWith } from '../support/expectAnswer.ts';
import { signedInServer } from '../support/signedInServer.ts';

// Place search whose service cannot be reached says that search is unavailable and why, in the
// caller's language: never an empty list the console would show as "No places found".

/** A local port nothing listens on (opened, then closed): connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((ok) => probe.close(() => ok()));
  return port;
}

const port = await closedPort();

describe('place search without its service', () => {
  const s = signedInServer({ env: { GEOCODER_URL: `http://127.0.0.1:${port}`, GEOCODER_KIND: 'photon' } });

  it('answers 502 "place search is unavailable: the service could not be reached" in the caller\'s language', async () => {
    for (const [lang, words] of [['en', en], ['es', es], ['zh', zh]] as const) {
      const res = await refusedWith(s.client.get('/api/geocode?q=Vigeland&limit=5', { 'accept-language': lang }), 502);
      expect(res.message, lang).toBe(words['api.refused.geocoder.unreachable']);
      expect(res.reason, lang).toBe('unreachable');
    }
    expect(en['api.refused.geocoder.unreachable']).toMatch(/^Place search is unavailable: the search service could not be reached/);
  });
});

describe('place search on a server without one (GEOCODER_URL=off)', () => {
  const s = signedInServer({ env: { GEOCODER_URL: 'off' } });

  it('answers 503 "place search is not set up on this server" in the caller\'s language', async () => {
    for (const [lang, words] of [['en', en], ['es', es], ['zh', zh]] as const) {
      const res = await refusedWith(s.client.get('/api/geocode?q=Vigeland', { 'accept-language': lang }), 503);
      expect(res.message, lang).toBe(words['api.refused.geocoder.notConfigured']);
      expect(res.reason, lang).toBe('notConfigured');
    }
  });
});
