import type { Context } from 'hono';
import type { AppEnv } from '../appEnv.ts';
import type { WriteCaller } from '../operations/writeCaller.ts';
import { requestMessageLanguage } from './contentLanguage.ts';

/** The caller as the write path needs it: company, client slug (variant, patch), UI language (rule messages) the user its revisions name and their grant. */
export function callerOf(c: Context<AppEnv>): WriteCaller {
  const user = c.get('user');
  return { companyId: user.companyId, client: user.companySlug, language: requestMessageLanguage(c), userId: user.id, grant: user.grant };
}
