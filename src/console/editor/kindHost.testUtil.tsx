import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createFetchError, type $Fetch } from 'ofetch';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ClientPatches } from '../../core/clientPatch.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { userWebAtom } from '../session/session.ts';
import type { UserWeb } from '../session/userWeb.ts';
import { grantUser } from '../session/grantUser.testUtil.ts';
import type { Grant } from '../../core/roles.ts';
import { ServicesProvider } from '../http/ServicesContext.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import { IntlProvider } from '../i18n/IntlContext.tsx';
import { LanguageProvider } from '../i18n/LanguageContext.tsx';
import type { UiLanguage } from '../i18n/catalogues.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { RegistryProvider } from '../registry/RegistryContext.tsx';
import { KindHost } from './KindRoute.tsx';
import { LiveProvider } from '../live/LiveContext.tsx';
import type { EventSourceLike } from '../live/createLiveClient.ts';
import type { WireItem } from '../model/wireItem.ts';

// Every screen test on this host waits up to 5 s: with the whole suite running on 2 cores, a first render
// or an item's answer can take over the 1 s default.
configure({ asyncUtilTimeout: 5000 });

let sized = false;
/**
 * happy-dom lays nothing out, so the virtual list would see a 0 px tall scroller and render no rows:
 * give the list's scroller a height (only it; everything else keeps happy-dom's zero).
 */
export function sizeTheListScroller() {
  if (sized) return;
  sized = true;
  for (const [prop, px] of [['clientHeight', 600], ['clientWidth', 300]] as const) {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, prop) ?? Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop);
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) { return this.classList.contains('list__scroller') ? px : (original?.get?.call(this) ?? 0); },
    });
  }
}

/** One call the screen made: method and path (with query), the body of a write and the query given apart (`{ query }`). */
export interface Call { method: string; path: string; body?: unknown; query?: Record<string, unknown> }

/** A stored item of the fake server: its full record; the slim list sends `listFields` of it only. */
export function wireItem(id: number, doc: Record<string, unknown>, extra: Partial<WireItem> = {}): WireItem {
  return { id, version: 1, state: 'active', is_published: false, is_archived: false, ...doc, ...extra };
}

/** A 4xx/5xx as the console's http client throws it. */
export function httpError(status: number, data: unknown) {
  return createFetchError({ request: '/', options: {}, response: { status, statusText: '', _data: data } as never } as never);
}

/**
 * Renders a kind's screen as the console does (KindHost: client variant, console parts, KindScreen or
 * the kind's own screen) against an in-memory fake of the kind's API: the slim list answers only the
 * client's kind's listFields plus lifecycle, `GET /{x}/{id}` the full item, writes go to `write`.
 */
export function renderKindHost(kind: ResolvedKind, opts: {
  language?: UiLanguage;
  patches?: ClientPatches;
  items?: WireItem[];
  listFields?: readonly string[];
  /** How long `GET /{x}/{id}` takes (ms). */
  itemDelayMs?: number;
  /** Other kinds in the registry (targets of references and relations). */
  others?: readonly ResolvedKind[];
  write?(call: Call): unknown;
  /** Where the screen opens (default `/{route}`), e.g. with `?id=…&field=…`. */
  path?: string;
  /** Who is signed in: an admin unless a test names another role or limits. */
  grant?: Grant;
  /** The client's settings (its content languages, …). */
  userSetting?: UserWeb['user_setting'];
  /** A fake live stream (see createLiveClient): the screen then hears others' changes through it. */
  live?: EventSourceLike;
} = {}) {
  sizeTheListScroller();
  const calls: Call[] = [];
  const items = opts.items ?? [];
  const entity = kind.api.entity;
  const lifecycle = ['id', 'version', 'state', 'is_published', 'is_archived', 'variant', 'review', 'published_version', 'has_changes', 'changed_languages'];
  const slim = (item: WireItem) => (opts.listFields
    ? Object.fromEntries(Object.entries(item).filter(([k]) => lifecycle.includes(k) || opts.listFields!.includes(k)))
    : item);
  const http = (async (path: string, init: { method?: string; body?: unknown; query?: Record<string, unknown> } = {}) => {
    const call = { method: init.method ?? 'GET', path, body: init.body, ...(init.query ? { query: init.query } : {}) };
    calls.push(call);
    await Promise.resolve();
    if (call.method === 'GET' && path === `/${entity}?slim=1`) return { data: { [kind.api.listKey]: items.map(slim) } };
    const one = new RegExp(`^/${entity}/(\\d+)$`).exec(path);
    if (call.method === 'GET' && one) {
      if (opts.itemDelayMs) await new Promise((r) => setTimeout(r, opts.itemDelayMs));
      const item = items.find((i) => i.id === Number(one[1]));
      if (!item) throw httpError(404, { message: 'Not found' });
      return { data: { items: item } };
    }
    if (opts.write) return opts.write(call);
    throw httpError(500, { message: `unexpected call ${call.method} ${path}` });
  }) as unknown as $Fetch;
  const store = createStore();
  store.set(userWebAtom, {
    user: grantUser(opts.grant),
    company: { id: 1, slug: 'acme', name: 'Acme' },
    user_setting: opts.userSetting ?? {},
    schema_patches: opts.patches,
  } satisfies UserWeb);
  const language = opts.language ?? 'en';
  const all = Object.freeze([kind, ...(opts.others ?? [])]);
  const intl = createConsoleIntl(language, all);
  const location = memoryLocation({ path: opts.path ?? `/${kind.route}`, record: true });
  const { result, notices } = renderConsoleTree(opts.live ? <LiveProvider EventSource={opts.live}><KindHost kind={kind} /></LiveProvider> : <KindHost kind={kind} />, { http, store, intl, language, kinds: all, location });
  return { ...result, calls, notices, navigate: location.navigate, location };
}

/** A frozen registry of the given kinds, as the console builds one. */
export function testRegistry(kinds: readonly ResolvedKind[]): KindRegistry {
  const all = Object.freeze([...kinds]);
  return Object.freeze({
    kinds: all,
    get: (id: string) => { const k = all.find((x) => x.id === id); if (!k) throw new Error(`unknown kind "${id}"`); return k; },
    byEntity: (e: string) => all.find((x) => x.api.entity === e),
    byRoute: (r: string) => all.find((x) => x.route === r),
  });
}

/** Renders `ui` inside the console's providers (intl, jotai, services, language, registry, router); notices are collected. */
export function renderConsoleTree(ui: ReactNode, opts: {
  http: $Fetch; store: ReturnType<typeof createStore>; intl: ReturnType<typeof createConsoleIntl>; language: UiLanguage;
  kinds: readonly ResolvedKind[]; location: { hook: ReturnType<typeof memoryLocation>['hook']; searchHook: ReturnType<typeof memoryLocation>['searchHook'] };
}) {
  const notices: string[] = [];
  const services = { http: opts.http, plainHttp: opts.http, notify: (_tone: string, text: string) => { notices.push(text); }, dismiss: () => {} };
  const result = render(
    <IntlProvider intl={opts.intl}>
      <JotaiProvider store={opts.store}>
        <ServicesProvider services={services}>
          <LanguageProvider language={opts.language}>
            <RegistryProvider registry={testRegistry(opts.kinds)}>
              <Router hook={opts.location.hook} searchHook={opts.location.searchHook}>
                {ui}
              </Router>
            </RegistryProvider>
          </LanguageProvider>
        </ServicesProvider>
      </JotaiProvider>
    </IntlProvider>,
  );
  return { result, notices };
}
