import type { SchemaAnnotations } from '../../core/schemaAnnotations.ts';
import { baseTexts, locatePath, translationGaps } from '../../core/translatable.ts';
import type { Db } from '../db/Db.ts';
import { createTranslationStore, type TranslationFields } from '../translations/translationStore.ts';
import { pointerOf, type LiveDocument, type ReadinessFault } from './readinessTypes.ts';

/**
 * One fault per live item and non-base language whose translatable texts are missing or stale there,
 * placed at the first missing (else stale) field; `count` is how many texts want work. The company's
 * translations are read in one query.
 */
export async function translationFaults(db: Db, companyId: number, languages: readonly string[], docs: readonly LiveDocument[], annotations: ReadonlyMap<string, SchemaAnnotations>): Promise<ReadinessFault[]> {
  if (!languages.length) return [];
  const rows = await createTranslationStore(db).ofCompany(companyId, languages);
  const stored = new Map<string, TranslationFields>(rows.map((r) => [`${r.item_id}:${r.language_code}`, r.fields]));
  const out: ReadinessFault[] = [];
  for (const d of docs) {
    const ann = annotations.get(d.kind);
    if (!ann?.localized.length) continue;
    const base = baseTexts(d.doc, ann);
    for (const language of languages) {
      const gaps = translationGaps(base, stored.get(`${d.id}:${language}`) ?? {});
      const first = gaps.missing[0] ?? gaps.stale[0];
      if (first === undefined) continue;
      const at = locatePath(d.doc, first, ann)?.at ?? first.split('/');
      out.push({ kind: d.kind, id: d.id, title: d.title, type: 'translation', at: pointerOf(at), message: 'readiness.translation', values: { language, count: gaps.missing.length + gaps.stale.length } });
    }
  }
  return out;
}
