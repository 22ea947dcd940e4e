import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, useParams } from 'wouter';
import { useAtomValue } from 'jotai';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { RegistryErrorScreen } from '../registry/RegistryErrorScreen.tsx';
import { useKindConsoleParts } from '../registry/useKindConsoleParts.ts';
import { userWebAtom } from '../session/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { visibleKinds } from '../session/visibleKinds.ts';
import { useClientKind } from '../registry/useClientRegistry.ts';

// RJSF and ajv are most of the bundle; the login page should not wait for them.
const KindScreen = lazy(() => import('./KindScreen.tsx').then((m) => ({ default: m.KindScreen })));

/** What a kind's console module may export as `screen`: it replaces the generic list + form screen. */
export type KindScreenComponent = ComponentType<{ kind: ResolvedKind }>;

function Loading() {
  const t = useT();
  return <div className="center-page" aria-busy="true"><span className="spinner" aria-hidden="true" />{t('app.loading')}</div>;
}

/** `/:route`: the kind with that route key, or the 404 page. */
export function KindRoute() {
  const { route } = useParams<{ route: string }>();
  const registry = useRegistry();
  const user = useAtomValue(userWebAtom);
  const kind = visibleKinds(registry.kinds, user).find((k) => k.route === route);
  if (!kind) return <Redirect to="/404" replace />;
  // Keyed so switching tabs starts a fresh editor instead of carrying one kind's form into another.
  return <KindHost key={kind.id} kind={kind} />;
}

/**
 * One kind's screen as this client runs it: its variant and patch applied, its console module (if it
 * has one) loaded and checked before the form renders, and then either the module's own `screen` or
 * the generic list + form + preview. A broken module or an unknown variant is shown loudly, naming the file.
 */
export function KindHost({ kind }: { kind: ResolvedKind }) {
  const client = useClientKind(kind);
  // Loads in parallel with the KindScreen chunk; the form, the preview and a screen share this one load.
  const parts = useKindConsoleParts(client.ok ? client.kind : { id: kind.id });
  if (!client.ok) return <RegistryErrorScreen error={client.error} inline />;
  if (parts.status === 'error') return <RegistryErrorScreen error={parts.error} inline />;
  if (parts.status === 'loading') return <Loading />;
  const Screen = parts.parts?.screen as KindScreenComponent | undefined;
  return (
    <Suspense fallback={<Loading />}>
      {Screen ? <Screen kind={client.kind} /> : <KindScreen kind={client.kind} parts={parts.parts} />}
    </Suspense>
  );
}
