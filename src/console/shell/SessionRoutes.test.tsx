// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveKind, type KindDefinition, type ResolvedKind } from '../../core/defineKind.ts';
import { renderSessionRoutes } from '../editor/kindPage.testUtil.tsx';

afterEach(cleanup);

/** A plain kind with the given tab; its list is empty. */
function kind(tab: KindDefinition['tab']): ResolvedKind {
  return resolveKind({
    id: 'pk', schema: { type: 'object', properties: { title: { type: 'string' } } }, uiSchema: {}, tab,
    labels: { tab: 'kind.pk.tab', item: 'kind.pk.item' },
    messages: { en: { 'kind.pk.tab': 'Pockets', 'kind.pk.item': 'Pocket' }, zh: { 'kind.pk.tab': '口袋', 'kind.pk.item': '口袋' }, es: { 'kind.pk.tab': 'Bolsillos', 'kind.pk.item': 'Bolsillo' } },
    list: { toListItem: (r) => ({ title: String(r.title ?? '') }) },
  });
}

const emptyList = (path: string) => (path.startsWith('/pk') ? { code: 200, status: 'success', data: { items: [] } } : undefined);

describe('the signed-in routes of a kind’s tab', () => {
  it('open the tab at its SPEC name (`/Pockets` → `/pk`)', async () => {
    const { location } = renderSessionRoutes('/Pockets', [kind({ order: 1, name: 'Pockets' })], emptyList);
    expect(await screen.findByRole('heading', { name: 'Pockets', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/pk');
  });

  it('open the tab at its key when the name differs only in case, without redirecting in a circle', async () => {
    const { location } = renderSessionRoutes('/pk', [kind({ order: 1, name: 'PK' })], emptyList);
    expect(await screen.findByRole('heading', { name: 'Pockets', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(location.history).toEqual(['/pk']);
  });
});
