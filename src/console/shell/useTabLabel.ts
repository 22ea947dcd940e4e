import { useAtomValue } from 'jotai';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { userWebAtom } from '../auth/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useLanguage } from '../i18n/LanguageContext.tsx';

/**
 * Returns the tab title of a kind: the client's own tab name in the UI language
 * (`language_tabs_web`, matched by `tab_type.name === kind.route`), else the kind's label message.
 */
export function useTabLabel(): (kind: ResolvedKind) => string {
  const user = useAtomValue(userWebAtom);
  const language = useLanguage();
  const t = useT();
  const lang = user?.user_setting.user_languages?.find((l) => (l.language_code ?? l.language?.language_code) === language);
  return (kind) => lang?.language_tabs_web?.find((tab) => tab.tab_type?.name === kind.route)?.tab_name || t(kind.labels.tab);
}
