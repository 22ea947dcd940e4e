import { describe, expect, it } from 'vitest';
import { firstTry, jpegName, nextTry, shrinkSize, SHRINK_QUALITIES } from './shrinkToJpeg.ts';

const MB = 1024 * 1024;

describe('shrinking a refused picture to a JPEG the field takes', () => {
  it('keeps at most twice the field\'s larger side and at most 1600 px wide, never enlarging', () => {
    expect(shrinkSize(6000, 4000, '800x450')).toEqual({ width: 1600, height: 1067 });
    expect(shrinkSize(3000, 4000, '800x450')).toEqual({ width: 1200, height: 1600 });
    expect(shrinkSize(4032, 3024, '200x200')).toEqual({ width: 400, height: 300 });
    expect(shrinkSize(4000, 2000, '800 X 400')).toEqual({ width: 1600, height: 800 });
    expect(shrinkSize(1000, 700, '800x450')).toEqual({ width: 1000, height: 700 });
    // A field without a size: the widest derivative.
    expect(shrinkSize(8000, 2000)).toEqual({ width: 1600, height: 400 });
  });

  it('lowers the quality until the file is at most 2 MB, then the size, and gives up on a smudge', () => {
    const first = firstTry(6000, 4000, '800x450');
    expect(first).toEqual({ width: 1600, height: 1067, quality: SHRINK_QUALITIES[0] });
    expect(nextTry(first, 2 * MB)).toBe('done');
    const second = nextTry(first, 3 * MB);
    expect(second).toEqual({ width: 1600, height: 1067, quality: SHRINK_QUALITIES[1] });
    const lowest = { ...first, quality: SHRINK_QUALITIES[SHRINK_QUALITIES.length - 1] };
    expect(nextTry(lowest, 3 * MB)).toEqual({ width: 1200, height: 800, quality: SHRINK_QUALITIES[0] });
    expect(nextTry({ width: 250, height: 200, quality: lowest.quality }, 3 * MB)).toBe('give-up');
  });

  it('names the JPEG after the chosen file', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('harbour.png')).toBe('harbour.jpg');
    expect(jpegName('.png')).toBe('picture.jpg');
  });
});
