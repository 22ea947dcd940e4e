import { beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSession } from '../support/consoleSession.ts';
import { writeFileSync } from 'node:fs';

describe('explore', () => {
  const s = consoleSession({ permissions: [], signInAt: '/qa' });
  let page: Page;
  beforeAll(() => { ({ page } = s); });
  it('dumps', async () => {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'New Question' }).waitFor();
    const ed = page.getByRole('region', { name: 'New Question' });
    await ed.getByRole('textbox', { name: /^Question/ }).fill('Which bridge?');
    const opts = ed.getByRole('group', { name: 'Options' });
    await opts.getByRole('button', { name: 'Add', exact: true }).click();
    await opts.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForTimeout(1000);
    writeFileSync('.tmp/explore1.txt', await page.locator('main').ariaSnapshot());
    await page.getByRole('listbox', { name: 'Q&A' }).getByRole('option').first().click();
    await page.waitForTimeout(1500);
    writeFileSync('.tmp/explore2.txt', await page.locator('main').ariaSnapshot());
    await page.goto(page.url().replace(/\/qa.*/, '/game'));
    await page.getByRole('listbox', { name: 'Games' }).getByRole('option').first().click();
    await page.waitForTimeout(1500);
    writeFileSync('.tmp/explore3.txt', await page.locator('main').ariaSnapshot());
  }, 120_000);
});
