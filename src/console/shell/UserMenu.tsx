import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { userWebAtom } from '../auth/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useLogout } from './useLogout.ts';

/** The user-name dropdown (SPEC §2); this issue offers Log Out. */
export function UserMenu() {
  const t = useT();
  const user = useAtomValue(userWebAtom);
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  // Close on outside click and Escape, as every dropdown should.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => { if (!root.current?.contains(e.target as Node)) setOpen(false); };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('.usermenu__button')?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => { document.removeEventListener('mousedown', onDown); document.removeEventListener('keydown', onKey); };
  }, [open]);

  useEffect(() => {
    if (open) root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const name = user?.user.name || user?.user.email || '';
  return (
    <div className="usermenu" ref={root}>
      <button type="button" className="usermenu__button" aria-haspopup="menu" aria-expanded={open}
        aria-controls={menuId} aria-label={`${t('shell.userMenu')}: ${name}`} onClick={() => setOpen((o) => !o)}>
        <span className="avatar" aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
        <span className="usermenu__name">{name}</span>
        <svg className="usermenu__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M3 4.5 6 7.5 9 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" /></svg>
      </button>
      {open && (
        <div className="menu" role="menu" id={menuId}>
          {user?.user.email && <div className="menu__meta">{user.user.email}</div>}
          <button type="button" role="menuitem" className="menu__item" onClick={() => { setOpen(false); void logout(); }}>
            {t('shell.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
