import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { userWebAtom } from '../session/session.ts';
import type { PresenceUser } from './createLiveClient.ts';
import { useLive } from './LiveContext.tsx';

const NONE: readonly PresenceUser[] = [];
const NONE_MAP: ReadonlyMap<number, readonly PresenceUser[]> = new Map();

/** The other users who have this item open now (the signed-in user left out: their other tabs are theirs). */
export function usePresence(kind: string, id: number | null | undefined): readonly PresenceUser[] {
  const live = useLive();
  const me = useAtomValue(userWebAtom)?.user.id;
  const subscribe = useCallback((notify: () => void) => live?.on('presence', notify) ?? (() => {}), [live]);
  const all = useSyncExternalStore(subscribe, () => (live && id ? live.presence(kind, id) : NONE));
  return others(all, me);
}

/** Every item of the kind that other users have open, with those users: the list marks them. */
export function usePresenceMarks(kind: string): ReadonlyMap<number, readonly PresenceUser[]> {
  const live = useLive();
  const me = useAtomValue(userWebAtom)?.user.id;
  const subscribe = useCallback((notify: () => void) => live?.on('presence', notify) ?? (() => {}), [live]);
  const byId = useSyncExternalStore(subscribe, () => live?.presenceOf(kind) ?? NONE_MAP);
  return useMemo(() => {
    const out = new Map<number, readonly PresenceUser[]>();
    for (const [id, users] of byId) { const o = others(users, me); if (o.length) out.set(id, o); }
    return out;
  }, [byId, me]);
}

const others = (users: readonly PresenceUser[], me: number | undefined) => (me === undefined || !users.some((u) => u.id === me) ? users : users.filter((u) => u.id !== me));
