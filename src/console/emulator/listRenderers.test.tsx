// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { AsListItem } from '../../core/defineKind.ts';
import type { PreviewField } from '../../core/previewField.ts';
import { defaultRenderers } from './defaultRenderers.ts';
import type { ListItemKind } from './listItems.ts';
import { extendRenderers } from './rendererMap.ts';
import { ListItemField } from './renderers/ListItemField.tsx';
import { rec, renderPreview } from './renderPreview.testUtil.tsx';

afterEach(cleanup);

const FIELD_KINDS: PreviewField['field'][] = ['event', 'trip', 'station', 'story', 'games', 'form', 'web_page'];

/** Test kinds listing items under each list-item field kind (their asListItem); the registry supplies these in the console. */
const plain = (r: Record<string, unknown>) => ({ title: String(r.title ?? ''), ingress: r.ingress as string | undefined, url: r.url as string | undefined });
const listKind = (id: string, asListItem: AsListItem, toListItem: ListItemKind['list']['toListItem'] = plain): ListItemKind => ({ id, api: { entity: id }, list: { asListItem, toListItem } });
const kinds: ListItemKind[] = [
  listKind('tk_event', { field: 'event' }), listKind('tk_trip', { field: 'trip' }), listKind('tk_station', { field: 'station' }),
  listKind('tk_story', { field: 'story' }), listKind('tk_game', { field: 'games' }), listKind('tk_form', { field: 'form', embeds: true }),
  listKind('tk_page', { field: 'web_page', embeds: true }),
  { id: 'tk_place', api: { entity: 'places' }, list: { toListItem: (r) => ({ title: `Place ${String(r.navn)}` }) } },
];

describe('list item renderers', () => {
  it.each(FIELD_KINDS)('%s items show thumbnail, title, ingress, number and an arrow', (kind) => {
    renderPreview([rec(kind, [
      { id: 1, title: 'Fortress tour', ingress: 'Walk the walls', thumbnail: 'fort.jpg', checked: true },
      { id: 2, data: { title: 'Harbour', image: '/public/image/h.jpg' }, removable: true },
    ])], { kinds });
    // Each row is named by what it shows (title first), in list order.
    const rows = [...document.querySelectorAll<HTMLElement>('.emu-item__main')];
    expect(rows).toEqual([screen.getByRole('button', { name: /^Fortress tour/ }), screen.getByRole('button', { name: /^Harbour/ })]);
    expect(rows[0].textContent).toBe('1Fortress tourWalk the walls');
    // A stored file name shows as its 200 px thumbnail; a path stays as it is.
    expect(rows[0].querySelector('img')!.getAttribute('src')).toBe('/public/image/fort.jpg?w=200&format=webp');
    expect(rows[0].querySelector('.emu-item__check')).not.toBeNull();
    expect(rows[1].querySelector('.emu-item__check')).toBeNull();
    expect(rows[1].textContent).toBe('2Harbour');
  });

  it('forms and web pages get an eye icon that shows the page in a sandbox; others do not', () => {
    renderPreview([
      rec('web_page', 'https://example.org/ferry', { position: 0 }),
      rec('story', [{ id: 3, title: 'Saga', url: 'https://example.org/saga' }], { position: 1 }),
    ], { kinds });
    const eyes = screen.getAllByRole('button', { name: 'Show the page' });
    expect(eyes).toHaveLength(1);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(eyes[0]);
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://example.org/ferry');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(screen.getByRole('button', { name: 'Hide the page' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a list with meta.open starts with its page shown (a form shown inline); a javascript: page never renders', () => {
    renderPreview([
      rec('form', [{ id: 8, title: 'Feedback', url: 'https://forms.example/f' }], { position: 0, meta: { open: true } }),
      rec('web_page', 'javascript:alert(1)', { position: 1 }),
    ], { kinds });
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show the page' }));
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(screen.getByText('This address cannot be shown in the preview.')).toBeTruthy();
  });

  it('list items of several kinds one after another are numbered 1..n, not again from 1 in each field', () => {
    const numbers = () => [...document.querySelectorAll('.emu-item__number')].map((n) => n.textContent);
    // An older station's activities: two games, then its web page and its form, then (after its text) a story.
    renderPreview([
      rec('games', [{ id: 1, title: 'Harbour quiz' }, { id: 2, title: 'Fortress quiz' }], { position: 0 }),
      rec('web_page', [{ id: 3, title: 'Opening hours', url: 'https://example.org/hours' }], { position: 1 }),
      rec('form', [{ id: 4, title: 'Feedback', url: 'https://example.org/f' }], { position: 2 }),
      rec('items', [{ id: 5, kind: 'tk_story', title: 'Harbour walk' }], { position: 3 }),
      rec('text', 'More to do nearby', { position: 4 }),
      rec('story', [{ id: 6, title: 'Saga' }, { id: 7, title: 'Legend' }], { position: 5 }),
    ], { kinds });
    expect(numbers()).toEqual(['1', '2', '3', '4', '5', '1', '2']);
  });

  it('hovering an item loads its detail beside the frame once per id', async () => {
    const load = vi.fn(async (path: string) => ({ code: 200, data: { items: { id: 5, title: `Detail of ${path}`, ingress: 'From the API', text: 'Long text' } } }));
    renderPreview([rec('games', [{ id: 5, title: 'Quiz' }, { id: 6, title: 'Hunt' }])], { load, kinds });
    await act(async () => { fireEvent.mouseEnter(screen.getByRole('button', { name: /^Quiz/ })); });
    expect((await screen.findByRole('complementary', { name: 'Item detail' })).textContent).toContain('Detail of /tk_game/5');
    await act(async () => { fireEvent.mouseEnter(screen.getByRole('button', { name: /^Hunt/ })); });
    await screen.findByText('Detail of /tk_game/6');
    await act(async () => { fireEvent.mouseEnter(screen.getByRole('button', { name: /^Quiz/ })); });
    await screen.findByText('Detail of /tk_game/5');
    expect(load).toHaveBeenCalledTimes(2);
    fireEvent.mouseLeave(document.querySelector('.emu')!);
    expect(screen.queryByRole('complementary', { name: 'Item detail' })).toBeNull();
  });

  it('an item that carries its kind takes its title and detail from that kind, whatever field lists it', async () => {
    const load = vi.fn(async () => ({ code: 200, data: { items: { id: 3, navn: 'Gate' } } }));
    renderPreview([rec('station', [{ id: 3, kind: 'tk_place', navn: 'Gate' }, { id: 4, navn: 'Pier' }])], { load, kinds });
    expect([...document.querySelectorAll('.emu-item__main')]).toEqual([screen.getByRole('button', { name: /^Place Gate/ }), screen.getByRole('button', { name: /^Untitled/ })]);
    await act(async () => { fireEvent.mouseEnter(screen.getByRole('button', { name: /^Place Gate/ })); });
    expect((await screen.findByRole('complementary', { name: 'Item detail' })).textContent).toContain('Place Gate');
    expect(load).toHaveBeenCalledWith('/places/3');
  });

  it('a field kind no kind lists is no list, unless the preview draws it as one; then without a kind an item has no detail and no eye icon', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPreview([rec('web_page', [{ id: 9, title: 'Ferry', url: 'https://ferry.example' }])]);
    expect(screen.getByRole('alert').textContent).toContain('No renderer for field kind “web_page”');
    error.mockRestore();
    cleanup();
    const load = vi.fn(async () => ({}));
    const renderers = extendRenderers(defaultRenderers, { web_page: ListItemField });
    renderPreview([rec('web_page', [{ id: 9, title: 'Ferry', url: 'https://ferry.example' }])], { load, renderers });
    await act(async () => { fireEvent.mouseEnter(screen.getByRole('button', { name: /^Ferry/ })); });
    expect(screen.queryByRole('complementary', { name: 'Item detail' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show the page' })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});
