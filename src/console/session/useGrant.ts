import { atom, useAtomValue } from 'jotai';
import { isRole, mayDo, type Grant, type Right, type RightScope } from '../../core/roles.ts';
import { userWebAtom } from './session.ts';

/** The signed-in user's role and limits as `POST /api/user/web` sent them; a viewer's until it has loaded (offer nothing that writes). */
export const grantAtom = atom<Grant>((get) => {
  const user = get(userWebAtom)?.user;
  const role = user?.roles?.[0];
  return { role: isRole(role) ? role : 'viewer', kinds: user?.kinds ?? null, languages: user?.languages ?? null };
});

/** The signed-in user's grant: the console mirrors the server's rights with it. */
export function useGrant(): Grant {
  return useAtomValue(grantAtom);
}

/** Whether the signed-in user may do `right` (on a kind, in a language): controls they may not use are not offered. */
export function useMay(right: Right, scope: RightScope = {}): boolean {
  return mayDo(useGrant(), right, scope);
}
