import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/server/db/dataDirLock.ts';
import { openPglite } from '../../src/server/db/openPglite.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// x-ref on the test-only tour kind: venue_id restricts destroying its venue, sponsor_id is cleared by it.
const TEST_KINDS = { TOURBENCH_EXTRA_KINDS: 'tests/kinds' };

describe.each(availableDatabases())('references between items on %s', (database) => {
  const s = signedInServer({ database, env: TEST_KINDS });

  const venue = async (title: string, client = s.client) => {
    const res = await client.post('/api/tk_venue', { title, city: 'Oslo' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; version: number };
  };
  const tour = async (doc: Record<string, unknown>) => {
    const res = await s.client.post('/api/tk_tour', doc);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; version: number };
  };
  const getTour = async (id: number) => (await s.client.get(`/api/tk_tour/${id}`)).body.data.items;

  it('refuses another company’s venue with 400 naming venue_id, without revealing it', async () => {
    const theirs = await venue('Their secret venue', s.other);
    const res = await s.client.post('/api/tk_tour', { title: 'Borrowing a venue', venue_id: theirs.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Venue does not point to one of your items.');
    expect(res.body.errors).toEqual([{ field: 'venue_id', message: res.body.message, messageId: 'api.refused.refNotYours.top', values: { field: 'Venue' } }]);
    expect(JSON.stringify(res.body)).not.toContain('Their secret venue');
    // The same answer as for an id nobody has: whether it exists elsewhere stays unknown.
    const unknown = await s.client.post('/api/tk_tour', { title: 'Nowhere', venue_id: 2_000_000_000 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual(res.body.errors);
    const tours = (await s.client.get('/api/tk_tour')).body.data.items.map((t: any) => t.title);
    expect(tours).not.toContain('Borrowing a venue');
  });

  it('refuses a reference to an item of another kind, and on update too', async () => {
    const t = await tour({ title: 'Not a venue' });
    const res = await s.client.post('/api/tk_tour', { title: 'Tour as venue', sponsor_id: t.id });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'sponsor_id', message: 'Sponsor venue does not point to one of your items.' })]);
    const theirs = await venue('Theirs again', s.other);
    const upd = await s.client.post(`/api/tk_tour/update/${t.id}`, { title: 'Not a venue', venue_id: theirs.id, version: t.version });
    expect(upd.status).toBe(400);
    expect(upd.body.message).toBe('Venue does not point to one of your items.');
    expect(await getTour(t.id)).not.toHaveProperty('venue_id');
  });

  it('refuses to destroy a venue a tour still uses (restrict) with 409 listing the tour, changing nothing', async () => {
    const v = await venue('Main hall');
    const t = await tour({ title: 'Hall tour', venue_id: v.id });
    const res = await s.client.get(`/api/tk_venue/destroy/${v.id}`);
    expect(res.status).toBe(409);
    expect(res.body.used_by).toEqual([{ kind: 'tk_tour', id: t.id, title: 'Hall tour', field_or_relation: 'venue_id' }]);
    expect(res.body.message).toContain('Hall tour');
    expect((await s.client.get(`/api/tk_venue/${v.id}`)).status).toBe(200);
    expect(await getTour(t.id)).toMatchObject({ venue_id: v.id, version: t.version });
    // Once the tour lets go, the venue can go.
    const freed = await s.client.post(`/api/tk_tour/update/${t.id}`, { title: 'Hall tour', version: t.version });
    expect(freed.status).toBe(200);
    expect((await s.client.get(`/api/tk_venue/destroy/${v.id}`)).status).toBe(200);
    expect((await s.client.get(`/api/tk_venue/${v.id}`)).status).toBe(404);
  });

  it('clears a remove reference when its venue is destroyed, bumping the tour’s version', async () => {
    const v = await venue('Sponsor house');
    const keep = await venue('Kept venue');
    const t = await tour({ title: 'Sponsored tour', sponsor_id: v.id, venue_id: keep.id });
    expect((await s.client.get(`/api/tk_venue/destroy/${v.id}`)).status).toBe(200);
    const after = await getTour(t.id);
    expect(after).not.toHaveProperty('sponsor_id');
    expect(after.venue_id).toBe(keep.id);
    expect(after.version).toBeGreaterThan(t.version);
    expect(Object.keys(after.refs)).toEqual(['venue_id']);
    // The kept reference is still guarded.
    expect((await s.client.get(`/api/tk_venue/destroy/${keep.id}`)).status).toBe(409);
  });

  it('keeps a reference to an archived venue and shows its state on the tour', async () => {
    const v = await venue('Seasonal venue');
    const t = await tour({ title: 'Seasonal tour', venue_id: v.id });
    expect((await getTour(t.id)).refs).toEqual({ venue_id: { kind: 'tk_venue', id: v.id, title: 'Seasonal venue', state: 'active' } });
    expect((await s.client.get(`/api/tk_venue/delete/${v.id}`)).status).toBe(200);
    const after = await getTour(t.id);
    expect(after.venue_id).toBe(v.id);
    expect(after.refs.venue_id).toMatchObject({ id: v.id, title: 'Seasonal venue', state: 'archived' });
    // refs is wire-only: sending the item back stores no refs and changes no reference.
    const saved = await s.client.post(`/api/tk_tour/update/${t.id}`, { ...after, title: 'Seasonal tour 2' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).not.toHaveProperty('refs');
    expect((await getTour(t.id)).refs.venue_id.state).toBe('archived');
  });

  it('lists who uses a venue, and answers 404 for an unknown or another company’s item', async () => {
    const v = await venue('Popular venue');
    const a = await tour({ title: 'Tour A', venue_id: v.id });
    const b = await tour({ title: 'Tour B', sponsor_id: v.id });
    await s.client.get(`/api/tk_tour/publish/${b.id}`);
    const res = await s.client.get(`/api/tk_venue/${v.id}/used-by`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, status: 'success' });
    expect(res.body.data.used_by).toEqual([
      { kind: 'tk_tour', id: a.id, title: 'Tour A', state: 'active', via: 'venue_id' },
      { kind: 'tk_tour', id: b.id, title: 'Tour B', state: 'published', via: 'sponsor_id' },
    ]);
    expect((await s.client.get(`/api/tk_venue/${(await venue('Unused')).id}/used-by`)).body.data.used_by).toEqual([]);
    expect((await s.client.get('/api/tk_venue/999999999/used-by')).status).toBe(404);
    expect((await s.other.get(`/api/tk_venue/${v.id}/used-by`)).status).toBe(404);
  });

  it('keeps cross-company links impossible in the database itself', async () => {
    const mine = await venue('Database guarded');
    const theirs = await venue('Database theirs', s.other);
    const t = await tour({ title: 'Database tour', venue_id: mine.id });
    // Bypass the application: write a link row straight into the database.
    const forged = `insert into links (company_id, owner_kind, owner_id, sort, name, target_kind, target_id, on_destroy)
      select company_id, 'tk_tour', ${t.id}, 'ref', 'venue_id', 'tk_venue', ${theirs.id}, 'restrict' from items where id = ${t.id}`;
    let refused: unknown;
    if (database === 'postgres') {
      const client = new pg.Client({ connectionString: s.server.databaseUrl });
      await client.connect();
      try { await client.query(forged); } catch (err) { refused = err; } finally { await client.end(); }
    } else {
      await s.server.stop();
      const release = lockDataDir(s.server.dataDir, 'references test');
      const db = await openPglite(join(s.server.dataDir, 'db'));
      try { await db.query(forged); } catch (err) { refused = err; } finally { await db.close(); release(); }
      await s.server.restart();
    }
    expect((refused as { code?: string })?.code, 'the composite foreign key refuses the row').toBe('23503');
    // And through the API the forged id is a 400, never a 500.
    const res = await s.client.post(`/api/tk_tour/update/${t.id}`, { title: 'Database tour', venue_id: theirs.id, version: t.version });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('venue_id');
  });
});
