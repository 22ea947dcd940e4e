// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSettings } from './settingsPage.testUtil.tsx';

afterEach(cleanup);

/** The account card's rows as label → value. */
const account = () => {
  const card = screen.getByRole('region', { name: 'Your account' });
  const terms = within(card).getAllByRole('term').map((d) => d.textContent);
  const values = within(card).getAllByRole('definition').map((d) => d.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
};

describe('Settings shows only what the role may change', () => {
  it('shows a translator their account with role and limits, and none of the client’s settings', async () => {
    const { calls } = renderSettings({ grant: { role: 'translator', kinds: ['tk_tour'], languages: ['es'] } });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(account()).toEqual({
      Name: 'translator',
      'E-mail': 'translator@example.com',
      Role: 'Translator · translates the texts of items into your languages; the base language stays as it is.',
      'What you may change': 'Tours',
      'Languages you translate': 'Español',
    });
    expect(screen.getByText(/An admin changes the rest/)).toBeTruthy();
    for (const name of ['Colours', 'Tabs', 'Languages', 'Sharing', 'Users', 'API keys']) {
      expect(screen.queryByRole('heading', { level: 2, name })).toBeNull();
    }
    // Nothing an admin-only call would refuse is asked for.
    expect(calls.map((c) => c.path)).not.toContain('/users');
    expect(calls.map((c) => c.path)).not.toContain('/settings/api-keys');
  });

  it('shows a viewer their role without limits, and an admin every section without the account card', async () => {
    renderSettings({ grant: { role: 'viewer' } });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(account()).toEqual({ Name: 'viewer', 'E-mail': 'viewer@example.com', Role: 'Viewer · reads every screen but changes nothing.' });
    cleanup();
    renderSettings({ grant: { role: 'admin' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Colours' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your account' })).toBeNull();
  });
});
