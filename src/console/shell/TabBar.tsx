import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';
import { activeTab } from '../routes/activeTab.ts';
import { useTabs } from '../routes/useTabs.ts';

/** The top tab bar (SPEC §2): one link per permitted, visible tab; the current one (or an edit route's parent) marked. */
export function TabBar() {
  const t = useT();
  const tabs = useTabs();
  const [location] = useLocation();
  const current = activeTab(location);
  const nav = useRef<HTMLElement>(null);
  // The strip scrolls when the tabs do not fit: keep the current one in view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav className="tabs" aria-label={t('shell.tabs')} ref={nav}>
      {tabs.map((tab) => (
        <Link key={tab.key} href={tab.href} className="tabs__tab" aria-current={tab.key === current ? 'page' : undefined}>
          {tab.title}
        </Link>
      ))}
    </nav>
  );
}
