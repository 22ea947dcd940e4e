import { describe, expect, it } from 'vitest';
import { kindVariant, relationOffered, resolveKind, type KindDefinition, type PreviewContext, type ResolvedRef } from '../../../src/core/index.ts';
import { blurCheckedFields, createKindRegistry, KNOWN_WIDGET_NAMES, pointsAt, refKindOf, schemaAnnotations, toCandidate } from '../../../src/console/pluginTesting.ts';
import { collectRefs, createAjv, mediaTypeOf, takeBodyLinks } from '../../../src/server/pluginTesting.ts';
import station from '../index.ts';
import game from '../../game/index.ts';
import story from '../../story/index.ts';
import form from '../../form/index.ts';
import webPage from '../../web_page/index.ts';
import question from '../../question/index.ts';
import { decodeLegacyMultipart, legacyPreview, type LegacyStation } from '../legacy.ts';
import { refusalOf } from '../../../tests/contract/registryRefusal.ts';

// The server's ajv: the annotation vocabulary and the formats the kinds use.
const checks = () => { const ajv = createAjv(); return { compileSchema: (s: object) => void ajv.compile(s), widgets: KNOWN_WIDGET_NAMES }; };
const KINDS = { station, game, story, form, web_page: webPage, question };
const modules = (over: Partial<Record<keyof typeof KINDS, KindDefinition<any>>> = {}) =>
  Object.fromEntries(Object.entries({ ...KINDS, ...over }).map(([id, def]) => [`plugins/${id}/index.ts`, { default: def }]));

const errorOf = (mods: Record<string, unknown>): string => refusalOf(() => createKindRegistry(mods, checks()));

const legacy = kindVariant(resolveKind(station), 'legacy');

describe('the older station screen: the legacy variant of station', () => {
  it('has its own shape, words and warning, and the newer shape stays the default', () => {
    const newer = resolveKind(station);
    expect(newer.variant).toBe('newer');
    expect(Object.keys(newer.schema.properties ?? {})).toContain('pin_number');
    expect(legacy.variant).toBe('legacy');
    expect(legacy.schema.required).toEqual(['navn', 'title', 'range']);
    // The variant's own words win over the kind's for that shape only.
    expect(legacy.messages?.en['field.station.range']).toBe('Range (DB)');
    expect(newer.messages?.en['field.station.range']).toBe('Meters (1-99)');
    expect(legacy.messages?.es['field.station.range.required']).toBe('El alcance es obligatorio');
    expect(legacy.rules?.createWarning?.({ navn: '  ' })).toBe('rule.station.navnRequired');
    expect(legacy.rules?.createWarning?.({ navn: 'Boat hall' })).toBeUndefined();
    expect(newer.rules?.createWarning).toBeUndefined();
    expect(legacy.rules?.defaults?.()).toEqual({ is_need_close_to_beacon: 0, activities: [{}, {}, {}, {}] });
  });

  it('offers linked games only in the legacy shape, and game and form are pointed at by it', () => {
    const rel = station.relations!.games;
    expect(relationOffered(rel, 'legacy')).toBe(true);
    expect(relationOffered(rel, 'newer')).toBe(false);
    const reg = createKindRegistry(modules(), checks());
    for (const target of ['game', 'story', 'form', 'web_page']) expect(pointsAt(reg.get('station'), target)).toBe(true);
    expect(pointsAt(reg.get('station'), 'question')).toBe(false);
  });

  it('reads the older multipart update: name becomes navn when navn is absent, never over it', () => {
    expect(decodeLegacyMultipart({ name: 'Quay', title: 'The quay' })).toEqual({ navn: 'Quay', title: 'The quay' });
    expect(decodeLegacyMultipart({ name: 'Old', navn: 'New' })).toEqual({ navn: 'New' });
  });

  it('previews title, media, texts, the linked games, the filled slots and the map', () => {
    const games: ResolvedRef[] = [{ id: 5, kind: 'game', title: 'Harbour quiz' }];
    const refs: Record<string, ResolvedRef> = { 'story/9': { id: 9, kind: 'story', title: 'Harbour walk' } };
    const ctx: PreviewContext = {
      mediaUrl: (type, file) => `/public/${type}/${file}`,
      links: (name) => (name === 'games' ? games : undefined),
      ref: (kind, id) => refs[`${kind}/${String(id)}`],
    };
    const r: LegacyStation = {
      navn: 'Boat hall', title: 'The boat hall', picture: 'p.jpg', audio: 'a.mp3', text: 'Hulls', latitude: 60.37, longitude: 6.14,
      activities: [{ kind: 'story', id: 9 }, {}, { kind: 'game' }, {}],
    };
    const fields = legacyPreview(r, ctx);
    expect(fields.filter((f) => f.visible).map((f) => f.field)).toEqual(['title', 'image', 'audio', 'text', 'games', 'story', 'map']);
    expect(fields.find((f) => f.field === 'image')?.value).toBe('/public/image/p.jpg');
    expect(fields.find((f) => f.field === 'games')?.value).toEqual(games);
    expect(fields.find((f) => f.field === 'map')?.value).toEqual([{ id: 0, title: 'The boat hall', latitude: 60.37, longitude: 6.14 }]);
  });

  it('names an older station by its navn in pickers, a newer one by its title', () => {
    const kind = resolveKind(station);
    expect(toCandidate(kind, { id: 1, variant: 'legacy', navn: 'Boat hall', title: 'The boat hall' }).title).toBe('Boat hall');
    expect(toCandidate(kind, { id: 2, variant: 'newer', title: 'Opera roof', pin_number: '3' }).title).toBe('Opera roof');
  });

  it('checks named fields on blur: name, title and range', () => {
    expect(blurCheckedFields(legacy.uiSchema).sort()).toEqual(['navn', 'range', 'title']);
  });
});

describe('references to several kinds (x-ref kind list + kindField)', () => {
  const specs = schemaAnnotations(legacy.schema).refs;
  const slots = specs.find((s) => s.path.join('.') === 'activities.*.id')!;

  it('read the kind of each value from its kindField sibling', () => {
    const doc = { activities: [{ kind: 'game', id: 3 }, { kind: 'quiz', id: 4 }, {}] };
    expect(refKindOf(slots, doc, ['activities', 0, 'id'])).toBe('game');
    expect(refKindOf(slots, doc, ['activities', 1, 'id'])).toBeUndefined();
  });

  it('collect one reference per filled slot; an id without a valid kind is a field error', () => {
    const { refs, errors } = collectRefs({ activities: [{ kind: 'story', id: 7 }, {}, { id: 8 }, { kind: 'web_page', id: 2 }] }, specs);
    expect(refs).toEqual([
      { field: 'activities.0.id', at: ['activities', 0, 'id'], kind: 'story', id: 7, onDestroy: 'remove' },
      { field: 'activities.3.id', at: ['activities', 3, 'id'], kind: 'web_page', id: 2, onDestroy: 'remove' },
    ]);
    expect(errors).toEqual([{ field: 'activities.2.kind', message: expect.stringMatching(/must name what the reference points at/) }]);
  });

  it('are refused at start-up when the kindField does not offer exactly those kinds', () => {
    const schema = structuredClone(legacy.schema) as any;
    schema.properties.activities.items.properties.kind.enum = ['game', 'story'];
    const broken = { ...station, variants: { legacy: { ...station.variants!.legacy, schema } } };
    expect(errorOf(modules({ station: broken }))).toMatch(/x-ref at activities\.\*\.id lists kinds game, story, form, web_page: its kindField "kind" must be a sibling property/);
  });

  it('need a kindField when they list kinds (the annotation vocabulary refuses it otherwise)', () => {
    const schema = structuredClone(legacy.schema) as any;
    delete schema.properties.activities.items.properties.id['x-ref'].kindField;
    const broken = { ...station, variants: { legacy: { ...station.variants!.legacy, schema } } };
    expect(errorOf(modules({ station: broken }))).toMatch(/kindField/);
  });

  it('refuse variant messages that are not in every language', () => {
    const messages = { en: { 'field.station.range': 'Range' }, zh: {}, es: { 'field.station.range': 'Alcance' } };
    const broken = { ...station, variants: { legacy: { ...station.variants!.legacy, messages } } };
    expect(errorOf(modules({ station: broken }))).toMatch(/variants\.legacy\.messages\.zh and variants\.legacy\.messages\.en differ/);
  });
});

describe('relation links in a write body (bodyField)', () => {
  it('take gameStation out of the document in every shape an older client sends it', () => {
    expect(takeBodyLinks(legacy, { navn: 'A', gameStation: ['3', '5'] })).toEqual({ body: { navn: 'A' }, links: [expect.objectContaining({ relation: 'games', field: 'gameStation', ids: [3, 5] })] });
    expect(takeBodyLinks(legacy, { gameStation: '3,5' }).links[0].ids).toEqual([3, 5]);
    expect(takeBodyLinks(legacy, { gameStation: 4 }).links[0].ids).toEqual([4]);
    expect(takeBodyLinks(legacy, { gameStation: '' }).links[0].ids).toEqual([]);
    // The wire-only `games` of GET one, sent back, is dropped rather than stored.
    expect(takeBodyLinks(legacy, { navn: 'A', games: [{ id: 3, navn: 'Q' }] })).toEqual({ body: { navn: 'A' }, links: [] });
    expect(takeBodyLinks(legacy, { navn: 'A' }).links).toEqual([]);
  });

  it('refuse ids that are not ids, repeated ids, and the newer shape (which has no linked games)', () => {
    expect(() => takeBodyLinks(legacy, { gameStation: ['3', 'x'] })).toThrow(/gameStation\.1: must be the id of a game/);
    expect(() => takeBodyLinks(legacy, { gameStation: [3, 3] })).toThrow(/gameStation\.1: lists game 3 twice/);
    expect(() => takeBodyLinks(resolveKind(station), { gameStation: [3] })).toThrow(/gameStation: is not offered by the "newer" shape of station/);
  });
});

describe('multipart file fields take their media widget\'s type', () => {
  it('reads the type from the UI schema, nested pages included', () => {
    expect(mediaTypeOf(legacy.uiSchema, 'picture')).toBe('image');
    expect(mediaTypeOf(legacy.uiSchema, 'audio')).toBe('audio');
    expect(mediaTypeOf(legacy.uiSchema, 'video')).toBe('video');
    expect(mediaTypeOf(legacy.uiSchema, 'navn')).toBeUndefined();
    const storyUi = resolveKind(story).uiSchema;
    expect(mediaTypeOf(storyUi, 'pages[3][picture]')).toBe('image');
    expect(mediaTypeOf(storyUi, 'pages[0][audio]')).toBe('audio');
  });
});
