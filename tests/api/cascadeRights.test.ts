import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { makeRoleUsers, type RoleUser } from '../support/roleUsers.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// A write that changes other items besides the one it names — a destroy clearing references and
// dropping links, a kind's own call saving another kind — needs the caller's right on every item it
// changes: a user limited to some kinds cannot reach into the others through it. All of it or nothing.

const TEST_KINDS = { TOURBENCH_EXTRA_KINDS: 'tests/kinds' };

describe.each(availableDatabases())('writes that change other items, by users limited to some kinds, on %s', (database) => {
  const s = signedInServer({ database, env: TEST_KINDS });
  /** Editors limited to fun facts; unlimited; limited to venues and listings. An author limited to tours. */
  let facts: RoleUser;
  let editor: RoleUser;
  let venues: RoleUser;
  let tours: RoleUser;

  beforeAll(async () => {
    [facts, editor, venues, tours] = await makeRoleUsers(s.server, [
      { admin: s.client, role: 'editor', domain: 'demo.test', kinds: ['achievement'] },
      { admin: s.client, role: 'editor', domain: 'demo.test' },
      { admin: s.client, role: 'editor', domain: 'demo.test', kinds: ['tk_venue', 'listing'] },
      { admin: s.client, role: 'author', domain: 'demo.test', kinds: ['tk_tour'] },
    ]);
  }, 60_000);

  const made = async (kind: string, doc: Record<string, unknown>) => (await answered(s.client.post(`/api/${kind}`, doc), 201)).data as { id: number; version: number };
  const read = async (kind: string, id: number) => (await answered(s.client.get(`/api/${kind}/${id}`))).data.items;
  const revisions = async (kind: string, id: number) => (await answered(s.client.get(`/api/${kind}/${id}/revisions`))).data.revisions as { n: number; action: string; user: { email: string } | null }[];
  const stops = async (tour: number) => (await answered(s.client.get(`/api/tk_tour/${tour}/links/stops`))).data.links as { id: number; target_id: number }[];
  const fact = (title: string) => made('achievement', { title, text: `${title}, and that is a fact.` });
  const destroy = (client: ApiClient, kind: string, id: number, headers: Record<string, string> = {}) => client.get(`/api/${kind}/destroy/${id}`, headers);

  it('refuses an editor limited to fun facts the destroy of one a listing holds, naming the listing, and changes neither', async () => {
    const held = await fact('The fjord is 100 km long');
    const kept = await fact('The harbour froze in 1942');
    const listing = await made('listing', { title: 'Autumn picks', entries: [{ kind: 'achievement', id: held.id }, { kind: 'achievement', id: kept.id }] });
    const before = { fact: await read('achievement', held.id), listing: await read('listing', listing.id) };
    const history = { fact: await revisions('achievement', held.id), listing: await revisions('listing', listing.id) };

    const refused = await refusedWith(destroy(facts.client, 'achievement', held.id), 403);
    expect(refused.message).toBe('Destroying this item would also change “Autumn picks” (Listings), which your account may not change: ask someone who may to remove it from there first.');
    expect(refused.would_change).toEqual([{ kind: 'listing', id: listing.id, title: 'Autumn picks' }]);
    // In the caller's language, the kind named as their console names it.
    const es = await refusedWith(destroy(facts.client, 'achievement', held.id, { 'accept-language': 'es' }), 403);
    expect(es.message).toBe('Eliminar este elemento también cambiaría “Autumn picks” (Listados), que tu cuenta no puede cambiar: pide a alguien que pueda que lo quite de ahí primero.');
    const zh = await refusedWith(destroy(facts.client, 'achievement', held.id, { 'accept-language': 'zh' }), 403);
    expect(zh.message).toContain('“Autumn picks”（列表）');

    // Nothing happened: not the destroy, not the listing's entry, not a revision of either.
    expect(await read('achievement', held.id)).toEqual(before.fact);
    expect(await read('listing', listing.id)).toEqual(before.listing);
    expect(await revisions('achievement', held.id)).toEqual(history.fact);
    expect(await revisions('listing', listing.id)).toEqual(history.listing);
  });

  it('names three of the items it would change and counts the rest; the answer lists every one', async () => {
    const held = await fact('Held by many lists');
    const titles = ['List A', 'List B', 'List C', 'List D'];
    for (const title of titles) await made('listing', { title, entries: [{ kind: 'achievement', id: held.id }] });
    const refused = await refusedWith(destroy(facts.client, 'achievement', held.id), 403);
    expect(refused.message).toBe('Destroying this item would also change “List A” (Listings), “List B” (Listings), “List C” (Listings) and 1 more, which your account may not change: ask someone who may to remove it from there first.');
    expect(refused.would_change.map((w: { title: string }) => w.title)).toEqual(titles);
    await answered(s.client.get(`/api/achievement/${held.id}`));
  });

  it('lets the same editor destroy a fun fact nothing holds', async () => {
    const lone = await fact('Nobody lists this one');
    await answered(destroy(facts.client, 'achievement', lone.id));
    await refusedWith(s.client.get(`/api/achievement/${lone.id}`), 404);
  });

  it('lets an editor of every kind destroy the held fun fact: the listing loses its entry, recorded as their revision', async () => {
    const held = await fact('Trams ran here until 1967');
    const kept = await fact('The bridge opens twice a day');
    const listing = await made('listing', { title: 'City facts', entries: [{ kind: 'achievement', id: held.id }, { kind: 'achievement', id: kept.id }] });
    await answered(destroy(editor.client, 'achievement', held.id));
    await refusedWith(s.client.get(`/api/achievement/${held.id}`), 404);
    const after = await read('listing', listing.id);
    expect(after.entries).toEqual([{ kind: 'achievement', id: kept.id }]);
    expect(after.version).toBe(listing.version + 1);
    expect((await revisions('listing', listing.id))[0]).toMatchObject({ action: 'update', user: { email: editor.email } });
  });

  it('refuses the destroy of a venue that is a stop of a tour to an editor limited to venues, even where the rest they may change: all or nothing', async () => {
    const venue = await made('tk_venue', { title: 'Old mill', city: 'Oslo' });
    const tour = await made('tk_tour', { title: 'Mill walk' });
    await answered(s.client.get(`/api/venue-as-tour/${venue.id}/${tour.id}`), 201);
    // A listing holds the venue too: the limited editor may change listings, so only the tour is named.
    const listing = await made('listing', { title: 'Mills', entries: [{ kind: 'tk_venue', id: venue.id }] });
    const before = { venue: await read('tk_venue', venue.id), stops: await stops(tour.id), listing: await read('listing', listing.id) };

    const refused = await refusedWith(destroy(venues.client, 'tk_venue', venue.id), 403);
    expect(refused.message).toContain('“Mill walk” (Tours)');
    expect(refused.message).not.toContain('Mills');
    expect(refused.would_change).toEqual([{ kind: 'tk_tour', id: tour.id, title: 'Mill walk' }]);
    expect(await read('tk_venue', venue.id)).toEqual(before.venue);
    expect(await stops(tour.id)).toEqual(before.stops);
    expect(await read('listing', listing.id)).toEqual(before.listing);

    // An editor of every kind may: the stop and the entry go with the venue.
    await answered(destroy(editor.client, 'tk_venue', venue.id));
    expect(await stops(tour.id)).toEqual([]);
    expect((await read('listing', listing.id)).entries).toEqual([]);
  });

  it('refuses a tour’s own call that saves a venue to an author limited to tours, leaving the venue as it was', async () => {
    const venue = await made('tk_venue', { title: 'Boat house', city: 'Oslo' });
    const tour = await made('tk_tour', { title: 'Harbour tour', venue_id: venue.id });
    const before = await read('tk_venue', venue.id);
    const refused = await refusedWith(tours.client.post('/api/tour-venue-city', { tour: tour.id, city: 'Bergen' }), 403);
    expect(refused.messageId).toBe('api.refused.role.kind');
    expect(refused.message).toBe('Your account may not change Venues: ask an admin to add it to your kinds.');
    expect(await read('tk_venue', venue.id)).toEqual(before);
    // Someone who may change venues may make the call.
    await answered(s.client.post('/api/tour-venue-city', { tour: tour.id, city: 'Bergen' }));
    expect((await read('tk_venue', venue.id)).city).toBe('Bergen');
  });
});
