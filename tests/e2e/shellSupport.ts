import type { BrowserContext, Page } from 'playwright-core';
import type { TestServer } from '../support/startServer.ts';

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

/** The tab links of the tab bar, as their visible titles. */
export async function tabTitles(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: /.+/ }).first().getByRole('link').allInnerTexts();
}

/** Opens the user-name dropdown and picks an item by its name. */
export async function userMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}
