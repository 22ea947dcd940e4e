import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../support/api.ts';
import { consoleSession } from '../support/consoleSession.ts';
import type { TestServer } from '../support/startServer.ts';

// The built console against the real server in headless Chromium: the set-password page a new user's link opens.
const TIMEOUT = 120_000;

/** The text of what describes a field (aria-describedby), and whether it sits in the field's own box. */
async function describedBy(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).evaluate((input) => {
    const parts = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean).map((id) => document.getElementById(id));
    return {
      texts: parts.map((el) => el?.textContent ?? ''),
      besideField: parts.filter((el) => el?.getAttribute('role') === 'alert').every((el) => el?.parentElement === input.parentElement),
      invalid: input.getAttribute('aria-invalid'),
    };
  });
}

describe('console: the password rule on the set-password page', () => {
  const s = consoleSession();
  let server: TestServer;
  beforeAll(() => { ({ server } = s); });

  it('says next to the password field why a common password is refused, then takes a strong one', async () => {
    const admin = api(server, await server.login());
    const created = await admin.post('/api/users', { email: 'newcomer@demo.test', name: 'Nina Newcomer' });
    expect(created.status).toBe(201);
    const { page } = s;
    await page.goto(`${server.url}${created.body.data.set_password_url}`);
    await page.getByText('For newcomer@demo.test').waitFor();

    for (const label of ['New password', 'Repeat the password']) await page.getByLabel(label, { exact: true }).fill('Password12');
    await page.getByRole('button', { name: 'Set password' }).click();
    const message = 'This password is one of the most commonly used passwords, the first ones tried by anyone guessing. Choose another.';
    await page.locator('form').getByRole('alert').filter({ hasText: message }).waitFor();
    const field = await describedBy(page, 'New password');
    expect(field.texts[0]).toBe(message);
    expect(field.besideField).toBe(true);
    expect(field.invalid).toBe('true');

    for (const label of ['New password', 'Repeat the password']) await page.getByLabel(label, { exact: true }).fill('Harbour-lantern-81');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText(/Your password is set/).waitFor();
    expect((await api(server).post('/api/login', { email: 'newcomer@demo.test', password: 'Harbour-lantern-81' })).status).toBe(200);
  }, TIMEOUT);
});
