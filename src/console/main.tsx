import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { detectLanguage } from './i18n/detectLanguage.ts';
import { createSignInIntl } from './i18n/createSignInIntl.ts';
import { loadSignInCatalogues } from './i18n/loadCatalogues.ts';
import { createNotifier } from './notices/notices.ts';
import { createHttp } from './http/createHttp.ts';
import { createPlainHttp } from './http/createPlainHttp.ts';
import { LANGUAGE_STORAGE_KEY } from './i18n/languageChoice.ts';
import { applySize, storedSize } from './shell/uiSize.ts';
import { App } from './App.tsx';
import { takeAutoLoginLink } from './auth/autoLoginLink.ts';
import { autoLoginAtom } from './auth/signInState.ts';
// The set-password and tab bar styles stay in the entry stylesheet, in their old cascade place, although
// those screens now load on demand: moving them would reorder the cascade (a visible change).
import './settings/users/users.css';
import './shell/tabBar.css';
import './styles/index.css';

// First of all: an auto sign-in link's password leaves the address bar and the history before anything
// loads or renders; the link's credentials wait in memory for the login page.
const autoLogin = takeAutoLoginLink();

// Everything below is built exactly once and handed down through providers. This entry carries only
// what the sign-in routes need; the kinds, the shell and the editors load after sign-in (SignedInGate).
let storedCopy: string | null = null;
try { storedCopy = localStorage.getItem(LANGUAGE_STORAGE_KEY); } catch { /* storage blocked */ }
const language = detectLanguage(undefined, undefined, storedCopy);
// Before the first paint, so a remembered small or large size does not flash medium first.
applySize(storedSize());
document.documentElement.lang = language;

void loadSignInCatalogues(language).then((catalogues) => {
  // The sign-in routes' words; the signed-in part builds its own intl from the whole catalogues and every kind's words.
  const intl = createSignInIntl(language, catalogues);
  const store = createStore();
  if (autoLogin) store.set(autoLoginAtom, autoLogin);
  const { notify, dismiss } = createNotifier(store);
  const generic = () => intl.formatMessage({ id: 'error.generic' });
  // Server messages follow the interface language; the content language is read from the store per call.
  const http = createHttp({ store, language, notify, t: (id) => intl.formatMessage({ id }) });
  const plainHttp = createPlainHttp(notify, generic);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App intl={intl} store={store} services={{ http, plainHttp, notify, dismiss }} language={language} />
    </StrictMode>,
  );
});
