import type { ReactNode } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { TopBar } from './TopBar.tsx';
import { useClientColors } from './useClientColors.ts';

/** The signed-in frame: a skip link, the top bar with tabs and menus, then the current screen. */
export function Shell({ children }: { children: ReactNode }) {
  useClientColors();
  const t = useT();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">{t('shell.skip')}</a>
      <TopBar />
      <main className="shell__main" id="main" tabIndex={-1}>{children}</main>
    </div>
  );
}
