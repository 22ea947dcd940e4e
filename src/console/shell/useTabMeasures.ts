import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** What fitTabs needs from the page: each tab's width, the strip's room, the More button's width and the gap. */
export interface TabMeasures {
  widths: number[];
  available: number;
  moreWidth: number;
  gap: number;
}

const px = (v: string) => parseFloat(v) || 0;
const width = (el: Element) => el.getBoundingClientRect().width;

/** Reads the measures off the nav and its hidden measuring row; null when the page has no layout (happy-dom, a hidden nav). */
function read(nav: HTMLElement, row: HTMLElement): TabMeasures | null {
  const style = getComputedStyle(nav);
  const available = width(nav) - px(style.paddingLeft) - px(style.paddingRight) - px(style.borderLeftWidth) - px(style.borderRightWidth);
  if (!(available > 0)) return null;
  const widths = [...row.querySelectorAll('[data-measure="tab"]')].map(width);
  const more = row.querySelector('[data-measure="more"]');
  return { widths, available, moreWidth: more ? width(more) : 0, gap: px(style.columnGap) };
}

const same = (a: TabMeasures | null, b: TabMeasures | null) =>
  a === b || (!!a && !!b && a.available === b.available && a.moreWidth === b.moreWidth && a.gap === b.gap
    && a.widths.length === b.widths.length && a.widths.every((w, i) => w === b.widths[i]));

/**
 * Measures the tab bar for fitTabs and measures again whenever the answer may change: when
 * the nav is resized (window, top bar), when the measuring row is (fonts arriving, the size picker's
 * `data-size`, renamed tabs), and when the tab list changes (`tabsKey`). Only a changed answer
 * re-renders, and the nav's width does not depend on what it shows, so no resize loop.
 */
export function useTabMeasures(nav: RefObject<HTMLElement | null>, row: RefObject<HTMLElement | null>, tabsKey: string): TabMeasures | null {
  const [measures, setMeasures] = useState<TabMeasures | null>(null);
  const measure = useCallback(() => {
    if (!nav.current || !row.current) return;
    const next = read(nav.current, row.current);
    setMeasures((prev) => (same(prev, next) ? prev : next));
  }, [nav, row]);

  // Before paint, so a changed tab list never shows one frame of clipped tabs.
  useLayoutEffect(measure, [measure, tabsKey]);

  useEffect(() => {
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (nav.current) observer?.observe(nav.current);
    if (row.current) observer?.observe(row.current);
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    let live = true;
    void fonts?.ready.then(() => { if (live) measure(); });
    fonts?.addEventListener?.('loadingdone', measure);
    window.addEventListener('resize', measure);
    return () => {
      live = false;
      observer?.disconnect();
      fonts?.removeEventListener?.('loadingdone', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure, nav, row]);

  return measures;
}
