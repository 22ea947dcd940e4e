// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userWebAtom } from '../session/session.ts';
import { renderSettings } from './settingsPage.testUtil.tsx';

afterEach(cleanup);

const section = (name: string) => screen.getByRole('form', { name }) as HTMLFormElement;
const tabBar = () => within(screen.getByRole('navigation', { name: 'Content' }));
const phone = () => document.querySelector('.emu') as HTMLElement;

describe('the settings screen', () => {
  it('previews a new detail colour in the phone header before anything is saved', async () => {
    const { calls } = renderSettings();
    const hex = await screen.findByRole('textbox', { name: 'Detail view colour: hex code' });
    expect(phone().style.getPropertyValue('--emu-detail')).toBe('#b7e4c7');
    fireEvent.change(hex, { target: { value: '#1f3a5f' } });
    expect(phone().style.getPropertyValue('--emu-detail')).toBe('#1f3a5f');
    // Dark header → white header text, as the app draws it.
    expect(phone().style.getPropertyValue('--emu-detail-text')).toBe('#ffffff');
    fireEvent.change(screen.getByRole('textbox', { name: 'List item colour: hex code' }), { target: { value: '#fff7e6' } });
    expect(phone().style.getPropertyValue('--emu-list-item')).toBe('#fff7e6');
    expect(screen.getByText('List item 1')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('warns beside the field when text on a colour falls below WCAG AA, and says a half-typed colour is not one', async () => {
    renderSettings();
    const detail = await screen.findByRole('textbox', { name: 'Detail view colour: hex code' });
    expect(screen.queryByText(/WCAG AA needs/)).toBeNull();
    fireEvent.change(detail, { target: { value: '#777777' } });
    const warning = screen.getByText(/^Text on this colour has a contrast of \d\.\d:1; WCAG AA needs 4\.5:1\.$/);
    expect(detail.getAttribute('aria-describedby')).toContain(warning.id);
    expect(Number(/of (\d\.\d):1/.exec(warning.textContent!)![1])).toBeLessThan(4.5);
    // The list item's grey ingress on a light grey.
    fireEvent.change(screen.getByRole('textbox', { name: 'List item colour: hex code' }), { target: { value: '#aaaaaa' } });
    expect(screen.getAllByText(/WCAG AA needs 4\.5:1/)).toHaveLength(2);
    fireEvent.change(detail, { target: { value: '#12' } });
    expect(screen.getByText(/Use a colour like #1a2b3c/)).toBeTruthy();
    expect((within(section('Colours')).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('hides a tab and renames one; the tab bar follows at once, without a reload', async () => {
    const { calls, notices, store } = renderSettings();
    const tabs = await screen.findByRole('form', { name: 'Tabs' });
    // The test registry's kinds: tk_venue's tab is Venues.
    expect(tabBar().getByRole('link', { name: 'Venues' })).toBeTruthy();
    // Settings itself cannot be hidden.
    const settingsShown = within(tabs).getByRole('checkbox', { name: 'Show the Settings tab' }) as HTMLInputElement;
    expect(settingsShown.disabled && settingsShown.checked).toBe(true);
    expect(within(tabs).getByText('Always shown, so you can come back here')).toBeTruthy();

    fireEvent.click(within(tabs).getByRole('checkbox', { name: 'Show the Venues tab' }));
    const infoEn = within(tabs).getByRole('textbox', { name: 'Name of the Info tab in English' }) as HTMLInputElement;
    expect(infoEn.placeholder).toBe('Info');
    expect(infoEn.maxLength).toBe(60);
    fireEvent.change(infoEn, { target: { value: '  Welcome ' } });
    fireEvent.click(within(tabs).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(tabBar().queryByRole('link', { name: 'Venues' })).toBeNull());
    expect(tabBar().getByRole('link', { name: 'Welcome' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/settings' && c.method === 'POST')?.body).toEqual({
      inactive_tabs: [{ tab: 'tk_venue', is_visible: false }],
      tab_names: { en: { info: 'Welcome' } },
    });
    expect(calls.map((c) => `${c.method} ${c.path}`).slice(-2)).toEqual(['POST /settings', 'POST /user/web']);
    expect(store.get(userWebAtom)?.user_setting.inactive_tabs?.map((t) => [t.tab_type?.name, t.is_visible])).toEqual([['tk_venue', false]]);
    expect(notices).toContain('Settings saved');
    expect(within(tabs).queryByText('Unsaved changes')).toBeNull();
    // The hidden tab is still listed here, so it can be shown again.
    expect((within(tabs).getByRole('checkbox', { name: 'Show the Venues tab' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows a refused save at the field it names and keeps what was typed', async () => {
    const { store } = renderSettings({
      refuse: (body) => (body.tab_names?.es?.info
        ? { message: 'tab_names.es.info: must NOT have more than 60 characters', errors: [{ field: 'tab_names.es.info', message: 'must NOT have more than 60 characters' }] }
        : undefined),
    });
    const tabs = await screen.findByRole('form', { name: 'Tabs' });
    const infoEs = within(tabs).getByRole('textbox', { name: 'Name of the Info tab in Spanish' }) as HTMLInputElement;
    fireEvent.change(infoEs, { target: { value: 'Información general' } });
    fireEvent.click(within(tabs).getByRole('button', { name: 'Save' }));
    const error = await within(tabs).findByText('must NOT have more than 60 characters');
    expect(infoEs.getAttribute('aria-invalid')).toBe('true');
    expect(infoEs.getAttribute('aria-describedby')).toBe(error.id);
    expect(infoEs.value).toBe('Información general');
    expect(within(tabs).getByText('Unsaved changes')).toBeTruthy();
    expect(store.get(userWebAtom)?.user_setting.user_languages?.[1].language_tabs_web).toEqual([]);
  });

  it('adds a language, and removes one after asking, deleting its translations only when asked', async () => {
    const { calls, store } = renderSettings();
    const languages = await screen.findByRole('form', { name: 'Content languages' });
    const list = within(languages).getByRole('list', { name: 'Content languages' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Englishen' + 'Base', 'Españoles' + 'Remove']);
    // The base cannot be removed.
    expect(within(list).queryByRole('button', { name: 'Remove English' })).toBeNull();

    fireEvent.change(within(languages).getByRole('combobox', { name: 'Add a language' }), { target: { value: 'zh' } });
    fireEvent.click(within(languages).getByRole('button', { name: 'Add' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Español' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Español?' });
    expect(within(dialog).getByText('Translations into Español are kept and come back if you add it again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Delete its translations/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Español' }));
    expect(screen.getByText('Translations into Español will be deleted for good when you save.')).toBeTruthy();
    fireEvent.click(within(languages).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(store.get(userWebAtom)?.user_setting.user_languages?.map((l) => l.language_code)).toEqual(['en', 'zh']));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/settings', { languages: ['en', 'zh'] }],
      ['/translations/purge', { language: 'es', confirm: true }],
      ['/user/web', undefined],
    ]);
    // The tabs section names tabs in the languages now offered.
    expect(screen.getByRole('columnheader', { name: 'Name in Chinese' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Name in Spanish' })).toBeNull();
  });

  it('saves sharing, and lists each kind’s screen variant with how to change it', async () => {
    const { calls } = renderSettings({ patches: { tk_tour: { variant: 'compact' } } });
    const sharing = await screen.findByRole('form', { name: 'Sharing' });
    fireEvent.click(within(sharing).getByRole('checkbox', { name: 'Allow sharing' }));
    fireEvent.click(within(sharing).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/settings')?.body).toEqual({ allow_sharing: true }));

    const variants = screen.getByRole('region', { name: 'Screen variants' });
    const row = variants.querySelector('[data-kind="tk_tour"]') as HTMLElement;
    expect(within(row).getByRole('rowheader').textContent).toBe('Tours');
    expect(row.textContent).toContain('compact');
    expect(row.textContent).toContain('Set "variant" in schemas/clients/acme/tk_tour.patch.json and restart the server.');
    // A kind with one shape has nothing to choose.
    expect(variants.querySelector('[data-kind="tk_venue"]')).toBeNull();
  });
});
