import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { API_HEADERS } from '../../core/apiConventions.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { adoptSessionAtom } from '../session/session.ts';

/**
 * Returns sign-in: `POST /api/login` with the trimmed e-mail, asking for the session as cookies (the
 * server sets them; the token never reaches a script), then takes the new session up. Resolves whether
 * it worked; the http client has shown the server's message when not. The caller goes on from there.
 */
export function useSignIn(): (email: string, password: string) => Promise<boolean> {
  const { http } = useServices();
  const adopt = useSetAtom(adoptSessionAtom);
  return useCallback(async (email, password) => {
    try {
      await http('/login', { method: 'POST', body: { email: email.trim(), password }, headers: { [API_HEADERS.sessionCookie]: '1' } });
      adopt();
      return true;
    } catch {
      return false;
    }
  }, [http, adopt]);
}
