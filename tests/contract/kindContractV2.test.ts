import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createKindRegistry } from '../../src/core/createKindRegistry.ts';
import { kindForClient } from '../../src/core/clientPatch.ts';
import { consolePartsMismatch } from '../../src/core/kindConsole.ts';
import { kindVariant, resolveKind, type KindDefinition } from '../../src/core/defineKind.ts';
import { addAnnotationKeywords, schemaAnnotations, valuesAt } from '../../src/core/schemaAnnotations.ts';
import { inlineSharedRefs } from '../../src/core/sharedSchemas.ts';
import { KNOWN_WIDGET_NAMES } from '../../src/console/registry/widgetNames.ts';
import tour from '../kinds/plugins/tk_tour/index.ts';
import venue from '../kinds/plugins/tk_venue/index.ts';
import tourServer from '../kinds/plugins/tk_tour/server.ts';
import { refusalOf } from './registryRefusal.ts';

/** The server's way: a strict ajv that knows the annotation vocabulary. */
const strict = () => addAnnotationKeywords(new Ajv({ strict: true, strictTypes: false, strictRequired: false }));
const checks = () => { const ajv = strict(); return { compileSchema: (s: object) => void ajv.compile(s), widgets: KNOWN_WIDGET_NAMES }; };

const TEST_KINDS = { 'tests/kinds/plugins/tk_tour/index.ts': { default: tour }, 'tests/kinds/plugins/tk_venue/index.ts': { default: venue } };

/** A module for a kind built from the tour with overrides. */
function tourWith(over: Partial<KindDefinition>) {
  return { ...TEST_KINDS, 'tests/kinds/plugins/tk_tour/index.ts': { default: { ...tour, ...over } } };
}

const errorOf = (modules: Record<string, unknown>): string => refusalOf(() => createKindRegistry(modules, checks()));

describe('kind contract v2: the test-only kinds', () => {
  it('build a registry with a strict ajv that knows the annotation vocabulary', () => {
    const reg = createKindRegistry(TEST_KINDS, checks());
    expect(reg.kinds.map((k) => k.id)).toEqual(['tk_tour', 'tk_venue']);
  });

  it('refuses a misspelt annotation under strict ajv, naming the schema file', () => {
    const schema = structuredClone(tour.schema);
    (schema.properties!.venue_id as Record<string, unknown>)['x-refs'] = { kind: 'tk_venue', onDestroy: 'restrict' };
    expect(errorOf(tourWith({ schema }))).toMatch(/schemas\/tk_tour\.schema\.json: does not compile: .*x-refs/);
  });

  it('refuses a malformed annotation (onDestroy must be restrict or remove)', () => {
    const schema = structuredClone(tour.schema);
    (schema.properties!.venue_id as Record<string, unknown>)['x-ref'] = { kind: 'tk_venue', onDestroy: 'cascade' };
    expect(errorOf(tourWith({ schema }))).toMatch(/tk_tour\.schema\.json: does not compile/);
  });

  it('refuses a reference or relation to a kind that does not exist', () => {
    const schema = structuredClone(tour.schema);
    (schema.properties!.venue_id as Record<string, unknown>)['x-ref'] = { kind: 'tk_nowhere', onDestroy: 'restrict' };
    expect(errorOf(tourWith({ schema }))).toMatch(/x-ref at venue_id names unknown kind "tk_nowhere"/);
    expect(errorOf(tourWith({ relations: { stops: { target: 'tk_gone', label: 'kind.tk_tour.stops' } } })))
      .toMatch(/tk_tour\/index\.ts: relation "stops" targets unknown kind "tk_gone"/);
  });

  it('refuses onDestroy "remove" on a required reference (clearing it would leave an invalid item)', () => {
    const schema = structuredClone(tour.schema);
    schema.required = ['title', 'sponsor_id'];
    expect(errorOf(tourWith({ schema }))).toMatch(/x-ref at sponsor_id has onDestroy "remove" but is required: use "restrict"/);
  });

  it('refuses a sibling pointer into an array without keys', () => {
    const schema = structuredClone(tour.schema);
    delete (schema.properties!.pages as Record<string, unknown>)['x-key'];
    expect(errorOf(tourWith({ schema }))).toMatch(/x-sibling at pages\.\*\.next points at \/pages, which is not an array with x-key/);
  });

  it('refuses an unknown widget, a console widget shadowing a built-in one and a widget declared by two kinds', () => {
    expect(errorOf(tourWith({ uiSchema: { ...tour.uiSchema, rating: { 'ui:widget': 'tk_moons' } } }))).toMatch(/tk_tour\.ui\.json: unknown widget\(s\): tk_moons/);
    expect(errorOf(tourWith({ console: { ...tour.console!, widgets: ['tk_stars', 'image'] } }))).toMatch(/console widget\(s\) image duplicate built-in widgets/);
    const venueStars = { ...venue, console: { widgets: ['tk_stars'], load: tour.console!.load } };
    expect(errorOf({ ...TEST_KINDS, 'tests/kinds/plugins/tk_venue/index.ts': { default: venueStars } })).toMatch(/console widget "tk_stars" is also declared by/);
  });

  it('refuses an unknown ui:field and a preview renderer for a field kind that does not exist', () => {
    expect(errorOf(tourWith({ uiSchema: { ...tour.uiSchema, title: { 'ui:field': 'tk_fancy' } } }))).toMatch(/unknown field\(s\): tk_fancy/);
    expect(errorOf(tourWith({ console: { ...tour.console!, previewRenderers: ['tk_rating', 'hologram'] } }))).toMatch(/preview renderers for unknown field kind\(s\): hologram/);
  });

  it('refuses a preview field kind of its own that clashes with a core one or another kind’s, or has no renderer', () => {
    const renders = (...names: string[]) => ({ console: { ...tour.console!, previewRenderers: names } });
    expect(errorOf(tourWith({ preview: { ...tour.preview!, fields: ['title'] }, ...renders('title') }))).toMatch(/tk_tour\/index\.ts: preview\.fields "title" is a core preview field kind/);
    expect(errorOf(tourWith({ preview: { ...tour.preview!, fields: ['tk_rating', 'tk_venues'] }, ...renders('tk_rating', 'tk_venues') })))
      .toMatch(/tk_venue\/index\.ts: list\.asListItem field "tk_venues" is also claimed by preview\.fields of tests\/kinds\/plugins\/tk_tour\/index\.ts/);
    const venueRating = { ...venue, preview: { ...venue.preview!, fields: ['tk_rating'] }, console: { previewRenderers: ['tk_rating'], load: tour.console!.load } };
    expect(errorOf({ ...TEST_KINDS, 'tests/kinds/plugins/tk_venue/index.ts': { default: venueRating } }))
      .toMatch(/tk_venue\/index\.ts: preview\.fields "tk_rating" is also claimed by preview\.fields of tests\/kinds\/plugins\/tk_tour\/index\.ts/);
    expect(errorOf(tourWith({ list: { ...tour.list, asListItem: { field: 'tk_venues' } } as KindDefinition['list'] }))).toMatch(/tk_venue\/index\.ts: list\.asListItem field "tk_venues" is also claimed by list\.asListItem field of tests\/kinds\/plugins\/tk_tour\/index\.ts/);
    expect(errorOf(tourWith({ list: { ...tour.list, asListItem: { field: 'map' } } as KindDefinition['list'] }))).toMatch(/tk_tour\/index\.ts: list\.asListItem field "map" is a core preview field kind/);
    expect(errorOf(tourWith(renders()))).toMatch(/tk_tour\/index\.ts: preview\.fields tk_rating without a renderer: list them in console\.previewRenderers/);
  });

  it('lets a kind render a field kind another kind introduces or lists, but none the registry does not know', () => {
    const renders = (...names: string[]) => ({ console: { ...tour.console!, previewRenderers: names } });
    expect(() => createKindRegistry(tourWith(renders('tk_rating', 'tk_venues', 'text')), checks())).not.toThrow();
    expect(errorOf(tourWith(renders('tk_rating', 'tk_hologram')))).toMatch(/tk_tour\/index\.ts: preview renderers for unknown field kind\(s\): tk_hologram/);
    // A name of the product's kinds is no word of a registry without them.
    expect(errorOf(tourWith(renders('tk_rating', 'points')))).toMatch(/tk_tour\/index\.ts: preview renderers for unknown field kind\(s\): points/);
  });

  it('refuses messages outside the kind namespace, a language missing a key, and a label without a message', () => {
    const m = tour.messages!;
    expect(errorOf(tourWith({ messages: { ...m, en: { ...m.en, 'editor.save': 'Save!' } } }))).toMatch(/messages\.en: ids outside the kind's namespaces.*editor\.save/);
    const { 'rule.tk_tour.reasonNeeded': _gone, ...zh } = m.zh;
    expect(errorOf(tourWith({ messages: { ...m, zh } }))).toMatch(/messages\.zh and messages\.en differ in: rule\.tk_tour\.reasonNeeded/);
    expect(errorOf(tourWith({ labels: { tab: 'kind.tk_tour.tabs', item: 'kind.tk_tour.item' } }))).toMatch(/label "kind\.tk_tour\.tabs" is not in the kind's messages/);
  });

  it('refuses a schedule property that is not a date-time, and removeEntry on a reference outside a list entry', () => {
    expect(errorOf(tourWith({ scheduledAt: 'title' }))).toMatch(/tk_tour\/index\.ts: scheduledAt "title" is not a date-time property/);
    expect(errorOf(tourWith({ scheduledAt: 'when' }))).toMatch(/scheduledAt "when" is not a date-time property/);
    const schema = structuredClone(tour.schema);
    (schema.properties!.sponsor_id as Record<string, unknown>)['x-ref'] = { kind: 'tk_venue', onDestroy: 'removeEntry' };
    expect(errorOf(tourWith({ schema }))).toMatch(/x-ref at sponsor_id has onDestroy "removeEntry" but is not a property of a list entry/);
  });

  it('refuses a member outside its slot, naming the slot it belongs in, and a slot without its function', () => {
    const flat = (over: object) => tourWith(over as Partial<KindDefinition>);
    expect(errorOf(flat({ toListItem: tour.list.toListItem }))).toMatch(/tk_tour\/index\.ts: toListItem belongs in a slot now: declare it as list\.toListItem/);
    expect(errorOf(flat({ triggers: { zones: () => [] } }))).toMatch(/tk_tour\/index\.ts: triggers belongs in a slot now: declare it as place\.triggers/);
    const compact = { ...tour.variants!.compact, lint: () => [] };
    expect(errorOf(tourWith({ variants: { compact } }))).toMatch(/variants\.compact\.lint belongs in a slot now: declare it as variants\.compact\.rules\.lint/);
    expect(errorOf(flat({ list: undefined }))).toMatch(/tk_tour\/index\.ts: list is missing: every kind declares list: \{ toListItem \}/);
    expect(errorOf(flat({ preview: { fields: ['tk_rating'] } }))).toMatch(/tk_tour\/index\.ts: preview\.toPreview must be a function of the record/);
    expect(errorOf(flat({ rules: { validate: 'no' } }))).toMatch(/tk_tour\/index\.ts: rules\.validate must be a function of the record/);
  });

  it('refuses list fields that are not properties, and checks every variant like the base', () => {
    expect(errorOf(tourWith({ list: { ...tour.list, fields: ['headline'] } as KindDefinition['list'] }))).toMatch(/list\.fields not in the schema: headline/);
    const compact = { ...tour.variants!.compact, uiSchema: { summary: { 'ui:widget': 'tk_moons' } } };
    expect(errorOf(tourWith({ variants: { compact } }))).toMatch(/tk_tour\.ui\.json \(variant "compact"\): unknown widget/);
  });

  it('refuses a multi-target relation that misuses its pieces, naming the kind file', () => {
    const multi = { target: ['tk_venue', 'tk_tour'], label: 'kind.tk_tour.stops' } as const;
    expect(errorOf(tourWith({ relations: { stops: { ...multi, target: ['tk_venue', 'tk_gone'] } } })))
      .toMatch(/tk_tour\/index\.ts: relation "stops" targets unknown kind "tk_gone"/);
    expect(errorOf(tourWith({ relations: { stops: { ...multi, target: ['tk_venue', 'tk_venue'] } } })))
      .toMatch(/relation "stops": target must name one kind or several different kinds/);
    expect(errorOf(tourWith({ relations: { stops: { ...multi, bodyField: 'stopIds' } } })))
      .toMatch(/relation "stops": bodyField needs a relation with one target kind/);
    expect(errorOf(tourWith({ relations: { stops: { ...multi, aliases: { link: '/x/:target/:owner' } } } })))
      .toMatch(/give link and unlink aliases per kind in kindAliases/);
    expect(errorOf(tourWith({ relations: { stops: { ...multi, kindAliases: { tk_other: { link: '/x/:target/:owner' } } } } })))
      .toMatch(/kindAliases names "tk_other", which is not one of its targets \(tk_venue, tk_tour\)/);
    expect(errorOf(tourWith({ relations: { stops: { ...multi, kindAliases: { tk_venue: { reorder: '/x-sync' } } } } })))
      .toMatch(/kindAliases\.tk_venue\.reorder: lists and reorders cover every kind/);
    expect(errorOf(tourWith({ relations: { stops: { ...multi, kindAliases: { tk_venue: { link: '/a/:target/:owner' }, tk_tour: { link: '/a/:target/:owner' } } } } })))
      .toMatch(/relation path \/a\/:target\/:owner is also used by/);
  });

  it('refuses two relation aliases or endpoints on one path', () => {
    const ep = tourServer.endpoints![0];
    const server = (endpoints: unknown[]) => ({ 'tests/kinds/plugins/tk_tour/server.ts': { default: { endpoints } } });
    expect(() => createKindRegistry(TEST_KINDS, {}, server([ep]))).not.toThrow();
    expect(() => createKindRegistry(TEST_KINDS, {}, server([ep, { ...ep }]))).toThrow(/endpoint GET \/tour-pages\/remove\/:id is also declared/);
  });

  it('refuses at start-up an endpoint that declares no right (it would be open to viewers), naming its file', () => {
    const { right: _right, ...ep } = tourServer.endpoints![0];
    const server = (endpoint: unknown) => ({ 'tests/kinds/plugins/tk_tour/server.ts': { default: { endpoints: [endpoint] } } });
    expect(() => createKindRegistry(TEST_KINDS, {}, server(ep)))
      .toThrow(/tk_tour\/server\.ts: endpoint GET \/tour-pages\/remove\/:id must declare right/);
    expect(() => createKindRegistry(TEST_KINDS, {}, server({ ...ep, right: 'everything' }))).toThrow(/must declare right/);
    expect(() => createKindRegistry(TEST_KINDS, {}, server({ ...ep, right: 'read' }))).not.toThrow();
  });

  it('refuses a server module without its kind, naming the file', () => {
    expect(() => createKindRegistry(TEST_KINDS, {}, { 'tests/kinds/plugins/tk_gone/server.ts': { default: {} } }))
      .toThrow(/tk_gone\/server\.ts: no kind "tk_gone" beside it/);
  });
});

describe('annotations, shared definitions and variants', () => {
  it('finds references, keyed arrays and sibling pointers with their paths', () => {
    const a = schemaAnnotations(resolveKind(tour).schema);
    expect(a.refs.map((r) => [r.path.join('.'), r.kind, r.onDestroy])).toEqual([['venue_id', 'tk_venue', 'restrict'], ['sponsor_id', 'tk_venue', 'remove']]);
    expect(a.keyed).toEqual([{ path: ['pages'], key: 'id' }]);
    expect(a.siblings.map((s) => [s.path.join('.'), s.arrayPath.join('.'), s.notSelf])).toEqual([['pages.*.next', 'pages', true]]);
    const doc = { pages: [{ id: 1, next: 2 }, { id: 2 }, { id: 3, next: 1 }] };
    expect(valuesAt(doc, a.siblings[0].path)).toEqual([{ at: ['pages', 0, 'next'], value: 2 }, { at: ['pages', 2, 'next'], value: 1 }]);
  });

  it('inlines schemas/_shared definitions, the referring keywords winning', () => {
    const venueSchema = resolveKind(venue).schema;
    expect(venueSchema.properties!.latitude).toEqual({ type: 'number', title: 'Latitude', minimum: -90, maximum: 90 });
    expect(resolveKind(tour).schema.properties!.thumbnail).toEqual({ type: 'string', title: 'Thumbnail', maxLength: 200 });
    expect(() => inlineSharedRefs({ $ref: '_shared/nope.json#/definitions/x' })).toThrow(/no schemas\/_shared\/nope\.json/);
  });

  it('a client variant replaces the schema, list item, rules and console parts of the base', () => {
    const base = resolveKind(tour);
    const compact = kindForClient(base, { variant: 'compact' });
    expect(compact.variant).toBe('compact');
    expect(base.variant).toBe('full');
    expect(Object.keys(compact.schema.properties!)).toEqual(['title', 'summary']);
    expect(compact.list.toListItem({ title: 'T', summary: 'S' })).toEqual({ title: 'T', ingress: 'S' });
    expect(compact.rules?.validate).toBeUndefined();
    expect(compact.console).toBeUndefined();
    expect(kindForClient(base, { variant: 'compact', schema: { properties: { summary: { maxLength: 50 } } } }).schema.properties!.summary)
      .toMatchObject({ maxLength: 50, minLength: 1 });
    expect(() => kindVariant(base, 'legacy')).toThrow(/has no variant "legacy" \(it has: full, compact\)/);
  });

  it('a console module must export exactly what its kind declares', async () => {
    const parts = (await tour.console!.load()).default;
    expect(consolePartsMismatch(tour.console!, parts)).toEqual([]);
    expect(consolePartsMismatch({ ...tour.console!, widgets: ['tk_stars', 'tk_moons'] }, parts)).toEqual(['widgets.tk_moons is declared but not exported']);
    expect(consolePartsMismatch({ ...tour.console!, previewRenderers: [] }, parts)).toEqual(['previewRenderers.tk_rating is exported but not declared']);
  });
});
