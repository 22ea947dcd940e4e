import type { ResolvedKind } from '../../core/defineKind.ts';
import { applyTexts, baseTexts, textsOf, type LocalizedAnnotations } from '../../core/translatable.ts';
import type { Db } from '../db/Db.ts';
import { createTranslationStore, type TranslationFields } from './translationStore.ts';

/** The list title in a language when it differs from the base one (what search in that language finds). */
export function translatedTitle(kind: Pick<ResolvedKind, 'list'>, base: Record<string, unknown>, fields: TranslationFields, ann: LocalizedAnnotations): string | undefined {
  const title = kind.list.toListItem(applyTexts(base, textsOf(fields), ann)).title;
  return typeof title === 'string' && title !== kind.list.toListItem(base).title ? title.slice(0, 500) : undefined;
}

/**
 * After a base write: drops each language's texts whose base text is gone (a cleared field, a removed
 * page), so a reader never sees a translation of nothing and the item's state counts what is there.
 * True when it dropped any (the item's changed languages may then have moved).
 */
export async function pruneTranslations(db: Db, companyId: number, kind: Pick<ResolvedKind, 'id' | 'list'>, item: Record<string, unknown> & { id: number }, ann: LocalizedAnnotations): Promise<boolean> {
  if (!ann.localized.length) return false;
  const translations = createTranslationStore(db);
  const rows = await translations.ofItem(companyId, kind.id, item.id);
  if (!rows.length) return false;
  const base = baseTexts(item, ann);
  let pruned = false;
  for (const row of rows) {
    const kept = Object.fromEntries(Object.entries(row.fields).filter(([path]) => Object.hasOwn(base, path)));
    if (Object.keys(kept).length === Object.keys(row.fields).length) continue;
    await translations.save(companyId, kind.id, item.id, row.language_code, kept, { title: translatedTitle(kind, item, kept, ann), baseVersion: row.base_version });
    pruned = true;
  }
  return pruned;
}
