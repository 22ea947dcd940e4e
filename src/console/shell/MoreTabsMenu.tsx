import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';
import type { TabItem } from '../routes/useTabs.ts';
import { useInertPage } from '../ui/useInertPage.ts';

/** What the More button shows: the word, how many tabs it holds, a chevron; also drawn in the tab bar's measuring row. */
export function MoreTabsFace({ count }: { count: number }) {
  const t = useT();
  return (
    <>
      <span>{t('shell.more')}</span>
      {/* A space, so the button's text reads "More 6" (its name, "More: 6 tabs", contains it: WCAG 2.5.3). */}
      {' '}
      <span className="tabs__count" aria-hidden="true">{count}</span>
      <svg className="tabs__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M3 4.5 6 7.5 9 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" /></svg>
    </>
  );
}

/**
 * The tab bar's More menu: the tabs that do not fit the strip, as links in a Radix dropdown,
 * so the keyboard opens it (Enter, Space, ArrowDown), moves with the arrows, follows with Enter and
 * closes with Escape, focus back on the button.
 */
export function MoreTabsMenu({ tabs, current }: { tabs: readonly TabItem[]; current: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  useInertPage(open);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className="tabs__more" aria-label={t('shell.moreTabs', { count: tabs.length })}>
        <MoreTabsFace count={tabs.length} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          {tabs.map((tab) => (
            <DropdownMenu.Item key={tab.key} asChild className="menu__item tabs__menuitem">
              <Link href={tab.href} aria-current={tab.key === current ? 'page' : undefined}>{tab.title}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
