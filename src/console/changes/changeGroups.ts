import type { FieldChange } from '../../core/documentDiff.ts';

/** One language's share of an item's changes: the base document's, or one translation's (paths without the language). */
export interface ChangeGroup {
  /** The content language's code; the base language's for the base document. */
  language: string;
  changes: FieldChange[];
}

// A translation's change is `es:title`: the language before a colon that comes before any path step.
const LANGUAGE_PATH = /^([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*):(.+)$/;

/** A change's language (the base for the base document) and its path within that language's text. */
export function changeLanguage(change: FieldChange, base: string): { language: string; path: string } {
  const m = LANGUAGE_PATH.exec(change.path);
  return m && !m[1].includes('/') ? { language: m[1], path: m[2] } : { language: base, path: change.path };
}

/**
 * The changes of `GET /{x}/{id}/changes` by language: the base document's first, then each translation's
 * in the client's language order (`order`; others after, as they come), each path without its language.
 */
export function changeGroups(changes: readonly FieldChange[], base: string, order: readonly string[] = []): ChangeGroup[] {
  const groups = new Map<string, FieldChange[]>();
  for (const change of changes) {
    const { language, path } = changeLanguage(change, base);
    groups.set(language, [...(groups.get(language) ?? []), { ...change, path }]);
  }
  const rank = (code: string) => (code === base ? -1 : order.includes(code) ? order.indexOf(code) : order.length);
  return [...groups.entries()].map(([language, list]) => ({ language, changes: list })).sort((a, b) => rank(a.language) - rank(b.language));
}
