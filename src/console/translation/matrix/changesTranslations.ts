import type { LiveAction } from '../../live/createLiveClient.ts';

// Relation links and orders carry no translatable text: they move no count of the matrix.
const UNTRANSLATED: ReadonlySet<LiveAction> = new Set(['linked', 'unlinked', 'reordered']);

/** Whether an item event may change a kind's translation states (a new or gone item, a base or translated text, a lifecycle step). */
export function changesTranslations(action: LiveAction): boolean {
  return !UNTRANSLATED.has(action);
}
