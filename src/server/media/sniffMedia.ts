export { sniffMedia, type SniffedMedia } from '../../core/sniffMedia.ts';

/** Content type by the extension the server itself chose. */
export const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', ogg: 'audio/ogg', mp3: 'audio/mpeg',
  m4a: 'audio/mp4', mp4: 'video/mp4', webm: 'video/webm',
};
