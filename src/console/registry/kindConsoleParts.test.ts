import { describe, expect, it, vi } from 'vitest';
import type { KindConsole, KindConsoleParts } from '../../core/kindConsole.ts';
import { consolePartsEntry, KindConsoleError, loadConsoleParts } from './kindConsoleParts.ts';

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('a kind’s console parts', () => {
  it('load once per declaration, however many readers ask', async () => {
    const parts = { widgets: { stars: () => null } } as KindConsoleParts;
    const declared: KindConsole = { widgets: ['stars'], load: vi.fn(async () => ({ default: parts })) };
    const [a, b] = await Promise.all([loadConsoleParts({ id: 'k', console: declared }), loadConsoleParts({ id: 'k', console: declared })]);
    expect(a).toBe(parts);
    expect(b).toBe(parts);
    expect(declared.load).toHaveBeenCalledOnce();
    expect(consolePartsEntry('k', declared).settled).toEqual({ status: 'ready', parts });
  });

  it('a kind without a console module has none', async () => {
    expect(await loadConsoleParts({ id: 'k' })).toBeNull();
  });

  it('a module that does not match its declaration is an error naming the plugin folder', async () => {
    const spy = quiet();
    const declared: KindConsole = { widgets: ['stars'], screen: true, load: async () => ({ default: { fields: { extra: () => null } } as KindConsoleParts }) };
    const err = await loadConsoleParts({ id: 'tk_tour', console: declared }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(KindConsoleError);
    expect((err as Error).message).toContain('plugins/tk_tour/');
    expect((err as Error).message).toContain('widgets.stars is declared but not exported');
    expect((err as Error).message).toContain('fields.extra is exported but not declared');
    expect((err as Error).message).toContain('screen is declared but not exported');
    expect(consolePartsEntry('tk_tour', declared).settled?.status).toBe('error');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('a module must export exactly the pages its kind declares', async () => {
    const spy = quiet();
    const declared: KindConsole = { pages: [{ path: '/GamePlay', name: 'GamePlay', title: 'kind.game.page.play' }], load: async () => ({ default: { pages: { Other: () => null } } as KindConsoleParts }) };
    const err = await loadConsoleParts({ id: 'k2', console: declared }).catch((e: unknown) => e);
    expect((err as Error).message).toContain('pages.GamePlay is declared but not exported');
    expect((err as Error).message).toContain('pages.Other is exported but not declared');
    spy.mockRestore();
  });

  it('a module that fails to import is an error naming the plugin folder', async () => {
    const spy = quiet();
    const err = await loadConsoleParts({ id: 'k', console: { load: () => Promise.reject(new Error('chunk 404')) } }).catch((e: unknown) => e);
    expect((err as Error).message).toBe('plugins/k/: its console module failed to load: chunk 404');
    spy.mockRestore();
  });
});
