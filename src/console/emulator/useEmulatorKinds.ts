import { useMemo } from 'react';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { listItemKinds, type ListItemKind, type ListItemKinds } from './listItems.ts';

const NONE: readonly ListItemKind[] = Object.freeze([]);

/**
 * The kinds a preview shows list items and references of: the given ones, else the registry's. A
 * preview outside the console's RegistryProvider (the emulator lab, a bare test) has none unless given.
 */
export function useEmulatorKinds(given?: readonly ListItemKind[]): ListItemKinds {
  let registered: readonly ListItemKind[] = NONE;
  try {
    // useRegistry always reads its context (the hook order never changes); it only throws when there is none.
    registered = useRegistry().kinds;
  } catch {
    registered = NONE;
  }
  const kinds = given ?? registered;
  return useMemo(() => listItemKinds(kinds), [kinds]);
}
