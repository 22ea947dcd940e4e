// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpError, wireItem } from '../editor/kindHost.testUtil.tsx';
import type { WireItem } from '../model/wireItem.ts';
import { renderTranslating, translatableTour, type LangCall } from './translator.testUtil.tsx';

afterEach(() => { cleanup(); localStorage.clear(); });
// The first import of the screen (and of RJSF) is slow under test; do it once up front.
beforeAll(async () => { await import('../editor/KindScreen.tsx'); });

const kind = translatableTour();
const harbour = () => wireItem(1, {
  title: 'Harbour walk', reason: 'Storm at sea', rating: 4,
  pages: [{ id: 11, title: 'Pier', text: 'Start at the pier.' }, { id: 12, title: 'Fortress', text: 'Climb to the fortress.' }],
});
// Spanish has the title and the first page's title and text (the text written before the base changed).
const spanish = { 1: { es: { texts: { title: 'Paseo del puerto', 'pages/11/title': 'Muelle', 'pages/11/text': 'Empieza en el muelle.' }, stale: ['pages/11/text'] } } };

const open = async (title: string) => fireEvent.click(await screen.findByRole('option', { name: new RegExp(title) }));
const chooseLanguage = async (name: RegExp) => fireEvent.click(await screen.findByRole('radio', { name }));
const translator = () => screen.findByRole('form', { name: 'Translation into Español' });
const phone = () => screen.getByTestId('phone-emulator');
const saves = (calls: LangCall[]) => calls.filter((c) => c.method === 'POST');

describe('content-language switch', () => {
  it('offers the client’s languages with the base marked, and none when the client has one language', async () => {
    renderTranslating(kind, { items: [harbour()] });
    const group = await screen.findByRole('group', { name: 'Content language' });
    const english = within(group).getByRole('radio', { name: /English/ }) as HTMLInputElement;
    expect(english.checked).toBe(true);
    expect(english.closest('label')?.textContent).toMatch(/base/);
    expect((within(group).getByRole('radio', { name: /Español/ }) as HTMLInputElement).checked).toBe(false);
    cleanup();
    renderTranslating(kind, { items: [harbour()], languages: ['en'] });
    await screen.findByRole('option', { name: /Harbour walk/ });
    expect(screen.queryByRole('group', { name: 'Content language' })).toBeNull();
  });

  it('reads the list and the open item again in the chosen language, on the same screen', async () => {
    const { calls } = renderTranslating(kind, { items: [harbour()], translations: spanish });
    await open('Harbour walk');
    expect(await screen.findByLabelText(/Tour title/)).toBeTruthy();
    await chooseLanguage(/Español/);
    // The list now names the item in Spanish; the editor translates instead of editing.
    expect(await screen.findByRole('option', { name: /Paseo del puerto/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Translate Tour' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/tk_tour?slim=1' && c.language === 'es')).toBe(true);
    // The base text is read in English explicitly, the translation in Spanish.
    expect(calls.filter((c) => c.path === '/tk_tour/1').map((c) => c.language)).toEqual(expect.arrayContaining(['en', 'es']));
    expect(localStorage.getItem('content-language')).toBe('es');
    // Back in English: the form again, the item read in English.
    await chooseLanguage(/English/);
    expect(await screen.findByLabelText(/Tour title/)).toBeTruthy();
    expect(await screen.findByRole('option', { name: /Harbour walk/ })).toBeTruthy();
    expect(screen.queryByRole('form', { name: /Translation into/ })).toBeNull();
  });
});

describe('translator view', () => {
  it('lists untranslated fields first, then stale ones, each with the base text beside the translation', async () => {
    renderTranslating(kind, { items: [harbour()], translations: spanish });
    await open('Harbour walk');
    await chooseLanguage(/Español/);
    const form = await translator();
    const labels = within(form).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(labels).toEqual([
      'Why closed',
      'Pages #2 “Fortress” · Page title',
      'Pages #2 “Fortress” · Page text',
      'Pages #1 “Pier” · Page text',
      'Tour title',
      'Pages #1 “Pier” · Page title',
    ]);
    expect(within(form).getByText('3 fields not translated. 1 translation to check: its English text changed.')).toBeTruthy();
    const reason = within(form).getByRole('region', { name: 'Why closed' });
    expect(within(reason).getByText('Storm at sea')).toBeTruthy();
    expect(within(reason).getByText('Not translated')).toBeTruthy();
    expect((within(reason).getByRole('textbox', { name: /Why closed, Español/ }) as HTMLTextAreaElement).value).toBe('');
    const stale = within(form).getByRole('region', { name: 'Pages #1 “Pier” · Page text' });
    expect(within(stale).getByText('Base text changed')).toBeTruthy();
    expect((within(stale).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Empieza en el muelle.');
    expect((within(form).getByRole('textbox', { name: /Tour title, Español/ }) as HTMLInputElement).value).toBe('Paseo del puerto');
    // Shared fields (the rating) are not here, and the view says where they are edited.
    expect(screen.getByText(/Shared fields are edited in English/)).toBeTruthy();
    expect(screen.queryByLabelText(/Rating/)).toBeNull();
  });

  it('previews what is typed in the phone, and saves only the changed fields in the document’s shape', async () => {
    const write = vi.fn((_call: LangCall) => ({ message: 'Successfully Updated', data: { ...harbour(), title: 'Paseo', _language: 'es', _missing: [], _stale: [] } as WireItem }));
    const { calls } = renderTranslating(kind, { items: [harbour()], translations: spanish, write });
    await open('Harbour walk');
    await chooseLanguage(/Español/);
    const form = await translator();
    await waitFor(() => expect(within(phone()).getByText('Paseo del puerto')).toBeTruthy());
    fireEvent.change(within(form).getByRole('textbox', { name: /Why closed, Español/ }), { target: { value: 'Tormenta en el mar' } });
    await waitFor(() => expect(within(phone()).getByText('Tormenta en el mar')).toBeTruthy());
    fireEvent.change(within(form).getByRole('textbox', { name: /Pages #2 “Fortress” · Page text, Español/ }), { target: { value: 'Sube a la fortaleza.' } });
    // An emptied translation goes back to the base text (in the phone as well).
    fireEvent.change(within(form).getByRole('textbox', { name: /Tour title, Español/ }), { target: { value: '' } });
    await waitFor(() => expect(within(phone()).getByText('Harbour walk')).toBeTruthy());
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save translation' }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    const [save] = saves(calls);
    expect(save.path).toBe('/tk_tour/update/1');
    expect(save.language).toBe('es');
    expect(save.body).toEqual({ version: 1, reason: 'Tormenta en el mar', pages: [{ id: 12, text: 'Sube a la fortaleza.' }], title: null });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('marks a stale translation as still correct by saving it again', async () => {
    const write = vi.fn(() => ({ data: undefined }));
    const { calls } = renderTranslating(kind, { items: [harbour()], translations: spanish, write });
    await open('Harbour walk');
    await chooseLanguage(/Español/);
    const form = await translator();
    fireEvent.click(within(form).getByRole('button', { name: /Page text: the translation is still correct/ }));
    expect(within(form).getByText('Marked as still correct')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save translation' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0].body).toEqual({ version: 1, pages: [{ id: 11, text: 'Empieza en el muelle.' }], _reviewed: ['pages/11/text'] });
  });

  it('shows the server’s 400 message at its field', async () => {
    const write = vi.fn(() => { throw httpError(400, { message: 'Invalid', errors: [{ field: 'pages.1.text', message: 'must NOT have more than 20 characters' }] }); });
    renderTranslating(kind, { items: [harbour()], translations: spanish, write });
    await open('Harbour walk');
    await chooseLanguage(/Español/);
    const form = await translator();
    const input = within(form).getByRole('textbox', { name: /Pages #2 “Fortress” · Page text, Español/ });
    fireEvent.change(input, { target: { value: 'Una frase demasiado larga para el campo.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save translation' }));
    const message = await within(form).findByText('must NOT have more than 20 characters');
    expect(message.closest('section')).toBe(within(form).getByRole('region', { name: 'Pages #2 “Fortress” · Page text' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // What was typed is kept, to be fixed.
    expect((input as HTMLTextAreaElement).value).toBe('Una frase demasiado larga para el campo.');
  });

  it('on a 409 shows the conflict and keeps mine on the stored version', async () => {
    let first = true;
    const write = vi.fn((_call: LangCall) => {
      if (first) { first = false; throw httpError(409, { message: 'Changed', current: { ...harbour(), version: 2, reason: 'Storm' } }); }
      return { data: undefined };
    });
    const { calls } = renderTranslating(kind, { items: [harbour()], translations: spanish, write });
    await open('Harbour walk');
    await chooseLanguage(/Español/);
    const form = await translator();
    fireEvent.change(within(form).getByRole('textbox', { name: /Why closed, Español/ }), { target: { value: 'Tormenta' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save translation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this Tour' });
    // It shows what changed in the base text under the translation.
    const reasonRow = within(dialog).getByRole('row', { name: /Why closed/ });
    expect(reasonRow.textContent).toContain('Storm at sea');
    expect(reasonRow.textContent).toContain('Storm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[1].body).toEqual({ version: 2, reason: 'Tormenta' });
    expect(saves(calls)[1].language).toBe('es');
  });

  it('asks before switching language with an unsaved translation', async () => {
    renderTranslating(kind, { items: [harbour()], translations: spanish });
    await open('Harbour walk');
    await chooseLanguage(/Español/);
    const form = await translator();
    fireEvent.change(within(form).getByRole('textbox', { name: /Why closed, Español/ }), { target: { value: 'Tormenta' } });
    await chooseLanguage(/English/);
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect((screen.getByRole('textbox', { name: /Why closed, Español/ }) as HTMLTextAreaElement).value).toBe('Tormenta');
    expect((screen.getByRole('radio', { name: /Español/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers a recording per language where the schema translates a media field', async () => {
    const narrated = wireItem(1, { title: 'Harbour walk', pages: [{ id: 11, title: 'Pier', audio: 'pier-en.mp3' }] });
    renderTranslating(kind, { items: [narrated], translations: { 1: { es: { texts: { title: 'Paseo', 'pages/11/title': 'Muelle' } } } } });
    await open('Harbour walk');
    await chooseLanguage(/Español/);
    const row = within(await translator()).getByRole('region', { name: 'Pages #1 “Pier” · Narration' });
    // The English recording plays on the left; Spanish has none yet, so the right offers an upload.
    expect(within(row).getByLabelText(/audio player/).getAttribute('src')).toMatch(/pier-en\.mp3$/);
    expect(within(row).getByText('Choose an audio file')).toBeTruthy();
    expect(within(row).getByLabelText(/Narration, Español/).getAttribute('type')).toBe('file');
  });

  it('creates a new item in the base language while another is chosen', async () => {
    const write = vi.fn(() => ({ data: wireItem(2, { title: 'Fjord' }) }));
    const { calls } = renderTranslating(kind, { items: [harbour()], translations: spanish, write });
    await chooseLanguage(/Español/);
    fireEvent.click(await screen.findByRole('button', { name: 'New' }));
    expect(await screen.findByText('A new Tour is written in English first; translate it once it is saved.')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText(/Tour title/), { target: { value: 'Fjord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({ path: '/tk_tour', language: 'en' });
  });
});

describe('publishing', () => {
  it('asks first when a language lacks translations, naming it', async () => {
    const write = vi.fn(() => ({ message: 'Published', data: { ...harbour(), state: 'published', is_published: true } }));
    const { calls } = renderTranslating(kind, { items: [harbour()], translations: spanish, write });
    await open('Harbour walk');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish with missing translations?' });
    expect(within(dialog).getByText('Español: 3 fields not translated')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path.startsWith('/tk_tour/publish'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/tk_tour/publish/1')).toBe(true));
  });

  it('publishes at once when every language is complete', async () => {
    const full = { 1: { es: { texts: { title: 'T', reason: 'R', 'pages/11/title': 'a', 'pages/11/text': 'b', 'pages/12/title': 'c', 'pages/12/text': 'd' } } } };
    const write = vi.fn(() => ({ data: { ...harbour(), state: 'published', is_published: true } }));
    const { calls } = renderTranslating(kind, { items: [harbour()], translations: full, write });
    await open('Harbour walk');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/tk_tour/publish/1')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
