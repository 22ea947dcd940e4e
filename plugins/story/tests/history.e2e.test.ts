import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import { api } from '../../../tests/support/api.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { tokenOf } from '../../../tests/e2e/shellSupport.ts';

// The History panel in real Chromium against a real server: a story edited three times,
// its first and last revisions compared word by word, an old revision shown in the phone without
// saving, and the first revision restored into the form and the phone.
const NAME = 'History walk';
const TITLE_1 = 'Up to the tower';
const TITLE_4 = 'Up to the old castle tower';
const TEXT_1 = 'From the gate we walk through the great hall and climb the narrow stairs up to the tower, where the whole harbour lies below.';
const TEXT_2 = 'From the gate we walk through the great hall and climb the narrow stairs up to the tower, where the whole fjord lies below.';
const TEXT_4 = 'From the north gate we stroll through the banquet hall and climb the narrow stairs up to the tower, where the whole fjord lies below us.';

describe('history of a story', () => {
  const s = consoleSession({ signInAt: '/story', viewport: { width: 1440, height: 1000 } });
  let server: TestServer;
  let page: Page;
  let storyId = 0;
  beforeAll(() => { ({ server, page } = s); });

  const phone = () => page.getByTestId('phone-emulator');
  const panel = () => page.getByRole('region', { name: 'History', exact: true });
  const row = (n: number) => panel().locator(`[data-revision="${n}"]`);
  const title = () => page.getByRole('textbox', { name: /^Story Title/ });
  const description = () => page.getByRole('textbox', { name: /^Description/ });
  const unsaved = () => page.getByText('Unsaved changes', { exact: true });

  /** Saves and waits for the server's answer and for the form to have taken it (nothing unsaved). */
  async function save(path: RegExp) {
    const answered = page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await answered).status()).toBeLessThan(300);
    await unsaved().waitFor({ state: 'hidden' });
  }

  it('creates a story and edits it three times (the long text and the title)', async () => {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('textbox', { name: /^Story Name/ }).fill(NAME);
    await title().fill(TITLE_1);
    await page.getByRole('textbox', { name: /^Ingress/ }).fill('A short climb with a view.');
    await description().fill(TEXT_1);
    await save(/^\/api\/story$/);
    await page.getByRole('heading', { name: 'Edit Story' }).waitFor();
    storyId = Number(new URL(page.url()).searchParams.get('id'));
    expect(storyId).toBeGreaterThan(0);

    await description().fill(TEXT_2);
    await save(/^\/api\/story\/update\/\d+$/);
    await title().fill(TITLE_4);
    await save(/^\/api\/story\/update\/\d+$/);
    await description().fill(TEXT_4);
    await save(/^\/api\/story\/update\/\d+$/);
  });

  it('lists the revisions with who, what and the fields changed by their form labels', async () => {
    // Closed until asked for: no History panel in the form by default.
    expect(await panel().count()).toBe(0);
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await row(4).waitFor();
    expect(await panel().locator('[data-revision]').evaluateAll((els) => els.map((e) => e.getAttribute('data-revision')))).toEqual(['4', '3', '2', '1']);
    expect(await row(1).innerText()).toContain('Created');
    for (const n of [2, 3, 4]) expect(await row(n).innerText()).toContain('Updated');
    expect(await row(4).innerText()).toContain('Changed: Description');
    expect(await row(3).innerText()).toContain('Changed: Story Title');
    // Who: the demo admin, by name or e-mail.
    expect(await row(4).locator('.hrow__who').innerText()).not.toBe('—');
  });

  it('compares the first and the last revision: removed words struck, added words marked', async () => {
    await panel().getByRole('radio', { name: 'Compare from revision 1' }).check();
    expect(await panel().getByRole('radio', { name: 'Compare to revision 4' }).isChecked()).toBe(true);
    await panel().getByRole('button', { name: 'Compare #1 and #4' }).click();
    const table = panel().getByRole('table');
    await table.waitFor();
    const text = table.locator('tr[data-path="text"]');
    expect(await text.locator('th').innerText()).toBe('Description');
    const removed = await text.locator('del').allInnerTexts();
    const added = await text.locator('ins').allInnerTexts();
    expect(removed.join(' ')).toMatch(/harbour/);
    expect(removed.join(' ')).toMatch(/great/);
    expect(added.join(' ')).toMatch(/fjord/);
    expect(added.join(' ')).toMatch(/north/);
    // Removed words only on the older side, added only on the newer.
    expect(await text.locator('td').nth(0).locator('ins').count()).toBe(0);
    expect(await text.locator('td').nth(1).locator('del').count()).toBe(0);
    const titleRow = table.locator('tr[data-path="title"]');
    expect(await titleRow.locator('th').innerText()).toBe('Story Title');
    expect((await titleRow.locator('ins').allInnerTexts()).join(' ')).toMatch(/old castle/);
    // The numbers are the API's.
    const compared = await (api(server, await tokenOf(page.context()))).get(`/api/story/${storyId}/revisions/compare?from=1&to=4`);
    expect((compared.body.data.changes as { path: string }[]).map((c) => c.path)).toEqual(
      await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-path'))),
    );
    await page.locator('.editor__body').evaluate((el) => { el.scrollTop = 0; });
    await page.screenshot({ path: '.tmp/history-compare.png' });
  });

  it('previews an old revision in the phone, marked not saved, without touching the form', async () => {
    await panel().getByRole('button', { name: 'Preview revision 2 in the phone' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Revision 2 — not saved' });
    await banner.waitFor();
    await expect.poll(() => phone().innerText()).toContain('the whole fjord lies below.');
    expect(await phone().innerText()).toContain(TITLE_1);
    expect(await description().inputValue()).toBe(TEXT_4);
    expect(await title().inputValue()).toBe(TITLE_4);
    await page.screenshot({ path: '.tmp/history-preview.png' });

    await banner.getByRole('button', { name: 'Back to the current version' }).click();
    await banner.waitFor({ state: 'hidden' });
    await expect.poll(() => phone().innerText()).toContain(TITLE_4);
    // Nothing was saved by looking.
    const listed = await (api(server, await tokenOf(page.context()))).get(`/api/story/${storyId}/revisions`);
    expect(listed.body.data.revisions[0].n).toBe(4);
  });

  it('restores the first revision after a confirmation that warns of unsaved edits: form and phone show it', async () => {
    await title().fill('Typed and never saved');
    await panel().getByRole('button', { name: 'Restore revision 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore revision 1?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Your unsaved edits in the form will be lost.');
    await page.screenshot({ path: '.tmp/history-confirm.png' });
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Successfully Restored' }).waitFor();

    await expect.poll(() => description().inputValue()).toBe(TEXT_1);
    expect(await title().inputValue()).toBe(TITLE_1);
    await expect.poll(() => phone().innerText()).toContain('the whole harbour lies below.');
    expect(await phone().innerText()).toContain(TITLE_1);
    expect(await unsaved().count()).toBe(0);
    // The edits the user agreed to lose are not offered back as a kept draft.
    expect(await page.getByRole('button', { name: 'Restore them' }).count()).toBe(0);

    // The list has the restore as its newest revision.
    await row(5).waitFor();
    expect(await row(5).innerText()).toContain('Restored revision 1');
    // The pair picked before (#1 and #4) was for a list that has moved on: the newest two again.
    await panel().getByRole('button', { name: 'Compare #4 and #5' }).waitFor();
    const stored = await (api(server, await tokenOf(page.context()))).get(`/api/story/${storyId}`);
    expect(stored.body.data.items.text).toBe(TEXT_1);
    await page.locator('.editor__body').evaluate((el) => { el.scrollTop = 0; });
    await page.screenshot({ path: '.tmp/history-restored.png' });
    // A laptop-sized window: the panel still fits beside the list and the phone.
    await page.setViewportSize({ width: 1280, height: 800 });
    await panel().getByRole('button', { name: 'Compare #4 and #5' }).click();
    await panel().getByRole('heading', { name: 'Revision 4 → revision 5' }).waitFor();
    expect(await page.locator('.editor__body').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.screenshot({ path: '.tmp/history-narrow.png' });
  });
});
