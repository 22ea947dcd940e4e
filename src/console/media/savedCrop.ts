import type { Aspect, PictureCrop } from '../../core/pictures.ts';

/** A crop as the cropper reports it: pixels of the original, possibly fractional or a hair outside. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);

/**
 * The crop to store for what the cropper shows: whole pixels, inside the width × height picture, of
 * exactly the field's aspect (the height follows the rounded width), where the cropper put it.
 */
export function savedCrop(area: CropArea, width: number, height: number, aspect: Aspect): PictureCrop {
  let w = clamp(Math.round(area.width), 1, width);
  let h = Math.round((w * aspect.h) / aspect.w);
  if (h > height) { h = height; w = clamp(Math.round((h * aspect.w) / aspect.h), 1, width); }
  h = Math.max(1, h);
  return { x: clamp(Math.round(area.x), 0, width - w), y: clamp(Math.round(area.y), 0, height - h), width: w, height: h };
}
