import { useSyncExternalStore } from 'react';
import type { CreateReferenceForm } from './CreateReferenceForm.tsx';

/** Where the "New …" dialog's form chunk stands. */
export type CreateFormState =
  | { status: 'loading' }
  | { status: 'ready'; CreateReferenceForm: typeof CreateReferenceForm }
  | { status: 'error'; error: Error };

const LOADING: CreateFormState = { status: 'loading' };
// One import per page: the browser keeps a failed module import failed, so the page is reloaded to retry.
let chunk: { promise: Promise<unknown>; state: CreateFormState } | undefined;

function load() {
  if (chunk) return chunk;
  const started = {
    state: LOADING,
    promise: import('./CreateReferenceForm.tsx').then(
      (m) => { started.state = { status: 'ready', CreateReferenceForm: m.CreateReferenceForm }; },
      (err: unknown) => { started.state = { status: 'error', error: err instanceof Error ? err : new Error(String(err)) }; },
    ),
  };
  return (chunk = started);
}

function subscribe(changed: () => void) {
  let live = true;
  void load().promise.then(() => { if (live) changed(); });
  return () => { live = false; };
}

/** The dialog's form component, imported on first use (a whole console form is not in the editor's chunk). */
export function useCreateReferenceForm(): CreateFormState {
  return useSyncExternalStore(subscribe, () => load().state, () => load().state);
}
