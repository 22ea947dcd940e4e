import { atom } from 'jotai';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';
import type { UserWeb } from './userWeb.ts';

/** Cookie holding the access token (SPEC §9: token storage is a cookie). */
export const TOKEN_COOKIE = 'tb_token';

const tokenValueAtom = atom<string | null>(readCookie(TOKEN_COOKIE) || null);

/** The access token; writing it also writes (or, with null, deletes) the cookie so reloads keep the session. */
export const tokenAtom = atom(
  (get) => get(tokenValueAtom),
  (_get, set, token: string | null) => {
    if (token) writeCookie(TOKEN_COOKIE, token, 7);
    else deleteCookie(TOKEN_COOKIE);
    set(tokenValueAtom, token);
  },
);

/** The signed-in user's info from `POST /api/user/web`, loaded once per session. */
export const userWebAtom = atom<UserWeb | null>(null);

/** The user's roles as the server lists them (one role; the grant with its limits is grantAtom). */
export const rolesAtom = atom<readonly string[]>([]);

/** Whether lists include archived items (sent as `x-include-archived`). */
export const includeArchivedAtom = atom(false);

/** Signs out locally: drops the token and everything loaded for it. */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(userWebAtom, null);
  set(rolesAtom, []);
});
