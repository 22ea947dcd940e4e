import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { FJORD_COMPANY } from '../support/companies.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { DEMO, kindRegistry } from '../support/kindRegistry.ts';
import { sampleDoc } from '../support/sampleDoc.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// A save made from an older version is merged when it changed other fields than those changed
// since; only a true overlap is a 409, naming both values. The story's pages are its keyed children.
const KEEP = 6;
const story = kindRegistry.get('story');
const ES = { 'x-language-code': 'es' };
type Page = { id: number; page_title: string; text: string; next_page?: number; range_next_page?: number; [k: string]: unknown };
type Story = { id: number; version: number; title: string; ingress: string; text: string; pages: Page[]; [k: string]: unknown };

describe.each(availableDatabases())('merging stale updates on %s', (database) => {
  const s = signedInServer({ database, env: { REVISIONS_KEEP: String(KEEP) } });
  const create = async (): Promise<Story> => (await answered(s.client.post('/api/story', await sampleDoc({ client: s.client, company: DEMO }, story)), 201)).data;
  const read = async (id: number, headers = {}): Promise<Story> => (await answered(s.client.get(`/api/story/${id}`, headers))).data.items;
  const save = (doc: Story, headers = {}) => s.client.post(`/api/story/update/${doc.id}`, doc, headers);
  const edit = (doc: Story, change: (d: Story) => void): Story => { const d = structuredClone(doc); change(d); return d; };

  it('merges a stale save of other fields: both changes persist, the version moves on, the answer is the merged item', async () => {
    const loaded = await create();
    const first = (await answered(save(edit(loaded, (d) => { d.ingress = 'Curator ingress'; })))).data;
    expect(first.version).toBe(loaded.version + 1);
    const merged = (await answered(save(edit(loaded, (d) => { d.title = 'Volunteer title'; })))).data;
    expect(merged).toMatchObject({ version: loaded.version + 2, title: 'Volunteer title', ingress: 'Curator ingress' });
    expect(await read(loaded.id)).toMatchObject({ version: loaded.version + 2, title: 'Volunteer title', ingress: 'Curator ingress', text: loaded.text });
    // Recorded as an ordinary update: History shows the merged document as the newest revision.
    const history = (await answered(s.client.get(`/api/story/${loaded.id}/revisions`))).data.revisions;
    expect(history[0]).toMatchObject({ action: 'update', version: loaded.version + 2 });
  });

  it('answers 409 with both values of a field both changed, keeping the old body, and stores nothing', async () => {
    const loaded = await create();
    await answered(save(edit(loaded, (d) => { d.title = 'Curator title'; d.ingress = 'Curator ingress'; })));
    const body = await refusedWith(save(edit(loaded, (d) => { d.title = 'Volunteer title'; d.text = 'Volunteer text'; })), 409);
    expect(body).toMatchObject({ messageId: 'api.refused.versionConflict', values: { current: loaded.version + 1, yours: loaded.version }, current: { id: loaded.id, title: 'Curator title' }, reason: 'overlap' });
    expect(body.conflicts).toEqual([{ path: '/title', yours: 'Volunteer title', theirs: 'Curator title', base: loaded.title }]);
    expect(await read(loaded.id)).toMatchObject({ version: loaded.version + 1, title: 'Curator title', text: loaded.text });
    // A stale save that changes nothing has nothing to merge: 409 `unchanged`.
    expect((await refusedWith(save(loaded), 409)).reason).toBe('unchanged');
    // So does one making only the change already stored: no empty version is written.
    expect((await refusedWith(save(edit(loaded, (d) => { d.ingress = 'Curator ingress'; })), 409)).reason).toBe('unchanged');
    expect((await read(loaded.id)).version).toBe(loaded.version + 1);
  });

  it('keeps both authors’ work on different story pages, and names the page by key when both edit the same one', async () => {
    const loaded = await create();
    const [p0, , p2] = loaded.pages;
    await answered(save(edit(loaded, (d) => { d.pages[0].text = 'Curator page text'; })));
    const merged = (await answered(save(edit(loaded, (d) => { d.pages[2].page_title = 'Volunteer page title'; })))).data as Story;
    expect(merged.pages.map((p) => p.id)).toEqual(loaded.pages.map((p) => p.id));
    const stored = await read(loaded.id);
    expect(stored.pages[0]).toMatchObject({ id: p0.id, text: 'Curator page text' });
    expect(stored.pages[2]).toMatchObject({ id: p2.id, page_title: 'Volunteer page title' });
    const clash = await refusedWith(save(edit(loaded, (d) => { d.pages[0].text = 'Volunteer page text'; })), 409);
    expect(clash.conflicts).toEqual([{ path: `/pages/${p0.id}/text`, yours: 'Volunteer page text', theirs: 'Curator page text', base: p0.text }]);
  });

  it('keeps a page one author added and another page the other edited', async () => {
    const loaded = await create();
    await answered(save(edit(loaded, (d) => { d.pages[1].text = 'Curator edit'; })));
    const added = { page_title: 'Volunteer page', text: 'A new stop' };
    const merged = (await answered(save(edit(loaded, (d) => { d.pages.push(added as Page); })))).data as Story;
    expect(merged.pages).toHaveLength(loaded.pages.length + 1);
    const stored = await read(loaded.id);
    expect(stored.pages[1].text).toBe('Curator edit');
    expect(stored.pages.at(-1)).toMatchObject(added);
    expect(loaded.pages.map((p) => p.id)).not.toContain(stored.pages.at(-1)!.id);
  });

  it('refuses a merge that would not validate (a pointer to a page removed meanwhile) with 409 and both values', async () => {
    const loaded = await create();
    // The curator removes a page (re-pointing the page before it); the volunteer points another page at it.
    const gone = loaded.pages[3];
    await answered(save(edit(loaded, (d) => { d.pages[2].next_page = d.pages[5].id; d.pages.splice(3, 1); })));
    const body = await refusedWith(save(edit(loaded, (d) => { d.pages[4].range_next_page = gone.id; })), 409);
    expect(body.reason).toBe('invalid');
    expect(body.conflicts).toEqual(expect.arrayContaining([
      { path: `/pages/${loaded.pages[4].id}/range_next_page`, yours: gone.id, theirs: loaded.pages[4].range_next_page, base: loaded.pages[4].range_next_page },
      { path: `/pages/${gone.id}`, yours: gone, theirs: null, base: gone },
    ]));
    expect((await read(loaded.id)).pages).toHaveLength(loaded.pages.length - 1);
  });

  it('merges two stale saves racing each other after a third author’s save', async () => {
    const loaded = await create();
    await answered(save(edit(loaded, (d) => { d.title = 'Author title'; })));
    const answers = await Promise.all([
      save(edit(loaded, (d) => { d.ingress = 'Racer ingress'; })),
      save(edit(loaded, (d) => { d.pages[1].text = 'Racer page'; })),
    ]);
    expect(answers.map((a) => a.status), JSON.stringify(answers.map((a) => a.body))).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data.version).sort()).toEqual([loaded.version + 2, loaded.version + 3]);
    expect(await read(loaded.id)).toMatchObject({ version: loaded.version + 3, title: 'Author title', ingress: 'Racer ingress', pages: expect.arrayContaining([expect.objectContaining({ text: 'Racer page' })]) });
  });

  it('keeps the plain 409 when the revision of the sent version is gone, and 404 for another company', async () => {
    const loaded = await create();
    let current = loaded;
    for (let i = 0; i < KEEP; i++) current = (await answered(save(edit(current, (d) => { d.ingress = `Ingress ${i}`; })))).data;
    const body = await refusedWith(save(edit(loaded, (d) => { d.title = 'Too late'; })), 409);
    expect(body).toMatchObject({ messageId: 'api.refused.versionConflict', current: { version: current.version } });
    expect(body.conflicts).toBeUndefined();
    expect((await read(loaded.id)).title).toBe(loaded.title);
    const fresh = await create();
    await answered(save(edit(fresh, (d) => { d.ingress = 'Curator'; })));
    await refusedWith(s.other.post(`/api/story/update/${fresh.id}`, edit(fresh, (d) => { d.title = 'Intruder'; })), 404);
    expect((await read(fresh.id)).title).toBe(fresh.title);
  });

  it('merges stale translations per field and language; a text changed by another translator since is a 409 with both values', async () => {
    const loaded = await create();
    const stale = await read(loaded.id, ES);
    // The base moves on (a new version) while a translator still has the old one open; another translator saves on the new one.
    await answered(save(edit(loaded, (d) => { d.ingress = 'New English ingress'; })));
    const fresh = await read(loaded.id, ES);
    await answered(save(edit(fresh, (d) => { d.title = 'Título de la otra traductora'; }), ES));
    const merged = (await answered(save(edit(stale, (d) => { d.pages[0].text = 'Texto de la página'; }), ES))).data;
    expect(merged).toMatchObject({ title: 'Título de la otra traductora', version: loaded.version + 1 });
    expect(merged.pages[0].text).toBe('Texto de la página');
    const now = await read(loaded.id, ES);
    expect(now).toMatchObject({ title: 'Título de la otra traductora', ingress: 'New English ingress' });
    expect(now.pages[0].text).toBe('Texto de la página');
    expect((await read(loaded.id)).title).toBe(loaded.title);
    // A translation of the ingress made from the English text before it changed is kept, and reads as stale.
    await answered(save(edit(stale, (d) => { d.ingress = 'Entrada vieja'; }), ES));
    expect((await read(loaded.id, ES))._stale).toContain('ingress');
    const clash = await refusedWith(save(edit(stale, (d) => { d.title = 'Otro título'; }), ES), 409);
    expect(clash).toMatchObject({ messageId: 'api.refused.versionConflict', reason: 'overlap' });
    expect(clash.conflicts).toEqual([{ path: '/title', language: 'es', yours: 'Otro título', theirs: 'Título de la otra traductora', base: null }]);
    expect((await read(loaded.id, ES)).title).toBe('Título de la otra traductora');
  });

  it('merges relation links sent in a stale body as one field: unchanged ones leave others’ links, changed ones on both sides are a 409', async () => {
    // The fjord museum's older station screen sends its linked games (`gameStation`) with every save.
    const fjord = api(s.server, await s.server.login(FJORD_COMPANY.email, FJORD_COMPANY.password));
    const [g1, g2] = ((await answered(fjord.get('/api/game'))).data.games as { id: number }[]).map((g) => g.id);
    const made = (await answered(fjord.post('/api/station', { navn: 'Merge pier', title: 'Merge pier: title', range: 3, gameStation: [g1] }), 201)).data;
    const games = async () => ((await answered(fjord.get(`/api/station/${made.id}`))).data.items.games as { id: number }[]).map((g) => g.id);
    const body = (extra: Record<string, unknown>) => ({ navn: 'Merge pier', title: 'Merge pier: title', range: 3, version: made.version, gameStation: [g1], ...extra });
    await answered(fjord.post(`/api/station/update/${made.id}`, body({ gameStation: [g1, g2] })));
    // A stale save of the title sending the games as it loaded them keeps the game linked since.
    const merged = (await answered(fjord.post(`/api/station/update/${made.id}`, body({ title: 'Merge pier: renamed' })))).data;
    expect(merged).toMatchObject({ title: 'Merge pier: renamed', version: made.version + 2 });
    expect(await games()).toEqual([g1, g2]);
    const clash = await refusedWith(fjord.post(`/api/station/update/${made.id}`, body({ gameStation: [g2] })), 409);
    expect(clash.conflicts).toEqual([{ path: '/gameStation', yours: [g2], theirs: [g1, g2], base: [g1] }]);
    expect(await games()).toEqual([g1, g2]);
  });
});
