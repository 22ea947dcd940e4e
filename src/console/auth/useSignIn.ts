import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { useServices } from '../http/ServicesContext.tsx';
import { tokenAtom } from '../session/session.ts';
import { safeRedirect } from '../session/redirects.ts';

/** Returns sign-in: `POST /api/login` with the trimmed e-mail, store the token, replace history with the target. */
export function useSignIn(): (email: string, password: string, redirect: string | null | undefined) => Promise<boolean> {
  const { http } = useServices();
  const setToken = useSetAtom(tokenAtom);
  const [, navigate] = useLocation();
  return useCallback(async (email, password, redirect) => {
    try {
      const res = await http<{ access_token: string }>('/login', { method: 'POST', body: { email: email.trim(), password } });
      setToken(res.access_token);
      navigate(safeRedirect(redirect), { replace: true });
      return true;
    } catch {
      // The http client already showed the server's message.
      return false;
    }
  }, [http, setToken, navigate]);
}
