import { atom } from 'jotai';

/** True while an automatic sign-in (autoLogin route) runs, so the login page shows it instead of the form. */
export const autoSignInPendingAtom = atom(false);
