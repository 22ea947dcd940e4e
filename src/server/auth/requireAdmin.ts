import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../appEnv.ts';
import { refusal } from '../errors/refusal.ts';
import { requireRight, rightRefusal } from './requireRight.ts';

/** Lets only a company's admins through (users, settings, API keys, CSV import): the `manage` right. Runs after requireUser. */
export const requireAdmin = requireRight('manage');

/** What an admin-only read lists: its refusal says the caller may not see it, not that they tried to change it. */
export type AdminList = 'users' | 'apiKeys';

/**
 * `requireAdmin` for a read of an admin-only list: the same 403, worded as what it is ("Only admins can
 * see the list of users"), since a reader asked to look, not to change anything.
 */
export function requireAdminToRead(list: AdminList) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (rightRefusal(c, 'manage')) throw refusal(403, `api.refused.read.${list}`);
    await next();
  });
}
