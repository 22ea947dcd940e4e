import { createContext, useContext, type ReactNode } from 'react';
import type { UiLanguage } from './catalogues.ts';

const LanguageContext = createContext<UiLanguage>('en');

/** Provides the UI language chosen at start-up (switching reloads the page, SPEC §2). */
export function LanguageProvider({ language, children }: { language: UiLanguage; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The current UI language code. */
export function useLanguage(): UiLanguage {
  return useContext(LanguageContext);
}
