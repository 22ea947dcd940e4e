// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveKind, type KindDefinition, type ResolvedKind } from '../../core/defineKind.ts';
import tkTour from '../../../tests/kinds/plugins/tk_tour/index.ts';
import tkVenue from '../../../tests/kinds/plugins/tk_venue/index.ts';
import { httpError, renderKindHost, wireItem, type Call } from './kindHost.testUtil.tsx';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => { await import('./KindScreen.tsx'); });

/** The test tour cut down to plain fields; `place.triggers` makes it a kind the zone lint looks at. */
function tour(overrides: Partial<KindDefinition> = {}): ResolvedKind {
  const def = tkTour as unknown as KindDefinition;
  const props = def.schema.properties!;
  return resolveKind({
    ...def,
    schema: { type: 'object', required: ['title'], properties: { title: props.title, rating: props.rating } },
    uiSchema: { 'ui:order': ['title', 'rating'] },
    relations: undefined,
    console: undefined,
    ...overrides,
  });
}
const venue = resolveKind(tkVenue as unknown as KindDefinition);
const zoned = () => tour({ place: { triggers: { zones: () => [] } } });

/** A fake server whose zone lint finds `findings` for tour 1, and which publishes. */
function server(findings: { text: string }[]) {
  return (call: Call) => {
    if (call.method === 'GET' && call.path.startsWith('/zone-lint?')) {
      return { data: { accuracy: 20, maxLeg: 2000, findings: findings.map((f) => ({ code: 'zonesOverlap', item: { kind: 'tk_tour', id: 1, title: 'Harbour walk' }, at: '/title', values: {}, ...f })) } };
    }
    if (call.method === 'POST' && call.path === '/tk_tour/publish/1') return { message: 'Published', data: wireItem(1, { title: 'Harbour walk' }, { state: 'published', is_published: true }) };
    throw httpError(404, { message: `unexpected ${call.method} ${call.path}` });
  };
}
const open = (kind: ResolvedKind, write: (c: Call) => unknown) =>
  renderKindHost(kind, { others: [venue], items: [wireItem(1, { title: 'Harbour walk' })], path: '/tk_tour?id=1', write });
const published = (calls: Call[]) => calls.some((c) => c.path === '/tk_tour/publish/1');

describe('publishing an item the zone lint has findings about', () => {
  it('asks first, listing the findings; Cancel publishes nothing, “Publish anyway” publishes', async () => {
    const { calls } = open(zoned(), server([{ text: 'Opera roof’s zone overlaps Pier’s' }, { text: 'The stop is 3 km from the previous one' }]));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish with faults?' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Opera roof’s zone overlaps Pier’s', 'The stop is 3 km from the previous one']);
    expect(calls.find((c) => c.path.startsWith('/zone-lint'))?.path).toBe('/zone-lint?kind=tk_tour&id=1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(published(calls)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(published(calls)).toBe(true));
  });

  it('publishes at once when the lint finds nothing, and never asks the lint for a kind without zones', async () => {
    const first = open(zoned(), server([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published(first.calls)).toBe(true));
    expect(first.calls.some((c) => c.path.startsWith('/zone-lint'))).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    const plain = open(tour(), server([{ text: 'never asked' }]));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published(plain.calls)).toBe(true));
    expect(plain.calls.some((c) => c.path.startsWith('/zone-lint'))).toBe(false);
  });
});
