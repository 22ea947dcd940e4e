import { atom } from 'jotai';
import type { AutoLoginRequest } from './autoLoginLink.ts';

/** The auto sign-in link this visit came with, until the login page has dealt with it (held in memory only). */
export const autoLoginAtom = atom<AutoLoginRequest | null>(null);
