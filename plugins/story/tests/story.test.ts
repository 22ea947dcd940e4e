import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileForm, scriptedSvg, tinyJpeg } from '../../../tests/support/mediaSamples.ts';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// The story kind (SPEC §7): list under data.story, JSON or multipart saves with keyed pages whose
// pointers (next_page, story_page_id, range_next_page) hold page ids, and page removal by page id.

interface Page { id?: number; page_title?: string; text?: string; next_page?: number | string; story_page_id?: number; is_end?: boolean; picture?: string; [k: string]: unknown }

const page = (title: string, extra: Partial<Page> = {}): Page => ({ page_title: title, text: `At ${title}.`, ...extra });
const storyDoc = (name: string, pages: Page[], extra: Record<string, unknown> = {}) =>
  ({ name, title: `${name}: the title`, ingress: 'A short walk.', text: 'Walk and read.', pages, ...extra });
const jpegFile = (name = 'page.jpg') => fileForm(tinyJpeg(), name, 'image/jpeg').get('file') as File;

describe.each(availableDatabases())('stories on %s', (database) => {
  const s = signedInServer({ database });

  const create = async (doc: Record<string, unknown>) => {
    const res = await s.client.post('/api/story', doc);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; version: number; name: string; pages: Page[] };
  };
  const stored = async (id: number) => (await s.client.get(`/api/story/${id}`)).body.data.items;
  const listed = async () => (await s.client.get('/api/story', { 'x-include-archived': '1' })).body.data.story as { id: number; name: string; pages?: Page[] }[];

  it('creates a story whose pages link by temporary keys, lists it under data.story and keeps page ids across edits', async () => {
    const item = await create(storyDoc('Linked walk', [
      page('Intro', { id: -1, button1: 'On', next_page: -2 }),
      page('Middle', { id: -2, button1: 'On', next_page: -3, button2: 'Back', story_page_id: -1 }),
      page('End', { id: -3, is_end: true }),
    ]));
    const [intro, middle, end] = item.pages;
    const ids = item.pages.map((p) => p.id as number);
    expect(ids.every((k) => Number.isInteger(k) && k > 0)).toBe(true);
    expect(new Set(ids).size).toBe(3);
    expect(intro.next_page).toBe(middle.id);
    expect(middle).toMatchObject({ next_page: end.id, story_page_id: intro.id });

    const inList = (await listed()).find((x) => x.id === item.id);
    expect(inList?.name).toBe('Linked walk');
    expect(inList?.pages?.map((p) => p.page_title)).toEqual(['Intro', 'Middle', 'End']);

    // Reordered, renamed, and a new page (temp key) that an old page now points at.
    const res = await s.client.post(`/api/story/update/${item.id}`, {
      ...storyDoc('Linked walk', [{ ...end, page_title: 'The end' }, { ...intro, story_page_id: -9 }, page('Detour', { id: -9, next_page: end.id }), middle]),
      version: item.version,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.data.pages as Page[];
    expect(after.map((p) => p.page_title)).toEqual(['The end', 'Intro', 'Detour', 'Middle']);
    expect([after[0].id, after[1].id, after[3].id]).toEqual([end.id, intro.id, middle.id]);
    expect(after[2].id).toBeGreaterThan(0);
    expect(ids).not.toContain(after[2].id);
    expect(after[1]).toMatchObject({ next_page: middle.id, story_page_id: after[2].id });
    expect(after[2].next_page).toBe(end.id);
    expect(res.body.data.version).toBeGreaterThan(item.version);
    expect((await stored(item.id)).pages).toEqual(after);
  });

  it('creates and updates a story as multipart: page pictures stored as media, a next_page given by title becomes that page id', async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries(storyDoc('Multipart walk', []))) if (typeof v === 'string') body.append(k, v);
    body.append('pages[0][page_title]', 'Quay');
    body.append('pages[0][text]', 'Ships come in here.');
    body.append('pages[0][picture]', jpegFile());
    body.append('pages[0][button1]', 'To the finale');
    body.append('pages[0][next_page]', 'Finale');
    body.append('pages[0][latitude]', '59.9075');
    body.append('pages[0][longitude]', '10.7369');
    body.append('pages[0][beacon_id]', 'Q71');
    body.append('pages[0][in_range]', '1');
    body.append('pages[0][range_next_page]', 'Finale');
    body.append('pages[1][page_title]', 'Finale');
    body.append('pages[1][text]', 'The end.');
    body.append('pages[1][is_end]', '1');
    const res = await s.client.post('/api/story', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const item = res.body.data;
    const [quay, finale] = item.pages as Page[];
    expect(quay).toMatchObject({ page_title: 'Quay', latitude: 59.9075, longitude: 10.7369, next_page: finale.id, in_range: true, range_next_page: finale.id });
    expect(finale).toMatchObject({ page_title: 'Finale', is_end: true });
    expect(finale.id).toBeGreaterThan(0);
    expect(quay.picture).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const media = await fetch(`${s.server.url}/public/image/${quay.picture}`);
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer()).equals(Buffer.from(tinyJpeg()))).toBe(true);

    // Update: id and version as text, kept pages by id, a new page named by title from an old one.
    const update = new FormData();
    update.append('id', String(item.id));
    update.append('version', String(item.version));
    for (const [k, v] of Object.entries(storyDoc('Multipart walk, renamed', []))) if (typeof v === 'string') update.append(k, v);
    update.append('pages[0][id]', String(quay.id));
    update.append('pages[0][page_title]', 'Quay');
    update.append('pages[0][text]', 'Ships come in here.');
    update.append('pages[0][picture]', quay.picture!);
    update.append('pages[0][next_page]', String(finale.id));
    update.append('pages[1][id]', String(finale.id));
    update.append('pages[1][page_title]', 'Finale');
    update.append('pages[1][text]', 'Not quite the end.');
    update.append('pages[1][next_page]', 'Epilogue');
    update.append('pages[2][page_title]', 'Epilogue');
    update.append('pages[2][text]', 'Now it ends.');
    update.append('pages[2][is_end]', 'true');
    const saved = await s.client.post(`/api/story/update/${item.id}`, update);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const pages = saved.body.data.pages as Page[];
    expect(saved.body.data).toMatchObject({ id: item.id, name: 'Multipart walk, renamed' });
    expect(saved.body.data.version).toBeGreaterThan(item.version);
    expect(pages.map((p) => p.id).slice(0, 2)).toEqual([quay.id, finale.id]);
    expect(pages[0]).toMatchObject({ picture: quay.picture, next_page: finale.id });
    expect(pages[2].id).toBeGreaterThan(0);
    expect(pages[1].next_page).toBe(pages[2].id);
  });

  it('refuses a page picture that is not what it claims (415) and a next_page naming no page (400), storing no story', async () => {
    const before = (await listed()).map((x) => x.id);
    const body = new FormData();
    for (const [k, v] of Object.entries(storyDoc('Sneaky walk', []))) if (typeof v === 'string') body.append(k, v);
    body.append('pages[0][page_title]', 'Trap');
    body.append('pages[0][text]', 'Look.');
    body.append('pages[0][picture]', fileForm(scriptedSvg(), 'x.jpg', 'image/jpeg').get('file') as File);
    const res = await s.client.post('/api/story', body);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Picture must be JPG format!');
    const unknown = new FormData();
    for (const [k, v] of Object.entries(storyDoc('Lost walk', []))) if (typeof v === 'string') unknown.append(k, v);
    unknown.append('pages[0][page_title]', 'Start');
    unknown.append('pages[0][text]', 'Go.');
    unknown.append('pages[0][next_page]', 'Nowhere');
    const res2 = await s.client.post('/api/story', unknown);
    expect(res2.status).toBe(400);
    expect(res2.body.errors.map((e: { field: string }) => e.field)).toEqual(['pages.0.next_page']);
    expect((await listed()).map((x) => x.id)).toEqual(before);
  });

  it('a refused multipart save leaves none of its files behind (invalid page, a later bad file, a stale version)', async () => {
    const images = () => (existsSync(join(s.server.dataDir, 'media', 'image')) ? readdirSync(join(s.server.dataDir, 'media', 'image')).sort() : []);
    const before = images();
    const form = (name: string, extra: [string, string | File][]) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(storyDoc(name, []))) if (typeof v === 'string') body.append(k, v);
      for (const [k, v] of extra) body.append(k, v);
      return body;
    };
    // Page 2 has no text: 400 after the picture of page 1 was stored.
    const invalid = await s.client.post('/api/story', form('Pictured walk', [
      ['pages[0][page_title]', 'Quay'], ['pages[0][text]', 'Boats.'], ['pages[0][picture]', jpegFile()], ['pages[1][page_title]', 'Empty'],
    ]));
    expect(invalid.status).toBe(400);
    // A good picture, then a file that is not what it claims: 415, and the good one goes too.
    const badLater = await s.client.post('/api/story', form('Two pictures', [
      ['pages[0][page_title]', 'Quay'], ['pages[0][text]', 'Boats.'], ['pages[0][picture]', jpegFile()],
      ['pages[1][page_title]', 'Trap'], ['pages[1][text]', 'Look.'], ['pages[1][picture]', fileForm(scriptedSvg(), 'x.jpg', 'image/jpeg').get('file') as File],
    ]));
    expect(badLater.status).toBe(415);
    // An update with a stale version: 409, its picture goes.
    const item = await create(storyDoc('Versioned walk', [page('Only', { is_end: true })]));
    const stale = await s.client.post(`/api/story/update/${item.id}`, form('Versioned walk', [
      ['version', String(item.version + 5)], ['pages[0][page_title]', 'Only'], ['pages[0][text]', 'Still.'], ['pages[0][is_end]', '1'], ['pages[0][picture]', jpegFile()],
    ]));
    expect(stale.status).toBe(409);
    expect(images()).toEqual(before);
  });

  it('stores nothing when a later page is invalid, on create and on update', async () => {
    const before = (await listed()).map((x) => x.id);
    const bad = await s.client.post('/api/story', storyDoc('Half walk', [page('One', { id: -1, next_page: -2 }), page('Two', { id: -2 }), { text: 'No title here.' }]));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['pages.2.page_title']);
    expect(bad.body.errors[0].message).toBe('Title is required');
    expect((await listed()).map((x) => x.id)).toEqual(before);

    const item = await create(storyDoc('Whole walk', [page('One', { is_end: true })]));
    const was = await stored(item.id);
    const res = await s.client.post(`/api/story/update/${item.id}`, {
      ...storyDoc('Whole walk, changed', [item.pages[0], page('Two'), { page_title: 'No text' }]), version: item.version,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['pages.2.text']);
    expect(await stored(item.id)).toEqual(was);
  });

  it('refuses a story without name, title, ingress or text with 400 naming each field', async () => {
    const res = await s.client.post('/api/story', { pages: [page('Lonely', { is_end: true })] });
    expect(res.status).toBe(400);
    // SPEC §5's words, from the story's own messages (the same ids the form shows).
    const words = { name: 'Name is required', title: 'Title is required', ingress: 'Ingress is required', text: 'Description is required' };
    expect(res.body.errors).toEqual(Object.entries(words).map(([field, message]) => ({ field, message, messageId: `field.story.${field}.required` })));
    expect(res.body.message).toBe('Name is required (+3)');
    const es = await s.client.post('/api/story', { pages: [page('Sola', { is_end: true })] }, { 'accept-language': 'es' });
    expect(es.body.errors[0]).toMatchObject({ field: 'name', message: 'El nombre es obligatorio' });
    const blank = await s.client.post('/api/story', storyDoc('', [], { ingress: '' }));
    expect(blank.status).toBe(400);
    expect(blank.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['name', 'ingress']));
  });

  it('removes one page by its id; a page another points at is refused by title; unknown ids are 404', async () => {
    const item = await create(storyDoc('Removal walk', [page('Intro', { id: -1, next_page: -2 }), page('Hall', { id: -2, is_end: true }), page('Annex', { is_end: true })]));
    const [intro, hall, annex] = item.pages;
    const removed = await s.client.get(`/api/story-pages/remove/${annex.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.message).toBe('Successfully Deleted');
    expect(removed.body.data.version).toBe(item.version + 1);
    expect(removed.body.data.pages.map((p: Page) => p.id)).toEqual([intro.id, hall.id]);
    expect((await stored(item.id)).pages.map((p: Page) => p.id)).toEqual([intro.id, hall.id]);

    const refused = await s.client.get(`/api/story-pages/remove/${hall.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Page 1 · Intro › Button 1 Next Page still points to it: change that first.');
    expect(refused.body.pointed_by).toEqual(['pages.0.next_page']);
    for (const id of [annex.id, 987654321, 'not-a-page']) expect((await s.client.get(`/api/story-pages/remove/${id}`)).status, String(id)).toBe(404);
    expect((await s.other.get(`/api/story-pages/remove/${intro.id}`)).status).toBe(404);
    expect(await stored(item.id)).toMatchObject({ version: item.version + 1, pages: [intro, hall] });
  });

  it('answers every story call of the other company with 404 and changes nothing', async () => {
    const item = await create(storyDoc('Private walk', [page('Secret start', { id: -1, next_page: -2 }), page('Secret end', { id: -2 })], { thumbnail: 'thumb.jpg' }));
    expect((await s.client.get(`/api/story/publish/${item.id}`)).status).toBe(200);
    const before = await stored(item.id);
    const pageId = item.pages[1].id;
    const calls: [string, () => Promise<{ status: number; body: any }>][] = [
      ['get', () => s.other.get(`/api/story/${item.id}`)],
      ['update', () => s.other.post(`/api/story/update/${item.id}`, { ...storyDoc('Hijacked', [page('Mine', { is_end: true })]), version: before.version })],
      ...['publish', 'un-publish', 'delete', 'restore'].map((a) => [a, () => s.other.get(`/api/story/${a}/${item.id}`)] as [string, () => Promise<any>]),
      ['lint', () => s.other.get(`/api/story/${item.id}/lint`)],
      ['delete-field', () => s.other.get(`/api/story/delete-field/${item.id}?field=thumbnail`)],
      ['page remove', () => s.other.get(`/api/story-pages/remove/${pageId}`)],
      ['destroy', () => s.other.get(`/api/story/destroy/${item.id}`)],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(404);
      expect(JSON.stringify(res.body), name).not.toContain('Secret');
    }
    const theirs = (await s.other.get('/api/story', { 'x-include-archived': '1' })).body.data.story as { id: number; name: string }[];
    expect(theirs.map((x) => x.id)).not.toContain(item.id);
    expect(theirs.map((x) => x.name)).not.toContain('Private walk');
    expect(await stored(item.id)).toEqual(before);
    expect(before).toMatchObject({ state: 'published', thumbnail: 'thumb.jpg' });
  });
});
