import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { resolveKind } from '../../../src/core/index.ts';
import form from '../index.ts';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import { api, storedList } from '../../../tests/support/api.ts';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { tokenOf } from '../../../tests/e2e/shellSupport.ts';

// Forms (SPEC §2 Forms tab, §7 `/form-sync`) in real Chromium against the built console
// (dist/) and a real server, as the demo company: a form refused for a non-https URL and then saved;
// the forms list reordered with Alt+↓ and kept after a reload. Each `it` continues where the previous
// one left the page.
const TIMEOUT = 90_000;
const F = resolveKind(form).api;

const suffix = Math.random().toString(36).slice(2, 7);
const FORM = { title: `Harbour survey ${suffix}`, ingress: 'Five questions about the harbour walk.', url: `https://example.org/forms/harbour-survey-${suffix}` };
const HTTPS_ONLY = 'Only https:// addresses can be embedded';

interface StoredForm { id: number; title: string; url?: string; ingress?: string; is_show_form?: boolean }

describe('forms', () => {
  const s = consoleSession({ fakeMap: true, permissions: [], signInAt: '/form' });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  const editor = () => page.getByRole('region', { name: /^(New|Edit) Form$/ });
  const save = () => editor().getByRole('button', { name: 'Save', exact: true }).click();
  const saved = () => page.getByRole('status').filter({ hasText: 'Successfully Saved' }).last();
  /** A rule's message beside its field (RJSF's error list items, "⚠ message"). */
  const fieldError = (scope: Locator, msg: string) => scope.getByRole('listitem').filter({ hasText: msg });
  const phone = () => page.getByTestId('phone-emulator');
  const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const list = (name: string) => page.getByRole('listbox', { name, exact: true });
  const option = (listName: string, title: string) => list(listName).getByRole('option', { name: new RegExp(`^${esc(title)}`) });
  /** The titles of a list's rows, top to bottom (the forms list holds few rows: all are in the DOM). */
  const rowTitles = (listName: string) => list(listName).getByRole('option').evaluateAll((els) => els.map((e) => e.querySelector('.row__title')?.textContent ?? ''));
  const client = async () => api(server, await tokenOf(page.context()));
  const forms = async () => storedList<StoredForm>(await client(), F);

  /**
   * Types into a text field and leaves it: the console's text inputs report to the form after a
   * 250 ms pause or on blur.
   */
  async function enter(box: Locator, text: string) {
    await box.fill(text);
    await box.blur();
  }

  async function openNew(item: 'Form') {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: `New ${item}` }).waitFor();
  }

  it('a form with an http:// or malformed URL is refused beside the field and not stored; an https:// URL saves', async () => {
    await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
    await option('Forms', 'Visitor feedback').waitFor();
    await openNew('Form');
    const ed = editor();
    const url = ed.getByRole('textbox', { name: /^Form URL/ });
    await enter(ed.getByRole('textbox', { name: /^Title/ }), FORM.title);
    await enter(ed.getByRole('textbox', { name: 'Ingress', exact: true }), FORM.ingress);
    await ed.getByRole('checkbox', { name: 'Show the form inline in the app' }).check();

    for (const bad of ['http://example.org/x', 'not a url']) {
      await enter(url, bad);
      await save();
      await fieldError(ed, HTTPS_ONLY).first().waitFor();
      expect(await url.getAttribute('aria-invalid')).toBe('true');
      // Still the new form: nothing was saved.
      expect(await page.getByRole('heading', { name: 'New Form' }).count()).toBe(1);
      expect(await saved().count()).toBe(0);
      expect((await forms()).find((f) => f.title === FORM.title), `nothing stored for ${bad}`).toBeUndefined();
    }

    await enter(url, FORM.url);
    await save();
    await saved().waitFor();
    await page.getByRole('heading', { name: 'Edit Form' }).waitFor();
    expect(await fieldError(ed, HTTPS_ONLY).count()).toBe(0);
    expect((await forms()).find((f) => f.title === FORM.title)).toMatchObject({ url: FORM.url, ingress: FORM.ingress, is_show_form: true });
    await option('Forms', FORM.title).waitFor();
    await phone().getByText(FORM.title).first().waitFor();
  }, TIMEOUT);

  it('Alt+↓ on the selected form moves it down, says so, saves the order with POST /form-sync, and the order stays after a reload', async () => {
    const before = await rowTitles('Forms');
    expect(before).toContain(FORM.title);
    expect(before.length).toBeGreaterThanOrEqual(3);
    // The first row moves down one place.
    const first = before[0];
    const expected = [before[1], first, ...before.slice(2)];
    await option('Forms', first).click();
    await expect.poll(() => editor().getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(first);
    expect(await option('Forms', first).getAttribute('aria-selected')).toBe('true');

    const synced = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/${F.entity}-sync`);
    // The listbox handles the keys (the row's editor may have taken focus meanwhile).
    await list('Forms').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await page.getByRole('status').filter({ hasText: `Moved “${first}” to position 2 of ${before.length}.` }).waitFor();
    await expect.poll(() => rowTitles('Forms')).toEqual(expected);
    const answer = await synced;
    expect(answer.status()).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}').ids).toHaveLength(before.length);

    // The server keeps it: the API lists the new order, and so does the page after a reload.
    await expect.poll(async () => (await forms()).map((f) => f.title)).toEqual(expected);
    await page.reload();
    await option('Forms', first).waitFor();
    await expect.poll(() => rowTitles('Forms')).toEqual(expected);
  }, TIMEOUT);
});
