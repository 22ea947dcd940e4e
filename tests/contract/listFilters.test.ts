import { describe, expect, it } from 'vitest';
import { createKindRegistry } from '../../src/core/createKindRegistry.ts';
import type { KindDefinition, KindList, ListFilter } from '../../src/core/defineKind.ts';
import { referringKinds } from '../../src/core/referrers.ts';
import tour from '../kinds/plugins/tk_tour/index.ts';
import venue from '../kinds/plugins/tk_venue/index.ts';
import { refusalOf } from './registryRefusal.ts';

// `list.filters` (selects above the console's list): a field filter names an enum property the slim
// list carries, a usedBy filter names a kind that refers to or links this one.

const TOUR = 'tests/kinds/plugins/tk_tour/index.ts';
const VENUE = 'tests/kinds/plugins/tk_venue/index.ts';

/** The venue with an enum `size` in its schema and list fields, and the given filters (and other list members). */
function venueWith(listFilters: unknown, list: Partial<KindList> = {}): KindDefinition {
  const schema = structuredClone(venue.schema);
  schema.properties!.size = { type: 'string', title: 'Size', enum: ['small', 'large'] };
  return { ...venue, schema, list: { ...venue.list, fields: ['title', 'city', 'size'], filters: listFilters as ListFilter[], ...list } } as KindDefinition;
}

function build(venueDef: KindDefinition, tourDef: KindDefinition = tour as KindDefinition) {
  return createKindRegistry({ [TOUR]: { default: tourDef }, [VENUE]: { default: venueDef } });
}

const errorOf = (venueDef: KindDefinition, tourDef?: KindDefinition): string => refusalOf(() => build(venueDef, tourDef));

describe('list filters', () => {
  it('accepts an enum field of list.fields and a kind that refers to or links this one', () => {
    const reg = build(venueWith([{ field: 'size' }, { usedBy: 'tk_tour' }]));
    expect(reg.get('tk_venue').list.filters).toEqual([{ field: 'size' }, { usedBy: 'tk_tour' }]);
    // Without list.fields the slim list carries every field.
    expect(() => build(venueWith([{ field: 'size' }], { fields: undefined }))).not.toThrow();
    // A relation alone is enough to be a referrer.
    const schema = structuredClone(tour.schema);
    delete schema.properties!.venue_id;
    delete schema.properties!.sponsor_id;
    const uiSchema = { ...tour.uiSchema, venue_id: undefined, sponsor_id: undefined };
    const linkOnly = { ...tour, schema, uiSchema: JSON.parse(JSON.stringify(uiSchema)), variants: undefined, defaultVariant: undefined } as KindDefinition;
    expect(() => build(venueWith([{ usedBy: 'tk_tour' }]), linkOnly)).not.toThrow();
  });

  it('refuses a field that is not an enum, not in list.fields, or not in the schema, naming the plugin', () => {
    expect(errorOf(venueWith([{ field: 'city' }]))).toMatch(/tk_venue\/index\.ts: list\.filters: field "city" is not an enum property of the schema/);
    expect(errorOf(venueWith([{ field: 'nope' }]))).toMatch(/list\.filters: field "nope" is not an enum property/);
    expect(errorOf(venueWith([{ field: 'size' }], { fields: ['title', 'city'] }))).toMatch(/list\.filters: field "size" is not in list\.fields/);
  });

  it('refuses a usedBy kind that does not exist or never points at this kind', () => {
    expect(errorOf(venueWith([{ usedBy: 'tk_gone' }]))).toMatch(/tk_venue\/index\.ts: list\.filters: usedBy names unknown kind "tk_gone"/);
    expect(errorOf(venueWith([{ usedBy: 'tk_venue' }]))).toMatch(/usedBy "tk_venue", but no x-ref or relation of tk_venue points at tk_venue/);
  });

  it('refuses malformed and repeated filters', () => {
    expect(errorOf(venueWith([{ field: 'size', usedBy: 'tk_tour' }]))).toMatch(/list\.filters: .* must be \{ field: '<enum property>' \} or \{ usedBy: '<kind id>' \}/);
    expect(errorOf(venueWith([{ fields: 'size' }]))).toMatch(/must be \{ field/);
    expect(errorOf(venueWith([{ field: '' }]))).toMatch(/must be \{ field/);
    expect(errorOf(venueWith('size'))).toMatch(/list\.filters must be a list/);
    expect(errorOf(venueWith([{ field: 'size' }, { field: 'size' }]))).toMatch(/list\.filters: field "size" is listed twice/);
  });

  it('finds the kinds that point at a kind from references (in any variant) and relations', () => {
    const reg = build(venue as KindDefinition);
    expect(referringKinds(reg.kinds, 'tk_venue').map((k) => k.id)).toEqual(['tk_tour']);
    expect(referringKinds(reg.kinds, 'tk_tour')).toEqual([]);
  });
});
