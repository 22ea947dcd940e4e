/** Schemes a preview may load: web pages and media over http(s); everything else (javascript:, data:, vbscript:, file:…) never renders. */
const SAFE_SCHEMES = new Set(['http:', 'https:']);

// Browsers strip ASCII tabs/newlines inside URLs and ignore leading control characters and spaces,
// so "java\tscript:" and " javascript:" must be judged after the same clean-up.
const STRIPPED = /[\u0000-\u001F\u007F\s]+/g;

/** Options of safeUrl. */
export interface SafeUrlOptions {
  /** Accept `blob:` URLs (only ones the emulator created itself from a local file). */
  allowBlob?: boolean;
}

/**
 * Returns the URL when the preview may load it (http, https, or a path on this origin), else null.
 * Pure: no DOM, no network; relative paths are judged against a placeholder origin.
 */
export function safeUrl(raw: unknown, options: SafeUrlOptions = {}): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  if (!trimmed) return null;
  const cleaned = trimmed.replace(STRIPPED, '');
  let parsed: URL;
  try {
    parsed = new URL(cleaned, 'https://relative.invalid/');
  } catch {
    return null;
  }
  if (SAFE_SCHEMES.has(parsed.protocol)) return trimmed;
  if (options.allowBlob && parsed.protocol === 'blob:') return trimmed;
  return null;
}
