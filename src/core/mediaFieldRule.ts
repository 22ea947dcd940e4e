import type { MediaType } from './apiConventions.ts';
import { sniffMedia } from './sniffMedia.ts';

const MB = 1024 * 1024;

/** What one kind of media field takes: formats by content, a size limit, and the catalogue ids of its refusals. */
export interface MediaFieldRule {
  mimes: readonly string[];
  maxBytes: number;
  wrongType: string;
  tooBig: string;
}

/**
 * The rules of media fields (`ui:widget` image, audio, video), one table for the console's picker and
 * the server. Pictures follow SPEC §5/§9 (JPEG only, under 2 MB, in the spec's words); audio and video
 * what the server stores (MP3/M4A/OGG up to 50 MB, MP4/WebM up to 200 MB).
 */
export const MEDIA_FIELD_RULES: Record<MediaType, MediaFieldRule> = {
  image: { mimes: ['image/jpeg'], maxBytes: 2 * MB, wrongType: 'image.notJpg', tooBig: 'image.tooBig' },
  audio: { mimes: ['audio/mpeg', 'audio/mp4', 'audio/ogg'], maxBytes: 50 * MB, wrongType: 'media.audio.wrongType', tooBig: 'media.audio.tooBig' },
  video: { mimes: ['video/mp4', 'video/webm'], maxBytes: 200 * MB, wrongType: 'media.video.wrongType', tooBig: 'media.video.tooBig' },
};

/**
 * The catalogue id of what keeps a file out of a media field, decided by its content type (as its
 * bytes say, or as stored when they said it) and its size; undefined when the field takes it.
 */
export function mediaFieldProblem(type: MediaType, mime: string | undefined, size: number): string | undefined {
  const rule = MEDIA_FIELD_RULES[type];
  if (!mime || !rule.mimes.includes(mime)) return rule.wrongType;
  if (size > rule.maxBytes) return rule.tooBig;
  return undefined;
}

/**
 * What a media field's refusal calls the field: its label without a trailing size note
 * ("Thumbnail (200x200)" → "Thumbnail"), so the §5 sentence names the field it is about
 * ("Thumbnail must be JPG format!"); the size is the hint's to give.
 */
export function mediaFieldName(label: string): string {
  return label.replace(/\s*\([^()]*\)\s*$/, '').trim() || label.trim();
}

/** The catalogue id of the word for a field of this media type when its own label is not known ("Picture"). */
export const mediaFieldWord = (type: MediaType): string => `media.field.${type}`;

/** Bytes from the start of a file that sniffMedia needs. */
export const SNIFF_BYTES = 64;

/** mediaFieldProblem for a file's first bytes (SNIFF_BYTES of them) and its whole size. */
export function mediaFieldProblemOf(type: MediaType, head: Uint8Array, size: number): string | undefined {
  return mediaFieldProblem(type, sniffMedia(head)?.mime, size);
}
