import { useRef, useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { userWebAtom } from '../session/session.ts';
import { useMay } from '../session/useGrant.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useLogout } from './useLogout.ts';
import { CompanyDialog } from './CompanyDialog.tsx';
import { ImportCsvDialog } from './ImportCsvDialog.tsx';
import { useInertPage } from '../ui/useInertPage.ts';

type OpenDialog = 'company' | 'import' | null;

/** The user-name dropdown (SPEC §2): Dashboard (the activity screen), Releases, Company and Import CSV (who may manage), then Translations, API reference, Log Out. */
export function UserMenu() {
  const t = useT();
  const user = useAtomValue(userWebAtom);
  const manages = useMay('manage');
  const logout = useLogout();
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const name = user?.user.name || user?.user.email || '';
  const close = (open: boolean) => { if (!open) setDialog(null); };
  const [menuOpen, setMenuOpen] = useState(false);
  useInertPage(menuOpen);

  return (
    <>
      <DropdownMenu.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenu.Trigger ref={trigger} className="usermenu__button" aria-label={`${t('shell.userMenu')}: ${name}`}>
          {/* The initial is drawn by CSS, not text: the button's text is then the name alone, which its accessible name contains (WCAG 2.5.3). */}
          <span className="avatar" aria-hidden="true" data-initial={name.slice(0, 1).toUpperCase()} />
          <span className="usermenu__name">{name}</span>
          <svg className="usermenu__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M3 4.5 6 7.5 9 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" /></svg>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
            {user?.user.email && <DropdownMenu.Label className="menu__meta">{user.user.email}</DropdownMenu.Label>}
            <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/dashboard')}>{t('menu.dashboard')}</DropdownMenu.Item>
            <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/releases')}>{t('route.releases')}</DropdownMenu.Item>
            {manages && <DropdownMenu.Item className="menu__item" onSelect={() => setDialog('company')}>{t('menu.company')}</DropdownMenu.Item>}
            {manages && <DropdownMenu.Item className="menu__item" onSelect={() => setDialog('import')}>{t('menu.importCsv')}</DropdownMenu.Item>}
            {/* After SPEC §2's items. A tab too when the client has several languages; here for everyone, as the crowded tab strip may hide it. */}
            <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/translations')}>{t('route.translations')}</DropdownMenu.Item>
            <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/api-reference')}>{t('menu.apiReference')}</DropdownMenu.Item>
            <DropdownMenu.Separator className="menu__separator" />
            <DropdownMenu.Item className="menu__item" onSelect={() => void logout()}>{t('shell.logout')}</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {manages && <CompanyDialog open={dialog === 'company'} onOpenChange={close} returnFocus={trigger} />}
      {manages && <ImportCsvDialog open={dialog === 'import'} onOpenChange={close} returnFocus={trigger} />}
    </>
  );
}
