import { describe, expect, it } from 'vitest';
import { fileForm, scriptedSvg, tinyJpeg } from '../support/mediaSamples.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// tk_tour declares a kind endpoint (GET /tour-pages/remove/:id, built on the generic child removal)
// and multipart bodies (api.bodyEncoding); tk_venue speaks JSON only.
const TEST_KINDS = { TOURBENCH_EXTRA_KINDS: 'tests/kinds' };

describe.each(availableDatabases())('kind endpoints and multipart bodies on %s', (database) => {
  const s = signedInServer({ database, env: TEST_KINDS });

  const tourWithPages = async () => {
    const res = await s.client.post('/api/tk_tour', { title: 'Paged', pages: [{ title: 'Intro' }, { title: 'Hall' }, { title: 'Exit' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; version: number; pages: { id: number; title: string; next?: number }[] };
  };

  it('removes one page by its key alone through the kind endpoint, with the kind\'s notice', async () => {
    const tour = await tourWithPages();
    const res = await s.client.get(`/api/tour-pages/remove/${tour.pages[1].id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Page Successfully Deleted');
    const stored = (await s.client.get(`/api/tk_tour/${tour.id}`)).body.data.items;
    expect(stored.pages.map((p: { title: string }) => p.title)).toEqual(['Intro', 'Exit']);
    expect(stored.version).toBe(tour.version + 1);
    // The same key again: there is no such page any more.
    expect((await s.client.get(`/api/tour-pages/remove/${tour.pages[1].id}`)).status).toBe(404);
  });

  it('refuses to remove a page another page points to, naming the pointer, and changes nothing', async () => {
    const tour = await tourWithPages();
    const [intro, hall] = tour.pages;
    const linked = await s.client.post(`/api/tk_tour/update/${tour.id}`, { title: 'Paged', version: tour.version, pages: [{ ...intro, next: hall.id }, hall, tour.pages[2]] });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const res = await s.client.get(`/api/tour-pages/remove/${hall.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/\S/);
    expect(JSON.stringify(res.body)).toContain('pages.0.next');
    expect((await s.client.get(`/api/tk_tour/${tour.id}`)).body.data.items.pages).toHaveLength(3);
  });

  it('does not let another company remove a page (404, nothing changes)', async () => {
    const tour = await tourWithPages();
    expect((await s.other.get(`/api/tour-pages/remove/${tour.pages[0].id}`)).status).toBe(404);
    expect((await s.client.get(`/api/tk_tour/${tour.id}`)).body.data.items.pages).toHaveLength(3);
  });

  it('creates and updates a multipart tour: the file stored as media, bracket names nested, text read as the schema says', async () => {
    const form = fileForm(tinyJpeg(), 'cover.jpg', 'image/jpeg');
    const body = new FormData();
    body.append('title', 'Multipart tour');
    body.append('closed', '1');
    body.append('reason', 'Renovation');
    body.append('rating', '4');
    body.append('thumbnail', form.get('file') as File);
    body.append('pages[0][title]', 'First');
    body.append('pages[1][title]', 'Second');
    const res = await s.client.post('/api/tk_tour', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const item = res.body.data;
    expect(item).toMatchObject({ title: 'Multipart tour', closed: true, reason: 'Renovation', rating: 4 });
    expect(item.pages.map((p: { title: string }) => p.title)).toEqual(['First', 'Second']);
    expect(item.thumbnail).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const media = await fetch(`${s.server.url}/public/image/${item.thumbnail}`);
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer()).equals(Buffer.from(tinyJpeg()))).toBe(true);

    const update = new FormData();
    update.append('title', 'Multipart tour, renamed');
    update.append('version', String(item.version));
    update.append('closed', '0');
    const saved = await s.client.post(`/api/tk_tour/update/${item.id}`, update);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ title: 'Multipart tour, renamed', closed: false });
  });

  it('validates a multipart body like JSON: the rule and the schema name their fields', async () => {
    const body = new FormData();
    body.append('title', 'Closed without reason');
    body.append('closed', 'true');
    const res = await s.client.post('/api/tk_tour', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'reason', message: 'A closed tour needs a reason' })]);
    const bad = new FormData();
    bad.append('title', 'Bad rating');
    bad.append('rating', 'five');
    const res2 = await s.client.post('/api/tk_tour', bad);
    expect(res2.status).toBe(400);
    expect(res2.body.errors[0].field).toBe('rating');
  });

  it('refuses a file that is not what it claims, and multipart for a kind that speaks JSON', async () => {
    const body = new FormData();
    body.append('title', 'Sneaky');
    body.append('thumbnail', fileForm(scriptedSvg(), 'x.jpg', 'image/jpeg').get('file') as File);
    const res = await s.client.post('/api/tk_tour', body);
    expect(res.status).toBe(415);
    // The picture rule's own words (SPEC §5), tied to the field it refuses.
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['thumbnail']);
    expect(res.body.message).toBe(res.body.errors[0].message);
    const venue = new FormData();
    venue.append('title', 'Multipart venue');
    const res2 = await s.client.post('/api/tk_venue', venue);
    expect(res2.status).toBe(415);
    expect(res2.body.message).toMatch(/JSON/);
  });
});
