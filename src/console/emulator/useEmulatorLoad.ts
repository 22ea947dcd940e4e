import { useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { tokenAtom } from '../session/session.ts';
import { contentLanguageAtom } from '../i18n/contentLanguage.ts';
import { cachedLoader, createEmulatorLoader, type EmulatorLoad } from './emulatorLoader.ts';

/**
 * The preview's quiet, cached loader, signed with the session token read at call time and reading
 * items in the content language; one per store and language, so another language fetches afresh.
 */
export function useEmulatorLoad(override?: EmulatorLoad): EmulatorLoad {
  const store = useStore();
  const language = useAtomValue(contentLanguageAtom);
  return useMemo(() => cachedLoader(override ?? createEmulatorLoader(() => store.get(tokenAtom), fetch, language)), [store, override, language]);
}
