import type sharpType from 'sharp';

let loading: Promise<typeof sharpType> | undefined;

/** sharp (libvips, ~10 MB resident) loaded on the first picture processed, not at start: most starts never touch one. */
export function loadSharp(): Promise<typeof sharpType> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
