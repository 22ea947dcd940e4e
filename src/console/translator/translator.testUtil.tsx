import { createStore } from 'jotai';
import type { $Fetch } from 'ofetch';
import { memoryLocation } from 'wouter/memory-location';
import { resolveKind, type KindDefinition, type ResolvedKind } from '../../core/defineKind.ts';
import { previewFields } from '../../core/previewField.ts';
import { schemaAnnotations } from '../../core/schemaAnnotations.ts';
import { applyTexts, baseTexts } from '../../core/translatable.ts';
import tkTour from '../../../tests/kinds/plugins/tk_tour/index.ts';
import { userWebAtom } from '../session/session.ts';
import type { UserWeb } from '../session/userWeb.ts';
import { grantUser } from '../session/grantUser.testUtil.ts';
import type { Grant } from '../../core/roles.ts';
import { httpError, renderConsoleTree, sizeTheListScroller } from '../editor/kindHost.testUtil.tsx';
import { KindHost } from '../editor/KindRoute.tsx';
import type { WireItem } from '../model/wireItem.ts';
import { contentLanguageAtom } from '../i18n/contentLanguage.ts';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import type { UiLanguage } from '../i18n/catalogues.ts';

/**
 * The test-only tour kind cut down to translatable fields (`x-localized`: its title, closing reason,
 * page titles, texts and narrations) beside shared ones (rating), no console module, relations or variants; its
 * phone preview shows the title and the reason.
 */
export function translatableTour(): ResolvedKind {
  const def = tkTour as unknown as KindDefinition;
  return resolveKind({
    ...def,
    schema: {
      type: 'object', required: ['title'],
      properties: {
        title: { type: 'string', title: 'Title', minLength: 1, maxLength: 200, 'x-localized': true },
        reason: { type: 'string', title: 'Reason', maxLength: 500, 'x-localized': true },
        rating: { type: 'integer', title: 'Rating', minimum: 0, maximum: 5 },
        pages: {
          type: 'array', title: 'Pages', 'x-key': 'id',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer', title: 'Key' },
              title: { type: 'string', title: 'Page title', 'x-localized': true },
              text: { type: 'string', title: 'Page text', 'x-localized': true },
              audio: { type: 'string', title: 'Narration', 'x-localized': true },
            },
          },
        },
      },
    },
    uiSchema: {
      'ui:order': ['title', 'reason', 'rating', 'pages'],
      reason: { 'ui:widget': 'textarea' },
      pages: { 'ui:options': { summary: { title: 'title' } }, items: { id: { 'ui:widget': 'hidden' }, text: { 'ui:widget': 'textarea' }, audio: { 'ui:widget': 'audio' } } },
    },
    preview: {
      ...def.preview,
      toPreview: (r) => previewFields([['title', r.title], ['text', r.reason]]),
    },
    console: undefined,
    relations: undefined,
    variants: undefined,
    defaultVariant: undefined,
  });
}

/** One call the fake server received: method, path, body and the content language it was read or written in. */
export interface LangCall { method: string; path: string; body?: unknown; language: string }

/** A stored translation of one item into one language: path → text, and the paths whose base moved on. */
export interface StoredTranslation { texts: Record<string, string>; stale?: string[] }

/**
 * Renders the kind's screen against a fake server that speaks content languages as the API contract
 * says (`x-language-code`, else the store's content language as the console's http client sends it):
 * the client's languages are `languages` (the first is the base); reads in another language carry
 * its texts over the base with `_missing` and `_stale`; writes go to `write` (default: stored and answered).
 */
export function renderTranslating(kind: ResolvedKind, opts: {
  items: WireItem[];
  translations?: Record<number, Record<string, StoredTranslation>>;
  languages?: string[];
  uiLanguage?: UiLanguage;
  write?(call: LangCall): unknown;
  /** Who is signed in: an admin unless a test names another role or limits. */
  grant?: Grant;
}) {
  sizeTheListScroller();
  const languages = opts.languages ?? ['en', 'es'];
  const [base] = languages;
  const translations = opts.translations ?? {};
  const ann = schemaAnnotations(kind.schema);
  const calls: LangCall[] = [];
  const store = createStore();
  store.set(userWebAtom, {
    user: grantUser(opts.grant),
    company: { id: 1, slug: 'acme', name: 'Acme' },
    user_setting: { user_languages: languages.map((code, i) => ({ language_id: i + 1, language_code: code })) },
  } satisfies UserWeb);

  const inLanguage = (item: WireItem, language: string, gaps: boolean): WireItem => {
    if (language === base) return item;
    const stored = translations[item.id]?.[language] ?? { texts: {} };
    const merged = applyTexts(item, stored.texts, ann);
    if (!gaps) return merged;
    const missing = Object.keys(baseTexts(item, ann)).filter((p) => !(p in stored.texts));
    return { ...merged, _language: language, _missing: missing, _stale: stored.stale ?? [] };
  };
  const entity = kind.api.entity;
  const http = (async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const language = init.headers?.['x-language-code'] ?? store.get(contentLanguageAtom) ?? base;
    const call: LangCall = { method: init.method ?? 'GET', path, body: init.body, language };
    calls.push(call);
    await Promise.resolve();
    if (call.method === 'GET' && path === `/${entity}?slim=1`) return { data: { [kind.api.listKey]: opts.items.map((i) => inLanguage(i, language, false)) } };
    const one = new RegExp(`^/${entity}/(\\d+)$`).exec(path);
    if (call.method === 'GET' && one) {
      const item = opts.items.find((i) => i.id === Number(one[1]));
      if (!item) throw httpError(404, { message: 'Not found' });
      return { data: { items: inLanguage(item, language, true) } };
    }
    const state = new RegExp(`^/translations/${kind.id}/(\\d+)$`).exec(path);
    if (call.method === 'GET' && state) {
      const item = opts.items.find((i) => i.id === Number(state[1]))!;
      return {
        data: {
          languages: languages.slice(1).map((l) => {
            const { _missing: missing = [], _stale: stale = [] } = inLanguage(item, l, true) as { _missing?: string[]; _stale?: string[] };
            return { language: l, state: missing.length ? 'missing' : stale.length ? 'stale' : 'complete', missing, stale };
          }),
        },
      };
    }
    if (opts.write) return opts.write(call);
    throw httpError(500, { message: `unexpected call ${call.method} ${path}` });
  }) as unknown as $Fetch;

  const intl = createConsoleIntl(opts.uiLanguage ?? 'en', [kind]);
  const location = memoryLocation({ path: `/${kind.route}` });
  const { result, notices } = renderConsoleTree(<KindHost kind={kind} />, { http, store, intl, language: opts.uiLanguage ?? 'en', kinds: [kind], location });
  return { ...result, calls, notices, store };
}
