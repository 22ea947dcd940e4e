import { describe, expect, it } from 'vitest';
import { isValidCrop, parseAspect } from '../../core/pictures.ts';
import { focusAt, movedFocus } from './movedFocus.ts';
import { savedCrop } from './savedCrop.ts';

const wide = parseAspect('16:9')!;
const square = parseAspect('1:1')!;
const banner = parseAspect('2:1')!;

describe('savedCrop: what the crop dialog stores', () => {
  it('rounds the cropper\'s fractional pixels to whole ones of exactly the aspect, where the cropper put them', () => {
    const crop = savedCrop({ x: 612.4, y: 300.6, width: 2400.3, height: 1350.2 }, 4000, 3000, wide);
    expect(crop).toEqual({ x: 612, y: 301, width: 2400, height: 1350 });
    expect(isValidCrop(crop, 4000, 3000, wide)).toBe(true);
  });

  it('pulls a crop a hair outside the picture back inside, keeping its aspect', () => {
    for (const [area, aspect] of [
      [{ x: -0.7, y: 1500.4, width: 4000.6, height: 1500.5 }, banner],
      [{ x: 1000.2, y: -2, width: 3001, height: 3001 }, square],
      [{ x: 3999, y: 2999, width: 4000.9, height: 2250.4 }, wide],
    ] as const) {
      const crop = savedCrop(area, 4000, 3000, aspect);
      expect(isValidCrop(crop, 4000, 3000, aspect), JSON.stringify([area, crop])).toBe(true);
    }
    expect(savedCrop({ x: -0.7, y: 1500.4, width: 4000.6, height: 1500.5 }, 4000, 3000, banner)).toEqual({ x: 0, y: 1000, width: 4000, height: 2000 });
  });
});

describe('the focal point', () => {
  it('moves by 1 % per arrow key (10 % with Shift), starting from the middle, never off the picture', () => {
    expect(movedFocus(null, 'ArrowRight', false)).toEqual({ x: 0.51, y: 0.5 });
    expect(movedFocus({ x: 0.2, y: 0.3 }, 'ArrowDown', true)).toEqual({ x: 0.2, y: 0.4 });
    expect(movedFocus({ x: 0.005, y: 0.3 }, 'ArrowLeft', false)).toEqual({ x: 0, y: 0.3 });
    expect(movedFocus({ x: 0.2, y: 0.3 }, 'Enter', false)).toBeUndefined();
  });

  it('a click names the fraction of the picture under the pointer', () => {
    expect(focusAt(150, 75, { left: 50, top: 0, width: 400, height: 300 })).toEqual({ x: 0.25, y: 0.25 });
    expect(focusAt(500, -5, { left: 50, top: 0, width: 400, height: 300 })).toEqual({ x: 1, y: 0 });
    expect(focusAt(1, 1, { left: 0, top: 0, width: 0, height: 0 })).toBeUndefined();
  });
});
