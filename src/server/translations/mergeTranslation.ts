import { locatePath, type LocalizedAnnotations } from '../../core/translatable.ts';
import type { MergeConflict } from '../../core/mergeDocuments.ts';
import { versionConflict } from '../errors/versionConflict.ts';
import type { KeptVersion } from '../revisions/revisionAtVersion.ts';
import type { TranslationFields } from './translationStore.ts';

/** What a stale translation save is merged against: the item's current base document and the language's stored fields. */
export interface CurrentTranslation {
  base: Record<string, unknown>;
  fields: TranslationFields;
  version: number;
}

const baseText = (doc: unknown, path: string, ann: LocalizedAnnotations) => {
  const spot = locatePath(doc, path, ann);
  const text = spot?.holder[spot.prop];
  return typeof text === 'string' && text.trim() ? text : null;
};

/**
 * The texts of a translation save made at an older version (`kept`) that may be stored: those it
 * changes in `language`, each field and language on its own. A text someone else changed since in
 * that language, or whose base text is gone since, is a conflict: 409 with both values; a save that
 * adds nothing to what is stored is a 409 `unchanged`. A base text changed since is no conflict: the translation keeps
 * the base text it was made from as its source, so it reads as stale until reviewed.
 */
export function staleTranslationTexts(texts: Record<string, string | null>, language: string, kept: KeptVersion, current: CurrentTranslation, ann: LocalizedAnnotations, version: number): Record<string, string | null> {
  const was = kept.translations[language] ?? {};
  const changed = Object.entries(texts).filter(([path, text]) => text !== (was[path] ?? null));
  if (changed.every(([path, text]) => text === (current.fields[path]?.text ?? null))) throw versionConflict(current, version, { conflicts: [], reason: 'unchanged' });
  const conflicts: MergeConflict[] = [];
  for (const [path, text] of changed) {
    const theirs = current.fields[path]?.text ?? null;
    const gone = text !== null && baseText(current.base, path, ann) === null;
    if (gone || (theirs !== (was[path] ?? null) && theirs !== text)) {
      conflicts.push({ path: `/${path}`, language, yours: text, theirs: gone ? null : theirs, base: was[path] ?? null });
    }
  }
  if (conflicts.length) throw versionConflict(current, version, { conflicts, reason: 'overlap' });
  return Object.fromEntries(changed);
}
