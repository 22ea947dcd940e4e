import type { MediaType } from '../../core/apiConventions.ts';

const MB = 1024 * 1024;

/** What a picker of one media type accepts, and the catalogue ids of its refusals. */
export interface MediaRule {
  accept: string;
  maxBytes: number;
  /** Lower-case MIME types allowed; a file without a type is judged by its extension. */
  types: readonly string[];
  extensions: RegExp;
  wrongType: string;
  tooBig: string;
}

/**
 * Per-type rules checked before uploading. Pictures follow SPEC §5/§9 (JPEG only, under 2 MB, with the
 * spec's wording); audio and video follow what the server takes (docs-api-contract: MP3/M4A/OGG,
 * MP4/WebM; 50 MB and 200 MB). The server checks the bytes again.
 */
export const MEDIA_RULES: Record<MediaType, MediaRule> = {
  image: {
    accept: 'image/jpeg,.jpg,.jpeg', maxBytes: 2 * MB, types: ['image/jpeg'], extensions: /\.jpe?g$/i,
    wrongType: 'image.notJpg', tooBig: 'image.tooBig',
  },
  audio: {
    accept: 'audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,.mp3,.m4a,.ogg', maxBytes: 50 * MB,
    types: ['audio/mpeg', 'audio/mp3', 'audio/mp4', 'audio/x-m4a', 'audio/m4a', 'audio/ogg'], extensions: /\.(mp3|m4a|ogg|oga)$/i,
    wrongType: 'media.audio.wrongType', tooBig: 'media.audio.tooBig',
  },
  video: {
    accept: 'video/mp4,video/webm,.mp4,.webm', maxBytes: 200 * MB, types: ['video/mp4', 'video/webm'], extensions: /\.(mp4|webm)$/i,
    wrongType: 'media.video.wrongType', tooBig: 'media.video.tooBig',
  },
};

/** The catalogue id of what is wrong with a chosen file for this media type, or null when it may be uploaded. */
export function mediaProblem(type: MediaType, file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  const rule = MEDIA_RULES[type];
  // Some systems leave `type` empty; the extension is the fallback.
  const ok = file.type ? rule.types.includes(file.type.toLowerCase()) : rule.extensions.test(file.name);
  if (!ok) return rule.wrongType;
  if (file.size > rule.maxBytes) return rule.tooBig;
  return null;
}
