import { Redirect, useParams } from 'wouter';
import { useAtomValue } from 'jotai';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { userWebAtom } from '../auth/session.ts';
import { visibleKinds } from '../shell/visibleKinds.ts';
import { KindScreen } from './KindScreen.tsx';

/** `/:route`: the kind with that route key, or the 404 page. */
export function KindRoute() {
  const { route } = useParams<{ route: string }>();
  const registry = useRegistry();
  const user = useAtomValue(userWebAtom);
  const kind = visibleKinds(registry.kinds, user).find((k) => k.route === route);
  if (!kind) return <Redirect to="/404" replace />;
  // Keyed so switching tabs starts a fresh editor instead of carrying one kind's form into another.
  return <KindScreen key={kind.id} kind={kind} />;
}
