import { describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { oneKindRefsOf } from '../support/kindCapabilities.ts';
import { clientKind, DEMO, kindRegistry, kindWith, type TestCompany } from '../support/kindRegistry.ts';
import { OTHER_COMPANY } from '../support/companies.ts';
import { labelled, sampleDoc } from '../support/sampleDoc.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// GET /api/{x}/used-ids?by={kind}: the ids of this kind's items that items of `by` refer to (x-ref) or
// link (relations), for the console list's `usedBy` filter. The registry's first kind referring to
// another from a list (a game's challenges refer to questions) and the test-only ones (tk_tour refers
// to tk_venue by venue_id and sponsor_id, and links it by `stops`).

/** A list of references to one kind: `[array, '*', field]`. */
const listRefOf = (k: Parameters<typeof oneKindRefsOf>[0]) => oneKindRefsOf(k).find((r) => r.path.length === 3 && r.path[1] === '*');
const REFERRER = kindWith((k) => !!listRefOf(k));
const REF = REFERRER && listRefOf(REFERRER)!;
const TARGET = REF && clientKind(kindRegistry.get(REF.target), DEMO);
const NONE = 'no kind of the registry refers to another kind from a list';

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

describe.each(availableDatabases())('used ids on %s', (database) => {
  const s = signedInServer({ database, env: { TOURBENCH_EXTRA_KINDS: 'tests/kinds' } });

  const created = async (client: ApiClient, path: string, doc: Record<string, unknown>) => {
    const res = await client.post(path, doc);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; version: number };
  };
  /** A new item of the referred kind (a question), made from its fixture. */
  const question = async (client: ApiClient = s.client, company: TestCompany = DEMO) =>
    created(client, `/api/${TARGET!.api.entity}`, labelled(TARGET!, await sampleDoc({ client, company }, TARGET!), unique('Used target')));
  /** The referrer's document pointing at these items from its list (a game's challenges), made from its fixture. */
  const referrerDoc = async (ids: number[], client: ApiClient = s.client, company: TestCompany = DEMO) => {
    const [array, , field] = REF!.path;
    const base = await sampleDoc({ client, company }, REFERRER!);
    const key = REFERRER!.schema.properties?.[array]?.['x-key'] as string | undefined;
    const { [key ?? '']: _, ...entry } = ((base[array] as Record<string, unknown>[] | undefined)?.[0] ?? {});
    return { ...labelled(REFERRER!, base, unique('Used referrer')), [array]: ids.map((id) => ({ ...entry, [field]: id })) };
  };
  const game = async (ids: number[], client: ApiClient = s.client, company: TestCompany = DEMO) =>
    created(client, `/api/${REFERRER!.api.entity}`, await referrerDoc(ids, client, company));
  const usedPath = (by: string) => `/api/${TARGET!.api.entity}/used-ids?by=${by}`;
  const venue = (client: ApiClient = s.client) => created(client, '/api/tk_venue', { title: unique('Used venue'), city: 'Oslo' });
  const usedIds = async (path: string, client: ApiClient = s.client) => {
    const res = await client.get(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: 200, status: 'success' });
    return res.body.data.ids as number[];
  };

  it(`answers each referenced item once, ascending, following updates and counting archived referrers (${REFERRER?.id ?? NONE})`, async (t) => {
    if (!REFERRER) t.skip(NONE);
    const [q1, q2, q3] = [await question(), await question(), await question()];
    const g = await game([q2.id, q1.id, q2.id]);
    const ids = await usedIds(usedPath(REFERRER!.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([q1.id, q2.id]));
    expect(ids).not.toContain(q3.id);

    // The referrer lets go of q2 and takes q3.
    const upd = await s.client.post(`/api/${REFERRER!.api.entity}/update/${g.id}`, { ...await referrerDoc([q1.id, q3.id]), version: g.version });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const after = await usedIds(usedPath(REFERRER!.id));
    expect(after).toEqual(expect.arrayContaining([q1.id, q3.id]));
    expect(after).not.toContain(q2.id);

    // An archived referrer still holds its references (destroying the item is still refused).
    expect((await s.client.get(`/api/${REFERRER!.api.entity}/delete/${g.id}`)).status).toBe(200);
    expect(await usedIds(usedPath(REFERRER!.id))).toEqual(expect.arrayContaining([q1.id, q3.id]));
    // A kind that never refers to them answers none of them.
    expect(await usedIds(usedPath('tk_tour'))).toEqual([]);
  });

  it('counts references and relation links alike', async () => {
    const [byRef, bySponsor, byLink, unused] = [await venue(), await venue(), await venue(), await venue()];
    const tour = await created(s.client, '/api/tk_tour', { title: unique('Tour'), venue_id: byRef.id, sponsor_id: bySponsor.id });
    expect((await s.client.get(`/api/tk_tour/${tour.id}/links/stops/add/${byLink.id}`)).status).toBe(201);
    // The relation also links the referenced venue: still one id.
    expect((await s.client.get(`/api/tk_tour/${tour.id}/links/stops/add/${byRef.id}`)).status).toBe(201);
    const ids = await usedIds('/api/tk_venue/used-ids?by=tk_tour');
    expect(ids).toEqual(expect.arrayContaining([byRef.id, bySponsor.id, byLink.id]));
    expect(ids).not.toContain(unused.id);
    expect(ids.filter((id) => id === byRef.id)).toHaveLength(1);
    // Unlinking drops the relation's link: the venue is no longer used.
    expect((await s.client.get(`/api/tk_tour/${tour.id}/links/stops/unlink/${byLink.id}`)).status).toBe(200);
    expect(await usedIds('/api/tk_venue/used-ids?by=tk_tour')).not.toContain(byLink.id);
    // A kind of the registry never refers to a test-only kind.
    expect(await usedIds(`/api/tk_venue/used-ids?by=${kindRegistry.kinds[0].id}`)).toEqual([]);
  });

  it(`answers only the caller’s company’s items (${REFERRER?.id ?? NONE})`, async (t) => {
    if (!REFERRER) t.skip(NONE);
    const mine = await question();
    await game([mine.id]);
    const theirs = await question(s.other, OTHER_COMPANY);
    await game([theirs.id], s.other, OTHER_COMPANY);
    const myIds = await usedIds(usedPath(REFERRER!.id));
    const theirIds = await usedIds(usedPath(REFERRER!.id), s.other);
    expect(myIds).toContain(mine.id);
    expect(myIds).not.toContain(theirs.id);
    expect(theirIds).toContain(theirs.id);
    expect(theirIds).not.toContain(mine.id);
    expect(theirIds.some((id) => myIds.includes(id))).toBe(false);
  });

  it('refuses a missing or unknown `by` with 400, needs a session, and leaves GET /{x}/{id} alone', async () => {
    const kind = kindRegistry.kinds[0];
    const by = kindRegistry.kinds.at(-1)!.id;
    const path = `/api/${kind.api.entity}/used-ids`;
    // A kind id in other case is no kind id.
    for (const bad of [path, `${path}?by=`, `${path}?by=nope`, `${path}?by=${by[0].toUpperCase()}${by.slice(1)}`]) {
      const res = await s.client.get(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toMatch(/by must name a kind/);
    }
    expect((await api(s.server).get(`${path}?by=${by}`)).status).toBe(401);
    const seeded = (await s.client.get(`/api/${kind.api.entity}`)).body.data[kind.api.listKey][0];
    expect((await s.client.get(`/api/${kind.api.entity}/${seeded.id}`)).status).toBe(200);
  });
});
