import type { MediaInfo } from '../../core/pictures.ts';

// The names authors know the accepted containers by (SPEC §5), by stored content type.
const FORMAT_NAMES: Record<string, string> = {
  'video/mp4': 'MP4', 'video/webm': 'WebM', 'audio/mpeg': 'MP3', 'audio/mp4': 'M4A', 'audio/x-m4a': 'M4A',
  'audio/ogg': 'OGG', 'image/jpeg': 'JPEG',
};

/** The format of a stored file as authors name it ("MP4", "MP3"), from its content type. */
export function formatName(mime: string): string {
  return FORMAT_NAMES[mime.toLowerCase()] ?? (mime.split('/')[1] ?? mime).toUpperCase();
}

/** A size in megabytes (MB of 1024 × 1024 bytes, as the upload limits count them), one decimal, in the locale's digits. */
export function megabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}

/** A duration as m:ss (minutes run on past an hour: 75:03). */
export function minutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What a media field shows under its player: format, size and (when the container says) duration. */
export function mediaFacts(info: Pick<MediaInfo, 'mime' | 'size' | 'duration'>, locale: string): { format: string; size: string; duration?: string } {
  return {
    format: formatName(info.mime),
    size: megabytes(info.size, locale),
    duration: info.duration === null || info.duration === undefined ? undefined : minutesSeconds(info.duration),
  };
}
