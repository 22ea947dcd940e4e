import { useMemo, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { activeTab } from '../routes/activeTab.ts';
import { useTabs } from '../routes/useTabs.ts';
import { useConsoleRoutes } from '../routes/useConsoleRoutes.ts';
import { fitTabs } from './fitTabs.ts';
import { MoreTabsFace, MoreTabsMenu } from './MoreTabsMenu.tsx';
import { useTabMeasures } from './useTabMeasures.ts';
import './tabBar.css';

/**
 * The top tab bar (SPEC §2): one link per permitted, visible tab; the current one (or an edit route's
 * parent) marked. Tabs that do not fit go into a More menu at the end of the strip, and the current
 * tab always stays in the strip; until the page has a layout every tab is shown.
 */
export function TabBar() {
  const t = useT();
  const tabs = useTabs();
  const [location] = useLocation();
  const search = useSearch();
  const registry = useRegistry();
  const routes = useConsoleRoutes();
  // A screen about one kind (the walk simulator) keeps that kind's tab highlighted.
  const current = activeTab(routes.tabs, location, search, (id) => registry.kinds.find((k) => k.id === id)?.route);
  const nav = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const measures = useTabMeasures(nav, row, tabs.map((tab) => tab.title).join('\n'));
  const activeIndex = tabs.findIndex((tab) => tab.key === current);
  const fit = useMemo(() => (measures && measures.widths.length === tabs.length
    ? fitTabs(measures.widths, measures.available, measures.moreWidth, activeIndex, measures.gap)
    : null), [measures, tabs.length, activeIndex]);
  const visible = fit ? fit.visible.map((i) => tabs[i]) : tabs;
  const overflow = fit ? fit.overflow.map((i) => tabs[i]) : [];

  return (
    <nav className="tabs" aria-label={t('shell.tabs')} ref={nav}>
      {visible.map((tab) => (
        <Link key={tab.key} href={tab.href} className="tabs__tab" aria-current={tab.key === current ? 'page' : undefined}>
          {tab.title}
        </Link>
      ))}
      {overflow.length > 0 && <MoreTabsMenu tabs={overflow} current={current} />}
      {/* Every tab and the More button, laid out but unseen, for their widths (useTabMeasures). */}
      <div className="tabs__measure" aria-hidden="true">
        <div className="tabs__measure-row" ref={row}>
          {tabs.map((tab) => <span key={tab.key} className="tabs__tab" data-measure="tab">{tab.title}</span>)}
          <span className="tabs__more" data-measure="more"><MoreTabsFace count={tabs.length} /></span>
        </div>
      </div>
    </nav>
  );
}
