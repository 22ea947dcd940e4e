/** Header names the console sends for a signed-in user and the server honours (SPEC §7). */
export const API_HEADERS = {
  language: 'x-language-code',
  languages: 'x-language-codes',
  includeArchived: 'x-include-archived',
} as const;

/** Path prefix of the API and of public media on the server. */
export const API_BASE = '/api';

/** Base path the console is served under (SPEC §1: a single fixed base path). */
export const CONSOLE_BASE = '/admin';

/** Media folders served under `/public/{type}/{file}`. */
export const MEDIA_TYPES = ['image', 'video', 'audio'] as const;

/** One media folder. */
export type MediaType = (typeof MEDIA_TYPES)[number];
