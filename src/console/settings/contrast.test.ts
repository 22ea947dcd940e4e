import { describe, expect, it } from 'vitest';
import { checkContrast, contrastRatio, detailTextColour, formatRatio, LIST_ITEM_TEXT_COLOURS, relativeLuminance } from './contrast.ts';

describe('WCAG contrast', () => {
  it('gives the known ratios: black on white is 21, a colour on itself is 1', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3a7bd5', '#3a7bd5')).toBe(1);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
  });

  it('fails #777777 on white just under AA (≈ 4.48) and shows it as 4.4, never a passing 4.5', () => {
    const ratio = contrastRatio('#777777', '#ffffff');
    expect(ratio).toBeCloseTo(4.48, 2);
    expect(checkContrast('#ffffff', ['#777777'])).toEqual({ ratio, passes: false });
    expect(formatRatio(ratio)).toBe('4.4');
    expect(checkContrast('#ffffff', ['#767676'])?.passes).toBe(true);
  });

  it('judges the worst text of a list item (the grey ingress) and the header text the emulator picks', () => {
    expect(checkContrast('#ffffff', LIST_ITEM_TEXT_COLOURS)?.passes).toBe(true);
    // Light grey: the dark title still reads, the grey ingress does not.
    const grey = checkContrast('#aaaaaa', LIST_ITEM_TEXT_COLOURS)!;
    expect(grey.passes).toBe(false);
    expect(grey.ratio).toBeCloseTo(contrastRatio('#aaaaaa', '#5b6472'), 5);
    // Dark header → white text, enough; a mid grey is poor whichever text is picked.
    expect(detailTextColour('#1f3a5f')).toBe('#ffffff');
    expect(checkContrast('#1f3a5f', [detailTextColour('#1f3a5f')])?.passes).toBe(true);
    expect(checkContrast('#777777', [detailTextColour('#777777')])?.passes).toBe(false);
  });

  it('checks nothing while the colour is half typed', () => {
    expect(checkContrast('#12', ['#000000'])).toBeUndefined();
  });
});
