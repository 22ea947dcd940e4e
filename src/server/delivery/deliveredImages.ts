import {
  cropFor, derivativeUrl, IMAGE_FORMATS, pictureVersion,
  srcsetWidths, type ImageFormat, type PictureCrop, type PictureFocus,
} from '../../core/pictures.ts';
import { valuesAt } from '../../core/schemaAnnotations.ts';
import type { Db } from '../db/Db.ts';
import type { MediaStore } from '../media/MediaStore.ts';
import { MEDIA_COLUMNS, settingsOf, type MediaRow } from '../media/mediaRows.ts';
import { withPictureSize } from '../media/pictureFacts.ts';
import { isStoredName, type ImageField } from '../media/imageFields.ts';
import { pointerOf } from '../overview/readinessTypes.ts';

export { imageFieldsOf, type ImageField } from '../media/imageFields.ts';

/** One picture of a delivered item with what an app needs for `srcset`. */
export interface DeliveredImage {
  file: string;
  /** Pixels of the crop the derivatives are cut from. */
  width: number;
  height: number;
  /** The field's aspect ("16:9"), or null when the field names no size (the media's default crop). */
  aspect: string | null;
  /** The focal point as fractions of the delivered crop; null when none is set. */
  focus: PictureFocus | null;
  /** The canonical JPEG derivative at 800 px, or the widest ladder width the crop allows. */
  src: string;
  /** Per format, the canonical derivative URL at each ladder width the crop allows. */
  srcset: Record<ImageFormat, { w: number; url: string }[]>;
}

/** A delivered item's document (or the item itself) with the image fields of its kind as the client runs it. */
export interface ImageHolder {
  doc: unknown;
  fields: readonly ImageField[];
}



// Four decimals: a tenth of a pixel on a 1600 px derivative, and a stable answer.
const fraction = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 10_000) / 10_000;

function focusInCrop(focus: PictureFocus | null, crop: PictureCrop, width: number, height: number): PictureFocus | null {
  if (!focus) return null;
  return { x: fraction((focus.x * width - crop.x) / crop.width), y: fraction((focus.y * height - crop.y) / crop.height) };
}

/** The delivered data of one stored picture seen through a field of this aspect. */
export function deliveredImage(row: MediaRow & { width: number; height: number }, aspect: string | null, fieldWidth?: number): DeliveredImage {
  const settings = settingsOf(row);
  const crop = cropFor(settings, row.width, row.height, aspect);
  const v = pictureVersion(settings);
  const widths = srcsetWidths(crop.width, fieldWidth);
  const url = (w: number, format: ImageFormat) => derivativeUrl(row.file_name, { w, format, ar: aspect, v });
  const srcset = Object.fromEntries(IMAGE_FORMATS.map((format) => [format, widths.map((w) => ({ w, url: url(w, format) }))])) as DeliveredImage['srcset'];
  return {
    file: row.file_name, width: crop.width, height: crop.height, aspect,
    focus: focusInCrop(settings.focus, crop, row.width, row.height),
    src: url(widths.includes(800) ? 800 : widths[widths.length - 1], 'jpeg'),
    srcset,
  };
}

/**
 * The `images` of each holder, by JSON pointer of the field ("/pages/0/picture"): every image field
 * naming a stored picture of the company. All files are looked up in one query; a picture stored
 * before uploads recorded its pixels is measured once (and recorded). A name that is not the company's picture, or whose
 * bytes are gone, gets no entry.
 */
export async function deliveredImages(db: Db, store: MediaStore, companyId: number, holders: readonly ImageHolder[]): Promise<Record<string, DeliveredImage>[]> {
  const found = holders.map((h) => h.fields.flatMap((f) => valuesAt(h.doc, f.path)
    .filter((v): v is { at: (string | number)[]; value: string } => isStoredName(v.value))
    .map((v) => ({ at: pointerOf(v.at), file: v.value, aspect: f.aspect, width: f.width }))));
  const names = [...new Set(found.flat().map((f) => f.file))];
  if (!names.length) return holders.map(() => ({}));
  const rows = await db.query<MediaRow>(
    `select ${MEDIA_COLUMNS} from media where company_id = $1 and type = 'image' and file_name = any($2::text[])`, [companyId, names]);
  const sized = new Map<string, MediaRow & { width: number; height: number }>();
  const unmeasured = rows.filter((r) => !(r.width && r.height));
  for (const r of rows) if (r.width && r.height) sized.set(r.file_name, r as MediaRow & { width: number; height: number });
  // A few at a time: measuring reads the whole file.
  for (let i = 0; i < unmeasured.length; i += 4) {
    await Promise.all(unmeasured.slice(i, i + 4).map(async (r) => {
      const row = await withPictureSize(db, store, r).catch(() => undefined);
      if (row?.width && row.height) sized.set(row.file_name, row as MediaRow & { width: number; height: number });
    }));
  }
  const made = new Map<string, DeliveredImage>();
  return found.map((list) => {
    const images: Record<string, DeliveredImage> = {};
    for (const f of list) {
      const row = sized.get(f.file);
      if (!row) continue;
      const key = `${f.aspect}\u0000${f.width}\u0000${f.file}`;
      let image = made.get(key);
      if (!image) made.set(key, (image = deliveredImage(row, f.aspect, f.width)));
      images[f.at] = image;
    }
    return images;
  });
}
