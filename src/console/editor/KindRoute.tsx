import { lazy, Suspense } from 'react';
import { Redirect, useParams } from 'wouter';
import { useAtomValue } from 'jotai';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { userWebAtom } from '../auth/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { visibleKinds } from '../shell/visibleKinds.ts';

// RJSF and ajv are most of the bundle; the login page should not wait for them.
const KindScreen = lazy(() => import('./KindScreen.tsx').then((m) => ({ default: m.KindScreen })));

/** `/:route`: the kind with that route key, or the 404 page. */
export function KindRoute() {
  const { route } = useParams<{ route: string }>();
  const registry = useRegistry();
  const user = useAtomValue(userWebAtom);
  const t = useT();
  const kind = visibleKinds(registry.kinds, user).find((k) => k.route === route);
  if (!kind) return <Redirect to="/404" replace />;
  return (
    <Suspense fallback={<div className="center-page" aria-busy="true"><span className="spinner" aria-hidden="true" />{t('app.loading')}</div>}>
      {/* Keyed so switching tabs starts a fresh editor instead of carrying one kind's form into another. */}
      <KindScreen key={kind.id} kind={kind} />
    </Suspense>
  );
}
