import { atom } from 'jotai';
import { SESSION_COOKIES } from '../../core/apiConventions.ts';
import { deleteCookie, readCookie } from './cookies.ts';
import type { UserWeb } from './userWeb.ts';

const csrfValueAtom = atom<string | null>(readCookie(SESSION_COOKIES.csrf) || null);

/**
 * The session's CSRF value, from the companion cookie the server sets beside its HttpOnly session cookie
 * (SPEC §9: the session lives in a cookie; no script reads the token itself). Non-null while this tab
 * holds a session; sent with every API call (sessionHeaders). Writing null forgets it and its cookie.
 */
export const csrfTokenAtom = atom(
  (get) => get(csrfValueAtom),
  (_get, set, value: string | null) => {
    if (!value) deleteCookie(SESSION_COOKIES.csrf);
    set(csrfValueAtom, value);
  },
);

/** Takes up the session a sign-in has just set (its companion cookie), dropping what was loaded for any earlier one. */
export const adoptSessionAtom = atom(null, (_get, set) => {
  set(csrfValueAtom, readCookie(SESSION_COOKIES.csrf) || null);
  set(userWebAtom, null);
  set(rolesAtom, []);
});

/** The signed-in user's info from `POST /api/user/web`, loaded once per session. */
export const userWebAtom = atom<UserWeb | null>(null);

/** The user's roles as the server lists them (one role; the grant with its limits is grantAtom). */
export const rolesAtom = atom<readonly string[]>([]);

/** Whether lists include archived items (sent as `x-include-archived`). */
export const includeArchivedAtom = atom(false);

/** Signs out locally: drops the session's CSRF value and everything loaded for it (the server clears its own cookie). */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(csrfTokenAtom, null);
  set(userWebAtom, null);
  set(rolesAtom, []);
});
