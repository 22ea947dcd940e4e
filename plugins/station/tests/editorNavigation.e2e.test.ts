import { beforeAll, describe, expect, it } from 'vitest';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import type { Page } from 'playwright-core';
import { api } from '../../../tests/support/api.ts';

// Moving around the generic editor: Tab steps through the station list (SPEC §2), and the
// browser's Back button asks before it leaves a dirty form. Each `it` continues where the previous one left the page.
const TIMEOUT = 120_000;
const STOPS = ['Tab stop Alpha', 'Tab stop Bravo', 'Tab stop Charlie'];

describe('editor navigation', () => {
  const s = consoleSession({
    signInAt: '/station',
    async prepare(server) {
      const rest = api(server, await server.login());
      for (const title of STOPS) {
        const res = await rest.post('/api/station', { title });
        if (res.status !== 201) throw new Error(`creating station ${title}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    },
  });
  let page: Page;
  beforeAll(() => { ({ page } = s); });

  const options = () => page.getByRole('option');
  const selected = () => page.locator('[role="option"][aria-selected="true"]');
  const stationTitle = () => page.getByRole('textbox', { name: /^Station Title/ });
  const showsTitle = (title: string) => stationTitle().and(page.locator(`[value="${title}"]`)).waitFor();
  /** The browser's Back button: a browser-side history step that (unlike page.goBack) does not wait for a load the page may cancel. */
  const pressBack = async () => {
    const cdp = await page.context().newCDPSession(page);
    const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
    await cdp.send('Page.navigateToHistoryEntry', { entryId: entries[currentIndex - 1].id });
    await cdp.detach();
  };

  it('Tab and Shift+Tab move the selection through the station list, and the form follows', async () => {
    await options().filter({ hasText: STOPS[0] }).waitFor();
    const order = (await options().allTextContents()).map((text) => STOPS.find((s) => text.includes(s))).filter((s): s is string => !!s);
    expect(order).toHaveLength(3);
    const at = async (i: number) => {
      const all = await options().allTextContents();
      return all.findIndex((text) => text.includes(order[i]));
    };
    const first = await at(0);
    await options().nth(first).click();
    await showsTitle(order[0]);

    // The next option in the list, whichever station it is.
    const next = (await options().allTextContents())[first + 1];
    await page.keyboard.press('Tab');
    await selected().filter({ hasText: next }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('listbox');
    const nextTitle = STOPS.find((s) => next.includes(s));
    if (nextTitle) await showsTitle(nextTitle);

    await page.keyboard.press('Shift+Tab');
    await selected().filter({ hasText: order[0] }).waitFor();
    await showsTitle(order[0]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('listbox');
  }, TIMEOUT);

  it('asks before the Back button leaves a dirty form; Keep editing stays, Discard goes back', async () => {
    // An in-app history entry to go back to: the Web Pages tab, then back to stations by link.
    await page.getByRole('link', { name: 'Web Pages' }).click();
    await page.waitForURL(/\/admin\/web_pages/);
    await page.goBack();
    await page.waitForURL(/\/admin\/station/);
    await page.goForward();
    await page.waitForURL(/\/admin\/web_pages/);
    await page.getByRole('option').first().click();
    const title = page.getByRole('textbox', { name: /^Title/ });
    await title.fill('Edited, not saved');

    const ask = page.getByRole('dialog', { name: /Discard unsaved changes/ });
    await pressBack();
    await ask.waitFor();
    expect(page.url()).toMatch(/\/admin\/web_pages/);
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    expect(await title.inputValue()).toBe('Edited, not saved');
    expect(page.url()).toMatch(/\/admin\/web_pages/);

    await pressBack();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL(/\/admin\/station/);
    await options().filter({ hasText: STOPS[0] }).waitFor();
  }, TIMEOUT);
});
