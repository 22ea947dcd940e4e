// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveKind, type KindDefinition, type ResolvedKind } from '../../core/defineKind.ts';
import type { KindConsoleParts } from '../../core/kindConsole.ts';
import type { KindPageProps } from './KindPageHost.tsx';
import { renderSessionRoutes } from './kindPage.testUtil.tsx';

afterEach(cleanup);

function Page({ kind, query }: KindPageProps) {
  return <p>page of {kind.id}: {JSON.stringify(query)}</p>;
}

/** A small kind declaring the hidden page `Turer`, its module exporting `pages` (or something else). */
function owner(parts: KindConsoleParts = { pages: { Turer: Page } }, over: Partial<KindDefinition> = {}): ResolvedKind {
  return resolveKind({
    id: 'pk', schema: { type: 'object', properties: { title: { type: 'string' } } }, uiSchema: {},
    labels: { tab: 'kind.pk.tab', item: 'kind.pk.item' },
    messages: {
      en: { 'kind.pk.tab': 'Pages', 'kind.pk.item': 'Page', 'kind.pk.page.turer': 'Crew' },
      zh: { 'kind.pk.tab': '页', 'kind.pk.item': '页', 'kind.pk.page.turer': '船员' },
      es: { 'kind.pk.tab': 'Páginas', 'kind.pk.item': 'Página', 'kind.pk.page.turer': 'Tripulación' },
    },
    list: {
      toListItem: (r) => ({ title: String(r.title ?? '') }),
    },
    console: { pages: [{ path: '/Turer', name: 'Turer', title: 'kind.pk.page.turer' }], load: vi.fn(async () => ({ default: parts })) },
    ...over,
  });
}

describe('a hidden route a kind owns', () => {
  it('renders the kind’s page with the kind and the URL’s query, loading its console module lazily', async () => {
    const kind = owner();
    renderSessionRoutes('/Turer?game=42&x=a', [kind]);
    expect(await screen.findByText('page of pk: {"game":"42","x":"a"}')).toBeTruthy();
    expect(kind.console!.load).toHaveBeenCalledOnce();
  });

  it('a page no kind declares is no route: its address is not found', async () => {
    const { location } = renderSessionRoutes('/Turer', [owner(undefined, { console: undefined })]);
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/404'));
  });

  it('a console module that does not export the page it declares is a loud error naming the plugin', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSessionRoutes('/Turer', [owner({})]);
    expect((await screen.findByRole('alert')).textContent).toMatch(/plugins\/pk\/: .*pages\.Turer is declared but not exported/s);
    spy.mockRestore();
  });

  it('is hidden with the owning kind’s tab', async () => {
    const kind = owner();
    const { location } = renderSessionRoutes('/Turer', [kind], undefined, { settings: { inactive_tabs: [{ is_visible: false, tab_type: { name: 'pk' } }] } as never });
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/404'));
    expect(kind.console!.load).not.toHaveBeenCalled();
  });
});
