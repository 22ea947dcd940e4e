import { MEDIA_FIELD_RULES } from '../../core/mediaFieldRule.ts';
import { dimensionsOf, IMAGE_WIDTHS } from '../../core/pictures.ts';

/**
 * "Shrink and convert to JPEG": the browser turns a picture the §5 rule refuses (too large,
 * or PNG/WebP/HEIC) into a JPEG the rule takes, at no more than the size the field needs. The size and
 * quality decisions are pure functions (unit-tested); `shrinkToJpeg` does the decoding and encoding.
 */

/** The widest picture kept: the largest derivative width (IMAGE_WIDTHS) a phone is ever sent. */
export const SHRINK_MAX_WIDTH: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/** The long side kept, as a multiple of the field's larger dimension: room for crops to other shapes. */
export const SHRINK_FIELD_FACTOR = 2;

/** JPEG qualities tried in turn until the file is small enough. */
export const SHRINK_QUALITIES = [0.9, 0.82, 0.74, 0.66, 0.58, 0.5] as const;

/** How much smaller each side gets when even the lowest quality is still too large. */
export const SHRINK_STEP_DOWN = 0.75;

/** Below this long side a picture is not worth keeping: give up rather than produce a smudge. */
const SMALLEST_LONG_SIDE = 200;

/**
 * The size a picture of `width` × `height` is shrunk to for a field of `dimensions`: never enlarged,
 * at most SHRINK_MAX_WIDTH wide, and its long side at most twice the field's larger dimension (a
 * 800x450 field keeps up to 1600 px, a 200x200 thumbnail up to 400 px), proportions kept.
 */
export function shrinkSize(width: number, height: number, dimensions?: string): { width: number; height: number } {
  const field = dimensionsOf(dimensions);
  const longest = field ? SHRINK_FIELD_FACTOR * Math.max(field.width, field.height) : SHRINK_MAX_WIDTH;
  const scale = Math.min(1, longest / Math.max(width, height), SHRINK_MAX_WIDTH / width);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** One encoding: the canvas size and the JPEG quality. */
export interface ShrinkTry {
  width: number;
  height: number;
  quality: number;
}

/** The first encoding of a picture for a field. */
export function firstTry(width: number, height: number, dimensions?: string): ShrinkTry {
  return { ...shrinkSize(width, height, dimensions), quality: SHRINK_QUALITIES[0] };
}

/**
 * What to do after an encoding came out at `bytes`: 'done' when the §5 rule takes it (up to 2 MB),
 * else the next try — the next lower quality, or, past the lowest, three quarters of the size at the
 * first quality again — or 'give-up' when the picture would get too small to be worth it.
 */
export function nextTry(prev: ShrinkTry, bytes: number, maxBytes = MEDIA_FIELD_RULES.image.maxBytes): ShrinkTry | 'done' | 'give-up' {
  if (bytes <= maxBytes) return 'done';
  const i = SHRINK_QUALITIES.indexOf(prev.quality as (typeof SHRINK_QUALITIES)[number]);
  if (i >= 0 && i < SHRINK_QUALITIES.length - 1) return { ...prev, quality: SHRINK_QUALITIES[i + 1] };
  const width = Math.round(prev.width * SHRINK_STEP_DOWN), height = Math.round(prev.height * SHRINK_STEP_DOWN);
  if (Math.max(width, height) < SMALLEST_LONG_SIDE) return 'give-up';
  return { width, height, quality: SHRINK_QUALITIES[0] };
}

/** The JPEG's name: the chosen file's, with `.jpg` for its extension. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '').trim();
  return `${base || 'picture'}.jpg`;
}

/** Why a picture could not be shrunk: the browser cannot read it (HEIC in Chromium), or it never got small enough. */
export class ShrinkError extends Error {
  constructor(readonly reason: 'undecodable' | 'tooLarge') { super(reason); }
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new ShrinkError('undecodable'))), 'image/jpeg', quality));
}

/**
 * Decodes `file` in the browser (its EXIF orientation applied, so the JPEG stands upright without it),
 * scales it to `shrinkSize` and encodes JPEGs at falling quality until one is at most 2 MB.
 * `onTry` reports each encoding (for progress). Throws ShrinkError.
 */
export async function shrinkToJpeg(file: File, dimensions: string | undefined, onTry?: (t: ShrinkTry, n: number) => void): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ShrinkError('undecodable');
  }
  try {
    let next: ShrinkTry | 'done' | 'give-up' = firstTry(bitmap.width, bitmap.height, dimensions);
    for (let n = 1; ; n++) {
      const t: ShrinkTry = next;
      onTry?.(t, n);
      const canvas = document.createElement('canvas');
      canvas.width = t.width;
      canvas.height = t.height;
      const g = canvas.getContext('2d');
      if (!g) throw new ShrinkError('undecodable');
      // JPEG has no transparency: a transparent PNG's background becomes white, not black.
      g.fillStyle = '#fff';
      g.fillRect(0, 0, t.width, t.height);
      g.imageSmoothingQuality = 'high';
      g.drawImage(bitmap, 0, 0, t.width, t.height);
      const blob = await encode(canvas, t.quality);
      next = nextTry(t, blob.size);
      if (next === 'done') return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
      if (next === 'give-up') throw new ShrinkError('tooLarge');
    }
  } finally {
    bitmap.close();
  }
}
