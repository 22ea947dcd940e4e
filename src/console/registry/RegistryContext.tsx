import { createContext, useContext, type ReactNode } from 'react';
import type { KindRegistry } from '../../core/createKindRegistry.ts';

const RegistryContext = createContext<KindRegistry | null>(null);

/** Hands the registry built at start-up down the tree (never a mutable global). */
export function RegistryProvider({ registry, children }: { registry: KindRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** The kind registry; throws outside the provider. */
export function useRegistry(): KindRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry must be used inside <RegistryProvider>');
  return registry;
}

/** The kind registry when there is one (the emulator lab and bare previews run without a provider). */
export function useOptionalRegistry(): KindRegistry | null {
  return useContext(RegistryContext);
}
