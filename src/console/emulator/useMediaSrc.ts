import type { PreviewField } from '../../core/previewField.ts';
import { safeUrl } from './urlSafety.ts';
import { useObjectUrl } from './useObjectUrl.ts';

/** What a media field should load: the local file first (it is what the user just picked), else a safe URL. */
export interface MediaSrc {
  src: string | null;
  /** True when there was a value but it is not a URL the preview may load. */
  unsafe: boolean;
}

/** The source of a media field record (image, film, audio, indoor, QR scanner image). */
export function useMediaSrc(field: PreviewField): MediaSrc {
  const local = useObjectUrl(field.file);
  if (field.file) return { src: local, unsafe: false };
  const src = safeUrl(field.value);
  return { src, unsafe: src === null && typeof field.value === 'string' && field.value.trim() !== '' };
}
