// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { wireItem } from '../editor/kindHost.testUtil.tsx';
import type { WireItem } from '../model/wireItem.ts';
import { renderTranslating, translatableTour, type LangCall } from './translator.testUtil.tsx';

afterEach(() => { cleanup(); localStorage.clear(); });
beforeAll(async () => { await import('../editor/KindScreen.tsx'); });

const kind = translatableTour();
const harbour = () => wireItem(1, { title: 'Harbour walk', reason: 'Storm at sea', rating: 4, pages: [] });
const spanish = { 1: { es: { texts: { title: 'Paseo del puerto' } } } };
const languages = ['en', 'es', 'de'];
const open = async (title: RegExp) => fireEvent.click(await screen.findByRole('option', { name: title }));
const radios = async () => within(await screen.findByRole('group', { name: 'Content language' })).getAllByRole('radio') as HTMLInputElement[];

describe('a translator', () => {
  it('is offered only their languages, opens in the first of them, and translates there: the English title beside, read-only', async () => {
    const write = vi.fn((call: LangCall) => ({ data: { ...harbour(), title: 'Paseo', _language: call.language, _missing: [], _stale: [] } as WireItem }));
    const { calls } = renderTranslating(kind, { items: [harbour()], translations: spanish, languages, write, grant: { role: 'translator', languages: ['es'] } });
    // Only Spanish is theirs: no English (the base) and no German in the switch, Spanish chosen.
    const offered = await radios();
    expect(offered.map((r) => r.closest('label')?.textContent)).toEqual(['Español']);
    expect(offered[0].checked).toBe(true);
    // No New: a translator creates nothing.
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    await open(/Paseo del puerto/);
    expect(await screen.findByRole('heading', { level: 2, name: 'Translate Tour' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Translation into Español' });
    const title = within(form).getByRole('region', { name: 'Tour title' });
    // The English text is shown as text, not an input; no way to the base-language form.
    expect(within(title).getByText('Harbour walk').tagName).toBe('P');
    expect(within(title).getAllByRole('textbox')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Edit in English/ })).toBeNull();
    fireEvent.change(within(form).getByRole('textbox', { name: /Tour title, Español/ }), { target: { value: 'Paseo' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save translation' }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.language])).toEqual([['/tk_tour/update/1', 'es']]);
  });

  it('when unlimited, is offered every language but the base, and a remembered base choice gives way to the first', async () => {
    localStorage.setItem('content-language', 'en');
    renderTranslating(kind, { items: [harbour()], languages, grant: { role: 'translator' } });
    const offered = await radios();
    expect(offered.map((r) => r.closest('label')?.textContent)).toEqual(['Español', 'DE']);
    expect(offered.map((r) => r.checked)).toEqual([true, false]);
  });

  it('reads a kind they are not limited to without typing or saving', async () => {
    renderTranslating(kind, { items: [harbour()], translations: spanish, languages, grant: { role: 'translator', kinds: ['tk_venue'], languages: ['es'] } });
    await open(/Paseo del puerto/);
    expect(await screen.findByRole('heading', { level: 2, name: 'View Tour' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Translation into Español' });
    expect((within(form).getByRole('textbox', { name: /Tour title, Español/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save translation' })).toBeNull();
  });
});

describe('a viewer in another language', () => {
  it('sees every language and the translation, read-only, with no Save', async () => {
    renderTranslating(kind, { items: [harbour()], translations: spanish, languages, grant: { role: 'viewer' } });
    expect((await radios()).map((r) => r.closest('label')?.textContent)).toEqual(['Englishbase', 'Español', 'DE']);
    fireEvent.click(await screen.findByRole('radio', { name: /Español/ }));
    await open(/Paseo del puerto/);
    const form = await screen.findByRole('form', { name: 'Translation into Español' });
    expect((within(form).getByRole('textbox', { name: /Tour title, Español/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save translation' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit in English/ })).toBeNull();
  });
});
