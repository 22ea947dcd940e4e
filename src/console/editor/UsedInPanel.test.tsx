// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveKind, type KindDefinition } from '../../core/defineKind.ts';
import tkTour from '../../../tests/kinds/plugins/tk_tour/index.ts';
import tkVenue from '../../../tests/kinds/plugins/tk_venue/index.ts';
import { renderKindHost, wireItem, type Call } from './kindHost.testUtil.tsx';

afterEach(() => { cleanup(); document.cookie = 'tk_tour=; max-age=0'; });
beforeAll(async () => { await import('./KindScreen.tsx'); });

// The tour refers to venues (venue_id, sponsor_id) and links them (stops): a venue's editor shows where it is used.
const venue = resolveKind(tkVenue as unknown as KindDefinition);
const tour = resolveKind(tkTour as unknown as KindDefinition);

const usedBy = [
  { kind: 'tk_tour', id: 9, title: 'Harbour walk', state: 'published', via: 'venue_id' },
  { kind: 'tk_tour', id: 9, title: 'Harbour walk', state: 'published', via: 'stops' },
  { kind: 'tk_tour', id: 12, title: '', state: 'archived', via: 'stops' },
];

function openVenue(answer: (call: Call) => unknown) {
  const items = [wireItem(4, { title: 'Main hall', city: 'Oslo' })];
  const r = renderKindHost(venue, { others: [tour], items, write: answer });
  r.navigate('/tk_venue?id=4');
  return r;
}

describe('used in', () => {
  it('lists the items that use the opened one, once each, with their kind and a link to their editor', async () => {
    const { calls } = openVenue((call) => {
      if (call.path === '/tk_venue/4/used-by') return { data: { used_by: usedBy } };
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    const panel = await screen.findByRole('region', { name: 'Used in' });
    const rows = await within(panel).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['TourHarbour walkPublished', 'TourUntitledArchived']);
    const link = within(panel).getByRole('link', { name: 'Open Tour “Harbour walk”' });
    expect(link.getAttribute('href')).toBe('/tk_tour?id=9');
    expect(within(panel).getByText('2 items')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/tk_venue/4/used-by')).toHaveLength(1);
  });

  it('says when nothing uses it, and asks again after a save', async () => {
    let answer: unknown[] = [];
    const { calls } = openVenue((call) => {
      if (call.path === '/tk_venue/4/used-by') return { data: { used_by: answer } };
      if (call.method === 'POST' && call.path === '/tk_venue/update/4') {
        return { message: 'Successfully Updated', data: wireItem(4, { title: 'Main hall 2', city: 'Oslo' }, { version: 2 }) };
      }
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    const panel = await screen.findByRole('region', { name: 'Used in' });
    expect(await within(panel).findByText('Not used anywhere yet.')).toBeTruthy();
    answer = usedBy.slice(0, 1);
    fireEvent.change(screen.getByLabelText(/Venue name/), { target: { value: 'Main hall 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/tk_venue/4/used-by')).toHaveLength(2));
    const again = await screen.findByRole('region', { name: 'Used in' });
    expect(await within(again).findByRole('link', { name: /Harbour walk/ })).toBeTruthy();
  });

  it('names an item of a kind whose tab the user does not see without linking it', async () => {
    document.cookie = 'tk_tour=0';
    openVenue((call) => {
      if (call.path === '/tk_venue/4/used-by') return { data: { used_by: usedBy } };
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    const panel = await screen.findByRole('region', { name: 'Used in' });
    expect(await within(panel).findByText('Harbour walk')).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('is not there for a kind nothing points at, nor in create mode', async () => {
    const items = [wireItem(9, { title: 'Harbour walk' })];
    const { calls, navigate } = renderKindHost(tour, { others: [venue], items });
    navigate('/tk_tour?id=9');
    await screen.findByDisplayValue('Harbour walk');
    expect(screen.queryByRole('region', { name: 'Used in' })).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/used-by'))).toBe(false);
    cleanup();
    const v = renderKindHost(venue, { others: [tour] });
    await screen.findByLabelText(/Venue name/);
    expect(screen.queryByRole('region', { name: 'Used in' })).toBeNull();
    await waitFor(() => expect(v.calls.length).toBeGreaterThan(0));
    expect(v.calls.some((c) => c.path.endsWith('/used-by'))).toBe(false);
  });
});
