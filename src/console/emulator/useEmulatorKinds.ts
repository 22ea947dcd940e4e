import { useMemo } from 'react';
import { useOptionalRegistry } from '../registry/RegistryContext.tsx';
import { listItemKinds, type ListItemKind, type ListItemKinds } from './listItems.ts';

const NONE: readonly ListItemKind[] = Object.freeze([]);

/**
 * The kinds a preview shows list items and references of: the given ones, else the registry's. A
 * preview outside the console's RegistryProvider (the emulator lab, a bare test) has none unless given.
 */
export function useEmulatorKinds(given?: readonly ListItemKind[]): ListItemKinds {
  const registry = useOptionalRegistry();
  const kinds = given ?? registry?.kinds ?? NONE;
  return useMemo(() => listItemKinds(kinds), [kinds]);
}
