/** Which tabs the strip shows and which go into the More menu, as tab indices in their original order. */
export interface TabFit {
  visible: number[];
  overflow: number[];
}

/** Sum of the widths at these indices plus one gap between each neighbouring pair. */
function rowWidth(widths: readonly number[], indices: readonly number[], gap: number): number {
  if (indices.length === 0) return 0;
  return indices.reduce((sum, i) => sum + widths[i], 0) + gap * (indices.length - 1);
}

/**
 * Splits the tab bar into what fits and what goes into More, kept free of the DOM so it
 * can be tested without layout: every tab when all fit; otherwise the longest leading run of tabs
 * that fits beside the More button, and the active tab (when it would have overflowed) takes the
 * last visible slot, displacing as many tabs as its width needs. The active tab stays visible even
 * when it alone is wider than the room. `gap` is the space between neighbouring items (CSS `gap`).
 */
export function fitTabs(widths: readonly number[], available: number, moreWidth: number, activeIndex: number, gap = 0): TabFit {
  const all = widths.map((_, i) => i);
  if (rowWidth(widths, all, gap) <= available) return { visible: all, overflow: [] };

  // With More at the end of the strip, the tabs get the room less the button and its gap.
  const budget = available - moreWidth - gap;
  const active = activeIndex >= 0 && activeIndex < widths.length ? activeIndex : -1;
  const lead: number[] = [];
  const fits = (extra: number[]) => rowWidth(widths, [...lead, ...extra], gap) <= budget;
  for (const i of all) {
    if (!fits([i])) break;
    lead.push(i);
  }
  if (active >= 0 && !lead.includes(active)) {
    while (lead.length > 0 && !fits([active])) lead.pop();
    lead.push(active);
  }
  const shown = new Set(lead);
  return { visible: lead, overflow: all.filter((i) => !shown.has(i)) };
}
