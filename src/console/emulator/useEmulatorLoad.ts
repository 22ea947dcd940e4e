import { useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { csrfTokenAtom } from '../session/session.ts';
import { sessionHeaders } from '../session/sessionHeaders.ts';
import { contentLanguageAtom } from '../i18n/contentLanguage.ts';
import { cachedLoader, createEmulatorLoader, type EmulatorLoad } from './emulatorLoader.ts';

/**
 * The preview's quiet, cached loader, carrying the session's proof read at call time and reading
 * items in the content language; one per store and language, so another language fetches afresh.
 */
export function useEmulatorLoad(override?: EmulatorLoad): EmulatorLoad {
  const store = useStore();
  const language = useAtomValue(contentLanguageAtom);
  return useMemo(() => cachedLoader(override ?? createEmulatorLoader(() => sessionHeaders(store.get(csrfTokenAtom)), fetch, language)), [store, override, language]);
}
