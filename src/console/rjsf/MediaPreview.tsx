import type { MediaType } from '../../core/apiConventions.ts';
import { mediaUrl } from '../media/mediaUrl.ts';

/** The stored file of a media field: a picture, or an audio/video player (SPEC §2 Media pickers). */
export function MediaPreview({ type, file, alt }: { type: MediaType; file: string; alt: string }) {
  const src = mediaUrl(type, file);
  if (type === 'image') return <img className="media-widget__img" src={src} alt={alt} />;
  if (type === 'audio') return <audio className="media-widget__audio" src={src} controls preload="metadata" aria-label={alt} />;
  return <video className="media-widget__video" src={src} controls preload="metadata" aria-label={alt} />;
}
