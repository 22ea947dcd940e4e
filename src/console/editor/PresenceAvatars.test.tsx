// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlProvider } from '../i18n/IntlContext.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import { LiveProvider } from '../live/LiveContext.tsx';
import type { PresenceUser } from '../live/createLiveClient.ts';
import { PresenceAvatars } from './PresenceAvatars.tsx';

afterEach(cleanup);

// The stream as the browser's EventSource would deliver it: the test plays the server.
const sources: FakeSource[] = [];
class FakeSource {
  listeners = new Map<string, (e: MessageEvent) => void>();
  constructor() { sources.push(this); }
  addEventListener(type: string, l: (e: MessageEvent) => void) { this.listeners.set(type, l); }
  close() {}
  emit(type: string, data: unknown) { act(() => this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent)); }
}

const user = (id: number, name: string, editing = false): PresenceUser => ({ id, name, editing });

function renderAvatars(language: 'en' | 'es' = 'en') {
  render(
    <IntlProvider intl={createConsoleIntl(language)}>
      <LiveProvider EventSource={FakeSource}><PresenceAvatars kind="station" id={7} /></LiveProvider>
    </IntlProvider>,
  );
  return sources[sources.length - 1];
}

describe('PresenceAvatars', () => {
  it('names each other user for screen readers, marks who is editing, folds past four into "+N" that names the rest', () => {
    const stream = renderAvatars();
    expect(screen.queryByRole('list')).toBeNull();
    stream.emit('presence', { kind: 'station', id: 7, users: [user(1, 'Ana Ruiz', true), user(2, 'Bo Li')] });
    const list = screen.getByRole('list', { name: 'Others with this open' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ARAna Ruiz — editing', 'BLBo Li']);

    stream.emit('presence', { kind: 'station', id: 7, users: [user(1, 'Ana Ruiz'), user(2, 'Bo Li'), user(3, 'Cy'), user(4, 'Di Do'), user(5, 'Ed Eh', true), user(6, 'Fa Fi')] });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[3].textContent).toBe('+33 more: Di Do, Ed Eh — editing, Fa Fi');
    // Another item's presence is not this one's; nobody left: no list at all.
    stream.emit('presence', { kind: 'station', id: 8, users: [user(9, 'Zed')] });
    expect(screen.queryByText(/Zed/)).toBeNull();
    stream.emit('presence', { kind: 'station', id: 7, users: [] });
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('speaks Spanish', () => {
    const stream = renderAvatars('es');
    stream.emit('presence', { kind: 'station', id: 7, users: [user(1, 'Ana Ruiz', true)] });
    expect(screen.getByRole('list', { name: 'Otras personas con esto abierto' }).textContent).toBe('ARAna Ruiz — editando');
  });
});
