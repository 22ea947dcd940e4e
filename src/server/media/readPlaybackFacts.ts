import { readMp4Facts } from './readMp4Facts.ts';

/** What is recorded of an audio or video file: its length in seconds and, for video, its size; null where the file does not say. */
export interface PlaybackFacts {
  duration: number | null;
  width: number | null;
  height: number | null;
}

const finite = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n > 0 ? n : null);

/**
 * Reads an audio or video file's length (and a video's size) from its headers, never re-encoding it.
 * The upload is already in memory, so music-metadata reads those same bytes (no second copy) and is
 * told not to scan a whole MP3 frame by frame or to read cover pictures. A file it cannot read is
 * still stored: its facts are null.
 */
export async function readPlaybackFacts(bytes: Uint8Array, mime: string): Promise<PlaybackFacts> {
  const facts: PlaybackFacts = { duration: null, width: null, height: null };
  if (mime === 'video/mp4' || mime === 'audio/mp4') {
    const mp4 = readMp4Facts(bytes);
    facts.duration = finite(mp4.duration);
    if (mime === 'video/mp4') Object.assign(facts, { width: mp4.width ?? null, height: mp4.height ?? null });
    if (facts.duration !== null) return facts;
  }
  try {
    // music-metadata (~75 modules) loads on the first audio or video file, not at every start.
    const { parseBuffer } = await import('music-metadata');
    const { format } = await parseBuffer(bytes, { mimeType: mime, size: bytes.length }, { duration: false, skipCovers: true, skipPostHeaders: true });
    facts.duration ??= finite(format.duration);
    const video = format.trackInfo.find((t) => t.video?.pixelWidth && t.video.pixelHeight)?.video;
    if (video && facts.width === null) Object.assign(facts, { width: video.pixelWidth, height: video.pixelHeight });
  } catch {
    // A container music-metadata does not understand (or a damaged one): stored all the same, its length unknown.
  }
  return facts;
}
