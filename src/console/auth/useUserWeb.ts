import { useEffect, useRef, useState } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { FetchError } from 'ofetch';
import { useServices } from '../http/ServicesContext.tsx';
import { rolesAtom, userWebAtom } from '../session/session.ts';
import type { UserWeb } from '../session/userWeb.ts';
import { takeUserWeb } from '../session/earlyUserWeb.ts';

/** Why loading the user failed; `shown` when the http client already toasted the server's message. */
export interface GuardError {
  message: string | undefined;
  shown: boolean;
}

/**
 * Loads `POST /api/user/web` once per session (its CSRF value) into the user atom and sets the roles the server lists
 * (the server enforces them, the console mirrors them).
 */
export function useUserWeb(session: string | null): { user: UserWeb | null; error: GuardError | null } {
  const { http } = useServices();
  const [user, setUser] = useAtom(userWebAtom);
  const setRoles = useSetAtom(rolesAtom);
  // Kept with the session it belongs to, so a new sign-in never sees the previous session's failure.
  const [failure, setFailure] = useState<{ session: string; error: GuardError } | null>(null);
  // StrictMode runs effects twice; one request per session is enough.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!session || user || started.current === session) return;
    started.current = session;
    // Usually already on its way: SignedInGate asked for it alongside the signed-in code.
    takeUserWeb(http, session)
      .then((res) => {
        setUser(res.data);
        setRoles(res.data.user.roles ?? []);
      })
      .catch((err: unknown) => {
        // A 401 already ended the session and the guard sends the user to login.
        if (err instanceof FetchError && err.status === 401) return;
        setFailure({ session, error: { message: err instanceof Error ? err.message : undefined, shown: err instanceof FetchError } });
      });
  }, [session, user, http, setUser, setRoles]);

  return { user, error: failure && failure.session === session ? failure.error : null };
}
