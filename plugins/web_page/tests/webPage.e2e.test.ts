import { beforeAll, describe, expect, it } from 'vitest';
import { consoleSession } from '../../../tests/support/consoleSession.ts';
import type { Page } from 'playwright-core';
import type { TestServer } from '../../../tests/support/startServer.ts';
import { chooseMoreAction, publishDespiteMissingTranslations } from '../../../tests/e2e/shellSupport.ts';

// The real console (dist/, built by `npm test`) against the real server in a real headless Chromium.
const TIMEOUT = 120_000;

describe('web pages in the console', () => {
  const s = consoleSession({ viewport: { width: 1280, height: 800 } });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  const toast = (text: string) => page.getByRole('status').filter({ hasText: text });
  const row = (title: string) => page.getByRole('option').filter({ hasText: title });
  // Form inputs by their visible label (the label ends with the required star).
  const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  const editorBadge = () => page.locator('.editor__header .badge');

  it('sends a signed-out visitor to the login page and back after signing in', async () => {
    await page.goto(`${server.url}/admin/web_pages`);
    await page.waitForURL(/\/admin\/login\?redirect=%2Fweb_pages$/);
    await expect(page.getByRole('heading', { name: 'Sign in' }).isVisible()).resolves.toBe(true);

    // The e-mail is trimmed before it is sent.
    await page.getByLabel('E-mail').fill(`  ${server.adminEmail}  `);
    await page.getByLabel('Password').fill(server.adminPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.waitForURL(/\/admin\/web_pages$/);
    await page.getByRole('link', { name: 'Web Pages' }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.getByRole('option').first().waitFor();
  }, TIMEOUT);

  it('shows the required-field message for an empty title', async () => {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'New Web page' }).waitFor();
    await field('URL').fill('https://example.org/somewhere');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Title is required').waitFor();
  }, TIMEOUT);

  it('creates, edits, publishes, archives and restores a web page', async () => {
    await field('Title').fill('Ferry timetable');
    await field('URL').fill('https://example.org/ferry');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Successfully Saved').waitFor();
    // Saving a new item switches to edit mode on the returned id.
    await page.getByRole('heading', { name: 'Edit Web page' }).waitFor();
    await page.waitForURL(/[?&]id=\d+/);
    await row('Ferry timetable').getByText('Draft', { exact: true }).waitFor();

    await field('Title').fill('Ferry timetable 2026');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Successfully Updated').waitFor();
    await row('Ferry timetable 2026').waitFor();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await publishDespiteMissingTranslations(page);
    await toast('Successfully Published').waitFor();
    await row('Ferry timetable 2026').getByText('Published', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);

    await chooseMoreAction(page, 'Archive');
    await toast('Successfully Archived').waitFor();
    await editorBadge().filter({ hasText: /^Archived$/ }).waitFor();
    // Archived items leave the list until "Show archived" is on.
    await row('Ferry timetable 2026').waitFor({ state: 'detached' });
    await page.getByText('Show archived').click();
    await row('Ferry timetable 2026').getByText('Archived', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await toast('Successfully Restored').waitFor();
    // Restored, it is a draft again: visitors do not see it until it is published.
    await row('Ferry timetable 2026').getByText('Draft', { exact: true }).waitFor();
    await editorBadge().filter({ hasText: /^Draft$/ }).waitFor();
  }, TIMEOUT);

  it('filters the list by title and moves the selection with the arrow keys', async () => {
    const selected = page.locator('[role="option"][aria-selected="true"]');
    await page.getByRole('searchbox', { name: 'Search by title' }).fill('ferry');
    await expect(page.getByRole('option').count()).resolves.toBe(1);
    await page.getByRole('searchbox', { name: 'Search by title' }).fill('');
    await row('Opening hours').click();
    await selected.filter({ hasText: 'Opening hours' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await selected.filter({ hasText: 'Tickets and prices' }).waitFor();
    await field('Title').and(page.locator('[value="Tickets and prices"]')).waitFor();
    await page.keyboard.press('ArrowUp');
    await selected.filter({ hasText: 'Opening hours' }).waitFor();
    await row('Ferry timetable 2026').click();
    await page.getByRole('heading', { name: 'Edit Web page' }).waitFor();
  }, TIMEOUT);

  it('keeps the item and its state across a reload and a server restart', async () => {
    const check = async () => {
      await row('Ferry timetable 2026').getByText('Draft', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Edit Web page' }).waitFor();
      expect(await field('Title').inputValue()).toBe('Ferry timetable 2026');
      expect(await field('URL').inputValue()).toBe('https://example.org/ferry');
    };
    await page.reload();
    await check();

    await server.restart();
    await page.reload();
    await check();
  }, TIMEOUT);
});
