import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { buildRegistry } from './registry/buildRegistry.ts';
import { detectLanguage } from './i18n/detectLanguage.ts';
import { createConsoleIntl } from './i18n/createConsoleIntl.ts';
import { createNotifier } from './notices/notices.ts';
import { createHttp } from './http/createHttp.ts';
import { createPlainHttp } from './http/createPlainHttp.ts';
import { LANGUAGE_STORAGE_KEY } from './i18n/languageChoice.ts';
import { applySize, storedSize } from './shell/uiSize.ts';
import { App } from './App.tsx';
import './styles/index.css';

// Everything below is built exactly once and handed down through providers.
let storedCopy: string | null = null;
try { storedCopy = localStorage.getItem(LANGUAGE_STORAGE_KEY); } catch { /* storage blocked */ }
const language = detectLanguage(undefined, undefined, storedCopy);
// Before the first paint, so a remembered small or large size does not flash medium first.
applySize(storedSize());
document.documentElement.lang = language;
const registry = buildRegistry();
// Every kind brings its own words (labels, field titles, rule messages) from its plugin folder.
const intl = createConsoleIntl(language, registry.ok ? registry.registry.kinds : []);
const store = createStore();
const { notify, dismiss } = createNotifier(store);
const generic = () => intl.formatMessage({ id: 'error.generic' });
// Server messages follow the interface language; the content language is read from the store per call.
const http = createHttp({ store, language, notify, t: (id) => intl.formatMessage({ id }) });
const plainHttp = createPlainHttp(notify, generic);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App intl={intl} registry={registry} store={store} services={{ http, plainHttp, notify, dismiss }} language={language} />
  </StrictMode>,
);

// A broken plugin must not go unnoticed: besides the error screen, surface it as an uncaught error.
if (!registry.ok) setTimeout(() => { throw registry.error; });
