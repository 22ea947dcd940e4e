// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { resolveKind, type ResolvedRef } from '../../core/defineKind.ts';
import { previewFields } from '../../core/previewField.ts';
import story from '../../../plugins/story/index.ts';
import { IntlProvider } from '../i18n/IntlContext.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import type { EmulatorLoad } from './emulatorLoader.ts';
import type { ListItemKind } from './listItems.ts';
import { PhoneEmulator } from './PhoneEmulator.tsx';
import { fieldsKind, rec } from './renderPreview.testUtil.tsx';
import type { PreviewField } from '../../core/previewField.ts';

afterEach(cleanup);

const storyKind = resolveKind(story);
const intl = createConsoleIntl('en', [storyKind]);
type Doc = Record<string, unknown>;
const plain = (r: Doc) => ({ title: String(r.title ?? ''), ingress: r.ingress as string | undefined, url: r.url as string | undefined });

/** A test event: title, ingress and its stories (as resolved references) as list items; tab name from the client's settings. */
const eventKind: ListItemKind = {
  id: 'tk_event', api: { entity: 'tk_event' }, route: 'tk_events',
  labels: { tab: 'preview.title', item: 'preview.title' }, list: { asListItem: { field: 'event' }, toListItem: plain },
  preview: {
    toPreview: (r) => previewFields([['title', r.title], ['ingress', r.ingress], ['story', (r.stories as unknown[] | undefined)?.length ? r.stories : undefined]]),
  },
  variants: {
    legacy: { schema: { type: 'object' }, uiSchema: {}, preview: { toPreview: (r: Doc) => previewFields([['title', `Legacy ${String(r.title)}`]]) } },
  },
};
/** A test form with an embedded page and a reference it resolves through ctx.ref. */
const formKind: ListItemKind = {
  id: 'tk_form', api: { entity: 'tk_form' }, route: 'tk_forms',
  labels: { tab: 'preview.title', item: 'preview.title' }, list: { asListItem: { field: 'form', embeds: true }, toListItem: plain },
  schema: { type: 'object', properties: { title: { type: 'string' }, event_id: { type: 'integer', 'x-ref': { kind: 'tk_event', onDestroy: 'remove' } } } },
  preview: {
    toPreview: (r, ctx) => previewFields([['title', r.title], ['event', ctx.ref?.('tk_event', r.event_id)]]),
  },
};
/** A test trip: its stops are relation links (not in its document), listed from `ctx.links`. */
const tripKind: ListItemKind = {
  id: 'tk_trip', api: { entity: 'tk_trip' }, route: 'tk_trips',
  labels: { tab: 'preview.title', item: 'preview.title' }, list: { asListItem: { field: 'trip' }, toListItem: plain },
  relations: { stops: { target: 'story', ordered: true, label: 'preview.title' } },
  preview: {
    toPreview: (r, ctx) => previewFields([['title', r.title], ['story', ctx.links?.('stops')?.length ? ctx.links('stops') : undefined]]),
  },
};
const kinds: readonly ListItemKind[] = [eventKind, formKind, storyKind, tripKind];

const settings = {
  user_languages: [{ language_id: 1, language_code: 'en', language_tabs_web: [
    { tab_type: { id: 1, name: 'web_pages' }, tab_name: 'Links' },
    { tab_type: { id: 2, name: 'tk_events' }, tab_name: 'Events' },
  ] }],
};

const storyRef: ResolvedRef = { id: 7, kind: 'story', title: 'Harbour walk' };
const docs: Record<string, Doc> = {
  '/tk_event/1': { id: 1, title: 'Harbour festival', ingress: 'Three days by the water', stories: [storyRef], variant: 'default' },
  '/tk_event/2': { id: 2, title: 'Old fair', variant: 'legacy' },
  '/tk_trip/5': { id: 5, title: 'Harbour stroll', variant: 'default' },
  '/tk_form/8': { id: 8, title: 'Feedback', url: 'https://forms.example/f', event_id: 1, variant: 'default' },
  '/story/7': {
    id: 7, name: 'Walk', title: 'Harbour walk', ingress: 'A walk', variant: 'default',
    pages: [{ id: 11, page_title: 'Fortress', text: 'Old walls' }],
  },
};
const stopLink = { id: 40, owner_id: 5, target_id: 7, target_kind: 'story', position: 0, state: 'active', is_published: false, is_archived: false, target: { id: 7, title: 'Harbour walk', state: 'active' } };
/** The API behind the loader: the documents above (`data.items`), a trip's stops, anything else a 404. */
const api = () => vi.fn<EmulatorLoad>(async (path) => {
  if (path === '/tk_trip/5/links/stops') return { code: 200, data: { links: [stopLink] } };
  const doc = docs[path];
  if (!doc) throw new Error('Not found');
  return { code: 200, data: { items: doc } };
});

function phone(fields: PreviewField[], load: EmulatorLoad = api(), props: { itemKey?: number; open?: Record<string, number> } = {}) {
  const kind = fieldsKind();
  const ui = (f: PreviewField[], p: typeof props) => (
    <IntlProvider intl={intl}>
      <PhoneEmulator kind={kind} record={{ fields: f }} settings={settings} load={load} kinds={kinds} itemKey={p.itemKey} open={p.open} />
    </IntlProvider>
  );
  const r = render(ui(fields, props));
  return { rerender: (f: PreviewField[], p: typeof props = props) => r.rerender(ui(f, p)) };
}

const inPhone = () => within(screen.getByTestId('phone-emulator'));
const title = () => screen.getByRole('banner').textContent?.replace(/^‹ Back/, '');
const back = () => screen.queryByRole('button', { name: 'Back' });
const shown = (field: string) => [...screen.getByTestId('phone-emulator').querySelectorAll(`.emu-field--${field}`)].map((n) => n.textContent);
const press = async (name: string) => { await act(async () => { fireEvent.click(inPhone().getByRole('button', { name })); }); };

const festival = [rec('title', 'Programme', { position: 0 }), rec('event', [{ id: 1, title: 'Harbour festival' }], { position: 1 })];

describe('a list item pressed in the phone opens inside it', () => {
  it('shows the item by its own kind\'s preview under its tab name, with Back to the list', async () => {
    const load = api();
    phone(festival, load);
    expect(title()).toBe('Links');
    expect(back()).toBeNull();
    await press('Harbour festival');
    expect(load).toHaveBeenCalledWith('/tk_event/1');
    expect(shown('title')).toEqual(['Harbour festival']);
    expect(shown('ingress')).toEqual(['Three days by the water']);
    expect(title()).toBe('Events');
    expect(inPhone().queryByRole('button', { name: 'Harbour festival' })).toBeNull();
    // The pressed row is gone; its focus went to Back, so the keyboard can go on from there.
    expect(document.activeElement).toBe(back());
    fireEvent.click(back()!);
    expect(shown('title')).toEqual(['Programme']);
    expect(inPhone().getByRole('button', { name: 'Harbour festival' })).toBeTruthy();
    expect(title()).toBe('Links');
    expect(back()).toBeNull();
  });

  it('walks two items deep, and inside a story its pages, Back undoing one step at a time', async () => {
    phone(festival);
    await press('Harbour festival');
    await press('Harbour walk');
    expect(shown('title')).toEqual(['Harbour walk']);
    expect(title()).toBe('Stories');
    fireEvent.click(inPhone().getByRole('button', { name: 'Continue' }));
    expect(shown('title')).toEqual(['Fortress']);
    fireEvent.click(back()!);
    expect(shown('title')).toEqual(['Harbour walk']);
    fireEvent.click(back()!);
    expect(shown('title')).toEqual(['Harbour festival']);
    expect(title()).toBe('Events');
    fireEvent.click(back()!);
    expect(shown('title')).toEqual(['Programme']);
    expect(back()).toBeNull();
  });

  it('the item is a native button, so Enter and Space press it as a click does', () => {
    phone(festival);
    const row = inPhone().getByRole('button', { name: 'Harbour festival' });
    expect(row.tagName).toBe('BUTTON');
    expect(row.getAttribute('type')).toBe('button');
  });

  it('shows the loading text until the item arrives, and a failed load with Back still there', async () => {
    let answer!: (v: unknown) => void;
    const load = vi.fn<EmulatorLoad>((path) => (path === '/tk_event/1' ? new Promise((ok) => { answer = ok; }) : Promise.reject(new Error('Gone'))));
    phone([rec('event', [{ id: 1, title: 'Harbour festival' }, { id: 3, title: 'Deleted fair' }])], load);
    await press('Harbour festival');
    expect(inPhone().getByText('Loading…')).toBeTruthy();
    await act(async () => { answer({ data: { items: docs['/tk_event/1'] } }); });
    expect(shown('title')).toEqual(['Harbour festival']);
    fireEvent.click(back()!);
    await press('Deleted fair');
    expect(inPhone().getByRole('alert').textContent).toBe('This item could not be opened: Gone');
    fireEvent.click(back()!);
    expect(inPhone().getByRole('button', { name: 'Deleted fair' })).toBeTruthy();
  });

  it('an opened item lists its relation links (a trip\'s stops), and they open in turn', async () => {
    const load = api();
    phone([rec('trip', [{ id: 5, title: 'Harbour stroll' }])], load);
    await press('Harbour stroll');
    expect(shown('title')).toEqual(['Harbour stroll']);
    expect(load).toHaveBeenCalledWith('/tk_trip/5/links/stops');
    await press('Harbour walk');
    expect(shown('title')).toEqual(['Harbour walk']);
    expect(title()).toBe('Stories');
  });

  it('an item stored in a variant is previewed in that variant', async () => {
    phone([rec('event', [{ id: 2, title: 'Old fair' }])]);
    await press('Old fair');
    expect(shown('title')).toEqual(['Legacy Old fair']);
  });

  it('references inside the opened item resolve as for the editor\'s item', async () => {
    const load = api();
    phone([rec('form', [{ id: 8, title: 'Feedback', url: 'https://forms.example/f' }])], load);
    await press('Feedback');
    expect(shown('title')).toEqual(['Feedback']);
    expect(load).toHaveBeenCalledWith('/tk_event/1');
    expect(inPhone().getByRole('button', { name: /^Harbour festival/ })).toBeTruthy();
  });

  it('the eye icon shows the page and does not open the item', async () => {
    const load = api();
    phone([rec('form', [{ id: 8, title: 'Feedback', url: 'https://forms.example/f' }])], load);
    await press('Show the page');
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('https://forms.example/f');
    expect(back()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('hovering still shows the detail beside the frame without opening; opening puts it away', async () => {
    const load = api();
    phone(festival, load);
    await act(async () => { fireEvent.mouseEnter(inPhone().getByRole('button', { name: 'Harbour festival' })); });
    const detail = await screen.findByRole('complementary', { name: 'Item detail' });
    expect(detail.textContent).toContain('Harbour festival');
    expect(back()).toBeNull();
    expect(shown('title')).toEqual(['Programme']);
    await press('Harbour festival');
    expect(screen.queryByRole('complementary', { name: 'Item detail' })).toBeNull();
    // One GET served the detail and the opened item.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('typing keeps the opened item; opening another item or child in the editor starts over', async () => {
    const p = phone(festival, api(), { itemKey: 1 });
    await press('Harbour festival');
    p.rerender([rec('title', 'Programme!', { position: 0 }), festival[1]]);
    expect(shown('title')).toEqual(['Harbour festival']);
    expect(back()).not.toBeNull();
    p.rerender(festival, { itemKey: 2 });
    expect(shown('title')).toEqual(['Programme']);
    expect(back()).toBeNull();
    await press('Harbour festival');
    p.rerender(festival, { itemKey: 2, open: { '/pages': 1 } });
    expect(shown('title')).toEqual(['Programme']);
    expect(back()).toBeNull();
  });
});
