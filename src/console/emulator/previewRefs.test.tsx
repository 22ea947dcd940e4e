// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { PreviewContext } from '../../core/defineKind.ts';
import { previewFields } from '../../core/previewField.ts';
import { IntlProvider } from '../i18n/IntlContext.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import type { ListItemKind } from './listItems.ts';
import { PhoneEmulator } from './PhoneEmulator.tsx';
import { listItemKinds } from './listItems.ts';
import { referencedItems, resolvedRef } from './usePreviewRefs.ts';

afterEach(cleanup);

const intl = createConsoleIntl('en');
const place: ListItemKind = { id: 'tk_place', api: { entity: 'places' }, list: { asListItem: { field: 'tk_places' }, toListItem: (r) => ({ title: `Place ${String(r.navn)}` }) } };
const kinds = [place];

/** A kind whose preview lists the place it references (and its list of other places). */
const tour = {
  route: 'tk_tours',
  labels: { tab: 'preview.title', item: 'preview.title' },
  schema: {
    type: 'object',
    properties: {
      title: { type: 'string' },
      place_id: { type: 'integer', 'x-ref': { kind: 'tk_place', onDestroy: 'restrict' } },
      more: { type: 'array', items: { type: 'integer', 'x-ref': { kind: 'tk_place', onDestroy: 'remove' } } },
    },
  },
  list: {
    toListItem: (r: Record<string, unknown>) => ({ title: String(r.title ?? '') }),
  },
  preview: {
    toPreview: (r: Record<string, unknown>, ctx: PreviewContext) => {
      const ids = [r.place_id, ...((r.more as unknown[]) ?? [])].filter((x) => x !== undefined);
      return previewFields([['title', r.title], ['tk_places', ids.map((id) => ctx.ref?.('tk_place', id)).filter(Boolean)]]);
    },
  },
};

describe('references in the console preview (PreviewContext.ref)', () => {
  it('finds every x-ref value of the record whose kind is known', () => {
    const found = referencedItems(tour.schema, { place_id: 7, more: [8, 7, ''], title: 'x' }, listItemKinds(kinds));
    expect(found.map((w) => w.key)).toEqual(['tk_place/7', 'tk_place/8']);
    expect(referencedItems(tour.schema, { place_id: 7 }, listItemKinds([]))).toEqual([]);
  });

  it('turns a fetched item into a resolved reference: its list item, id, kind, state and document', () => {
    expect(resolvedRef(place, '7', { data: { items: { id: 7, navn: 'Gate', state: 'archived' } } }))
      .toEqual({ title: 'Place Gate', id: 7, kind: 'tk_place', state: 'archived', record: { id: 7, navn: 'Gate', state: 'archived' } });
    expect(resolvedRef(place, '7', { data: {} })).toBeNull();
  });

  it('fetches each referenced item once, outside the renderers, and re-runs the preview when it arrives', async () => {
    const load = vi.fn(async (path: string) => {
      const id = Number(path.split('/').pop());
      if (id === 9) throw new Error('Not found');
      return { data: { items: { id, navn: id === 7 ? 'Gate' : 'Pier', state: 'published' } } };
    });
    const ui = (record: Record<string, unknown>) => (
      <IntlProvider intl={intl}><PhoneEmulator kind={tour} record={record} load={load} kinds={kinds} /></IntlProvider>
    );
    const view = render(ui({ title: 'Walls', place_id: 7 }));
    await screen.findByRole('button', { name: /^Place Gate/ });
    expect(load).toHaveBeenCalledWith('/places/7');

    // Typing elsewhere fetches nothing; a new reference is fetched once; a failing one shows nothing.
    await act(async () => { view.rerender(ui({ title: 'Walls 2', place_id: 7, more: [8, 9] })); });
    await screen.findByRole('button', { name: /^Place Pier/ });
    await act(async () => { view.rerender(ui({ title: 'Walls 23', place_id: 7, more: [8, 9] })); });
    expect([...document.querySelectorAll('.emu-item__main')]).toEqual([screen.getByRole('button', { name: /^Place Gate/ }), screen.getByRole('button', { name: /^Place Pier/ })]);
    expect(load.mock.calls.map(([p]) => p).sort()).toEqual(['/places/7', '/places/8', '/places/9']);
  });
});
