import { describe, expect, it } from 'vitest';
import { createKindRegistry } from '../../src/core/createKindRegistry.ts';
import type { KindDefinition, ListFilter } from '../../src/core/defineKind.ts';
import { referringKinds } from '../../src/core/referrers.ts';
import tour from '../kinds/plugins/tk_tour/index.ts';
import venue from '../kinds/plugins/tk_venue/index.ts';
import { refusalOf } from './registryRefusal.ts';

// `listFilters` (selects above the console's list): a field filter names an enum property the slim
// list carries, a usedBy filter names a kind that refers to or links this one.

const TOUR = 'tests/kinds/plugins/tk_tour/index.ts';
const VENUE = 'tests/kinds/plugins/tk_venue/index.ts';

/** The venue with an enum `size` in its schema and listFields, and the given filters. */
function venueWith(listFilters: unknown, over: Partial<KindDefinition> = {}): KindDefinition {
  const schema = structuredClone(venue.schema);
  schema.properties!.size = { type: 'string', title: 'Size', enum: ['small', 'large'] };
  return { ...venue, schema, listFields: ['title', 'city', 'size'], listFilters: listFilters as ListFilter[], ...over } as KindDefinition;
}

function build(venueDef: KindDefinition, tourDef: KindDefinition = tour as KindDefinition) {
  return createKindRegistry({ [TOUR]: { default: tourDef }, [VENUE]: { default: venueDef } });
}

const errorOf = (venueDef: KindDefinition, tourDef?: KindDefinition): string => refusalOf(() => build(venueDef, tourDef));

describe('list filters', () => {
  it('accepts an enum field of listFields and a kind that refers to or links this one', () => {
    const reg = build(venueWith([{ field: 'size' }, { usedBy: 'tk_tour' }]));
    expect(reg.get('tk_venue').listFilters).toEqual([{ field: 'size' }, { usedBy: 'tk_tour' }]);
    // Without listFields the slim list carries every field.
    expect(() => build(venueWith([{ field: 'size' }], { listFields: undefined }))).not.toThrow();
    // A relation alone is enough to be a referrer.
    const schema = structuredClone(tour.schema);
    delete schema.properties!.venue_id;
    delete schema.properties!.sponsor_id;
    const uiSchema = { ...tour.uiSchema, venue_id: undefined, sponsor_id: undefined };
    const linkOnly = { ...tour, schema, uiSchema: JSON.parse(JSON.stringify(uiSchema)), variants: undefined, defaultVariant: undefined } as KindDefinition;
    expect(() => build(venueWith([{ usedBy: 'tk_tour' }]), linkOnly)).not.toThrow();
  });

  it('refuses a field that is not an enum, not in listFields, or not in the schema, naming the plugin', () => {
    expect(errorOf(venueWith([{ field: 'city' }]))).toMatch(/tk_venue\/index\.ts: listFilters: field "city" is not an enum property of the schema/);
    expect(errorOf(venueWith([{ field: 'nope' }]))).toMatch(/listFilters: field "nope" is not an enum property/);
    expect(errorOf(venueWith([{ field: 'size' }], { listFields: ['title', 'city'] }))).toMatch(/listFilters: field "size" is not in listFields/);
  });

  it('refuses a usedBy kind that does not exist or never points at this kind', () => {
    expect(errorOf(venueWith([{ usedBy: 'tk_gone' }]))).toMatch(/tk_venue\/index\.ts: listFilters: usedBy names unknown kind "tk_gone"/);
    expect(errorOf(venueWith([{ usedBy: 'tk_venue' }]))).toMatch(/usedBy "tk_venue", but no x-ref or relation of tk_venue points at tk_venue/);
  });

  it('refuses malformed and repeated filters', () => {
    expect(errorOf(venueWith([{ field: 'size', usedBy: 'tk_tour' }]))).toMatch(/listFilters: .* must be \{ field: '<enum property>' \} or \{ usedBy: '<kind id>' \}/);
    expect(errorOf(venueWith([{ fields: 'size' }]))).toMatch(/must be \{ field/);
    expect(errorOf(venueWith([{ field: '' }]))).toMatch(/must be \{ field/);
    expect(errorOf(venueWith('size'))).toMatch(/listFilters must be a list/);
    expect(errorOf(venueWith([{ field: 'size' }, { field: 'size' }]))).toMatch(/listFilters: field "size" is listed twice/);
  });

  it('finds the kinds that point at a kind from references (in any variant) and relations', () => {
    const reg = build(venue as KindDefinition);
    expect(referringKinds(reg.kinds, 'tk_venue').map((k) => k.id)).toEqual(['tk_tour']);
    expect(referringKinds(reg.kinds, 'tk_tour')).toEqual([]);
  });
});
