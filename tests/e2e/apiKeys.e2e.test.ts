import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { kindPaths } from '../../src/core/defineKind.ts';
import { api, storedList } from '../support/api.ts';
import { consoleSession } from '../support/consoleSession.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { labelField } from '../support/sampleDoc.ts';
import type { TestServer } from '../support/startServer.ts';

// Settings → Delivery API keys in real Chromium against the built console and a real server:
// an admin creates a key, reads its secret once from the dialog, the visitors' app (this test, with
// Node's fetch) reads the published items of a kind (the registry's first plain one) with it; after the
// admin revokes it in the UI the same call is 401.
const TIMEOUT = 120_000;
const SHOTS = resolve(import.meta.dirname, '../../.tmp');
const KIND = PLAIN_KIND;
const LABEL = labelField(KIND, plainDoc('x'));
let PUBLISHED = '';
const KEY_NAME = 'Visitors app (e2e)';

/** What the visitors' app does: `GET /delivery/v1/<kind>` with the key as a bearer token. */
async function deliver(server: TestServer, key: string) {
  const res = await fetch(`${server.url}/delivery/v1/${KIND.id}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, headers: res.headers, body: await res.json() as { items?: Record<string, unknown>[]; message?: string } };
}

describe('delivery API keys: created in Settings, working once, refused after revoking', () => {
  const s = consoleSession({
    signInAt: '/settings',
    // One published item (a seeded one) for the app to read.
    async prepare(server) {
      const admin = api(server, await server.login());
      const [seeded] = await storedList<Record<string, unknown> & { id: number }>(admin, KIND.api);
      PUBLISHED = String(seeded[LABEL]);
      const res = await admin.get(`/api${kindPaths.action(KIND.api, 'publish', seeded.id)}`);
      if (res.status !== 200) throw new Error(`publishing the ${KIND.id} answered ${res.status}: ${JSON.stringify(res.body)}`);
    },
  });
  let server: TestServer;
  let page: Page;
  let secret = '';
  beforeAll(() => { ({ server, page } = s); });

  const section = () => page.getByRole('region', { name: 'Delivery API keys' });
  const row = () => section().getByRole('row').filter({ has: page.getByRole('rowheader', { name: KEY_NAME, exact: true }) });

  it('refuses a key without a name next to the field', async () => {
    const form = section().getByRole('form', { name: 'Create key' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Create key' }).click();
    await expect(form.getByRole('alert').innerText()).resolves.toBe('Enter a name for the key.');
    await expect(form.getByLabel('Key name').getAttribute('aria-invalid')).resolves.toBe('true');
  }, TIMEOUT);

  it('creates a key and shows its secret once, with Copy and the warning', async () => {
    const form = section().getByRole('form', { name: 'Create key' });
    await form.getByLabel('Key name').fill(KEY_NAME);
    await form.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: `Key “${KEY_NAME}” created` });
    await dialog.waitFor();
    secret = await dialog.getByLabel('API key').inputValue();
    expect(secret).toMatch(/^tbk_[A-Za-z0-9_-]{40,}$/);
    await dialog.getByRole('button', { name: 'Copy key' }).waitFor();
    await dialog.getByText('This key will not be shown again.', { exact: false }).waitFor();
    await page.screenshot({ path: `${SHOTS}/apikeys-secret.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Listed by its first characters only; the secret is gone from the page.
    await expect(row().getByRole('cell').first().innerText()).resolves.toBe(`${secret.slice(0, 12)}…`);
    await expect(row().getByText('Active', { exact: true }).count()).resolves.toBe(1);
    await expect(page.locator('body').innerText()).resolves.not.toContain(secret);
  }, TIMEOUT);

  it('lets the app read published items with the key', async () => {
    const res = await deliver(server, secret);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items?.map((i) => i[LABEL])).toContain(PUBLISHED);
    // A staff session's token is no key.
    expect((await deliver(server, await server.login())).status).toBe(401);
  }, TIMEOUT);

  it('revokes the key after confirming: the app is refused and the key stays listed as Revoked', async () => {
    // The app's call shows as the key's last use. The server records it without making the app wait,
    // so reload until the list has it (bounded by the poll's timeout).
    await expect.poll(async () => {
      await page.reload();
      await row().waitFor();
      return row().getByRole('cell').nth(2).innerText();
    }, { timeout: 20_000, interval: 500 }).not.toBe('Never');
    await row().getByRole('button', { name: `Revoke ${KEY_NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: `Revoke “${KEY_NAME}”?` });
    await confirm.waitFor();
    await page.screenshot({ path: `${SHOTS}/apikeys-revoke.png` });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row().getByText('Revoked', { exact: true }).waitFor();
    await expect(row().getByRole('button').count()).resolves.toBe(0);

    const res = await deliver(server, secret);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);

    // Still Revoked after a reload: the server's list says so, not only this page.
    await page.reload();
    await row().getByText('Revoked', { exact: true }).waitFor();
    await section().scrollIntoViewIfNeeded();
    await section().screenshot({ path: `${SHOTS}/apikeys-list.png` });
  }, TIMEOUT);
});
