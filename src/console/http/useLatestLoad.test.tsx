// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useCallback } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useLatestLoad } from './useLatestLoad.ts';

afterEach(cleanup);

/** A loader whose answers the test hands out one by one, in any order. */
function calls<T>() {
  const pending: { ok(v: T): void; fail(e: unknown): void }[] = [];
  const load = () => new Promise<T>((ok, fail) => { pending.push({ ok, fail }); });
  return { load, pending };
}

it('lands only the latest answer: a slow older one arriving last changes nothing', async () => {
  const c = calls<string>();
  const { result } = renderHook(() => useLatestLoad(c.load, ''));
  let second!: Promise<void>;
  act(() => { second = result.current.reload(); });
  await act(async () => { c.pending[1].ok('new'); await second; });
  await act(async () => { c.pending[0].ok('old'); });
  expect(result.current.value).toBe('new');
  expect(result.current.loading).toBe(false);
});

it('a quiet refresh shows no loading and keeps the value when it fails; a loud one says it failed and why', async () => {
  const c = calls<string>();
  const { result } = renderHook(() => useLatestLoad(c.load, ''));
  await act(async () => { c.pending[0].ok('shown'); });
  act(() => { void result.current.refresh(); });
  expect(result.current.loading).toBe(false);
  await act(async () => { c.pending[1].fail(new Error('away')); });
  expect(result.current).toMatchObject({ value: 'shown', failed: false, error: null });
  act(() => { void result.current.reload(); });
  expect(result.current.loading).toBe(true);
  const why = new Error('away again');
  await act(async () => { c.pending[2].fail(why); });
  expect(result.current).toMatchObject({ value: 'shown', failed: true, error: why, loading: false });
});

it('starts again from empty when the loader changes, unless told to keep the old value until the new answer', async () => {
  for (const keepOnChange of [false, true]) {
    const c = calls<string>();
    // A new loader per language, as a list's useCallback makes one when the content language flips.
    const { result, rerender } = renderHook(({ lang }) => {
      const load = useCallback(() => c.load(), [lang]); // eslint-disable-line react-hooks/exhaustive-deps -- a new loader per language is what is tested
      return useLatestLoad(load, '', { keepOnChange });
    }, { initialProps: { lang: 'en' } });
    await act(async () => { c.pending[0].ok('Harbour'); });
    rerender({ lang: 'es' });
    expect(result.current.value).toBe(keepOnChange ? 'Harbour' : '');
    await act(async () => { c.pending[1].ok('Puerto'); });
    await waitFor(() => expect(result.current.value).toBe('Puerto'));
    cleanup();
  }
});
