/** The numeric Vimeo id of a record value: a number, "123456" or a vimeo.com / player.vimeo.com URL; else null. */
export function vimeoId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return String(value);
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (/^\d{1,12}$/.test(v)) return v;
  const m = /^https:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{1,12})(?:[/?#]|$)/.exec(v);
  return m ? m[1] : null;
}

/** The parts of a Vimeo player config the preview uses. */
export interface VimeoPlayable {
  title?: string;
  poster?: string;
  src?: string;
}

/** Picks a title, a poster and the widest progressive MP4 from a Vimeo player config (shape: request.files.progressive, video.thumbs). */
export function vimeoPlayable(config: unknown): VimeoPlayable {
  const c = (config ?? {}) as {
    video?: { title?: unknown; thumbs?: Record<string, unknown> };
    request?: { files?: { progressive?: { url?: unknown; width?: unknown }[] } };
  };
  const progressive = (c.request?.files?.progressive ?? []).filter((p) => typeof p?.url === 'string')
    .sort((a, b) => Number(b.width ?? 0) - Number(a.width ?? 0));
  const thumbs = c.video?.thumbs ?? {};
  const poster = thumbs['640'] ?? thumbs.base ?? Object.values(thumbs)[0];
  return {
    title: typeof c.video?.title === 'string' ? c.video.title : undefined,
    poster: typeof poster === 'string' ? poster : undefined,
    src: progressive[0]?.url as string | undefined,
  };
}
