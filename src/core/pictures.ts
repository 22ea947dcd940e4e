/**
 * Pictures as phones need them: the crop and focal point stored with a media file, the
 * fixed ladder of derivative widths and formats, and the URLs that name one derivative. Shared by the
 * server (which computes and serves derivatives), the delivery API (srcset data) and the console
 * (crop dialog, phone preview). Pure functions, no I/O.
 */

/** The widths a derivative may have: a requested width is snapped up to the next one (never past the crop). */
export const IMAGE_WIDTHS = [100, 200, 400, 800, 1200, 1600] as const;

/** The formats a derivative may be encoded in, best first (the order `Accept` negotiation tries). */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;

/** One derivative format. */
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Content type of each derivative format. */
export const IMAGE_FORMAT_MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** A crop in pixels of the stored (already oriented) original. */
export interface PictureCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A focal point as fractions (0..1) of the stored original: what must stay in view however it is cut. */
export interface PictureFocus {
  x: number;
  y: number;
}

/** What is stored with a picture besides its bytes: one crop per aspect ("16:9"), the default aspect, the focal point. */
export interface PictureSettings {
  /** Crops by aspect key (`aspectKey`), each set by an author in a field of that aspect. */
  crops: Record<string, PictureCrop>;
  /** The aspect whose crop a derivative without `ar` uses (the last one set); null: the whole picture. */
  aspect: string | null;
  focus: PictureFocus | null;
}

/** One place a media file is used: the item and the field (JSON pointer) naming it. */
export interface MediaUse {
  kind: string;
  id: number;
  title: string;
  at: string;
}

/** A stored media file as `GET /api/media/{file}` answers it (and each entry of `GET /api/media`). */
export interface MediaInfo extends PictureSettings {
  file: string;
  type: 'image' | 'video' | 'audio';
  mime: string;
  /** Bytes of the stored file. */
  size: number;
  /** `/public/{type}/{file}`: the stored original. */
  url: string;
  /** Pixels of the stored original (oriented); null for audio, or a video whose size was not found. */
  width: number | null;
  height: number | null;
  /** Seconds, for audio and video; null when the container does not say. */
  duration: number | null;
  /** Changes whenever the crops or the focal point change; part of every derivative URL (they are cached for a year). */
  version: string;
  created_at: string;
  /** Where the company's live and draft items name this file. */
  used_by: MediaUse[];
}

/** An aspect as a field declares it: "16:9" and its two terms. */
export interface Aspect {
  key: string;
  w: number;
  h: number;
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/** The pixels a field's `ui:options.dimensions` names ("800x450", "800 X 400"), or undefined when it names none. */
export function dimensionsOf(dimensions: unknown): { width: number; height: number } | undefined {
  const m = typeof dimensions === 'string' ? /^\s*(\d{1,5})\s*[xX×]\s*(\d{1,5})\s*$/.exec(dimensions) : null;
  return m && Number(m[1]) && Number(m[2]) ? { width: Number(m[1]), height: Number(m[2]) } : undefined;
}

/**
 * The aspect of a field's `ui:options.dimensions` ("800x450" → 16:9, "800 X 400" → 2:1,
 * "200x200" → 1:1), or undefined when it names no size.
 */
export function aspectOfDimensions(dimensions: unknown): Aspect | undefined {
  const size = dimensionsOf(dimensions);
  if (!size) return undefined;
  const d = gcd(size.width, size.height);
  return { key: `${size.width / d}:${size.height / d}`, w: size.width / d, h: size.height / d };
}

/** The aspect named by a key ("16:9"), or undefined when it is not one. */
export function parseAspect(key: unknown): Aspect | undefined {
  const m = typeof key === 'string' ? /^(\d{1,3}):(\d{1,3})$/.exec(key) : null;
  if (!m || !Number(m[1]) || !Number(m[2])) return undefined;
  return { key, w: Number(m[1]), h: Number(m[2]) } as Aspect;
}

/** The aspect key as it appears in a stored derivative's name ("16:9" → "16x9"). */
export const aspectToken = (key: string | null | undefined): string => (key ? key.replace(':', 'x') : 'o');

/**
 * The largest crop of this aspect inside a width × height picture, centred on the focal point as far
 * as the edges allow (the middle when there is none). What a field shows before an author crops.
 */
export function autoCrop(width: number, height: number, aspect: Aspect, focus: PictureFocus | null): PictureCrop {
  let w = width, h = Math.round((width * aspect.h) / aspect.w);
  if (h > height) { h = height; w = Math.round((height * aspect.w) / aspect.h); }
  const fx = (focus?.x ?? 0.5) * width, fy = (focus?.y ?? 0.5) * height;
  const x = Math.min(Math.max(0, Math.round(fx - w / 2)), width - w);
  const y = Math.min(Math.max(0, Math.round(fy - h / 2)), height - h);
  return { x, y, width: w, height: h };
}

/**
 * The crop a derivative of this aspect uses: the author's crop for it, else one cut around the focal
 * point; with no aspect, the default aspect's crop, else the whole picture.
 */
export function cropFor(settings: PictureSettings, width: number, height: number, aspectKey?: string | null): PictureCrop {
  const key = aspectKey ?? settings.aspect;
  const aspect = key ? parseAspect(key) : undefined;
  if (!key || !aspect) return { x: 0, y: 0, width, height };
  return settings.crops[key] ?? autoCrop(width, height, aspect, settings.focus);
}

/** Whether a crop lies inside the picture, has whole positive pixels, and (with an aspect) keeps it within 1 % or 2 px. */
export function isValidCrop(crop: PictureCrop, width: number, height: number, aspect?: Aspect): boolean {
  const ints = [crop.x, crop.y, crop.width, crop.height].every((n) => Number.isInteger(n));
  if (!ints || crop.x < 0 || crop.y < 0 || crop.width < 1 || crop.height < 1) return false;
  if (crop.x + crop.width > width || crop.y + crop.height > height) return false;
  if (!aspect) return true;
  const wanted = (crop.width * aspect.h) / aspect.w;
  return Math.abs(wanted - crop.height) <= Math.max(2, crop.height * 0.01);
}

/** The ladder width a requested width is served at: snapped up to the ladder, never wider than the crop. */
export function snapWidth(requested: number, cropWidth: number): number {
  const snapped = IMAGE_WIDTHS.find((w) => w >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return Math.max(1, Math.min(snapped, cropWidth));
}

/**
 * The ladder widths a srcset offers for a crop this wide (at least one: the crop's own width when it is
 * narrower than every step). With the field's own width (SPEC §9: 200 for a thumbnail), no more than
 * twice that (a sharp picture on a dense phone screen): a thumbnail lists 100, 200, 400, not 1600.
 */
export function srcsetWidths(cropWidth: number, fieldWidth?: number): number[] {
  const most = fieldWidth ? IMAGE_WIDTHS.find((w) => w >= 2 * fieldWidth) ?? Infinity : Infinity;
  const fit = IMAGE_WIDTHS.filter((w) => w <= cropWidth && w <= most);
  return fit.length ? [...fit] : [Math.max(1, Math.min(cropWidth, most))];
}

/** The width in pixels a field's `ui:options.dimensions` names ("800x450" → 800), or undefined. */
export function widthOfDimensions(dimensions: unknown): number | undefined {
  return dimensionsOf(dimensions)?.width;
}

/** The settings' version: a short hash (FNV-1a) that changes with any crop or the focal point, the same in browser and server. */
export function pictureVersion(settings: PictureSettings): string {
  const keys = Object.keys(settings.crops).sort();
  const text = JSON.stringify([keys.map((k) => [k, settings.crops[k]]), settings.aspect, settings.focus]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
  return h.toString(16).padStart(8, '0');
}

/** What names one derivative: the width asked for, and optionally its format, aspect and the settings' version. */
export interface DerivativeRequest {
  w: number;
  format?: ImageFormat;
  ar?: string | null;
  v?: string;
}

/** `/public/image/{file}?w=…&format=…&ar=…&v=…`: the URL of one derivative (parameters in this fixed order). */
export function derivativeUrl(file: string, req: DerivativeRequest): string {
  const q = new URLSearchParams({ w: String(req.w) });
  if (req.format) q.set('format', req.format);
  if (req.ar) q.set('ar', req.ar);
  if (req.v) q.set('v', req.v);
  return `/public/image/${encodeURIComponent(file)}?${q.toString()}`;
}

/** The best derivative format an `Accept` header allows (JPEG when it names neither AVIF nor WebP). */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const a = (accept ?? '').toLowerCase();
  if (a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/** Settings with nothing chosen yet: the whole picture, no focal point. */
export const NO_PICTURE_SETTINGS: PictureSettings = Object.freeze({ crops: {}, aspect: null, focus: null }) as PictureSettings;
