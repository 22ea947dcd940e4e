import { useMemo } from 'react';
import { useStore } from 'jotai';
import { tokenAtom } from '../auth/session.ts';
import { cachedLoader, createEmulatorLoader, type EmulatorLoad } from './emulatorLoader.ts';

/** The preview's quiet, cached loader, signed with the session token read at call time; stable per store. */
export function useEmulatorLoad(override?: EmulatorLoad): EmulatorLoad {
  const store = useStore();
  return useMemo(() => cachedLoader(override ?? createEmulatorLoader(() => store.get(tokenAtom))), [store, override]);
}
