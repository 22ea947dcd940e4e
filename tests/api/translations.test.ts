import { describe, expect, it } from 'vitest';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { api } from '../support/api.ts';
import { FJORD_COMPANY } from '../support/companies.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// Content languages (issue 15): the demo client speaks en (base) and es; the other company only en.
// Base documents stay as they were; es values live beside them and are laid over on reads in es.

const ES = { 'x-language-code': 'es' };
type Page = { id: number; page_title: string; text: string; button1?: string };
type Story = { id: number; version: number; title: string; ingress: string; text: string; pages: Page[]; _missing?: string[]; _stale?: string[]; _language?: string };

const storyDoc = (name: string) => ({
  name, title: `${name} title`, ingress: 'A short walk.', text: 'Walk and read.',
  pages: [{ id: -1, page_title: 'Quay', text: 'At the quay.', button1: 'On', next_page: -2 }, { id: -2, page_title: 'Fort', text: 'At the fort.', is_end: true }],
});

describe.each(availableDatabases())('content languages on %s', (database) => {
  const s = signedInServer({ database });

  const create = async (name: string): Promise<Story> => (await answered(s.client.post('/api/story', storyDoc(name)), 201)).data;
  const read = async (id: number, headers: Record<string, string> = {}): Promise<Story> => (await answered(s.client.get(`/api/story/${id}`, headers))).data.items;
  const translate = (id: number, body: Record<string, unknown>) => s.client.post(`/api/story/update/${id}`, body, ES);
  const list = async (headers: Record<string, string> = {}): Promise<Story[]> => (await answered(s.client.get('/api/story', headers))).data.story;

  it('stores es values beside the base, reads them in es with the untranslated paths named, and leaves the base untouched', async () => {
    const item = await create('Harbour walk');
    const [quay, fort] = item.pages;
    const baseBefore = await read(item.id);
    const baseListBefore = await list();

    const saved = (await answered(translate(item.id, { version: item.version, title: 'Paseo del puerto', pages: [{ id: quay.id, text: 'En el muelle.' }] }))).data as Story;
    expect(saved).toMatchObject({ title: 'Paseo del puerto', version: item.version, _language: 'es' });

    const es = await read(item.id, ES);
    expect(es.title).toBe('Paseo del puerto');
    expect(es.pages[0].text).toBe('En el muelle.');
    // No es value: the base text, and the path says so.
    expect(es.ingress).toBe('A short walk.');
    expect(es.pages[1].text).toBe('At the fort.');
    expect(es._missing).toEqual(expect.arrayContaining(['ingress', 'text', `pages/${quay.id}/page_title`, `pages/${quay.id}/button1`, `pages/${fort.id}/text`]));
    expect(es._missing).not.toContain('title');
    expect(es._missing).not.toContain(`pages/${quay.id}/text`);
    expect(es._stale).toEqual([]);

    // The base reads and lists exactly as before; the es list carries the es texts, nested ones too.
    expect(await read(item.id)).toEqual(baseBefore);
    expect(await list()).toEqual(baseListBefore);
    const esListed = (await list(ES)).find((x) => x.id === item.id)!;
    expect(esListed.title).toBe('Paseo del puerto');
    expect(esListed.pages[0].text).toBe('En el muelle.');
    const slim = (await answered(s.client.get('/api/story?slim=1', ES))).data.story as Story[];
    expect(slim.find((x) => x.id === item.id)!.title).toBe('Paseo del puerto');
  });

  it('keeps left-out fields, clears with null, and a GET → POST round trip translates nothing new', async () => {
    const item = await create('Fort walk');
    const quay = item.pages[0];
    await answered(translate(item.id, { version: item.version, title: 'Paseo del fuerte', ingress: 'Un paseo.' }));
    await answered(translate(item.id, { version: item.version, ingress: null }));
    const es = await read(item.id, ES);
    expect(es.title).toBe('Paseo del fuerte');
    expect(es.ingress).toBe('A short walk.');
    expect(es._missing).toContain('ingress');

    // The whole es document back, as a client that read it would send it: only real translations stay.
    await answered(translate(item.id, { ...es, pages: es.pages.map((p) => (p.id === quay.id ? { ...p, text: 'En el muelle.' } : p)) }));
    const again = await read(item.id, ES);
    expect(again._missing).toEqual(es._missing!.filter((p) => p !== `pages/${quay.id}/text`));
  });

  it('marks a translation stale when the base text changes after it was saved, until it is reviewed', async () => {
    const item = await create('Stale walk');
    const quay = item.pages[0];
    await answered(translate(item.id, { version: item.version, pages: [{ id: quay.id, text: 'En el muelle.' }] }));
    const base = await read(item.id);
    const edited = (await answered(s.client.post(`/api/story/update/${item.id}`, { ...base, pages: base.pages.map((p) => (p.id === quay.id ? { ...p, text: 'At the old quay.' } : p)) }))).data as Story;
    const es = await read(item.id, ES);
    expect(es._stale).toEqual([`pages/${quay.id}/text`]);
    expect(es.pages[0].text).toBe('En el muelle.');
    const state = (await answered(s.client.get(`/api/translations/story/${item.id}`))).data.languages;
    expect(state).toEqual([expect.objectContaining({ language: 'es', state: 'missing', stale: [`pages/${quay.id}/text`] })]);

    // Sending the same text back keeps it stale; a reviewed or changed text is current again.
    await answered(translate(item.id, { version: edited.version, pages: [{ id: quay.id, text: 'En el muelle.' }] }));
    expect((await read(item.id, ES))._stale).toEqual([`pages/${quay.id}/text`]);
    await answered(translate(item.id, { version: edited.version, pages: [{ id: quay.id, text: 'En el muelle viejo.' }] }));
    expect((await read(item.id, ES))._stale).toEqual([]);
  });

  it('counts items complete, missing and stale per kind and language, and drills down to the fields', async () => {
    const before = (await answered(s.client.get('/api/translations'))).data;
    expect(before.base).toBe('en');
    expect(before.languages).toEqual(['es']);
    const countsOf = (data: any) => data.kinds.find((k: any) => k.kind === 'web_page').languages.es;
    const page = (await answered(s.client.post('/api/web_page', { title: 'Opening hours', url: 'https://example.org/hours' }), 201)).data;
    const missing = countsOf((await answered(s.client.get('/api/translations'))).data);
    expect(missing.missing).toBe(countsOf(before).missing + 1);

    const drill = (await answered(s.client.get('/api/translations/web_page?language=es'))).data.items;
    expect(drill.find((i: any) => i.id === page.id)).toEqual({ id: page.id, title: 'Opening hours', state: 'missing', missing: ['title'], stale: [] });

    await answered(s.client.post(`/api/web_page/update/${page.id}`, { version: page.version, title: 'Horario' }, ES));
    const complete = countsOf((await answered(s.client.get('/api/translations'))).data);
    expect(complete).toEqual({ ...missing, missing: missing.missing - 1, complete: missing.complete + 1 });

    await answered(s.client.post(`/api/web_page/update/${page.id}`, { version: page.version, title: 'Opening times', url: 'https://example.org/hours' }));
    const stale = countsOf((await answered(s.client.get('/api/translations'))).data);
    expect(stale).toEqual({ ...complete, complete: complete.complete - 1, stale: complete.stale + 1 });
  });

  it('drops the translations of a text the base no longer has, and refuses to translate an empty one', async () => {
    const item = await create('Pruned walk');
    const [quay, fort] = item.pages;
    await answered(translate(item.id, { version: item.version, ingress: 'Un paseo.', pages: [{ id: fort.id, text: 'En el fuerte.' }] }));
    const base = await read(item.id);
    // The English ingress is blanked and the fort page removed (the quay page ends the story now).
    const kept = (await answered(s.client.post(`/api/story/update/${item.id}`, {
      ...base, ingress: ' ', pages: [{ ...base.pages[0], next_page: undefined, button1: undefined, is_end: true }],
    }))).data as Story;
    const es = await read(item.id, ES);
    expect(es.ingress).toBe(' ');
    expect(es._missing).not.toContain('ingress');
    expect(es.pages.map((p) => p.id)).toEqual([quay.id]);
    const state = (await answered(s.client.get(`/api/translations/story/${item.id}`))).data.languages[0];
    expect(state.missing).not.toContain(`pages/${fort.id}/text`);
    // The English ingress is back: the dropped translation does not come back with it.
    const back = (await answered(s.client.post(`/api/story/update/${item.id}`, { ...kept, ingress: 'A short walk.' }))).data as Story;
    expect((await read(item.id, ES))._missing).toContain('ingress');
    // A base field with no text has nothing to translate.
    const empty = await refusedWith(translate(item.id, { version: back.version, pages: [{ id: quay.id, button1: 'Sigue' }] }), 400);
    expect(empty.errors).toEqual([{ field: 'pages.0.button1', message: 'has no en text to translate' }]);
    // Blank is no translation: it clears.
    await answered(translate(item.id, { version: back.version, ingress: 'Un paseo corto.' }));
    await answered(translate(item.id, { version: back.version, ingress: '   ' }));
    expect((await read(item.id, ES))._missing).toContain('ingress');
  });

  it('clears one top-level translation with delete-field, and refuses a nested path there', async () => {
    const item = await create('Cleared walk');
    await answered(translate(item.id, { version: item.version, title: 'Paseo borrado' }));
    const cleared = (await answered(s.client.get(`/api/story/delete-field/${item.id}?field=title`, ES))).data as Story;
    expect(cleared.title).toBe('Cleared walk title');
    expect(cleared._missing).toContain('title');
    await refusedWith(s.client.get(`/api/story/delete-field/${item.id}?field=${encodeURIComponent(`pages/${item.pages[0].id}/text`)}`, ES), 400);
    await refusedWith(s.client.get(`/api/story/delete-field/${item.id}?field=name`, ES), 400);
  });

  it('takes back a whole item read in the language, relation links included (the older station shape)', async () => {
    const fjord = api(s.server, await s.server.login(FJORD_COMPANY.email, FJORD_COMPANY.password));
    await answered(fjord.post('/api/settings', { languages: ['en', 'es'] }));
    try {
      const stations = (await answered(fjord.get('/api/station'))).data;
      const id = (Object.values(stations)[0] as { id: number }[])[0].id;
      const es = (await answered(fjord.get(`/api/station/${id}`, ES))).data.items;
      expect(Array.isArray(es.games)).toBe(true);
      const saved = (await answered(fjord.post(`/api/station/update/${id}`, { ...es, title: 'La sala de barcos' }, ES))).data;
      expect(saved.title).toBe('La sala de barcos');
      expect((await answered(fjord.get(`/api/station/${id}`))).data.items.title).toBe(es.title);
      await refusedWith(fjord.post(`/api/station/update/${id}`, { version: es.version, gameStation: [] }, ES), 400);
    } finally {
      await answered(fjord.post('/api/settings', { languages: ['en'] }));
    }
  });

  it('finds titles in the requested language', async () => {
    const item = await create('Lighthouse walk');
    await answered(translate(item.id, { version: item.version, title: 'Paseo del faro' }));
    const groups = async (query: string, headers = {}) => Object.values((await answered(s.client.get(`/api/groups/story?query=${encodeURIComponent(query)}`, headers))).data.groups).flat() as Story[];
    expect((await groups('faro', ES)).map((x) => x.title)).toEqual(['Paseo del faro']);
    expect(await groups('faro')).toEqual([]);
    expect((await groups('Lighthouse', ES)).map((x) => x.id)).toEqual([item.id]);
  });

  it('refuses what a translation cannot change, a create in another language, and a stale version', async () => {
    const item = await create('Refused walk');
    const shared = await refusedWith(translate(item.id, { version: item.version, name: 'Renamed' }), 400);
    expect(shared.errors).toEqual([{ field: 'name', message: 'is the same in every language: change it in en' }]);
    const child = await refusedWith(translate(item.id, { version: item.version, pages: [{ id: 999999, text: 'Nada' }] }), 400);
    expect(child.errors[0].field).toBe('pages.0');
    const tooLong = await refusedWith(translate(item.id, { version: item.version, title: 'x'.repeat(201) }), 400);
    expect(tooLong.errors[0].field).toBe('title');
    await refusedWith(s.client.post('/api/story', storyDoc('Nuevo'), ES), 400);
    await refusedWith(translate(item.id, { version: item.version + 1, title: 'Tarde' }), 409);
    // Nothing of the refused writes was stored.
    expect((await read(item.id, ES))._missing).toContain('title');
  });

  it('answers 400 for a language that is not one of the client’s, on reads and writes', async () => {
    const item = await create('Unknown language walk');
    for (const code of ['zh', 'xx']) {
      const h = { 'x-language-code': code };
      await refusedWith(s.client.get('/api/story', h), 400);
      await refusedWith(s.client.get(`/api/story/${item.id}`, h), 400);
      await refusedWith(s.client.get('/api/groups/story?query=a', h), 400);
      const body = await refusedWith(s.client.post(`/api/story/update/${item.id}`, { version: item.version, title: 'T' }, h), 400);
      expect(body.message).toContain('en, es');
      expect(body.languages).toEqual(['en', 'es']);
    }
    await refusedWith(s.client.get('/api/translations/story?language=zh'), 400);
    // The other company speaks only en: es is unknown there.
    await refusedWith(s.other.get('/api/story', ES), 400);
  });

  it('keeps translations to their company', async () => {
    const item = await create('Private walk');
    await answered(translate(item.id, { version: item.version, title: 'Paseo privado' }));
    await refusedWith(s.other.post(`/api/story/update/${item.id}`, { version: item.version, title: 'Robado' }, ES), 400);
    await refusedWith(s.other.get(`/api/story/${item.id}`), 404);
    await refusedWith(s.other.get(`/api/translations/story/${item.id}`), 404);
    // Even with es offered, the other company cannot reach the demo item's translation.
    await answered(s.other.post('/api/settings', { languages: ['en', 'es'] }));
    const other = s.other;
    await refusedWith(other.post(`/api/story/update/${item.id}`, { version: item.version, title: 'Robado' }, ES), 404);
    await refusedWith(other.get(`/api/story/${item.id}`, ES), 404);
    const theirs = (await answered(other.get('/api/translations'))).data.kinds.find((k: any) => k.kind === 'story');
    expect(theirs.total).toBe(0);
    expect((await read(item.id, ES)).title).toBe('Paseo privado');
    await answered(s.other.post('/api/settings', { languages: ['en'] }));
  });

  it('keeps a removed language’s translations until a confirmed purge; the base language stays first', async () => {
    const item = await create('Purged walk');
    await answered(translate(item.id, { version: item.version, title: 'Paseo purgado' }));
    await refusedWith(s.client.post('/api/settings', { languages: ['es', 'en'] }), 400);
    await refusedWith(s.client.post('/api/translations/purge', { language: 'es', confirm: true }), 400);
    await answered(s.client.post('/api/settings', { languages: ['en'] }));
    try {
      await refusedWith(s.client.get(`/api/story/${item.id}`, ES), 400);
      await refusedWith(s.client.post('/api/translations/purge', { language: 'es' }), 400);
      await answered(s.client.post('/api/settings', { languages: ['en', 'es'] }));
      expect((await read(item.id, ES)).title).toBe('Paseo purgado');
      await answered(s.client.post('/api/settings', { languages: ['en'] }));
      const purged = (await answered(s.client.post('/api/translations/purge', { language: 'es', confirm: true }))).data.purged;
      expect(purged).toBeGreaterThan(0);
    } finally {
      await answered(s.client.post('/api/settings', { languages: ['en', 'es'] }));
    }
    expect((await read(item.id, ES)).title).toBe('Purged walk title');
  });
});
