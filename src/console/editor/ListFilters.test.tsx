// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveKind, type KindDefinition } from '../../core/defineKind.ts';
import tkTour from '../../../tests/kinds/plugins/tk_tour/index.ts';
import tkVenue from '../../../tests/kinds/plugins/tk_venue/index.ts';
import { renderKindHost, wireItem, type Call } from './kindHost.testUtil.tsx';

afterEach(cleanup);
beforeAll(async () => { await import('./KindScreen.tsx'); });

// A venue with an enum `size` (worded by the kind's messages) and both kinds of list filter.
const base = tkVenue as unknown as KindDefinition;
const schema = structuredClone(base.schema);
schema.properties!.size = { type: 'string', title: 'Size', enum: ['small', 'large'] };
const words = (lang: 'en' | 'zh' | 'es', size: string, small: string, large: string) =>
  ({ ...base.messages![lang], 'field.tk_venue.size': size, 'field.tk_venue.size.small': small, 'field.tk_venue.size.large': large });
const venue = resolveKind({
  ...base,
  schema,
  uiSchema: { 'ui:order': ['title', 'city', 'size', '*'] },
  list: {
    ...base.list,
    fields: ['title', 'city', 'size'],
    filters: [{ field: 'size' }, { usedBy: 'tk_tour' }],
  },
  messages: { en: words('en', 'Size', 'Small', 'Large'), zh: words('zh', '规模', '小', '大'), es: words('es', 'Tamaño', 'Pequeño', 'Grande') },
});
const tour = resolveKind(tkTour as unknown as KindDefinition);

const items = [
  wireItem(1, { title: 'Pier', city: 'Oslo', size: 'small' }),
  wireItem(2, { title: 'Hall', city: 'Oslo', size: 'large' }),
  wireItem(3, { title: 'Shed', city: 'Bergen', size: 'small' }),
  wireItem(4, { title: 'Arena', city: 'Bergen', size: 'large' }),
];
const filterBar = () => screen.getByRole('group', { name: 'Filter the list' });
const titles = () => screen.getAllByRole('option').filter((o) => o.closest('[role="listbox"]')).map((o) => o.querySelector('.row__title')?.textContent);

describe('list filters', () => {
  it('filters the slim list by an enum field, worded from the kind’s messages', async () => {
    const { calls } = renderKindHost(venue, { others: [tour], items, listFields: venue.list.fields });
    await screen.findByRole('option', { name: /Pier/ });
    const size = within(filterBar()).getByRole('combobox', { name: 'Size' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['Size: all', 'Small', 'Large']);
    fireEvent.change(size, { target: { value: '1' } });
    await waitFor(() => expect(titles()).toEqual(['Hall', 'Arena']));
    expect(screen.getByText('2 of 4 items')).toBeTruthy();
    // Search narrows the filtered list further.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'are' } });
    await waitFor(() => expect(titles()).toEqual(['Arena']));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    fireEvent.change(size, { target: { value: '' } });
    await waitFor(() => expect(titles()).toEqual(['Pier', 'Hall', 'Shed', 'Arena']));
    expect(screen.getByText('4 items')).toBeTruthy();
    // A field filter never asks the server.
    expect(calls.some((c) => c.path.includes('used-ids'))).toBe(false);
  });

  it('filters by use in another kind with GET /{x}/used-ids?by=, asking again when the list reloads', async () => {
    const { calls } = renderKindHost(venue, {
      others: [tour], items, listFields: venue.list.fields,
      write: (call: Call) => {
        if (call.path === '/tk_venue/used-ids?by=tk_tour') return { data: { ids: [1, 2, 4] } };
        if (call.method === 'POST' && call.path === '/tk_venue') return { message: 'Successfully Saved', data: wireItem(5, call.body as Record<string, unknown>) };
        if (call.path === '/tk_venue/5') return { data: { items: wireItem(5, { title: 'Dock' }) } };
        if (call.path === '/tk_venue/5/used-by') return { data: { used_by: [] } };
        throw new Error(`unexpected ${call.method} ${call.path}`);
      },
    });
    await screen.findByRole('option', { name: /Pier/ });
    const use = within(filterBar()).getByRole('combobox', { name: 'Used in Tour' });
    expect(within(use).getAllByRole('option').map((o) => o.textContent)).toEqual(['Used or not in a Tour', 'Used in a Tour', 'Not used in a Tour']);
    fireEvent.change(use, { target: { value: 'used' } });
    await waitFor(() => expect(titles()).toEqual(['Pier', 'Hall', 'Arena']));
    fireEvent.change(use, { target: { value: 'unused' } });
    await waitFor(() => expect(titles()).toEqual(['Shed']));
    // Both filters at once; then nothing left says so.
    fireEvent.change(within(filterBar()).getByRole('combobox', { name: 'Size' }), { target: { value: '0' } });
    await waitFor(() => expect(titles()).toEqual(['Shed']));
    fireEvent.change(use, { target: { value: 'used' } });
    await waitFor(() => expect(titles()).toEqual(['Pier']));
    fireEvent.change(within(filterBar()).getByRole('combobox', { name: 'Size' }), { target: { value: '1' } });
    fireEvent.change(use, { target: { value: 'unused' } });
    expect(await screen.findByText('No items match these filters.')).toBeTruthy();
    const asked = calls.filter((c) => c.path === '/tk_venue/used-ids?by=tk_tour').length;
    expect(asked).toBe(1);

    // A save reloads the list: the ids are asked again.
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    fireEvent.change(await screen.findByLabelText(/Venue name/), { target: { value: 'Dock' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/tk_venue/used-ids?by=tk_tour').length).toBe(asked + 1));
  });

  it('a kind without filters shows no selects', async () => {
    renderKindHost(resolveKind(base), { others: [tour], items });
    await screen.findByRole('option', { name: /Pier/ });
    expect(screen.queryByRole('group', { name: 'Filter the list' })).toBeNull();
  });
});
