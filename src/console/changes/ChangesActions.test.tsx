// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { KindDefinition, ResolvedKind } from '../../core/defineKind.ts';
import type { EventSourceLike, LiveItemEvent } from '../live/createLiveClient.ts';
import type { UiLanguage } from '../i18n/catalogues.ts';
import type { Grant } from '../../core/roles.ts';
import type { WireItem } from '../model/wireItem.ts';
import { httpError, renderKindHost, wireItem, type Call } from '../editor/kindHost.testUtil.tsx';
import { cutTour } from '../editor/cutTour.testUtil.ts';
import { chooseMoreAction, moreActionItems } from '../editor/moreActions.testUtil.ts';

// A published item whose working copy has changes: the badge names them and their languages, the editor
// publishes them (through the first publish's confirmation) or discards them (after naming what is lost),
// an author submits them, the Changes panel shows them word by word, and the phone switches between what
// visitors see and the draft.

afterEach(cleanup);
beforeAll(async () => { await import('../editor/KindScreen.tsx'); });

const TWO_LANGUAGES = { user_languages: [{ language_id: 1, language_code: 'en' }, { language_id: 2, language_code: 'es' }] };
const tour = (overrides: Partial<KindDefinition> = {}): ResolvedKind => cutTour(['title'], {}, overrides);
/** Published as version 2; the working copy (version 3) changed the title in English and its Spanish text. */
const live = (extra: Partial<WireItem> = {}) => wireItem(1, { title: 'Harbour walk at dawn' },
  { version: 3, state: 'published', is_published: true, published_version: 2, has_changes: true, changed_languages: ['en', 'es'], ...extra });
const CHANGES = [
  { path: 'title', change: 'changed', before: 'Harbour walk', after: 'Harbour walk at dawn' },
  { path: 'es:title', change: 'changed', before: 'Paseo del puerto', after: 'Paseo del puerto al alba' },
];
const PUBLISHED = wireItem(1, { title: 'Harbour walk' }, { version: 2, state: 'published', is_published: true, published_version: 2, has_changes: false, changed_languages: [] });
const rowBadge = () => screen.getByRole('option', { name: /Harbour walk/ }).querySelector('.badge')?.textContent;
const headerBadge = () => document.querySelector('.editor__header .badge')?.textContent;
const buttons = () => within(screen.getByRole('group', { name: 'Lifecycle actions' })).getAllByRole('button').map((b) => b.textContent);

/** A fake server of the published-version calls; `zones` are the zone lint's findings; every call is kept. */
function server(zones: string[] = []) {
  return (call: Call) => {
    if (call.path === '/tk_tour/1/changes') return { data: { changes: CHANGES } };
    if (call.path === '/tk_tour/1/published') return { data: { item: PUBLISHED } };
    if (call.path.startsWith('/zone-lint?')) {
      return { data: { accuracy: 20, maxLeg: 2000, findings: zones.map((text) => ({ code: 'zonesOverlap', item: { kind: 'tk_tour', id: 1, title: 'Harbour walk' }, at: '/title', values: {}, text })) } };
    }
    if (call.path === '/tk_tour/publish/1') return { message: 'Successfully Published', data: { ...live(), version: 4, published_version: 4, has_changes: false, changed_languages: [] } };
    if (call.path === '/tk_tour/discard/1') return { message: 'Changes discarded', data: { ...PUBLISHED, version: 4 } };
    if (call.path === '/tk_tour/submit-review/1') return { message: 'Submitted for review', data: live({ review: { state: 'submitted', comment: null, by: { id: 2, name: 'Ann' }, at: '2026-01-01T10:00:00Z' } }) };
    throw httpError(404, { message: `unexpected ${call.method} ${call.path}` });
  };
}
const open = (opts: { kind?: ResolvedKind; grant?: Grant; language?: UiLanguage; zones?: string[]; live?: EventSourceLike; items?: WireItem[] } = {}) =>
  renderKindHost(opts.kind ?? tour(), { items: opts.items ?? [live()], path: '/tk_tour?id=1', userSetting: TWO_LANGUAGES, write: server(opts.zones), listFields: ['title'], ...opts });
const called = (calls: Call[], path: string) => calls.some((c) => c.path === path);

describe('the badge of a published item with changes', () => {
  it('says "Published · changes not published yet" with the languages by name, in row and header alike', async () => {
    open();
    await waitFor(() => expect(headerBadge()).toBe('Published · changes not published yet (English and Español)'));
    expect(rowBadge()).toBe('Published · changes not published yet (English and Español)');
  });

  it('names no language for a client with one, and speaks Spanish and Chinese', async () => {
    renderKindHost(tour(), { items: [live({ changed_languages: ['en'] })], path: '/tk_tour?id=1' });
    await waitFor(() => expect(headerBadge()).toBe('Published · changes not published yet'));
    cleanup();
    open({ language: 'es' });
    await waitFor(() => expect(headerBadge()).toBe('Publicado · cambios aún sin publicar (English y Español)'));
    cleanup();
    open({ language: 'zh' });
    await waitFor(() => expect(headerBadge()).toBe('已发布 · 有尚未发布的更改（English和Español）'));
  });
});

describe('publishing and discarding the changes', () => {
  it('offers an editor Publish changes and Discard changes; publishing asks what a first publish asks, then the badge reads Published', async () => {
    const { calls } = open({ kind: tour({ place: { triggers: { zones: () => [] } } }), zones: ['Opera roof’s zone overlaps Pier’s'] });
    await screen.findByRole('button', { name: 'Publish changes' });
    expect(buttons()).toEqual(['Publish changes', 'More']);
    expect(await moreActionItems()).toEqual(['Discard changes', 'Schedule…', 'Add to release…', 'Unpublish', 'Archive', 'Destroy']);
    fireEvent.click(screen.getByRole('button', { name: 'Publish changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish with faults?' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Opera roof’s zone overlaps Pier’s']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(headerBadge()).toBe('Published'));
    expect(called(calls, '/tk_tour/publish/1')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Publish changes' })).toBeNull();
    expect(await moreActionItems()).toEqual(['Schedule…', 'Add to release…', 'Unpublish', 'Archive', 'Destroy']);
  });

  it('asks before discarding, naming how many fields in which languages and each field; Cancel keeps them, Discard brings the published title back into the form', async () => {
    const { calls, notices } = open();
    await chooseMoreAction('Discard changes');
    const dialog = await screen.findByRole('dialog', { name: 'Discard the changes to this Tour?' });
    expect(dialog.querySelector('.dialog__body')?.textContent).toBe('2 changed fields in English and Español will be lost: “Harbour walk at dawn” goes back to what visitors see.');
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Tour title (English)', 'Tour title (Español)']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(called(calls, '/tk_tour/discard/1')).toBe(false);

    // Unsaved edits go too, and the dialog says so.
    fireEvent.change(screen.getByLabelText(/Tour title/), { target: { value: 'Typed but not saved' } });
    await chooseMoreAction('Discard changes');
    const again = await screen.findByRole('dialog', { name: 'Discard the changes to this Tour?' });
    await waitFor(() => expect(again.querySelector('.dialog__body')?.textContent).toContain('Your unsaved edits in the form will be lost too.'));
    fireEvent.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect((screen.getByLabelText(/Tour title/) as HTMLInputElement).value).toBe('Harbour walk'));
    expect(headerBadge()).toBe('Published');
    expect(notices).toContain('Changes discarded');
  });

  it('asks in Spanish', async () => {
    open({ language: 'es' });
    await chooseMoreAction('Descartar cambios', 'Más acciones del ciclo de vida');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.dialog__body')?.textContent).toBe('Se perderán 2 campos cambiados en English y Español: «Harbour walk at dawn» vuelve a lo que ven los visitantes.');
  });

  it('offers an author "Submit changes for review" only; once submitted the badge reads "Published · changes in review" and nothing is left to press', async () => {
    const { calls } = open({ grant: { role: 'author' } });
    await screen.findByRole('button', { name: 'Submit changes for review' });
    expect(buttons()).toEqual(['Submit changes for review']);
    fireEvent.click(screen.getByRole('button', { name: 'Submit changes for review' }));
    await waitFor(() => expect(headerBadge()).toBe('Published · changes in review (English and Español)'));
    expect(called(calls, '/tk_tour/submit-review/1')).toBe(true);
    expect(screen.queryByRole('group', { name: 'Lifecycle actions' })).toBeNull();
  });

  it('offers an editor "Return to author" beside Publish changes when the changes are in review', async () => {
    open({ items: [live({ review: { state: 'submitted', comment: null, by: { id: 2, name: 'Ann' }, at: '2026-01-01T10:00:00Z' } })] });
    await screen.findByRole('button', { name: 'Return to author' });
    expect(buttons()).toEqual(['Publish changes', 'Return to author', 'More']);
  });
});

describe('the Changes panel', () => {
  it('shows the differences word by word, a table per language captioned by its name, columns "What visitors see" and "Your draft"', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Changes' }));
    const panel = await screen.findByRole('region', { name: 'Changes not published yet' });
    const tables = await within(panel).findAllByRole('table');
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual(['English', 'Español']);
    expect(within(tables[0]).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Field', 'What visitors see', 'Your draft']);
    const row = within(tables[0]).getByRole('row', { name: /Tour title/ });
    expect([...row.querySelectorAll('ins')].map((i) => i.textContent?.trim())).toEqual(['at dawn']);
    expect(within(tables[1]).getByRole('row', { name: /Tour title/ }).querySelector('ins')?.textContent?.trim()).toBe('al alba');
    expect(within(panel).getByText('2 fields changed')).toBeTruthy();
  });
});

describe('the phone: what visitors see or the draft', () => {
  it('switches to the published version and back, saying which it shows', async () => {
    const { calls } = open();
    const phone = await screen.findByTestId('phone-emulator');
    await waitFor(() => expect(phone.textContent).toContain('Harbour walk at dawn'));
    const group = screen.getByRole('radiogroup', { name: 'The phone shows' });
    expect((within(group).getByRole('radio', { name: 'Your draft' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'What visitors see' }));
    await waitFor(() => expect(screen.getByTestId('phone-emulator').textContent).not.toContain('at dawn'));
    expect(screen.getByTestId('phone-emulator').textContent).toContain('Harbour walk');
    expect(called(calls, '/tk_tour/1/published')).toBe(true);
    expect(screen.getByText('The phone shows what visitors see.')).toBeTruthy();
    fireEvent.click(within(group).getByRole('radio', { name: 'Your draft' }));
    await waitFor(() => expect(screen.getByTestId('phone-emulator').textContent).toContain('Harbour walk at dawn'));
    expect(screen.getByText('The phone shows your draft.')).toBeTruthy();
  });

  it('offers no switch for a published item without changes', async () => {
    open({ items: [PUBLISHED] });
    await waitFor(() => expect(headerBadge()).toBe('Published'));
    expect(screen.queryByRole('radiogroup', { name: 'The phone shows' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Changes' })).toBeNull();
  });
});

describe('someone else publishes the changes', () => {
  /** A stand-in for the browser's EventSource: the test says what the server streams. */
  function fakeStream() {
    const listeners = new Map<string, ((e: MessageEvent) => void)[]>();
    const Source = class {
      addEventListener(type: string, l: (e: MessageEvent) => void) { listeners.set(type, [...(listeners.get(type) ?? []), l]); }
      close() { /* closed */ }
    } as unknown as EventSourceLike;
    const send = (event: LiveItemEvent) => act(() => { for (const l of listeners.get('item') ?? []) l({ data: JSON.stringify(event) } as MessageEvent); });
    return { Source, send };
  }

  it('turns the badge back to Published and takes the buttons and the switch away, without a reload', async () => {
    const items = [live()];
    const stream = fakeStream();
    open({ items, live: stream.Source });
    await screen.findByRole('button', { name: 'Publish changes' });
    items[0] = { ...live(), version: 4, published_version: 4, has_changes: false, changed_languages: [] };
    stream.send({ kind: 'tk_tour', id: 1, version: 4, action: 'published', by: { id: 2, name: 'Eddie' }, at: new Date().toISOString() });
    await waitFor(() => expect(headerBadge()).toBe('Published'));
    await waitFor(() => expect(rowBadge()).toBe('Published'));
    expect(screen.queryByRole('button', { name: 'Publish changes' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'The phone shows' })).toBeNull();
  });

  it('names a language someone else just translated, though a translation moves no version', async () => {
    const items = [live({ changed_languages: ['en'] })];
    const stream = fakeStream();
    open({ items, live: stream.Source });
    await waitFor(() => expect(headerBadge()).toBe('Published · changes not published yet (English)'));
    items[0] = live();
    stream.send({ kind: 'tk_tour', id: 1, version: 3, action: 'translated', by: { id: 5, name: 'Tina' }, at: new Date().toISOString() });
    await waitFor(() => expect(headerBadge()).toBe('Published · changes not published yet (English and Español)'));
  });
});
