import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { buildRegistry } from './registry/buildRegistry.ts';
import { detectLanguage } from './i18n/detectLanguage.ts';
import { createConsoleIntl } from './i18n/createConsoleIntl.ts';
import { createNotifier } from './notices/notices.ts';
import { createHttp } from './http/createHttp.ts';
import { App } from './App.tsx';
import './styles/index.css';

// Everything below is built exactly once and handed down through providers.
const language = detectLanguage();
document.documentElement.lang = language;
const intl = createConsoleIntl(language);
const registry = buildRegistry();
const store = createStore();
const { notify, dismiss } = createNotifier(store);
const http = createHttp({ store, language, notify, t: (id) => intl.formatMessage({ id }) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App intl={intl} registry={registry} store={store} services={{ http, notify, dismiss }} language={language} />
  </StrictMode>,
);

// A broken plugin must not go unnoticed: besides the error screen, surface it as an uncaught error.
if (!registry.ok) setTimeout(() => { throw registry.error; });
