import { describe, expect, it } from 'vitest';
import { fitTabs } from './fitTabs.ts';

const five = [100, 100, 100, 100, 100];

describe('fitTabs: which tabs the strip shows and which go into More', () => {
  it('shows every tab, and no More, when they all fit', () => {
    expect(fitTabs(five, 500, 60, 0)).toEqual({ visible: [0, 1, 2, 3, 4], overflow: [] });
    expect(fitTabs(five, 2000, 60, -1)).toEqual({ visible: [0, 1, 2, 3, 4], overflow: [] });
  });

  it('counts the gaps between tabs, but not after the last one', () => {
    expect(fitTabs(five, 540, 60, 0, 10)).toEqual({ visible: [0, 1, 2, 3, 4], overflow: [] });
    expect(fitTabs(five, 539, 60, 0, 10).overflow).not.toEqual([]);
  });

  it('keeps room for the More button when one tab does not fit', () => {
    // 499 px: all five need 500, so More (60) joins and four tabs fit in the 439 px left.
    expect(fitTabs(five, 499, 60, 0)).toEqual({ visible: [0, 1, 2, 3], overflow: [4] });
    expect(fitTabs(five, 459, 60, 0)).toEqual({ visible: [0, 1, 2], overflow: [3, 4] });
  });

  it('keeps room for the gap before the More button', () => {
    // Four tabs and three gaps are 430; More needs its own gap (10) and width (60): 500 in all.
    expect(fitTabs(five, 500, 60, 0, 10)).toEqual({ visible: [0, 1, 2, 3], overflow: [4] });
    expect(fitTabs(five, 499, 60, 0, 10)).toEqual({ visible: [0, 1, 2], overflow: [3, 4] });
  });

  it('keeps the tabs in their order: a short tab after a long one that overflows still goes into More', () => {
    expect(fitTabs([100, 300, 20, 20], 300, 50, 0)).toEqual({ visible: [0], overflow: [1, 2, 3] });
  });

  it('leaves an active tab that fits where it is', () => {
    expect(fitTabs(five, 460, 60, 2)).toEqual({ visible: [0, 1, 2, 3], overflow: [4] });
  });

  it('gives an overflowing active tab the last visible slot, and the tab it displaces goes into More', () => {
    expect(fitTabs(five, 460, 60, 4)).toEqual({ visible: [0, 1, 2, 4], overflow: [3] });
  });

  it('displaces as many tabs as a wide active tab needs', () => {
    // Room for 400 beside More: the 250-wide active tab leaves 150, one tab.
    expect(fitTabs([100, 100, 100, 100, 250], 460, 60, 4)).toEqual({ visible: [0, 4], overflow: [1, 2, 3] });
  });

  it('does not displace anything when the active tab fits beside the leading run', () => {
    expect(fitTabs([100, 100, 300, 10], 270, 50, 3)).toEqual({ visible: [0, 1, 3], overflow: [2] });
  });

  it('shows the active tab alone when it is wider than the room', () => {
    expect(fitTabs(five.concat(900), 460, 60, 5)).toEqual({ visible: [5], overflow: [0, 1, 2, 3, 4] });
  });

  it('puts every tab into More when not even one fits beside it and none is active', () => {
    expect(fitTabs(five, 120, 60, -1)).toEqual({ visible: [], overflow: [0, 1, 2, 3, 4] });
  });

  it('ignores an active index outside the list (a screen that is no tab)', () => {
    expect(fitTabs(five, 460, 60, 9)).toEqual({ visible: [0, 1, 2, 3], overflow: [4] });
    expect(fitTabs(five, 460, 60, -1)).toEqual({ visible: [0, 1, 2, 3], overflow: [4] });
  });

  it('has nothing to split for no tabs', () => {
    expect(fitTabs([], 0, 60, -1)).toEqual({ visible: [], overflow: [] });
  });

  it('lists every tab exactly once, visible or in More, for any room and any active tab', () => {
    const widths = [64, 80, 72, 90, 71, 66, 95, 60, 50, 82, 120, 75, 70, 60, 77, 104];
    for (let available = 0; available <= 1400; available += 7) {
      for (let active = -1; active < widths.length; active++) {
        const { visible, overflow } = fitTabs(widths, available, 70, active, 4);
        expect([...visible, ...overflow].sort((a, b) => a - b)).toEqual(widths.map((_, i) => i));
        expect(visible).toEqual([...visible].sort((a, b) => a - b));
        if (active >= 0) expect(visible).toContain(active);
        // What is shown fits, unless it is the active tab alone.
        const used = visible.reduce((s, i) => s + widths[i], 0) + 4 * Math.max(0, visible.length - 1) + (overflow.length ? 74 : 0);
        if (visible.length > 1 || (visible.length === 1 && visible[0] !== active)) expect(used).toBeLessThanOrEqual(available);
      }
    }
  });
});
