import type { MediaType } from '../../core/apiConventions.ts';

/** Public URL of a stored media file (`/public/{type}/{file}`, SPEC §7). */
export function mediaUrl(type: MediaType, file: string): string {
  return `/public/${type}/${encodeURIComponent(file)}`;
}
