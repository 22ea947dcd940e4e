import { describe, expect, it } from 'vitest';
import { signedInServer } from '../../../tests/support/signedInServer.ts';
import { availableDatabases } from '../../../tests/support/templates.ts';

// GET /api/story/{id}/lint: the story's publish-readiness faults (dead ends, unreachable pages,
// beacon pages without a beacon or a page to go to), in the caller's UI language; and the demo seed.

interface Page { id?: number; page_title: string; text: string; [k: string]: unknown }
interface Fault { at: string; message: string; messageId: string; values: Record<string, unknown> }

const page = (title: string, extra: Record<string, unknown> = {}): Page => ({ page_title: title, text: `At ${title}.`, ...extra });
const storyDoc = (name: string, pages: Page[]) => ({ name, title: name, ingress: 'A short walk.', text: 'Walk and read.', pages });

describe.each(availableDatabases())('story lint on %s', (database) => {
  const s = signedInServer({ database });

  const create = async (name: string, pages: Page[]) => {
    const res = await s.client.post('/api/story', storyDoc(name, pages));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; version: number; pages: Page[] };
  };
  const lint = async (id: number, headers?: Record<string, string>) => {
    const res = await s.client.get(`/api/story/${id}/lint`, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.faults as Fault[];
  };

  it('lists a dead end and an unreachable page with their places and English messages', async () => {
    const item = await create('Broken walk', [
      page('Start', { id: -1, button1: 'On', next_page: -2 }),
      page('Middle', { id: -2 }),
      page('Orphan', { is_end: true }),
    ]);
    expect(await lint(item.id)).toEqual([
      { at: '/pages/1', messageId: 'rule.story.lint.deadEnd', values: { page: 'Middle' }, message: '“Middle” is a dead end: no button leads on and it is not marked as an ending' },
      { at: '/pages/2', messageId: 'rule.story.lint.unreachable', values: { page: 'Orphan' }, message: '“Orphan” cannot be reached from the first page' },
    ]);
  });

  it('answers an empty list for a kind without a lint, and 404 for an unknown item of it', async () => {
    const made = await s.client.post('/api/web_page', { title: 'Opening hours', url: 'https://example.org/hours' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const res = await s.client.get(`/api/web_page/${made.body.data.id}/lint`);
    expect(res.status).toBe(200);
    expect(res.body.data.faults).toEqual([]);
    expect((await s.client.get('/api/web_page/999999/lint')).status).toBe(404);
  });

  it('speaks the UI language of x-language-code (Spanish here), English when unknown', async () => {
    const item = await create('Spanish walk', [page('Inicio', { id: -1, next_page: -2 }), page('Fin', { id: -2 })]);
    const es = await lint(item.id, { 'x-language-code': 'es' });
    expect(es).toEqual([expect.objectContaining({ at: '/pages/1', messageId: 'rule.story.lint.deadEnd' })]);
    expect(es[0].message).toBe('«Fin» es un callejón sin salida: ningún botón lleva a otra página y no está marcada como final');
    const unknown = await lint(item.id, { 'x-language-code': 'xx' });
    expect(unknown[0].message).toMatch(/^“Fin” is a dead end/);
  });

  it('names a beacon page without a Beacon ID or a page to go to', async () => {
    const item = await create('Beacon walk', [page('Pier', { id: -1, in_range: true, next_page: -2 }), page('Boat', { id: -2, is_end: true })]);
    const faults = await lint(item.id);
    expect(faults.map((f) => [f.at, f.messageId])).toEqual([
      ['/pages/0/beacon_id', 'rule.story.lint.beaconWithoutId'],
      ['/pages/0/range_next_page', 'rule.story.lint.rangeWithoutPage'],
    ]);
  });

  it('finds nothing in a story whose last page ends it, and answers 404 for another company', async () => {
    const item = await create('Clean walk', [page('A', { id: -1, next_page: -2 }), page('B', { id: -2, story_page_id: -3 }), page('C', { id: -3, is_end: true })]);
    expect(await lint(item.id)).toEqual([]);
    const theirs = await s.other.get(`/api/story/${item.id}/lint`);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('Clean walk');
    expect((await s.client.get('/api/story/987654321/lint')).status).toBe(404);
  });

  it('seeds the demo company with the "Harbour walk" story: 6 located pages, one beacon page, no lint faults', async () => {
    const list = (await s.client.get('/api/story')).body.data.story as { id: number; name: string }[];
    const walk = list.find((x) => x.name === 'Harbour walk');
    expect(walk, JSON.stringify(list.map((x) => x.name))).toBeDefined();
    const story = (await s.client.get(`/api/story/${walk!.id}`)).body.data.items;
    const pages = story.pages as Page[];
    expect(pages).toHaveLength(6);
    for (const p of pages) {
      expect(p.id).toBeGreaterThan(0);
      expect(typeof p.latitude, p.page_title).toBe('number');
      expect(typeof p.longitude, p.page_title).toBe('number');
    }
    const beacons = pages.filter((p) => p.beacon_id);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]).toMatchObject({ in_range: true, range_next_page: pages[5].id });
    // The fixture's temporary keys became real ids and the pointers followed.
    expect(pages[0].next_page).toBe(pages[1].id);
    expect(pages[1]).toMatchObject({ next_page: pages[2].id, story_page_id: pages[4].id });
    expect(await lint(walk!.id)).toEqual([]);
    const theirs = (await s.other.get('/api/story')).body.data.story as { name: string }[];
    expect(theirs.map((x) => x.name)).not.toContain('Harbour walk');
  });

  it('puts an unreachable page on the dashboard as a lint fault of the story at that page', async () => {
    const item = await create('Lost story', [page('Start', { id: -1, is_end: true }), page('Island', { id: -2, is_end: true })]);
    const faults = (await s.client.get('/api/overview')).body.data.faults as { kind: string; id: number }[];
    expect(faults.filter((f) => f.kind === 'story' && f.id === item.id)).toContainEqual(expect.objectContaining({
      type: 'lint', at: '/pages/1', message: 'rule.story.lint.unreachable', values: { page: 'Island' },
    }));
  });
});
