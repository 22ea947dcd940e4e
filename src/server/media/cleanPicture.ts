import type { Metadata, Sharp } from 'sharp';
import { loadSharp } from './loadSharp.ts';
import { MEDIA_FIELD_RULES } from '../../core/mediaFieldRule.ts';
import { MAX_PICTURE_PIXELS } from './pictureFacts.ts';
import { stripJpegMetadata } from './stripJpegMetadata.ts';
import { PictureRefusal } from '../errors/pictureRefusal.ts';

/** A picture as it is stored: no metadata but its colours, turned upright, and its pixels. */
export interface CleanPicture {
  bytes: Uint8Array;
  width: number;
  height: number;
}

// Lower qualities are tried only when turning a phone's JPEG upright made it larger than it may be.
const QUALITIES = [90, 75, 60, 45];
const INPUT = { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' } as const;

/**
 * What an uploaded picture becomes before it is stored: no GPS, camera serial or owner
 * name survives. An upright JPEG loses its metadata segments losslessly; one whose EXIF says to turn
 * it is turned and re-encoded (keeping its ICC profile), at a lower quality when that would break the
 * size rule it met; a PNG or WebP carrying EXIF, XMP, IPTC or text is rewritten without. Pictures over
 * MAX_PICTURE_PIXELS are refused before a pixel is decoded.
 */
export async function cleanPicture(bytes: Uint8Array, mime: string): Promise<CleanPicture> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PictureRefusal(415, 'media.pictureUnreadable');
  }
  const { width = 0, height = 0 } = meta;
  if (!width || !height) throw new PictureRefusal(415, 'media.pictureUnreadable');
  if (width * height > MAX_PICTURE_PIXELS) {
    throw new PictureRefusal(413, 'media.pictureTooManyPixels', { width, height, megapixels: MAX_PICTURE_PIXELS / 1e6 });
  }
  const turned = (meta.orientation ?? 1) > 1 && (meta.orientation ?? 1) <= 8;
  if (mime === 'image/jpeg') {
    const stripped = turned ? undefined : stripJpegMetadata(bytes);
    if (stripped) return { bytes: stripped, width, height };
    return uprightJpeg(bytes, Math.max(MEDIA_FIELD_RULES.image.maxBytes, bytes.length));
  }
  const carries = meta.exif || meta.xmp || meta.iptc || meta.comments?.length || turned;
  if (!carries) return { bytes, width, height };
  return encode(sharp(bytes, { ...INPUT, animated: mime === 'image/webp' }).autoOrient().keepIccProfile(),
    (img) => (mime === 'image/png' ? img.png({ palette: meta.isPalette }) : img.webp({ quality: 90 })));
}

/** A JPEG turned upright, under `budget` bytes if any of the qualities gets it there (else the smallest). */
async function uprightJpeg(bytes: Uint8Array, budget: number): Promise<CleanPicture> {
  const sharp = await loadSharp();
  let out: CleanPicture | undefined;
  for (const quality of QUALITIES) {
    out = await encode(sharp(bytes, INPUT).autoOrient().keepIccProfile(), (img) => img.jpeg({ quality }));
    if (out.bytes.length <= budget) break;
  }
  return out!;
}

async function encode(img: Sharp, format: (img: Sharp) => Sharp): Promise<CleanPicture> {
  try {
    const { data, info } = await format(img).toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw new PictureRefusal(415, 'media.pictureUnreadable');
  }
}
