import type { MediaType } from '../../core/apiConventions.ts';
import { mediaFieldProblemOf, SNIFF_BYTES } from '../../core/mediaFieldRule.ts';

/** What the file dialog of one media type offers (a hint to the dialog; the file's bytes decide). */
export const MEDIA_ACCEPT: Record<MediaType, string> = {
  image: 'image/jpeg,.jpg,.jpeg',
  audio: 'audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,.mp3,.m4a,.ogg',
  video: 'video/mp4,video/webm,.mp4,.webm',
};

/**
 * The catalogue id of what keeps a chosen file out of a field of this media type, or null when it may
 * be uploaded. Decided by the file's first bytes and its size with the server's own table
 * (MEDIA_FIELD_RULES: pictures JPEG under 2 MB, SPEC §5), never by its name or declared type: a PNG
 * renamed `.jpg` is refused here, before uploading, in the words the server would use.
 */
export async function mediaProblem(type: MediaType, file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return mediaFieldProblemOf(type, head, file.size) ?? null;
}
