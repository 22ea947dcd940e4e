import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../appEnv.ts';
import { ADMIN_ROLE } from '../users/companyUsers.ts';
import { userMessages } from '../users/userMessages.ts';

/** Lets only a company's admins through (every user is one today; a future other role is refused 403). Runs after requireUser. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('user').role !== ADMIN_ROLE) throw userMessages(c).refuse(403, 'forbidden');
  await next();
});
