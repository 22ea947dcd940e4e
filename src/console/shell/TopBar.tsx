import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { userWebAtom } from '../auth/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { KindTabs } from './KindTabs.tsx';
import { UserMenu } from './UserMenu.tsx';
import { visibleKinds } from './visibleKinds.ts';

/** Top bar: product name, one tab per visible kind, the user menu. */
export function TopBar() {
  const t = useT();
  const registry = useRegistry();
  const user = useAtomValue(userWebAtom);
  return (
    <header className="topbar">
      <Link href="/" className="topbar__brand">
        <span className="brand-mark" aria-hidden="true">T</span>
        <span>{t('app.name')}</span>
      </Link>
      {user?.company.name && <span className="topbar__company">{user.company.name}</span>}
      <KindTabs kinds={visibleKinds(registry.kinds, user)} />
      <UserMenu />
    </header>
  );
}
