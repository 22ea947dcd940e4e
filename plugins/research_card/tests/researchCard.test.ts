import { describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../../../tests/support/api.ts';
import { answered } from '../../../tests/support/expectAnswer.ts';
import { FJORD_COMPANY } from '../../../tests/support/companies.ts';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { roundTripTests } from '../../../tests/support/kindRoundTrip.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// Research cards, a plugin served by the generic `/{x}` calls.

const ES = { 'x-language-code': 'es' };

const id = 'research_card';
/** A valid new document, and a change an author would make. */
const doc = (t: string) => ({ title: t, text: 'The fjord froze in 1941.', image: 'ice.jpg', source: 'Oslo City Archives', credit: 'A. Hansen' });
const change = { source: 'https://www.oslobyarkiv.no/' };

describe.each(availableDatabases())('research cards on %s', (database) => {
  const s = signedInServer({ database });

  const list = async (kind: string, client: ApiClient = s.client, headers?: Record<string, string>) =>
    (await answered(client.get(`/api/${kind}`, headers))).data.items as any[];

  roundTripTests(s, id, doc, change);

  it('seeds two for the demo company, with Spanish for one', async () => {
    expect((await list('research_card')).map((x) => x.title)).toEqual(expect.arrayContaining(['The Viking ships of Bygdøy', 'Ice on the inner fjord']));
    expect((await list('research_card', s.client, ES)).map((x) => x.title)).toContain('Los barcos vikingos de Bygdøy');
  });

  it('seeds the fjord museum (older station screen) with two as well', async () => {
    const fjord = api(s.server, await s.server.login(FJORD_COMPANY.email, FJORD_COMPANY.password));
    expect(await list('research_card', fjord)).toHaveLength(2);
  });
});
