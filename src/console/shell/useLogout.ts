import { useSetAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../http/ServicesContext.tsx';
import { clearSessionAtom } from '../session/session.ts';
import { loginPath } from '../session/redirects.ts';

/** Logs out on the server, clears the local session and goes to login with a way back here. */
export function useLogout(): () => Promise<void> {
  const { http } = useServices();
  const clear = useSetAtom(clearSessionAtom);
  const [location, navigate] = useLocation();
  const search = useSearch();
  return async () => {
    const back = location + (search ? `?${search}` : '');
    // Even if the server call fails the user asked to leave: clear locally regardless.
    await http('/logout', { method: 'POST' }).catch(() => undefined);
    navigate(loginPath(back), { replace: true });
    clear();
  };
}
