import { useAtomValue } from 'jotai';
import { Redirect } from 'wouter';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { userWebAtom } from '../auth/session.ts';
import { visibleKinds } from './visibleKinds.ts';

/** The root goes to the first visible kind's tab (the Info screen arrives in a later issue). */
export function HomeRedirect() {
  const registry = useRegistry();
  const first = visibleKinds(registry.kinds, useAtomValue(userWebAtom))[0];
  return <Redirect to={first ? `/${first.route}` : '/404'} replace />;
}
