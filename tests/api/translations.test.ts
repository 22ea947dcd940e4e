import { describe, expect, it } from 'vitest';
import type { KindRecord } from '../../src/core/defineKind.ts';
import { schemaAnnotations } from '../../src/core/schemaAnnotations.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { companyClients } from '../support/companyClients.ts';
import { keyedTextOf, relationsOf } from '../support/kindCapabilities.ts';
import { DEMO, fixturesOf, kindShapes, kindWith } from '../support/kindRegistry.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { labelField, labelled, sampleDoc } from '../support/sampleDoc.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// Content languages: the demo client speaks en (base) and es; the other company only en.
// Base documents stay as they were; es values live beside them and are laid over on reads in es.
// Written through the registry's first kind with translatable texts at the top and in keyed children
// (a story's pages, a question's options); the counts through the plain kind.

const ES = { 'x-language-code': 'es' };
type Doc = KindRecord & { id: number; version: number; _missing?: string[]; _stale?: string[]; _language?: string };
type Child = Record<string, any>;

/** The translatable texts at the top of a document, in schema order. */
const topTexts = (kind: NonNullable<ReturnType<typeof kindWith>>, doc: KindRecord) => Object.entries(kind.schema.properties ?? {})
  .filter(([name, p]) => p['x-localized'] === true && p.type === 'string' && typeof doc[name] === 'string' && doc[name] !== '').map(([name]) => name);

/**
 * The kind: translatable keyed children (two in its first fixture at least), two translatable texts
 * at the top of that fixture, and a field there that is the same in every language.
 */
const KIND = kindWith((k) => {
  const keyed = keyedTextOf(k);
  const fixture = fixturesOf(k.id, k.variant)?.[0];
  if (!keyed || !fixture) return false;
  const children = (fixture[keyed.array] as Child[] | undefined) ?? [];
  return children.filter((c) => typeof c[keyed.text] === 'string' && c[keyed.text]).length >= 2 && topTexts(k, fixture).length >= 2
    && Object.keys(fixture).some((name) => k.schema.properties?.[name] && !k.schema.properties[name]['x-localized'] && name !== keyed.array && typeof fixture[name] !== 'object');
});
const NONE = 'no kind of the registry has translatable texts at the top and in keyed children';

describe.skipIf(!KIND)(`content languages: ${KIND?.id ?? NONE}`, () => {
  // Read lazily: the suite is skipped when there is no such kind.
  const kind = KIND!;
  const { entity, listKey } = kind.api;
  const { array, key, text } = keyedTextOf(kind) ?? { array: '', key: '', text: '' };
  const fixture = fixturesOf(kind.id, kind.variant)?.[0] ?? {};
  const [T1, T2] = topTexts(kind, fixture);
  /** A field that is the same in every language (a story's name, a question's type). */
  const SHARED = Object.keys(fixture).find((name) => kind.schema.properties?.[name] && !kind.schema.properties[name]['x-localized'] && name !== array && typeof fixture[name] !== 'object')!;
  /** Pointer fields between the children (a page's next page): cleared when a child goes. */
  const SIBLINGS = schemaAnnotations(kind.schema).siblings.filter((x) => x.arrayPath[0] === array).map((x) => x.path.at(-1)!);
  /** A translatable field of a child that the fixture's first child has no text in, if any. */
  const EMPTY_CHILD_TEXT = Object.entries((kind.schema.properties?.[array]?.items?.properties ?? {}) as Record<string, any>)
    .find(([name, p]) => p['x-localized'] === true && !((fixture[array] as Child[] | undefined)?.[0]?.[name]))?.[0];
  const path = (child: Child, field = text) => `${array}/${child[key]}/${field}`;


  describe.each(availableDatabases())('on %s', (database) => {
    const s = signedInServer({ database });
    const w = () => ({ client: s.client, company: DEMO });

    const create = async (name: string): Promise<Doc> =>
      (await answered(s.client.post(`/api/${entity}`, labelled(kind, await sampleDoc(w(), kind), name)), 201)).data;
    const read = async (id: number, headers: Record<string, string> = {}): Promise<Doc> => (await answered(s.client.get(`/api/${entity}/${id}`, headers))).data.items;
    const translate = (id: number, body: KindRecord) => s.client.post(`/api/${entity}/update/${id}`, body, ES);
    const list = async (headers: Record<string, string> = {}): Promise<Doc[]> => (await answered(s.client.get(`/api/${entity}`, headers))).data[listKey];
    const children = (item: KindRecord) => item[array] as Child[];

    it('stores es values beside the base, reads them in es with the untranslated paths named, and leaves the base untouched', async () => {
      const item = await create('Harbour walk');
      const [first, second] = children(item);
      const baseBefore = await read(item.id);
      const baseListBefore = await list();

      const saved = (await answered(translate(item.id, { version: item.version, [T1]: 'Paseo del puerto', [array]: [{ [key]: first[key], [text]: 'En el muelle.' }] }))).data as Doc;
      expect(saved).toMatchObject({ [T1]: 'Paseo del puerto', version: item.version, _language: 'es' });

      const es = await read(item.id, ES);
      expect(es[T1]).toBe('Paseo del puerto');
      expect(children(es)[0][text]).toBe('En el muelle.');
      // No es value: the base text, and the path says so.
      expect(es[T2]).toBe(item[T2]);
      expect(children(es)[1][text]).toBe(second[text]);
      expect(es._missing).toEqual(expect.arrayContaining([T2, path(second)]));
      expect(es._missing).not.toContain(T1);
      expect(es._missing).not.toContain(path(first));
      expect(es._stale).toEqual([]);

      // The base reads and lists exactly as before; the es list carries the es texts, nested ones too.
      expect(await read(item.id)).toEqual(baseBefore);
      expect(await list()).toEqual(baseListBefore);
      const esListed = (await list(ES)).find((x) => x.id === item.id)!;
      expect(esListed[T1]).toBe('Paseo del puerto');
      expect(children(esListed)[0][text]).toBe('En el muelle.');
      if (kind.list.fields?.includes(T1)) {
        const slim = (await answered(s.client.get(`/api/${entity}?slim=1`, ES))).data[listKey] as Doc[];
        expect(slim.find((x) => x.id === item.id)![T1]).toBe('Paseo del puerto');
      }
    });

    it('names the children behind the untranslated paths by position and title, as the author knows them (not by key)', async () => {
      const item = await create('Ferry landing');
      const [, second] = children(item);
      const drill = (await answered(s.client.get(`/api/translations/${kind.id}?language=es`))).data.items;
      const mine = drill.find((i: any) => i.id === item.id);
      expect(mine.missing).toContain(path(second));
      const named = mine.children[`${array}/${second[key]}`];
      expect(named.position).toBe(2);
      expect(Object.values(second)).toContain(named.title);
    });

    it('keeps left-out fields, clears with null, and a GET → POST round trip translates nothing new', async () => {
      const item = await create('Fort walk');
      const first = children(item)[0];
      await answered(translate(item.id, { version: item.version, [T1]: 'Paseo del fuerte', [T2]: 'Un paseo.' }));
      await answered(translate(item.id, { version: item.version, [T2]: null }));
      const es = await read(item.id, ES);
      expect(es[T1]).toBe('Paseo del fuerte');
      expect(es[T2]).toBe(item[T2]);
      expect(es._missing).toContain(T2);

      // The whole es document back, as a client that read it would send it: only real translations stay.
      await answered(translate(item.id, { ...es, [array]: children(es).map((c) => (c[key] === first[key] ? { ...c, [text]: 'En el muelle.' } : c)) }));
      const again = await read(item.id, ES);
      expect(again._missing).toEqual(es._missing!.filter((p) => p !== path(first)));
    });

    it('marks a translation stale when the base text changes after it was saved, until it is reviewed', async () => {
      const item = await create('Stale walk');
      const first = children(item)[0];
      await answered(translate(item.id, { version: item.version, [array]: [{ [key]: first[key], [text]: 'En el muelle.' }] }));
      const base = await read(item.id);
      const edited = (await answered(s.client.post(`/api/${entity}/update/${item.id}`, { ...base, [array]: children(base).map((c) => (c[key] === first[key] ? { ...c, [text]: 'At the old quay.' } : c)) }))).data as Doc;
      const es = await read(item.id, ES);
      expect(es._stale).toEqual([path(first)]);
      expect(children(es)[0][text]).toBe('En el muelle.');
      const state = (await answered(s.client.get(`/api/translations/${kind.id}/${item.id}`))).data.languages;
      expect(state).toEqual([expect.objectContaining({ language: 'es', state: 'missing', stale: [path(first)] })]);

      // Sending the same text back keeps it stale; a reviewed or changed text is current again.
      await answered(translate(item.id, { version: edited.version, [array]: [{ [key]: first[key], [text]: 'En el muelle.' }] }));
      expect((await read(item.id, ES))._stale).toEqual([path(first)]);
      await answered(translate(item.id, { version: edited.version, [array]: [{ [key]: first[key], [text]: 'En el muelle viejo.' }] }));
      expect((await read(item.id, ES))._stale).toEqual([]);
    });

    it(`counts items complete, missing and stale per kind and language, and drills down to the fields (${PLAIN_KIND.id})`, async () => {
      const before = (await answered(s.client.get('/api/translations'))).data;
      expect(before.base).toBe('en');
      expect(before.languages).toEqual(['es']);
      const countsOf = (data: any) => data.kinds.find((k: any) => k.kind === PLAIN_KIND.id).languages.es;
      const doc = plainDoc('Opening hours');
      const label = labelField(PLAIN_KIND, doc);
      const texts = topTexts(PLAIN_KIND, doc);
      const page = (await answered(s.client.post(`/api/${PLAIN_KIND.api.entity}`, doc), 201)).data;
      const missing = countsOf((await answered(s.client.get('/api/translations'))).data);
      expect(missing.missing).toBe(countsOf(before).missing + 1);

      const drill = (await answered(s.client.get(`/api/translations/${PLAIN_KIND.id}?language=es`))).data.items;
      const mine = drill.find((i: any) => i.id === page.id);
      expect(mine).toMatchObject({ id: page.id, title: PLAIN_KIND.list.toListItem(doc).title, state: 'missing', stale: [] });
      expect([...mine.missing].sort()).toEqual([...texts].sort());

      await answered(s.client.post(`/api/${PLAIN_KIND.api.entity}/update/${page.id}`, { version: page.version, ...Object.fromEntries(texts.map((t) => [t, `Traducido ${t}`])) }, ES));
      const complete = countsOf((await answered(s.client.get('/api/translations'))).data);
      expect(complete).toEqual({ ...missing, missing: missing.missing - 1, complete: missing.complete + 1 });

      await answered(s.client.post(`/api/${PLAIN_KIND.api.entity}/update/${page.id}`, { ...doc, version: page.version, [label]: 'Opening times' }));
      const stale = countsOf((await answered(s.client.get('/api/translations'))).data);
      expect(stale).toEqual({ ...complete, complete: complete.complete - 1, stale: complete.stale + 1 });
    });

    it('drops the translations of a text the base no longer has, and refuses to translate an empty one', async () => {
      const item = await create('Pruned walk');
      const first = children(item)[0];
      const last = children(item).at(-1)!;
      await answered(translate(item.id, { version: item.version, [T2]: 'Un paseo.', [array]: [{ [key]: last[key], [text]: 'En el fuerte.' }] }));
      const base = await read(item.id);
      // The base T2 is blanked and the last child removed (with every pointer between the children).
      const remaining = children(base).slice(0, -1).map((c) => Object.fromEntries(Object.entries(c).filter(([name]) => !SIBLINGS.includes(name))));
      const kept = (await answered(s.client.post(`/api/${entity}/update/${item.id}`, { ...base, [T2]: ' ', [array]: remaining }))).data as Doc;
      const es = await read(item.id, ES);
      expect(es[T2]).toBe(' ');
      expect(es._missing).not.toContain(T2);
      expect(children(es).map((c) => c[key])).toEqual(remaining.map((c) => c[key]));
      const state = (await answered(s.client.get(`/api/translations/${kind.id}/${item.id}`))).data.languages[0];
      expect(state.missing).not.toContain(path(last));
      // The base T2 is back: the dropped translation does not come back with it.
      const back = (await answered(s.client.post(`/api/${entity}/update/${item.id}`, { ...kept, [T2]: item[T2] }))).data as Doc;
      expect((await read(item.id, ES))._missing).toContain(T2);
      // A base field with no text has nothing to translate.
      if (EMPTY_CHILD_TEXT) {
        const empty = await refusedWith(translate(item.id, { version: back.version, [array]: [{ [key]: first[key], [EMPTY_CHILD_TEXT]: 'Sigue' }] }), 400);
        expect(empty.errors).toEqual([expect.objectContaining({ field: `${array}.0.${EMPTY_CHILD_TEXT}`, messageId: 'api.refused.noBaseText' })]);
        // Worded in the translator's language (x-language-code), the field by its label.
        expect(empty.message).toMatch(/ no tiene texto en en que traducir\.$/);
        expect(empty.message).not.toContain(`${array}.0`);
      }
      // Blank is no translation: it clears.
      await answered(translate(item.id, { version: back.version, [T2]: 'Un paseo corto.' }));
      await answered(translate(item.id, { version: back.version, [T2]: '   ' }));
      expect((await read(item.id, ES))._missing).toContain(T2);
    });

    it('clears one top-level translation with delete-field, and refuses a nested path there', async () => {
      const item = await create('Cleared walk');
      await answered(translate(item.id, { version: item.version, [T1]: 'Paseo borrado' }));
      const cleared = (await answered(s.client.get(`/api/${entity}/delete-field/${item.id}?field=${T1}`, ES))).data as Doc;
      expect(cleared[T1]).toBe(item[T1]);
      expect(cleared._missing).toContain(T1);
      await refusedWith(s.client.get(`/api/${entity}/delete-field/${item.id}?field=${encodeURIComponent(path(children(item)[0]))}`, ES), 400);
      await refusedWith(s.client.get(`/api/${entity}/delete-field/${item.id}?field=${SHARED}`, ES), 400);
    });

    it('finds titles in the requested language', async () => {
      const item = await create('Lighthouse walk');
      const label = labelField(kind, item);
      // The list title is searched, and in a language the `title` field too.
      const searched = kind.schema.properties?.[label]?.['x-localized'] ? label : 'title';
      await answered(translate(item.id, { version: item.version, [searched]: 'Paseo del faro' }));
      const groups = async (query: string, headers = {}) => Object.values((await answered(s.client.get(`/api/groups/${entity}?query=${encodeURIComponent(query)}`, headers))).data.groups).flat() as Doc[];
      expect((await groups('faro', ES)).map((x) => x[searched])).toEqual(['Paseo del faro']);
      expect(await groups('faro')).toEqual([]);
      expect((await groups('Lighthouse', ES)).map((x) => x.id)).toEqual([item.id]);
    });

    it('refuses what a translation cannot change, a create in another language, and a stale version', async () => {
      const item = await create('Refused walk');
      const shared = await refusedWith(translate(item.id, { version: item.version, [SHARED]: item[SHARED] === 'Renamed' ? 'Other' : 'Renamed' }), 400);
      expect(shared.errors).toEqual([expect.objectContaining({ field: SHARED, messageId: 'api.refused.sharedField' })]);
      expect(shared.message).toMatch(/^\S.* es igual en todos los idiomas: cámbielo en en\.$/);
      const child = await refusedWith(translate(item.id, { version: item.version, [array]: [{ [key]: 999999, [text]: 'Nada' }] }), 400);
      expect(child.errors[0].field).toBe(`${array}.0`);
      const max = kind.schema.properties?.[T1]?.maxLength as number | undefined;
      if (max) {
        const tooLong = await refusedWith(translate(item.id, { version: item.version, [T1]: 'x'.repeat(max + 1) }), 400);
        expect(tooLong.errors[0].field).toBe(T1);
      }
      await refusedWith(s.client.post(`/api/${entity}`, labelled(kind, await sampleDoc(w(), kind), 'Nuevo'), ES), 400);
      await refusedWith(translate(item.id, { version: item.version + 1, [T1]: 'Tarde' }), 409);
      // Nothing of the refused writes was stored.
      expect((await read(item.id, ES))._missing).toContain(T1);
    });

    it('answers 400 for a language that is not one of the client’s, on reads and writes', async () => {
      const item = await create('Unknown language walk');
      for (const code of ['zh', 'xx']) {
        const h = { 'x-language-code': code };
        await refusedWith(s.client.get(`/api/${entity}`, h), 400);
        await refusedWith(s.client.get(`/api/${entity}/${item.id}`, h), 400);
        await refusedWith(s.client.get(`/api/groups/${entity}?query=a`, h), 400);
        const body = await refusedWith(s.client.post(`/api/${entity}/update/${item.id}`, { version: item.version, [T1]: 'T' }, h), 400);
        expect(body.message).toContain('en, es');
        expect(body.languages).toEqual(['en', 'es']);
      }
      await refusedWith(s.client.get(`/api/translations/${kind.id}?language=zh`), 400);
      // The other company speaks only en: es is unknown there.
      await refusedWith(s.other.get(`/api/${entity}`, ES), 400);
    });

    it('keeps translations to their company', async () => {
      const item = await create('Private walk');
      await answered(translate(item.id, { version: item.version, [T1]: 'Paseo privado' }));
      await refusedWith(s.other.post(`/api/${entity}/update/${item.id}`, { version: item.version, [T1]: 'Robado' }, ES), 400);
      await refusedWith(s.other.get(`/api/${entity}/${item.id}`), 404);
      await refusedWith(s.other.get(`/api/translations/${kind.id}/${item.id}`), 404);
      // Even with es offered, the other company cannot reach the demo item's translation.
      await answered(s.other.post('/api/settings', { languages: ['en', 'es'] }));
      try {
        await refusedWith(s.other.post(`/api/${entity}/update/${item.id}`, { version: item.version, [T1]: 'Robado' }, ES), 404);
        await refusedWith(s.other.get(`/api/${entity}/${item.id}`, ES), 404);
        const theirs = (await answered(s.other.get('/api/translations'))).data.kinds.find((k: any) => k.kind === kind.id);
        // The other company's items of the kind (none of the demo's): whatever it made, never this one.
        expect((await answered(s.other.get(`/api/translations/${kind.id}?language=es`))).data.items.map((i: any) => i.id)).not.toContain(item.id);
        expect(theirs.total).toBe((await answered(s.other.get(`/api/${entity}`))).data[listKey].length);
        expect((await read(item.id, ES))[T1]).toBe('Paseo privado');
      } finally {
        await answered(s.other.post('/api/settings', { languages: ['en'] }));
      }
    });

    it('keeps a removed language’s translations until a confirmed purge; the base language stays first', async () => {
      const item = await create('Purged walk');
      await answered(translate(item.id, { version: item.version, [T1]: 'Paseo purgado' }));
      await refusedWith(s.client.post('/api/settings', { languages: ['es', 'en'] }), 400);
      await refusedWith(s.client.post('/api/translations/purge', { language: 'es', confirm: true }), 400);
      await answered(s.client.post('/api/settings', { languages: ['en'] }));
      try {
        await refusedWith(s.client.get(`/api/${entity}/${item.id}`, ES), 400);
        await refusedWith(s.client.post('/api/translations/purge', { language: 'es' }), 400);
        await answered(s.client.post('/api/settings', { languages: ['en', 'es'] }));
        expect((await read(item.id, ES))[T1]).toBe('Paseo purgado');
        await answered(s.client.post('/api/settings', { languages: ['en'] }));
        const purged = (await answered(s.client.post('/api/translations/purge', { language: 'es', confirm: true }))).data.purged;
        expect(purged).toBeGreaterThan(0);
      } finally {
        await answered(s.client.post('/api/settings', { languages: ['en', 'es'] }));
      }
      expect((await read(item.id, ES))[T1]).toBe(item[T1]);
    });
  });
});

/** A shape whose relation's links come in its items and may be sent in a write (the older station's games), with the company running it. */
const RELATED = kindShapes().find((sh) => sh.seeded && relationsOf(sh.kind).some((r) => r.relation.inItem && r.relation.bodyField));

describe.each(availableDatabases())('content languages of a shape with relation links in its items on %s', (database) => {
  const s = signedInServer({ database });

  it(`takes back a whole item read in the language, relation links included (${RELATED?.label ?? 'no such shape'})`, async (t) => {
    if (!RELATED) t.skip('no seeded shape of the registry carries a relation’s links in its items and takes them in a write');
    const { kind, company } = RELATED!;
    const { relation } = relationsOf(kind).find((r) => r.relation.inItem && r.relation.bodyField)!;
    const owner = await companyClients(() => s.server).of(company);
    const { entity, listKey } = kind.api;
    const top = Object.entries(kind.schema.properties ?? {}).find(([, p]) => p['x-localized'] === true && p.type === 'string')![0];
    await answered(owner.post('/api/settings', { languages: ['en', 'es'] }));
    try {
      const id = ((await answered(owner.get(`/api/${entity}`))).data[listKey] as { id: number }[])[0].id;
      const es = (await answered(owner.get(`/api/${entity}/${id}`, ES))).data.items;
      expect(Array.isArray(es[relation.inItem!.key])).toBe(true);
      const saved = (await answered(owner.post(`/api/${entity}/update/${id}`, { ...es, [top]: 'La sala de barcos' }, ES))).data;
      expect(saved[top]).toBe('La sala de barcos');
      expect((await answered(owner.get(`/api/${entity}/${id}`))).data.items[top]).toBe(es[top]);
      await refusedWith(owner.post(`/api/${entity}/update/${id}`, { version: es.version, [relation.bodyField!]: [] }, ES), 400);
    } finally {
      await answered(owner.post('/api/settings', { languages: ['en'] }));
    }
  });
});
