import type { MediaType } from './apiConventions.ts';

/** What a file's bytes say it is. */
export interface SniffedMedia {
  type: MediaType;
  mime: string;
  ext: string;
}

const ascii = (b: Uint8Array, at: number, s: string) => [...s].every((ch, i) => b[at + i] === ch.charCodeAt(0));

/**
 * Identifies the accepted formats by their magic bytes, never by name or declared type. A small
 * hand-written table because the well-known detector (file-type) needs Node 22 and we run 20. In
 * core because the console's picker and the server decide by the same bytes (a PNG renamed .jpg).
 */
export function sniffMedia(b: Uint8Array): SniffedMedia | undefined {
  if (b.length < 12) return undefined;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { type: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (ascii(b, 0, '\x89PNG\r\n\x1a\n')) return { type: 'image', mime: 'image/png', ext: 'png' };
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return { type: 'image', mime: 'image/webp', ext: 'webp' };
  if (ascii(b, 0, 'OggS')) return { type: 'audio', mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(b, 0, 'ID3') || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0 && (b[1] & 0x06) !== 0)) return { type: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
  if (ascii(b, 4, 'ftyp')) {
    const brand = String.fromCharCode(...b.subarray(8, 12));
    if (/^M4[ABP] $/.test(brand)) return { type: 'audio', mime: 'audio/mp4', ext: 'm4a' };
    return { type: 'video', mime: 'video/mp4', ext: 'mp4' };
  }
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) {
    const head = String.fromCharCode(...b.subarray(0, Math.min(b.length, 64)));
    if (head.includes('webm')) return { type: 'video', mime: 'video/webm', ext: 'webm' };
  }
  return undefined;
}

/** Content type by the extension the server itself chose. */
export const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', avif: 'image/avif', png: 'image/png', webp: 'image/webp', ogg: 'audio/ogg', mp3: 'audio/mpeg',
  m4a: 'audio/mp4', mp4: 'video/mp4', webm: 'video/webm',
};
