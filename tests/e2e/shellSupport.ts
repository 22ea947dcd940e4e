import type { BrowserContext, Page } from 'playwright-core';
import type { TestServer } from '../support/startServer.ts';
import { allTabTitles } from './tabBarSupport.ts';

/** Signs in through the real login form and waits until the signed-in target is shown. */
export async function signIn(page: Page, server: TestServer, path = '/web_pages', as = { email: server.adminEmail, password: server.adminPassword }): Promise<void> {
  await page.goto(`${server.url}/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('E-mail').fill(as.email);
  await page.getByLabel('Password').fill(as.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('navigation', { name: 'Content' }).waitFor();
}

/** The console's session token, read from the browser's cookie (what the console sends as Bearer). */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'tb_token');
  if (!cookie) throw new Error('no tb_token cookie: not signed in');
  return decodeURIComponent(cookie.value);
}

/** Every tab of the tab bar by its visible title, in order: the strip's links, then the More menu's. */
export async function tabTitles(page: Page): Promise<string[]> {
  return allTabTitles(page);
}

/** Opens the user-name dropdown and picks an item by its name. */
export async function userMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * Answers the publish question a client with other languages asks while an item is not translated
 * into them: the dialog must name each language (`Español: 3 fields not translated`).
 */
export async function publishDespiteMissingTranslations(page: Page, languages: readonly string[] = ['Español']): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Publish with missing translations?' });
  await dialog.waitFor();
  const listed = await dialog.getByRole('listitem').allInnerTexts();
  const unnamed = languages.filter((l) => !listed.some((item) => item.startsWith(`${l}: `)));
  if (unnamed.length) throw new Error(`the publish question does not name ${unnamed.join(', ')}: ${JSON.stringify(listed)}`);
  await dialog.getByRole('button', { name: 'Publish anyway', exact: true }).click();
}
