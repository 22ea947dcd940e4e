import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { DEMO_COMPANY, FJORD_COMPANY, type Credentials } from '../support/companies.ts';
import { kindRegistry } from '../support/kindRegistry.ts';
import { startServer, type TestServer } from '../support/startServer.ts';

// What a newcomer meets on a fresh start: each demo company's readiness list holds only a few
// deliberate examples, and each example's item says why it is there; the trips are walks, not journeys.

/** The deliberate findings of each demo company: kind, title and fault type. */
const DELIBERATE: Record<string, [string, string, string][]> = {
  [DEMO_COMPANY.slug]: [['game', 'Opera roof challenge', 'lint'], ['story', 'Harbour walk', 'translation']],
  [FJORD_COMPANY.slug]: [['station', 'Sail loft', 'lint']],
};

interface Fault { kind: string; id: number; title: string; type: string; text: string }

describe('the demo companies on a fresh start', () => {
  let server: TestServer;
  const clients = new Map<string, ApiClient>();
  const companies: (Credentials & { slug: string })[] = [DEMO_COMPANY, FJORD_COMPANY];

  beforeAll(async () => {
    server = await startServer();
    for (const c of companies) clients.set(c.slug, api(server, await server.login(c.email, c.password)));
  }, 120_000);
  afterAll(async () => { await server?.close(); });

  it.each(companies.map((c) => [c.slug, c] as const))('%s: the readiness list has only the deliberate examples, each explained in its item', async (slug) => {
    const client = clients.get(slug)!;
    const { faults, faultCount } = (await client.get('/api/overview')).body.data as { faults: Fault[]; faultCount: number };
    expect(faults.map((f) => [f.kind, f.title, f.type])).toEqual(DELIBERATE[slug]);
    expect(faultCount).toBe(DELIBERATE[slug].length);
    for (const f of faults) {
      const entity = kindRegistry.get(f.kind).api.entity;
      const item = (await client.get(`/api/${entity}/${f.id}`)).body.data;
      // The item's own text tells a newcomer why Info lists it and how to clear it.
      expect(JSON.stringify(item), `${f.kind} “${f.title}”`).toMatch(/Demo example: [^"]*Info/);
    }
  });

  it.each(companies.map((c) => [c.slug] as const))('%s: no stop of any trip is more than 50 km (nor 2 km) from the previous one', async (slug) => {
    const client = clients.get(slug)!;
    for (const maxLeg of [50_000, 2000]) {
      const { findings } = (await client.get(`/api/zone-lint?maxLeg=${maxLeg}`)).body.data as { findings: { code: string; text: string }[] };
      expect(findings.filter((f) => f.code === 'stopTooFar').map((f) => f.text)).toEqual([]);
    }
    // The trips do have placed stops: a leg limit of 10 m finds every leg, each written in metres below 1 km.
    const { findings } = (await client.get('/api/zone-lint?maxLeg=10')).body.data as { findings: { code: string; text: string }[] };
    const legs = findings.filter((f) => f.code === 'stopTooFar');
    expect(legs.length).toBeGreaterThan(1);
    for (const leg of legs) expect(leg.text).toMatch(/is \d+ m from the previous stop .*, farther than 10 m$/);
  });

  it('offers the Fjord Museum content of its own: nothing about Oslo', async () => {
    const fjord = clients.get(FJORD_COMPANY.slug)!;
    for (const kind of kindRegistry.kinds) {
      const body = (await fjord.get(`/api/${kind.api.entity}`)).body;
      expect(JSON.stringify(body), kind.id).not.toMatch(/Oslo|Akershus|Aker Brygge|Opera/);
    }
  });
});
