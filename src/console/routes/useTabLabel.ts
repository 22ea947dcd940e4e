import type { ResolvedKind } from '../../core/defineKind.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useLanguageTabs } from './useLanguageTabs.ts';
import { tabTitle } from './tabTitle.ts';

/**
 * Returns the tab title of a kind: the client's own tab name in the current language
 * (`language_tabs_web`, matched by `tab_type.name === kind.route`), else the kind's label message.
 */
export function useTabLabel(): (kind: ResolvedKind) => string {
  const languageTabs = useLanguageTabs();
  const t = useT();
  return (kind) => tabTitle(kind.route, languageTabs, t(kind.labels.tab));
}
