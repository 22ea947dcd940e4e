import { Suspense, useMemo, type ComponentType } from 'react';
import { useSearch } from 'wouter';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { RegistryErrorScreen } from '../registry/RegistryErrorScreen.tsx';
import { useKindConsoleParts } from '../registry/useKindConsoleParts.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { NotAvailablePage } from '../ui/NotAvailablePage.tsx';
import { useClientKind } from '../registry/useClientRegistry.ts';

/** What a kind's page (`console.pages`) is handed: the kind as the client runs it and the URL's query. */
export interface KindPageProps {
  kind: ResolvedKind;
  /** The URL's query as a plain object (`?game=42` → `{ game: '42' }`; a repeated key keeps its last value). */
  query: Readonly<Record<string, string>>;
}

/** What a kind's console module exports under `pages`, by route name. */
export type KindPageComponent = ComponentType<KindPageProps>;

function Loading() {
  const t = useT();
  return <div className="center-page" aria-busy="true"><span className="spinner" aria-hidden="true" />{t('app.loading')}</div>;
}

/**
 * A hidden page a kind declares (`console: { pages: [{ path: '/GamePlay', name: 'GamePlay', title }] }`): the kind's console module is loaded
 * (once, checked against its declaration) and its page rendered with the kind and the query. A broken
 * module is shown loudly; a client variant of the kind without the page gets the "not available" page.
 */
export function KindPageHost({ kind, page, title }: { kind: ResolvedKind; page: string; title: string }) {
  const client = useClientKind(kind);
  const parts = useKindConsoleParts(client.ok ? client.kind : { id: kind.id });
  const search = useSearch();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  if (!client.ok) return <RegistryErrorScreen error={client.error} inline />;
  if (parts.status === 'error') return <RegistryErrorScreen error={parts.error} inline />;
  if (parts.status === 'loading') return <Loading />;
  const Page = parts.parts?.pages?.[page] as KindPageComponent | undefined;
  if (!Page) return <NotAvailablePage title={title} />;
  return (
    <Suspense fallback={<Loading />}>
      <Page kind={client.kind} query={query} />
    </Suspense>
  );
}
