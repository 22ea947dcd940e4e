import { useAtomValue } from 'jotai';
import { createClientRegistry, type ClientKind, type ClientRegistry } from '../../core/createClientRegistry.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { userWebAtom } from '../session/session.ts';
import type { UserWeb } from '../session/userWeb.ts';
import { useRegistry } from './RegistryContext.tsx';

// One view per registry and signed-in user info: built at sign-in (and when the user info is reloaded), then shared.
const views = new WeakMap<KindRegistry, WeakMap<object, ClientRegistry>>();
const SIGNED_OUT = {};

/** The signed-in client's view of the registry (its variants and patches applied), built once per sign-in. */
export function clientRegistryOf(registry: KindRegistry, user: UserWeb | null): ClientRegistry {
  let byUser = views.get(registry);
  if (!byUser) views.set(registry, (byUser = new WeakMap()));
  const key = user ?? SIGNED_OUT;
  let view = byUser.get(key);
  if (!view) byUser.set(key, (view = createClientRegistry(registry, user?.schema_patches, user?.company?.slug ?? '<client>')));
  return view;
}

/** {@link clientRegistryOf} for the signed-in user. */
export function useClientRegistry(): ClientRegistry {
  return clientRegistryOf(useRegistry(), useAtomValue(userWebAtom));
}

/** One kind as the signed-in client runs it, or why it cannot; the editor, list and preview read this, never the bare kind. */
export function useClientKind(kind: ResolvedKind): ClientKind {
  return useClientRegistry().result(kind.id);
}
