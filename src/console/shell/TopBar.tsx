import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { userWebAtom } from '../session/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { TabBar } from './TabBar.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { SizeMenu } from './SizeMenu.tsx';
import { FullscreenButton } from './FullscreenButton.tsx';
import { UserMenu } from './UserMenu.tsx';

/** Top bar: product and company, the tab bar, then language, size, fullscreen and the user menu. */
export function TopBar() {
  const t = useT();
  const user = useAtomValue(userWebAtom);
  return (
    <header className="topbar">
      <Link href="/" className="topbar__brand">
        <span className="brand-mark" aria-hidden="true">T</span>
        <span>{t('app.name')}</span>
      </Link>
      {user?.company.name && <span className="topbar__company">{user.company.name}</span>}
      <TabBar />
      <div className="topbar__actions">
        <LanguageMenu />
        <SizeMenu />
        <FullscreenButton />
        <UserMenu />
      </div>
    </header>
  );
}
