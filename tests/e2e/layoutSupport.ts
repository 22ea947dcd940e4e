import type { BrowserContext, Page } from 'playwright-core';

/** Collects the page's layout shifts from its first paint (call before the page loads). */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!e.hadRecentInput) w.__shifts.push(e.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The cumulative layout shift so far (the sum of the shifts no input caused), as Lighthouse counts it for a load. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
}

/**
 * Scrolls the editor so that the centre of `target` lies under the Save bar, and says what a click
 * there would hit: 'bar' when the Save bar is on top, else the class of what covers it.
 */
export function whatCoversUnderSaveBar(page: Page, target: string): Promise<string> {
  return page.evaluate((selector) => {
    const body = document.querySelector<HTMLElement>('.editor__body')!;
    const bar = document.querySelector<HTMLElement>('.form-footer')!;
    const el = document.querySelector<HTMLElement>(selector)!;
    const centre = (r: DOMRect) => r.top + r.height / 2;
    body.scrollTop += centre(el.getBoundingClientRect()) - centre(bar.getBoundingClientRect());
    const r = el.getBoundingClientRect();
    const barRect = bar.getBoundingClientRect();
    if (centre(r) < barRect.top || centre(r) > barRect.bottom) return `not under the bar (${centre(r)} vs ${barRect.top}–${barRect.bottom})`;
    const hit = document.elementFromPoint(r.left + r.width / 2, centre(r));
    return hit?.closest('.form-footer') ? 'bar' : `${hit?.tagName}.${hit?.getAttribute('class')}`;
  }, target);
}

/** Whether an element shows its whole content (no ellipsis, nothing cut): its scroll width fits its box. */
export function fitsItsBox(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
}

/** The pixels between each visible checkbox or radio and the text beside it (its label's first text). */
export function choiceGaps(page: Page): Promise<{ text: string; gap: number }[]> {
  return page.evaluate(() => {
    const out: { text: string; gap: number }[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
      const box = input.getBoundingClientRect();
      // Visually hidden inputs (switches, segmented buttons) draw their own control.
      if (box.width < 8 || getComputedStyle(input).opacity === '0' || !input.checkVisibility()) continue;
      const label = input.labels?.[0];
      // A visually hidden label (a table's checkbox column) puts no text beside the box.
      if (!label || label.getBoundingClientRect().width <= 1) continue;
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.left >= box.left) out.push({ text: node.textContent.trim(), gap: Math.round(text.left - box.right) });
        break;
      }
    }
    return out;
  });
}

/**
 * Scrolls the editor so that `input` sits just above the Save bar, as a field low on the screen does
 * (the bar's top minus `gap` px).
 */
export function putAboveSaveBar(page: Page, input: string, gap = 8): Promise<void> {
  return page.evaluate(([selector, px]) => {
    const body = document.querySelector<HTMLElement>('.editor__body')!;
    const bar = document.querySelector<HTMLElement>('.form-footer')!;
    const el = document.querySelector<HTMLElement>(selector as string)!;
    body.scrollTop += el.getBoundingClientRect().bottom - (bar.getBoundingClientRect().top - (px as number));
  }, [input, gap] as const);
}

/**
 * The options of an open popup list a user cannot see or click: each option whose centre lies outside
 * the viewport or under something else (a sticky bar, the clip of a scrolling box). Empty when all show.
 */
export function hiddenOptions(page: Page, list: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const box = document.querySelector<HTMLElement>(selector)!;
    const out: string[] = [];
    for (const option of box.querySelectorAll<HTMLElement>('[role="option"]')) {
      const r = option.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      // Options the list itself scrolls out of view are reachable by scrolling it: only its shown part counts.
      const shown = box.getBoundingClientRect();
      if (y < shown.top || y > shown.bottom) continue;
      const hit = y >= 0 && y <= innerHeight && x >= 0 && x <= innerWidth ? document.elementFromPoint(x, y) : null;
      if (!hit || !option.contains(hit)) out.push(`${option.textContent?.trim().slice(0, 30)} at ${Math.round(y)}: ${hit ? `${hit.tagName}.${hit.getAttribute('class')}` : 'off screen'}`);
    }
    return out;
  }, list);
}

/**
 * What a reader of the tables and list headers inside `root` cannot read whole: each header or cell
 * whose text runs past its box (cut, or run into its neighbour), and each scrolling box that hides
 * columns sideways. Empty when everything fits or wraps.
 */
export function cutInTables(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = [];
    for (const scope of document.querySelectorAll<HTMLElement>(selector)) {
      for (const cell of scope.querySelectorAll<HTMLElement>('th, td, .hlist__head > span, .ov-recent__when, .ov-recent__who')) {
        // Headers left to assistive technology (a phone's stacked table) are in a 1 px box on purpose.
        if (!cell.checkVisibility() || !cell.textContent?.trim() || cell.getBoundingClientRect().width <= 1) continue;
        if (cell.closest('thead')?.getBoundingClientRect().width === 1) continue;
        if (cell.scrollWidth > cell.clientWidth + 1) out.push(`cut: ${cell.innerText.trim()}`);
      }
      for (const box of scope.querySelectorAll<HTMLElement>('.ov-scroll, .settings-table__scroll')) {
        if (box.scrollWidth > box.clientWidth + 1) out.push(`scrolls sideways: ${box.querySelector('th')?.textContent?.trim()} (${box.scrollWidth} > ${box.clientWidth})`);
      }
    }
    return out;
  }, root);
}
