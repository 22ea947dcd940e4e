import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSession } from '../support/consoleSession.ts';
import type { TestServer } from '../support/startServer.ts';
import { openInApp } from './shellSupport.ts';
import { moreTabsButton, moreTabTitles, tabBar } from './tabBarSupport.ts';

// In the built console (dist/) in headless Chromium, the tabs that do not fit go into More.
const TIMEOUT = 180_000;
const SHOTS = resolve(import.meta.dirname, '../../.tmp');

/** SPEC §2's main tabs in the demo client's English titles (its two languages add Translations). */
const ROUTE_TABS = [
  'Info', 'Events', 'Trips', 'Stations', 'Stories', 'Games', 'Web Pages', 'Forms', 'Q&A', 'Fun Facts',
  'Research cards', 'Settings', 'Listings', 'Share', 'Counter', 'Translations',
];

describe('the tab bar fits any width', () => {
  const s = consoleSession({ viewport: { width: 1000, height: 800 }, signInAt: '/info' });
  let server: TestServer;
  let page: Page;
  beforeAll(() => { ({ server, page } = s); });

  const nav = () => tabBar(page);
  const more = () => moreTabsButton(page);
  const strip = () => nav().getByRole('link').allInnerTexts();
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');

  const overflowTitles = () => moreTabTitles(page);

  /** Every tab (and More) inside the nav's box, after the tab bar has settled; returns the current tab's title. */
  async function expectNothingClipped(): Promise<string> {
    await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))));
    const { navBox, boxes, current } = await page.evaluate(() => {
      const el = document.querySelector('nav.tabs')!;
      const box = (e: Element) => { const r = e.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, text: (e as HTMLElement).innerText }; };
      const items = [...el.querySelectorAll(':scope > a, :scope > button')];
      return { navBox: box(el), boxes: items.map(box), current: el.querySelector(':scope > a[aria-current="page"]')?.textContent ?? '' };
    });
    for (const b of boxes) {
      expect(b.left, `${b.text} starts inside the tab bar`).toBeGreaterThanOrEqual(navBox.left - 0.5);
      expect(b.right, `${b.text} ends inside the tab bar`).toBeLessThanOrEqual(navBox.right + 0.5);
      expect(b.bottom - b.top, `${b.text} has height`).toBeGreaterThan(0);
    }
    return current;
  }

  /** Follows a tab from the keyboard: its link in the strip, or More → arrows → Enter. */
  async function openByKeyboard(title: string): Promise<void> {
    const link = nav().getByRole('link', { name: title, exact: true });
    if (await link.count() > 0) {
      await link.focus();
      await page.keyboard.press('Enter');
      return;
    }
    await more().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    // Opened from the keyboard, the menu focuses its first item; ArrowDown walks to the one wanted
    // (Radix moves the focus a moment after the key: wait for it before the next press).
    const items = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
    expect(items, `${title} is in More`).toContain(title);
    await page.waitForFunction((first) => document.activeElement?.textContent === first, items[0]);
    for (const item of items.slice(1, items.indexOf(title) + 1)) {
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction((next) => document.activeElement?.textContent === next, item);
    }
    expect(await focusedText()).toBe(title);
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  }

  it('at 1000 px lists every tab once, in the strip or in More, and nothing is cut', async () => {
    // The sign-in has just loaded Info.
    await openInApp(page, `${server.url}/admin/info`);
    await nav().getByRole('link', { name: 'Info', exact: true }).waitFor();
    expect(await expectNothingClipped()).toBe('Info');
    const shown = await strip();
    // From the keyboard: Tab reaches More, Enter opens it on its first item, Escape closes it, focus back on More.
    await nav().getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^More: /);
    await page.keyboard.press('Enter');
    const overflow = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
    await page.waitForFunction((first) => document.activeElement?.textContent === first, overflow[0]);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((next) => document.activeElement?.textContent === next, overflow[1]);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.waitForFunction(() => /^More: /.test(document.activeElement?.getAttribute('aria-label') ?? ''));
    expect(overflow.length, 'at 1000 px some tabs go into More').toBeGreaterThan(0);
    expect(await more().getAttribute('aria-label')).toBe(`More: ${overflow.length} tabs`);
    const all = [...shown, ...overflow];
    expect(new Set(all).size, `no tab twice: ${JSON.stringify(all)}`).toBe(all.length);
    for (const title of ROUTE_TABS) expect(all, `${title} is reachable`).toContain(title);
  }, TIMEOUT);

  it('reaches every tab from the keyboard, and the tab reached is in the strip and marked', async () => {
    for (const title of ROUTE_TABS) {
      // From a screen that takes no focus of its own (an editor focuses its first field once loaded),
      // opened in the running app as a link does: what is tested is the keyboard, not a load per tab.
      await openInApp(page, `${server.url}/admin/info`);
      await nav().getByRole('link', { name: 'Info', exact: true }).waitFor();
      // The pointer would otherwise rest where the menu opens and move its focus.
      await page.mouse.move(1, 790);
      const before = page.url();
      await openByKeyboard(title);
      if (title !== 'Info') await page.waitForURL((url) => url.href !== before);
      const current = nav().getByRole('link', { name: title, exact: true });
      await current.and(page.locator('[aria-current="page"]')).waitFor();
      expect(await expectNothingClipped(), `${title} is the marked tab, in the strip`).toBe(title);
      expect(await overflowTitles()).not.toContain(title);
    }
  }, TIMEOUT);

  it('gives an overflowed tab the last slot of the strip when it is opened', async () => {
    await page.goto(`${server.url}/admin/info`);
    await nav().getByRole('link', { name: 'Info', exact: true }).waitFor();
    const overflowed = (await overflowTitles()).at(-1)!;
    const lastShown = (await strip()).at(-1)!;
    await more().click();
    await page.getByRole('menuitem', { name: overflowed, exact: true }).click();
    await nav().getByRole('link', { name: overflowed, exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    expect((await strip()).at(-1)).toBe(overflowed);
    expect(await overflowTitles(), 'the tab it displaced went into More').toContain(lastShown);
    expect(await expectNothingClipped()).toBe(overflowed);
  }, TIMEOUT);

  /** The strip is full: the first tab in More would not have fitted beside the others (its width from the page). */
  async function expectStripFull(): Promise<void> {
    const next = (await overflowTitles())[0];
    const { room, need } = await page.evaluate((title) => {
      const el = document.querySelector('nav.tabs')!;
      const style = getComputedStyle(el);
      const items = [...el.querySelectorAll(':scope > a, :scope > button')];
      const end = el.getBoundingClientRect().right - parseFloat(style.paddingRight);
      const tab = [...el.querySelectorAll('[data-measure="tab"]')].find((t) => t.textContent === title)!;
      return { room: end - items.at(-1)!.getBoundingClientRect().right, need: tab.getBoundingClientRect().width + parseFloat(style.columnGap) };
    }, next);
    expect(room, `${next} (${need} px) would not have fitted in the ${room} px left`).toBeLessThan(need);
  }

  it('fits again when the size picker makes the text larger or smaller', async () => {
    await page.goto(`${server.url}/admin/info`);
    await nav().getByRole('link', { name: 'Info', exact: true }).waitFor();
    const moreEnd = async () => (await more().boundingBox())!.x;
    const medium = { shown: (await strip()).length, moreAt: await moreEnd() };
    await expectStripFull();
    for (const size of ['Large', 'Small', 'Medium']) {
      await page.getByRole('button', { name: /^Interface size: / }).click();
      await page.getByRole('menuitemradio', { name: size }).click();
      await page.waitForFunction((s) => document.documentElement.dataset.size === s.toLowerCase(), size);
      // Large: wider tabs push More right (or out a tab); small: the same tabs take less room, or more tabs fit.
      if (size === 'Large') await expect.poll(async () => (await strip()).length < medium.shown || await moreEnd() > medium.moreAt).toBe(true);
      if (size === 'Small') await expect.poll(async () => (await strip()).length > medium.shown || await moreEnd() < medium.moreAt).toBe(true);
      await expectNothingClipped();
      await expectStripFull();
    }
  }, TIMEOUT);

  it('cuts no tab at 1600, 1280, 1000 and 700 px, with an overflowed tab open (screenshots in .tmp)', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [1600, 1280, 1000, 700]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${server.url}/admin/counter`);
      await nav().getByRole('link', { name: 'Counter', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
      expect(await expectNothingClipped(), `at ${width} px`).toBe('Counter');
      if (await more().count() > 0) {
        await more().click();
        await page.getByRole('menu').waitFor();
      }
      await page.screenshot({ path: resolve(SHOTS, `tabbar-${width}.png`) });
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize({ width: 1000, height: 800 });
  }, TIMEOUT);
});
