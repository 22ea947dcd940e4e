import { describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../../../tests/support/api.ts';
import { answered, refusedWith } from '../../../tests/support/expectAnswer.ts';
import { FJORD_COMPANY } from '../../../tests/support/companies.ts';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { roundTripTests } from '../../../tests/support/kindRoundTrip.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// Share, a plugin served by the generic `/{x}` calls.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

const id = 'share';
/** A valid new document, and a change an author would make. */
const doc = (t: string) => ({ title: t, text: 'Out on the fjord!', url: 'https://oslofjord-tours.test/', platforms: ['facebook', 'copy_link'] });
const change = { platforms: ['whatsapp', 'email', 'sms'] };

describe.each(availableDatabases())('share on %s', (database) => {
  const s = signedInServer({ database });

  const list = async (kind: string, client: ApiClient = s.client, headers?: Record<string, string>) =>
    (await answered(client.get(`/api/${kind}`, headers))).data.items as any[];

  roundTripTests(s, id, doc, change);

  it('refuses a share link that is not http(s), an unknown platform and no platform at all, naming the field', async () => {
    const base = { title: unique('Share'), platforms: ['facebook'] };
    const js = await refusedWith(s.client.post('/api/share', { ...base, url: 'javascript:alert(1)' }), 400);
    expect(js.errors).toEqual([expect.objectContaining({ field: 'url', message: 'The link needs to start with http:// or https://' })]);
    const esJs = await refusedWith(s.client.post('/api/share', { ...base, url: 'data:text/html,hi' }, { 'accept-language': 'es' }), 400);
    expect(esJs.message).toBe('El enlace debe empezar por http:// o https://');
    const unknown = await refusedWith(s.client.post('/api/share', { ...base, platforms: ['facebook', 'myspace'] }), 400);
    expect(unknown.errors.map((e: { field: string }) => e.field)).toEqual(['platforms.1']);
    expect(unknown.message).toBe('Platforms has a value that is not one of the choices');
    const none = await refusedWith(s.client.post('/api/share', { ...base, platforms: [] }), 400);
    expect(none.errors).toEqual([expect.objectContaining({ field: 'platforms', message: 'Choose at least one platform' })]);
    const twice = await refusedWith(s.client.post('/api/share', { ...base, platforms: ['sms', 'sms'] }), 400);
    expect(twice.errors.map((e: { field: string }) => e.field)).toEqual(['platforms']);
    expect((await list('share')).map((x) => x.title)).not.toContain(base.title);
  });

  it('seeds two for the demo company', async () => {
    expect((await list('share')).map((x) => x.title)).toEqual(expect.arrayContaining(['Share your fjord day', 'Invite a friend to the fortress walk']));
  });

  it('seeds the fjord museum (older station screen) with two as well', async () => {
    const fjord = api(s.server, await s.server.login(FJORD_COMPANY.email, FJORD_COMPANY.password));
    expect(await list('share', fjord)).toHaveLength(2);
  });
});
