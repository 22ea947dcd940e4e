import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { useServices } from '../http/ServicesContext.tsx';
import { serverMessage } from '../http/createHttp.ts';
import { userWebAtom } from './session.ts';
import type { UserWeb } from './userWeb.ts';

/** Loads `POST /api/user/web` once per token into the user atom; exposes the error and a retry. */
export function useUserWeb(token: string | null): { user: UserWeb | null; error: string | null; retry(): void } {
  const { http } = useServices();
  const [user, setUser] = useAtom(userWebAtom);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // StrictMode runs effects twice; one request per token and attempt is enough.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || user) return;
    const key = `${token}:${attempt}`;
    if (started.current === key) return;
    started.current = key;
    setError(null);
    http<{ data: UserWeb }>('/user/web', { method: 'POST' })
      .then((res) => setUser(res.data))
      .catch((err: unknown) => {
        // A 401 already ended the session; only other failures are worth a message here.
        if ((err as { status?: number }).status !== 401) setError(serverMessage(err) ?? String((err as Error).message ?? err));
      });
  }, [token, user, attempt, http, setUser]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { user, error, retry };
}
