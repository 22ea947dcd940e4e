import { Hono, type Context } from 'hono';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { keyedChildNames, type ChildName } from '../../core/fieldPathLabel.ts';
import { baseTexts, translationGaps, translationState, type TranslationState } from '../../core/translatable.ts';
import type { AppEnv } from '../appEnv.ts';
import { HttpError } from '../errors/httpError.ts';
import { notFound } from '../errors/notFoundError.ts';
import { refusal } from '../errors/refusal.ts';
import type { ItemWriter } from '../operations/createItemWriter.ts';
import { createTranslationStore, type TranslationFields } from '../translations/translationStore.ts';
import { readJsonObject } from '../http/readJsonObject.ts';
import { requireAdmin } from '../auth/requireAdmin.ts';

/** One item's state in one language, with the paths behind it and the keyed children they pass through ("Page 1 · Arrival"). */
interface ItemLanguageState {
  state: TranslationState;
  missing: string[];
  stale: string[];
  children: Record<string, ChildName>;
}

/**
 * The translation state of a client's content: the matrix of kinds × languages, one kind's
 * items in one language, one item in every language, and the purge of a language no longer offered.
 * Computed from the documents and the translations in two queries, never per item.
 */
export function translationRoutes(registry: KindRegistry, writer: ItemWriter) {
  const app = new Hono<AppEnv>();
  const { store, validator } = writer;

  // The kinds with translatable fields, as this client has them.
  const translatable = (c: Context<AppEnv>) => registry.kinds.filter((k) => validator.annotationsFor(k, c.get('user').companySlug).localized.length > 0);
  const kindParam = (c: Context<AppEnv>): ResolvedKind => {
    const kind = translatable(c).find((k) => k.id === c.req.param('kind'));
    if (!kind) throw notFound();
    return kind;
  };
  const otherLanguages = (c: Context<AppEnv>) => c.get('user').languages.slice(1);

  /** Every live item of the kind with its state in each language. */
  async function states(c: Context<AppEnv>, kind: ResolvedKind, languages: readonly string[], onlyId?: number) {
    const user = c.get('user');
    const ann = validator.annotationsFor(kind, user.companySlug);
    const forClient = validator.kindFor(kind, user.companySlug);
    const items = onlyId !== undefined
      ? [await store.get(user.companyId, kind, onlyId)].filter((i) => i !== undefined)
      : await store.list(user.companyId, kind, { includeArchived: false });
    const translations = createTranslationStore(store.db);
    // One item (the publish check) reads its own rows, not the whole kind's.
    const rows = onlyId !== undefined
      ? (await translations.ofItem(user.companyId, kind.id, onlyId)).filter((r) => languages.includes(r.language_code))
      : await translations.ofCompany(user.companyId, languages, kind.id);
    const byItem = new Map<string, TranslationFields>(rows.map((r) => [`${r.item_id}:${r.language_code}`, r.fields]));
    return items.map((item) => {
      const base = baseTexts(item, ann);
      const title = forClient.list.toListItem(item).title;
      const langs = Object.fromEntries(languages.map((l): [string, ItemLanguageState] => {
        const gaps = translationGaps(base, byItem.get(`${item.id}:${l}`) ?? {});
        const children = keyedChildNames(forClient.schema, forClient.uiSchema, item, [...gaps.missing, ...gaps.stale]);
        return [l, { state: translationState(gaps), ...gaps, children }];
      }));
      return { id: item.id, title: typeof title === 'string' ? title : '', languages: langs };
    });
  }

  app.get('/translations', async (c) => {
    const languages = otherLanguages(c);
    const kinds = [];
    for (const kind of translatable(c)) {
      const list = languages.length ? await states(c, kind, languages) : [];
      const counts = Object.fromEntries(languages.map((l) => {
        const count = { complete: 0, missing: 0, stale: 0 };
        for (const item of list) count[item.languages[l].state]++;
        return [l, count];
      }));
      kinds.push({ kind: kind.id, total: list.length, languages: counts });
    }
    return c.json({ code: 200, status: 'success', data: { base: c.get('user').languages[0], languages, kinds } });
  });

  app.get('/translations/:kind/:id{[0-9]{1,9}}', async (c) => {
    const kind = kindParam(c);
    const languages = otherLanguages(c);
    const [item] = await states(c, kind, languages, Number(c.req.param('id')));
    if (!item) throw notFound();
    return c.json({ code: 200, status: 'success', data: { languages: languages.map((language) => ({ language, ...item.languages[language] })) } });
  });

  app.get('/translations/:kind', async (c) => {
    const kind = kindParam(c);
    const language = c.req.query('language') ?? '';
    if (!otherLanguages(c).includes(language)) {
      throw refusal(400, 'api.refused.translateLanguage', { languages: otherLanguages(c).join(', ') || '—' });
    }
    const items = (await states(c, kind, [language])).map(({ id, title, languages }) => ({ id, title, ...languages[language] }));
    return c.json({ code: 200, status: 'success', data: { items } });
  });

  // Deleting a language's translations for good is the company's decision: admins only.
  app.post('/translations/purge', requireAdmin, async (c) => {
    const body = await readJsonObject(c);
    const language = typeof body.language === 'string' ? body.language : '';
    if (!language) throw new HttpError(400, 'language is required.', { errors: [{ field: 'language', message: 'is required' }] });
    if (c.get('user').languages.includes(language)) throw refusal(400, 'api.refused.purgeStillUsed', { language: language.slice(0, 20) });
    if (body.confirm !== true) throw new HttpError(400, `Purging deletes every ${language} translation for good: send confirm: true.`);
    const purged = await createTranslationStore(store.db).purge(c.get('user').companyId, language);
    return c.json({ code: 200, status: 'success', message: `Purged ${purged} ${language} translation(s).`, data: { purged } });
  });

  return app;
}
