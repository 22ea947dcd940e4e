import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// The test-only kinds (tests/kinds): tk_tour has the relation `stops` → tk_venue, ordered, with link
// lifecycle and SPEC-style legacy aliases.
const base = '/api';
const gen = {
  list: (tour: number | string) => `${base}/tk_tour/${tour}/links/stops`,
  link: (tour: number | string, venue: number | string) => `${base}/tk_tour/${tour}/links/stops/add/${venue}`,
  unlink: (tour: number | string, venue: number | string) => `${base}/tk_tour/${tour}/links/stops/unlink/${venue}`,
  reorder: (tour: number | string) => `${base}/tk_tour/${tour}/links/stops/sync`,
  byLink: (op: string, link: number | string) => `${base}/tk_tour/links/stops/${op}/${link}`,
};
const alias = {
  link: (venue: number | string, tour: number | string) => `${base}/venue-as-tour/${venue}/${tour}`,
  unlink: (venue: number | string, tour: number | string) => `${base}/unlink/venue/${venue}/tour/${tour}`,
  byLink: (op: string, link: number | string) => `${base}/${op}-venue-as-tour/${link}`,
  reorder: `${base}/tour-sync`,
};

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

describe.each(availableDatabases())('relations on %s', (database) => {
  const s = signedInServer({ database, env: { TOURBENCH_EXTRA_KINDS: 'tests/kinds' } });

  const venue = async (title = unique('Venue'), client: ApiClient = s.client, city = 'Oslo') => {
    const res = await client.post(`${base}/tk_venue`, { title, city });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; title: string };
  };
  // The other company writes tours in the `compact` variant (title + summary).
  const tour = async (client: ApiClient = s.client, title = unique('Tour')) => {
    const res = await client.post(`${base}/tk_tour`, client === s.client ? { title } : { title, summary: 'Short' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; title: string };
  };
  const ok = async (promise: Promise<{ status: number; body: any }>, status = 200) => {
    const res = await promise;
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toMatchObject({ code: status, status: 'success' });
    return res.body;
  };
  const links = async (tourId: number, client: ApiClient = s.client) => (await ok(client.get(gen.list(tourId)))).data.links as any[];
  const refused = async (promise: Promise<{ status: number; body: any }>, status: number, hidden: string[] = []) => {
    const res = await promise;
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message).toMatch(/\S/);
    for (const h of hidden) expect(JSON.stringify(res.body)).not.toContain(h);
    return res.body;
  };

  it('links, lists in link order with the target’s list item and state, and unlinks by pair', async () => {
    const t = await tour();
    const a = await venue(unique('Harbour'));
    const b = await venue(unique('Fortress'), s.client, 'Bergen');
    expect(await links(t.id)).toEqual([]);

    const first = await ok(s.client.get(gen.link(t.id, a.id)), 201);
    expect(first.message).toBe('Successfully Saved');
    expect(first.data).toEqual({
      id: expect.any(Number), owner_id: t.id, target_id: a.id, target_kind: 'tk_venue', position: 0,
      state: 'active', is_published: false, is_archived: false,
      target: { id: a.id, title: a.title, ingress: 'Oslo', state: 'active' },
    });
    const second = (await ok(s.client.get(gen.link(t.id, b.id)), 201)).data;
    expect(second.position).toBe(1);

    // The target's own state shows through.
    await ok(s.client.get(`${base}/tk_venue/publish/${b.id}`));
    expect((await links(t.id)).map((l) => [l.target_id, l.target.title, l.target.ingress, l.target.state])).toEqual([
      [a.id, a.title, 'Oslo', 'active'],
      [b.id, b.title, 'Bergen', 'published'],
    ]);

    const gone = await ok(s.client.get(gen.unlink(t.id, a.id)));
    expect(gone.message).toBe('Successfully Deleted');
    expect((await links(t.id)).map((l) => l.id)).toEqual([second.id]);
    await refused(s.client.get(gen.unlink(t.id, a.id)), 404);

    // New links append after the last position, even after a removal.
    const again = (await ok(s.client.get(gen.link(t.id, a.id)), 201)).data;
    expect(again.position).toBe(2);
    expect((await links(t.id)).map((l) => l.target_id)).toEqual([b.id, a.id]);

    await ok(s.client.get(gen.byLink('remove', second.id)));
    expect((await links(t.id)).map((l) => l.target_id)).toEqual([a.id]);
    await refused(s.client.get(gen.byLink('remove', second.id)), 404);
  });

  it('refuses linking the same target twice with 409 and keeps one link', async () => {
    const t = await tour();
    const v = await venue();
    await ok(s.client.get(gen.link(t.id, v.id)), 201);
    const body = await refused(s.client.get(gen.link(t.id, v.id)), 409);
    expect(body.message).toMatch(/already linked/);
    await refused(s.client.get(alias.link(v.id, t.id)), 409);
    expect(await links(t.id)).toHaveLength(1);
  });

  it('answers unknown owners and links with 404, a target that cannot be linked with 400, malformed input with 400/404, never 500', async () => {
    const t = await tour();
    const v = await venue();
    await refused(s.client.get(gen.link(t.id, 999999999)), 400);
    await refused(s.client.get(gen.link(999999999, v.id)), 404);
    await refused(s.client.get(gen.link(t.id, t.id)), 400); // a tour is not a venue
    await refused(s.client.get(gen.list(999999999)), 404);
    await refused(s.client.get(gen.list('abc')), 404);
    await refused(s.client.get(gen.link('abc', v.id)), 404);
    await refused(s.client.get(gen.link(t.id, '1e3')), 404);
    await refused(s.client.get(gen.link(t.id, '99999999999999999999')), 404);
    await refused(s.client.get(gen.byLink('publish', 'x')), 404);
    await refused(s.client.get(gen.byLink('publish', 999999999)), 404);
    await refused(s.client.get(`${base}/tk_tour/${t.id}/links/nope`), 404);
    await refused(s.client.get(`${base}/tk_venue/${v.id}/links/stops`), 404);
    await refused(s.client.get(alias.byLink('archive', '-1')), 404);
    await refused(s.client.get(alias.unlink('x', t.id)), 404);

    await refused(s.client.post(gen.reorder(t.id), [1, 2]), 400);
    await refused(s.client.request('POST', gen.reorder(t.id), 'not json', { 'content-type': 'application/json' }), 400);
    await refused(s.client.post(gen.reorder(t.id), { ids: 'all' }), 400);
    await refused(s.client.post(gen.reorder(t.id), { ids: [1.5] }), 400);
    await refused(s.client.post(gen.reorder(t.id), { ids: [{}] }), 400);
    await refused(s.client.post(gen.reorder(999999999), { ids: [] }), 404);
    await refused(s.client.post(alias.reorder, { ids: [] }), 400);
    await refused(s.client.post(alias.reorder, { id: 'abc', ids: [] }), 400);
    await refused(s.client.post(alias.reorder, { id: 999999999, ids: [] }), 404);
    expect(await links(t.id)).toEqual([]);
  });

  it('answers every legacy alias exactly like the generic path it aliases', async () => {
    const t = await tour();
    const [a, b, c] = [await venue(), await venue(), await venue()];

    // link: /venue-as-tour/{venue}/{tour}
    const la = await ok(s.client.get(alias.link(a.id, t.id)), 201);
    const lb = await ok(s.client.get(gen.link(t.id, b.id)), 201);
    expect(la.message).toBe(lb.message);
    expect(la.data).toMatchObject({ owner_id: t.id, target_id: a.id, position: 0, state: 'active', target: { id: a.id, title: a.title } });
    expect(Object.keys(la.data).sort()).toEqual(Object.keys(lb.data).sort());
    const lc = (await ok(s.client.get(alias.link(c.id, t.id)), 201)).data;

    // link lifecycle: /{op}-venue-as-tour/{link}
    for (const [op, notice, state] of [
      ['publish', 'Successfully Published', 'published'],
      ['un-publish', 'Successfully Unpublished', 'unpublished'],
      ['archive', 'Successfully Archived', 'archived'],
      ['un-archive', 'Successfully Restored', 'unpublished'],
    ] as const) {
      const viaAlias = await ok(s.client.get(alias.byLink(op, la.data.id)));
      const viaGeneric = await ok(s.client.get(gen.byLink(op, lb.data.id)));
      expect(viaAlias.message).toBe(notice);
      expect(viaGeneric.message).toBe(notice);
      expect(viaAlias.data).toMatchObject({ id: la.data.id, state });
      expect({ ...viaAlias.data, id: 0, target_id: 0, target: null, position: 0 }).toEqual({ ...viaGeneric.data, id: 0, target_id: 0, target: null, position: 0 });
    }

    // reorder: POST /tour-sync { id, ids } and the generic sync answer the list in the new order.
    const viaAlias = await ok(s.client.post(alias.reorder, { id: t.id, ids: [lc.id, la.data.id, lb.data.id] }));
    expect(viaAlias.data.links.map((l: any) => [l.id, l.position])).toEqual([[lc.id, 0], [la.data.id, 1], [lb.data.id, 2]]);
    expect(await links(t.id)).toEqual(viaAlias.data.links);
    const viaGeneric = await ok(s.client.post(gen.reorder(t.id), { ids: [lb.data.id, lc.id, la.data.id] }));
    expect(viaGeneric.data.links.map((l: any) => l.id)).toEqual([lb.data.id, lc.id, la.data.id]);
    expect(await links(t.id)).toEqual(viaGeneric.data.links);

    // remove by link id: /remove-venue-as-tour/{link}
    const removed = await ok(s.client.get(alias.byLink('remove', la.data.id)));
    expect(removed.message).toBe('Successfully Deleted');
    await refused(s.client.get(alias.byLink('remove', la.data.id)), 404);

    // unlink by pair: /unlink/venue/{venue}/tour/{tour}
    const unlinked = await ok(s.client.get(alias.unlink(c.id, t.id)));
    expect(unlinked.message).toBe('Successfully Deleted');
    await refused(s.client.get(alias.unlink(c.id, t.id)), 404);
    expect((await links(t.id)).map((l) => l.target_id)).toEqual([b.id]);
  });

  it('gives links their own lifecycle; publishing an archived link restores it', async () => {
    const t = await tour();
    const v = await venue();
    const l = (await ok(s.client.get(gen.link(t.id, v.id)), 201)).data;
    const step = async (op: string, notice: string) => {
      const body = await ok(s.client.get(gen.byLink(op, l.id)));
      expect(body.message).toBe(notice);
      return body.data;
    };
    expect(await step('archive', 'Successfully Archived')).toMatchObject({ state: 'archived', is_archived: true, is_published: false });
    expect(await step('publish', 'Successfully Published')).toMatchObject({ state: 'published', is_archived: false, is_published: true });
    expect(await step('un-publish', 'Successfully Unpublished')).toMatchObject({ state: 'unpublished', is_published: false });
    expect(await step('archive', 'Successfully Archived')).toMatchObject({ state: 'archived' });
    expect(await step('un-archive', 'Successfully Restored')).toMatchObject({ state: 'unpublished', is_archived: false });
    // The link's state is its own: the venue itself stays active.
    const [listed] = await links(t.id);
    expect(listed).toMatchObject({ id: l.id, state: 'unpublished', target: { state: 'active' } });
    expect((await s.client.get(`${base}/tk_venue/${v.id}`)).body.data.items.state).toBe('active');
  });

  it('reorders only with exactly the owner’s links of the relation (400 otherwise)', async () => {
    const t = await tour();
    const u = await tour();
    const [a, b] = [await venue(), await venue()];
    const la = (await ok(s.client.get(gen.link(t.id, a.id)), 201)).data;
    const lb = (await ok(s.client.get(gen.link(t.id, b.id)), 201)).data;
    const lu = (await ok(s.client.get(gen.link(u.id, a.id)), 201)).data;
    for (const ids of [[la.id], [la.id, lb.id, lu.id], [la.id, lu.id], [la.id, la.id], [la.id, lb.id, 999999999], []]) {
      await refused(s.client.post(gen.reorder(t.id), { ids }), 400);
      await refused(s.client.post(alias.reorder, { id: t.id, ids }), 400);
    }
    expect((await links(t.id)).map((l) => l.id)).toEqual([la.id, lb.id]);
    expect((await links(u.id)).map((l) => [l.id, l.position])).toEqual([[lu.id, 0]]);
    // Ids as decimal strings (older clients) are accepted.
    const res = await ok(s.client.post(alias.reorder, { id: String(t.id), ids: [String(lb.id), String(la.id)] }));
    expect(res.data.links.map((l: any) => l.id)).toEqual([lb.id, la.id]);
  });

  it('keeps companies apart: the other company can neither see, link, change nor unlink, and nothing is linked', async () => {
    const t = await tour();
    const v = await venue(unique('Secret venue'));
    const l = (await ok(s.client.get(gen.link(t.id, v.id)), 201)).data;
    const before = await links(t.id);

    const theirTour = await tour(s.other);
    const theirVenue = await venue(unique('Their venue'), s.other);
    const hidden = [t.title, v.title];
    // The other company with our ids.
    await refused(s.other.get(gen.list(t.id)), 404, hidden);
    // Their tour with our venue: a target they cannot link (400), told apart from nothing of ours.
    await refused(s.other.get(gen.link(theirTour.id, v.id)), 400, hidden);
    await refused(s.other.get(alias.link(v.id, theirTour.id)), 400, hidden);
    await refused(s.other.get(gen.link(t.id, theirVenue.id)), 404, hidden);
    await refused(s.other.get(gen.unlink(t.id, v.id)), 404, hidden);
    await refused(s.other.get(alias.unlink(v.id, t.id)), 404, hidden);
    for (const op of ['remove', 'publish', 'un-publish', 'archive', 'un-archive']) {
      await refused(s.other.get(gen.byLink(op, l.id)), 404, hidden);
      await refused(s.other.get(alias.byLink(op, l.id)), 404, hidden);
    }
    await refused(s.other.post(gen.reorder(t.id), { ids: [l.id] }), 404, hidden);
    await refused(s.other.post(alias.reorder, { id: t.id, ids: [l.id] }), 404, hidden);
    // We with their ids.
    await refused(s.client.get(gen.link(t.id, theirVenue.id)), 400, [theirVenue.title]);
    await refused(s.client.get(alias.link(theirVenue.id, t.id)), 400, [theirVenue.title]);
    await refused(s.client.get(gen.link(theirTour.id, v.id)), 404, [theirTour.title]);
    await refused(s.client.get(gen.list(theirTour.id)), 404, [theirTour.title]);

    expect(await links(t.id)).toEqual(before);
    expect(await links(theirTour.id, s.other)).toEqual([]);
    // Their own relation works for them (their tours are in the compact variant).
    const theirs = (await ok(s.other.get(gen.link(theirTour.id, theirVenue.id)), 201)).data;
    expect(theirs.target).toMatchObject({ id: theirVenue.id, title: theirVenue.title });
    await refused(s.client.get(gen.byLink('remove', theirs.id)), 404, [theirVenue.title]);
    expect(await links(theirTour.id, s.other)).toHaveLength(1);
  });

  it('drops a tour’s links when the tour is destroyed', async () => {
    const t = await tour();
    const v = await venue();
    const l = (await ok(s.client.get(gen.link(t.id, v.id)), 201)).data;
    await ok(s.client.get(`${base}/tk_tour/destroy/${t.id}`));
    await refused(s.client.get(gen.list(t.id)), 404);
    await refused(s.client.get(gen.byLink('publish', l.id)), 404);
    // The venue is free to link to a new tour, whose list starts empty.
    const fresh = await tour();
    expect(await links(fresh.id)).toEqual([]);
    expect((await ok(s.client.get(gen.link(fresh.id, v.id)), 201)).data.position).toBe(0);
  });

  it('drops a venue’s links when the venue is destroyed (relation onTargetDestroy: remove)', async () => {
    const t = await tour();
    const [a, b] = [await venue(), await venue()];
    await ok(s.client.get(gen.link(t.id, a.id)), 201);
    const lb = (await ok(s.client.get(gen.link(t.id, b.id)), 201)).data;
    const res = await s.client.get(`${base}/tk_venue/destroy/${a.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await links(t.id)).map((l) => l.id)).toEqual([lb.id]);
  });
});
