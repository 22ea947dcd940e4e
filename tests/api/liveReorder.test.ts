import { describe, expect, it } from 'vitest';
import { openLive, type LiveEvent } from '../support/liveStream.ts';
import { OTHER_COMPANY } from '../support/companies.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// A kind's own list order (`POST /api/{x}-sync`) records no revision; the live stream still announces it, so
// other consoles' lists follow: one `reordered` event per item whose place in the order changed.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// On PostgreSQL too: there the events reach the stream through NOTIFY, sent when the sync commits.
describe.each(availableDatabases())('live events of a list reorder (%s)', (database) => {
  const s = signedInServer({ database, env: { TOURBENCH_EXTRA_KINDS: 'tests/kinds' } });

  it('sends `reordered` for each item the sync moved, by its user, with the version unchanged, to the company only', async () => {
    const made: { id: number; version: number }[] = [];
    for (const t of ['A', 'B', 'C']) {
      const res = await s.client.post('/api/tk_venue', { title: unique(t), city: 'Oslo' });
      expect(res.status).toBe(201);
      made.push(res.body.data);
    }
    const listed = await s.client.get('/api/tk_venue');
    const order: number[] = listed.body.data[Object.keys(listed.body.data)[0]].map((i: { id: number }) => i.id);
    const mine = await openLive(s.server.url, bearer(await s.server.login()));
    const theirs = await openLive(s.server.url, bearer(await s.server.login(OTHER_COMPANY.email, OTHER_COMPANY.password)));
    await mine.next((e) => e.event === 'ready');
    await theirs.next((e) => e.event === 'ready');

    // The last two new ones swap places; everything else stays where it was.
    const [b, c] = [made[1].id, made[2].id];
    const next = order.map((id) => (id === b ? c : id === c ? b : id));
    const res = await s.client.post('/api/tk_venue-sync', { ids: next });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const reordered = (e: LiveEvent) => e.event === 'item' && e.data.action === 'reordered';
    await mine.next((e) => reordered(e) && e.data.id === c);
    await mine.next((e) => reordered(e) && e.data.id === b);
    // A marker write: once it arrived, every event of the sync did too.
    const marker = (await s.client.post('/api/tk_venue', { title: unique('Marker'), city: 'Oslo' })).body.data;
    await mine.next((e) => e.event === 'item' && e.data.id === marker.id);
    const sent = mine.events.filter(reordered).map((e) => e.data);
    expect(sent.map((e) => e.id).sort()).toEqual([b, c].sort());
    for (const e of sent) {
      expect(e).toMatchObject({ kind: 'tk_venue', by: { id: expect.any(Number), name: expect.any(String) } });
      expect(e.version).toBe(made.find((m) => m.id === e.id)!.version);
      expect(Number.isNaN(Date.parse(e.at))).toBe(false);
    }
    // A sync that moves nothing announces nothing.
    const from = mine.events.length;
    expect((await s.client.post('/api/tk_venue-sync', { ids: next })).status).toBe(200);
    const marker2 = (await s.client.post('/api/tk_venue', { title: unique('Marker'), city: 'Oslo' })).body.data;
    await mine.next((e) => e.event === 'item' && e.data.id === marker2.id, 5000, from);
    expect(mine.events.slice(from).filter(reordered)).toEqual([]);
    expect(theirs.events.filter((e) => e.event === 'item')).toEqual([]);
    mine.close();
    theirs.close();
  });
});
