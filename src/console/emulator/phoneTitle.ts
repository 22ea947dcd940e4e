import type { UserSetting } from '../session/userWeb.ts';

/**
 * The phone header text (SPEC §2): the client's tab name for this route in the given language
 * (`language_tabs_web`), else the fallback (the kind's translated label).
 */
export function phoneTitle(settings: UserSetting | null | undefined, language: string, route: string, fallback: string): string {
  const lang = settings?.user_languages?.find((l) => (l.language_code ?? l.language?.language_code) === language);
  return lang?.language_tabs_web?.find((tab) => tab.tab_type?.name === route)?.tab_name || fallback;
}
