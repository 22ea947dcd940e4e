import { capitaliseKey } from '../../core/fieldPathLabel.ts';
import type { LanguageTab } from '../session/userWeb.ts';

/** "research_card" → "Research card": the last-resort tab title (SPEC §2); core holds it, field names use it too. */
export { capitaliseKey };

/**
 * A tab's title: the client's own name in the current language (`language_tabs_web`), else the
 * console's translated title, else the capitalised tab key.
 */
export function tabTitle(key: string, languageTabs: readonly LanguageTab[] | undefined, translated: string | undefined): string {
  const own = languageTabs?.find((t) => t.tab_type?.name === key)?.tab_name?.trim();
  return own || translated || capitaliseKey(key);
}
