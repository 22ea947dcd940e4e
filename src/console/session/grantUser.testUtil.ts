import type { Grant } from '../../core/roles.ts';
import type { UserWeb } from './userWeb.ts';

/** The admin every console test signs in as unless it names another grant (tests keep their meaning). */
export const ADMIN: Grant = { role: 'admin' };

/** `user` of `POST /api/user/web` for a grant, as the server sends it: one role in `roles`, the limits beside it. */
export function grantUser(grant: Grant = ADMIN): UserWeb['user'] {
  return { id: 1, email: `${grant.role}@example.com`, name: grant.role, roles: [grant.role], kinds: grant.kinds ? [...grant.kinds] : null, languages: grant.languages ? [...grant.languages] : null };
}
