import type { MediaType } from '../../core/apiConventions.ts';
import { derivativeUrl, type MediaInfo } from '../../core/pictures.ts';
import { mediaUrl } from './mediaUrl.ts';

/** Width of the pictures the phone preview shows (a phone's screen at 2x). */
export const PREVIEW_PICTURE_WIDTH = 800;

/** Width of list item thumbnails in the phone preview. */
export const THUMBNAIL_WIDTH = 200;

/** What the console knows of media files, by file name (see mediaInfoAtom). */
export type MediaInfos = Readonly<Record<string, MediaInfo>>;

/**
 * A stored picture as the visitors' phones get it: the WebP derivative `w` wide, cut to `ar` (default:
 * the media's own default crop), at the version the console knows. Without a known version the
 * server redirects to the current one, so a crop made elsewhere still shows.
 */
export function pictureUrl(file: string, w: number, info?: MediaInfo, ar?: string | null): string {
  return derivativeUrl(file, { w, format: 'webp', ar: ar ?? info?.aspect ?? undefined, v: info?.version });
}

/**
 * The preview's `mediaUrl`: pictures as their cropped derivative at the preview's width (reading the
 * known crops and versions from `infos`), audio and video as their stored files.
 */
export function previewMediaUrl(infos: MediaInfos): (type: MediaType, file: string) => string {
  return (type, file) => (type === 'image' ? pictureUrl(file, PREVIEW_PICTURE_WIDTH, infos[file]) : mediaUrl(type, file));
}
