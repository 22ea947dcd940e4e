import type { Page } from 'playwright-core';

// The tab bar puts the tabs that do not fit into a More menu: at 1280 px a tab is not
// always a link in the strip. These helpers reach a tab wherever it is.

/** The tab bar (`<nav aria-label="Content">` in English; found by its class, so in any UI language). */
export const tabBar = (page: Page) => page.locator('nav.tabs');

/** The tab bar's More button ("More: 5 tabs" in English); absent while every tab fits. */
export const moreTabsButton = (page: Page) => tabBar(page).locator('button.tabs__more');

/** The titles in the More menu (opened with a click, closed with Escape); [] when there is no More. */
export async function moreTabTitles(page: Page): Promise<string[]> {
  if (await moreTabsButton(page).count() === 0) return [];
  await moreTabsButton(page).click();
  const titles = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return titles;
}

/** Every tab's title, in order: the strip's links, then More's items. */
export async function allTabTitles(page: Page): Promise<string[]> {
  return [...await tabBar(page).getByRole('link').allInnerTexts(), ...await moreTabTitles(page)];
}

/** Opens a tab by its title: its link in the strip, or its item in More. */
export async function openTab(page: Page, title: string): Promise<void> {
  const link = tabBar(page).getByRole('link', { name: title, exact: true });
  if (await link.count() > 0) return link.click();
  await moreTabsButton(page).click();
  await page.getByRole('menu').getByRole('menuitem', { name: title, exact: true }).click();
  await page.getByRole('menu').waitFor({ state: 'detached' });
}
