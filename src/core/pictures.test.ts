import { describe, expect, it } from 'vitest';
import { aspectOfDimensions, autoCrop, cropFor, derivativeUrl, isValidCrop, negotiateFormat, parseAspect, pictureVersion, snapWidth, srcsetWidths, widthOfDimensions } from './pictures.ts';

describe('pictures', () => {
  it('reads the SPEC sizes as aspects', () => {
    expect(aspectOfDimensions('800x450')?.key).toBe('16:9');
    expect(aspectOfDimensions('800 X 400')?.key).toBe('2:1');
    expect(aspectOfDimensions('200x200')?.key).toBe('1:1');
    expect(aspectOfDimensions('wide')).toBeUndefined();
    expect(widthOfDimensions('800 X 400')).toBe(800);
  });

  it('cuts the largest crop of an aspect around the focal point, inside the picture', () => {
    const a = parseAspect('16:9')!;
    expect(autoCrop(4000, 3000, a, null)).toEqual({ x: 0, y: 375, width: 4000, height: 2250 });
    expect(autoCrop(4000, 3000, a, { x: 0.5, y: 0.95 })).toEqual({ x: 0, y: 750, width: 4000, height: 2250 });
    expect(cropFor({ crops: {}, aspect: null, focus: null }, 4000, 3000)).toEqual({ x: 0, y: 0, width: 4000, height: 3000 });
    expect(isValidCrop({ x: 0, y: 0, width: 1600, height: 900 }, 4000, 3000, a)).toBe(true);
    expect(isValidCrop({ x: 0, y: 0, width: 900, height: 900 }, 4000, 3000, a)).toBe(false);
    expect(isValidCrop({ x: 3000, y: 0, width: 1600, height: 900 }, 4000, 3000, a)).toBe(false);
  });

  it('snaps widths up the ladder, never past the crop, and bounds a field\'s srcset at twice its size', () => {
    expect(snapWidth(300, 4000)).toBe(400);
    expect(snapWidth(1600, 700)).toBe(700);
    expect(srcsetWidths(4000)).toEqual([100, 200, 400, 800, 1200, 1600]);
    expect(srcsetWidths(4000, 200)).toEqual([100, 200, 400]);
    expect(srcsetWidths(60)).toEqual([60]);
  });

  it('names a derivative and changes its version with any crop or focal point', () => {
    const base = { crops: {}, aspect: null, focus: null };
    expect(pictureVersion(base)).toMatch(/^[0-9a-f]{8}$/);
    expect(pictureVersion({ ...base, focus: { x: 0.5, y: 0.4 } })).not.toBe(pictureVersion(base));
    expect(derivativeUrl('a.jpg', { w: 400, format: 'webp', ar: '16:9', v: 'abc' })).toBe('/public/image/a.jpg?w=400&format=webp&ar=16%3A9&v=abc');
    expect(negotiateFormat('image/avif,image/webp,*/*')).toBe('avif');
    expect(negotiateFormat('*/*')).toBe('jpeg');
  });
});
