import { applyTexts, baseTexts, locatePath, textsOf, translationGaps, type LocalizedAnnotations } from '../../core/translatable.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { HttpError } from '../errors/httpError.ts';
import { notFound } from '../errors/notFoundError.ts';
import { invalidFields, type FieldError } from '../kinds/createKindValidator.ts';
import { refusal } from '../errors/refusal.ts';
import { fieldAtName } from '../items/fieldAtName.ts';
import { consoleWords, type UiLanguage } from '../i18n/ruleMessages.ts';
import { inTransaction, type NestedTexts, type WireItem } from '../items/itemStore.ts';
import { type ItemWriter } from '../operations/createItemWriter.ts';
import { versionConflict } from '../errors/versionConflict.ts';
import { type WriteCaller } from '../operations/writeCaller.ts';
import { documentOf } from '../items/documentOf.ts';
import type { ContentLanguage } from '../http/contentLanguage.ts';
import { translationBody } from './translationBody.ts';
import { translatedTitle } from './pruneTranslations.ts';
import { takeBodyLinks } from '../links/relationBody.ts';
import { createTranslationStore, type TranslationFields } from './translationStore.ts';
import { revisionAtVersion } from '../revisions/revisionAtVersion.ts';
import { staleTranslationTexts } from './mergeTranslation.ts';

/** An item read in a non-base language: its texts, and which paths fell back or went stale. */
export type TranslatedItem = WireItem & { _language: string; _missing: string[]; _stale: string[] };

/** Lays a language's stored fields over an item and says what is missing or stale. */
export function itemInLanguage(item: WireItem, fields: TranslationFields, ann: LocalizedAnnotations, language: string): TranslatedItem {
  const gaps = translationGaps(baseTexts(item, ann), fields);
  return { ...applyTexts(item, textsOf(fields), ann), _language: language, _missing: gaps.missing, _stale: gaps.stale };
}

/** Lays the texts inside keyed children (which the list SQL leaves out) over listed items. */
export function withNestedTexts<T extends { id: number }>(items: T[], nested: NestedTexts, ann: LocalizedAnnotations): T[] {
  return items.map((item) => (nested[item.id] ? applyTexts(item, nested[item.id], ann) : item));
}

/**
 * Stores a write in a non-base language (see translationBody): the base document stays as it is, the
 * version does not move, the merged document must validate. A write at an older version is merged
 * per field and language when its revision is kept (mergeTranslation.ts), else 409.
 * `_reviewed` lists paths whose unchanged translation the translator confirms against the new base text.
 */
export async function writeTranslation(writer: ItemWriter, caller: WriteCaller, kind: ResolvedKind, language: ContentLanguage, id: number, version: number, body: Record<string, unknown>): Promise<TranslatedItem> {
  const { store, validator } = writer;
  const forClient = validator.kindFor(kind, caller.client);
  const ann = validator.annotationsFor(kind, caller.client);
  return inTransaction(store, async (tx) => {
    const stored = await tx.get(caller.companyId, kind, id, { lock: true });
    if (!stored) throw notFound();
    // A save made at an older version is read against the item as it was then (its revision), and merged per field.
    const atVersion = stored.version === version ? undefined : await revisionAtVersion(tx.db, caller.companyId, kind.id, id, version);
    if (stored.version !== version && !atVersion) throw versionConflict(stored, version);
    const base = documentOf(stored);
    // The base texts the translator saw: a merged text keeps its own as source (stale if the base moved on).
    const seen = atVersion?.data ?? base;
    // Relation links a body may carry (`games` of a read, `gameStation`) are the same in every language.
    const { body: document, links } = takeBodyLinks(forClient, body);
    if (links.length) throw sharedFieldRefusal(links[0].field, language, forClient, caller.language);
    const read = translationBody(document, seen, ann, language.base);
    const { errors } = read;
    const translations = createTranslationStore(tx.db);
    const fields = { ...(await translations.get(caller.companyId, kind.id, id, language.code)) };
    if (atVersion && errors.length) throw invalidFields(errors.map((e) => translationError(e, forClient, seen, language, caller.language)), caller.language);
    const texts = atVersion ? staleTranslationTexts(read.texts, language.code, atVersion, { base, fields, version: stored.version }, ann, version) : read.texts;
    const reviewed = new Set(Array.isArray(body._reviewed) ? body._reviewed.filter((p) => typeof p === 'string') : []);
    for (const [path, text] of Object.entries(texts)) {
      if (text === null) { delete fields[path]; continue; }
      const spot = locatePath(seen, path, ann);
      const source = spot && typeof spot.holder[spot.prop] === 'string' ? (spot.holder[spot.prop] as string) : '';
      // Nothing to translate: a translation of an empty base field would show where the base shows nothing.
      if (!source.trim()) { errors.push({ field: (spot?.at ?? path.split('/')).join('.'), message: `has no ${language.base} text to translate`, messageId: 'api.refused.noBaseText' }); continue; }
      // An unchanged text keeps the base text it was made for (a round trip must not hide that the base moved on).
      const kept = fields[path]?.text === text && !reviewed.has(path);
      fields[path] = kept ? fields[path] : { text, source };
    }
    if (errors.length) throw invalidFields(errors.map((e) => translationError(e, forClient, base, language, caller.language)), caller.language);
    const merged = applyTexts(base, textsOf(fields), ann);
    try {
      validator.check(kind, caller.client, structuredClone(merged), caller.language);
    } catch (err) {
      // A merged stale save that would not validate is not stored: the 409 shows both values of what it changed.
      if (!atVersion || !(err instanceof HttpError) || err.status !== 400) throw err;
      const conflicts = Object.entries(texts).map(([path, text]) => ({ path: `/${path}`, language: language.code, yours: text, theirs: fields[path]?.text ?? null, base: atVersion.translations[language.code]?.[path] ?? null }));
      throw versionConflict(stored, version, { conflicts, reason: 'invalid' });
    }
    await translations.save(caller.companyId, kind.id, id, language.code, fields, { title: translatedTitle(forClient, base, fields, ann), baseVersion: stored.version });
    // A live item's changed languages moved with its texts (a trigger keeps them): the answer says them as stored now.
    const now = stored.published_version === null ? stored : (await tx.get(caller.companyId, kind, id)) ?? stored;
    return itemInLanguage(now, fields, ann, language.code);
  });
}

/** 400 for a create in another language: items begin in the base language. */
export function refuseCreateIn(language: ContentLanguage): never {
  throw refusal(400, 'api.refused.baseLanguageOnly', { base: language.base });
}

/** 400 naming a field that is shared by every language. */
export function sharedFieldRefusal(field: string, language: ContentLanguage, kind: ResolvedKind, lang: UiLanguage = 'en'): HttpError {
  return invalidFields([translationError({ field, message: '', messageId: 'api.refused.sharedField' }, kind, {}, language, lang)], lang);
}

/** A translation's field error (its `messageId` set by translationBody) worded in `lang`, the field named by its label. */
function translationError(error: FieldError, kind: ResolvedKind, base: unknown, language: ContentLanguage, lang: UiLanguage = 'en'): FieldError {
  if (!error.messageId) return error;
  const { field, child } = fieldAtName(kind, base, error.field.split('.'), lang);
  const values = { field: child ? `${child} › ${field}` : field, base: language.base };
  return { field: error.field, message: consoleWords(lang)(error.messageId, values), messageId: error.messageId, values };
}
