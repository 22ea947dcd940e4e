import type { SessionUser } from './auth/sessions.ts';

/** Hono typing for this server: what middleware puts on the context. */
export interface AppEnv {
  Variables: { user: SessionUser; token: string };
}
