// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { resolveKind } from '../../core/defineKind.ts';
import story from '../../../plugins/story/index.ts';
import type { Story } from '../../../plugins/story/storyPage.ts';
import { IntlProvider } from '../i18n/IntlContext.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import { PhoneEmulator } from './PhoneEmulator.tsx';

afterEach(cleanup);

const intl = createConsoleIntl('en');
const kind = resolveKind(story);
const offline = async () => { throw new Error('offline'); };

const record: Story = {
  name: 'Walk', title: 'Harbour walk', ingress: 'A walk', text: 'Along the water',
  pages: [
    { id: 11, page_title: 'Fortress', text: 'Old walls', button1: 'To the hall', next_page: 12, button2: 'Skip to the pier', story_page_id: 13 },
    { id: 12, page_title: 'City Hall', text: 'Prize hall', button1: 'Dead end button' },
    { id: 13, page_title: 'Pier', text: 'Boats', beacon_id: 'P31', in_range: true, range_next_page: 12 },
  ],
};

function phone(open?: Record<string, number>) {
  const ui = (o?: Record<string, number>) => (
    <IntlProvider intl={intl}><PhoneEmulator kind={kind} record={record} load={offline} open={o} /></IntlProvider>
  );
  const r = render(ui(open));
  return { reopen: (o?: Record<string, number>) => r.rerender(ui(o)) };
}

const shownTitle = () => screen.getByTestId('phone-emulator').querySelector('.emu-field--title')?.textContent;
const back = () => screen.queryByRole('button', { name: 'Back' });

describe('story preview that follows the buttons', () => {
  it('starts on the cover and its button walks into the first page; Back returns', () => {
    phone();
    expect(shownTitle()).toBe('Harbour walk');
    expect(back()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(shownTitle()).toBe('Fortress');
    fireEvent.click(back()!);
    expect(shownTitle()).toBe('Harbour walk');
    expect(back()).toBeNull();
  });

  it('shows the page the author has open, and Button 1 / Button 2 go where they point', () => {
    phone({ '/pages': 11 });
    expect(shownTitle()).toBe('Fortress');
    fireEvent.click(screen.getByRole('button', { name: 'To the hall' }));
    expect(shownTitle()).toBe('City Hall');
    fireEvent.click(back()!);
    fireEvent.click(screen.getByRole('button', { name: 'Skip to the pier' }));
    expect(shownTitle()).toBe('Pier');
  });

  it('a "when in range" page has a simulated in-range control that goes to its range next page', () => {
    phone({ '/pages': 13 });
    fireEvent.click(screen.getByRole('button', { name: /in range of the beacon/ }));
    expect(shownTitle()).toBe('City Hall');
  });

  it('a button without a target does nothing', () => {
    phone({ '/pages': 12 });
    const dead = screen.getByRole('button', { name: 'Dead end button' }) as HTMLButtonElement;
    expect(dead.disabled).toBe(true);
  });

  it('opening another page in the editor starts the walk over from that page', () => {
    const p = phone({ '/pages': 11 });
    fireEvent.click(screen.getByRole('button', { name: 'To the hall' }));
    expect(back()).not.toBeNull();
    p.reopen({ '/pages': 13 });
    expect(shownTitle()).toBe('Pier');
    expect(back()).toBeNull();
  });
});
