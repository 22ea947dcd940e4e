/** Header names the console sends for a signed-in user and the server honours (SPEC §7). */
export const API_HEADERS = {
  language: 'x-language-code',
  languages: 'x-language-codes',
  includeArchived: 'x-include-archived',
  /** The console's proof that a cookie-authenticated call comes from its own page: the companion cookie's value. */
  csrf: 'x-csrf-token',
  /** On `POST /api/login`: the console asks for the session as cookies instead of a token in the answer. */
  sessionCookie: 'x-session-cookie',
} as const;

/**
 * The console's session cookies: the token (HttpOnly, set and cleared by the server only) and its
 * companion (readable by the console, echoed in `API_HEADERS.csrf`; a page on another site can neither
 * read it nor send the header).
 */
export const SESSION_COOKIES = {
  token: 'tb_token',
  csrf: 'tb_csrf',
} as const;

/** Path prefix of the API and of public media on the server. */
export const API_BASE = '/api';

/** Base path the console is served under (SPEC §1: a single fixed base path). */
export const CONSOLE_BASE = '/admin';

/** Media folders served under `/public/{type}/{file}`. */
export const MEDIA_TYPES = ['image', 'video', 'audio'] as const;

/** One media folder. */
export type MediaType = (typeof MEDIA_TYPES)[number];
