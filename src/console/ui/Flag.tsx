import type { ReactElement } from 'react';
import { normaliseLanguageCode } from '../i18n/languageChoice.ts';

// Small inline flags, drawn here so the console needs no image host and no emoji font.
const FLAGS: Record<string, ReactElement> = {
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  zh: (
    <>
      <rect width="30" height="20" fill="#de2910" />
      <path d="M6 3l1.18 3.6H11l-3.06 2.2 1.17 3.6L6 10.2l-3.1 2.2 1.17-3.6L1 6.6h3.82z" fill="#ffde00" />
    </>
  ),
  no: (
    <>
      <rect width="30" height="20" fill="#ba0c2f" />
      <path d="M11 0v20M0 10h30" stroke="#fff" strokeWidth="5" />
      <path d="M11 0v20M0 10h30" stroke="#00205b" strokeWidth="2.5" />
    </>
  ),
};

/** The flag of a language code (`sp` shown as `es`, SPEC §2); a neutral chip with the code when unknown. */
export function Flag({ code }: { code: string }) {
  const c = normaliseLanguageCode(code);
  return (
    <svg className="flag" viewBox="0 0 30 20" width="21" height="14" aria-hidden="true" focusable="false">
      {FLAGS[c] ?? (
        <>
          <rect width="30" height="20" rx="2" fill="#e3e6eb" />
          <text x="15" y="14" fontSize="10" textAnchor="middle" fill="#1b1f27">{c.slice(0, 2).toUpperCase()}</text>
        </>
      )}
    </svg>
  );
}
