// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createClientRegistry } from '../../core/createClientRegistry.ts';
import type { ClientPatch } from '../../core/clientPatch.ts';
import { createKindRegistry } from '../../core/createKindRegistry.ts';
import tkTour from '../../../tests/kinds/plugins/tk_tour/index.ts';
import tkVenue from '../../../tests/kinds/plugins/tk_venue/index.ts';
import { otherVariant } from './VariantNotice.tsx';
import type { WireItem } from '../model/wireItem.ts';

const wireItem = (id: number, doc: Record<string, unknown>, extra: Partial<WireItem> = {}): WireItem =>
  ({ id, version: 1, state: 'active', is_published: false, is_archived: false, ...doc, ...extra });

const registry = createKindRegistry({ 'tests/kinds/plugins/tk_tour/index.ts': { default: tkTour }, 'tests/kinds/plugins/tk_venue/index.ts': { default: tkVenue } });
const tour = registry.get('tk_tour');
/** The tour as a client with this patch runs it, from that client's view of the registry. */
const clientKindOf = (kind: typeof tour, patch: ClientPatch | undefined, client = '<client>') =>
  createClientRegistry(registry, patch ? { [kind.id]: patch } : undefined, client).result(kind.id);

describe('the client’s kind from schema_patches', () => {
  it('without a patch is the kind itself', () => {
    const c = clientKindOf(tour, undefined);
    expect(c.ok && c.kind).toBe(tour);
  });

  it('takes the variant the patch chooses: its schema, list item, rules and console parts', () => {
    const c = clientKindOf(tour, { variant: 'compact' });
    if (!c.ok) throw c.error;
    expect(c.kind.variant).toBe('compact');
    expect(Object.keys(c.kind.schema.properties ?? {})).toEqual(['title', 'summary']);
    expect(c.kind.list.toListItem({ title: 'T', summary: 'S' })).toEqual({ title: 'T', ingress: 'S' });
    expect(c.kind.list.fields).toEqual(['title', 'summary']);
    expect(c.kind.rules?.validate).toBeUndefined();
    expect(c.kind.console).toBeUndefined();
    expect(c.kind.api).toBe(tour.api);
  });

  it('applies the patch’s schema on top of the chosen variant', () => {
    const c = clientKindOf(tour, { variant: 'compact', schema: { properties: { summary: { maxLength: 20 } } } });
    if (!c.ok) throw c.error;
    expect(c.kind.schema.properties?.summary?.maxLength).toBe(20);
  });

  it('names the client’s patch file when the variant does not exist', () => {
    const c = clientKindOf(tour, { variant: 'tiny' }, 'other');
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.error.message).toMatch(/^schemas\/clients\/other\/tk_tour\.patch\.json: .*"tiny"/);
  });

  it('tells an item of another shape from one of the client’s', () => {
    const c = clientKindOf(tour, { variant: 'compact' });
    if (!c.ok) throw c.error;
    expect(otherVariant(c.kind, wireItem(1, {}, { variant: 'full' }))).toBe('full');
    expect(otherVariant(c.kind, wireItem(1, {}, { variant: 'compact' }))).toBeUndefined();
    expect(otherVariant(c.kind, wireItem(1, {}))).toBeUndefined();
    expect(otherVariant(tour, wireItem(1, {}, { variant: 'compact' }))).toBe('compact');
  });
});
