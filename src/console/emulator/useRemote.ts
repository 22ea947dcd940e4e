import { useEffect, useState } from 'react';
import { useEmulator } from './EmulatorContext.tsx';
import { cachedAnswer } from './emulatorLoader.ts';

/** The state of one GET through the preview's quiet loader. */
export type Remote<T> = { status: 'idle' | 'loading' } | { status: 'ok'; data: T } | { status: 'error'; message: string };

/**
 * Loads `path` (null: nothing) through the emulator's cached loader; a stale answer for an older path
 * is dropped, and an answer the loader already holds is there from the first render.
 */
export function useRemote<T = unknown>(path: string | null): Remote<T> {
  const { load } = useEmulator();
  const [state, setState] = useState<{ path: string | null; remote: Remote<T> }>({ path: null, remote: { status: 'idle' } });
  useEffect(() => {
    if (!path) return;
    const known = cachedAnswer(load, path);
    if (known) { setState({ path, remote: { status: 'ok', data: known.body as T } }); return; }
    let live = true;
    setState({ path, remote: { status: 'loading' } });
    load(path).then(
      (data) => { if (live) setState({ path, remote: { status: 'ok', data: data as T } }); },
      (err: unknown) => { if (live) setState({ path, remote: { status: 'error', message: err instanceof Error ? err.message : String(err) } }); },
    );
    return () => { live = false; };
  }, [path, load]);
  if (!path) return { status: 'idle' };
  if (state.path === path) return state.remote;
  const known = cachedAnswer(load, path);
  return known ? { status: 'ok', data: known.body as T } : { status: 'loading' };
}
