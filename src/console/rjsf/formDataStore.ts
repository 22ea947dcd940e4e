import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { Registry } from '@rjsf/utils';

type Data = Record<string, unknown>;

/**
 * The whole form data of one form, for the few widgets that must read beyond their own value (a
 * sibling select lists the other children of an array). RJSF 6 hands a widget its own value only and
 * memoises fields, so the form publishes its data here and widgets subscribe to the slice they need.
 * The store object itself never changes, so putting it in `formContext` keeps RJSF's registry stable.
 */
export interface FormDataStore {
  get(): Data;
  /** Takes the form's current data (during the form's render; nobody is told yet). */
  set(data: Data): void;
  /** Tells subscribers when the data changed since they were last told (from a layout effect). */
  notify(): void;
  subscribe(listener: () => void): () => void;
}

/** What the console puts in `formContext` for these widgets (next to `pending`, see pendingEdits.ts). */
export interface FormDataContext {
  formData?: FormDataStore;
}

/** Creates an empty store; one per form. */
export function createFormDataStore(initial: Data = {}): FormDataStore {
  let data = initial;
  let told = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => data,
    set(next) { data = next; },
    notify() {
      if (told === data) return;
      told = data;
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

/** The form's store, when the form was given one. */
export function formDataStoreOf(registry: Registry | undefined): FormDataStore | undefined {
  return (registry?.formContext as FormDataContext | undefined)?.formData;
}

/** Publishes a form's data to its store: readable at once by the widgets rendered below, announced after commit. */
export function usePublishFormData(store: FormDataStore | undefined, data: Data): void {
  store?.set(data);
  useLayoutEffect(() => { store?.notify(); }, [store, data]);
}

const NONE: Data = {};

/**
 * A slice of the whole form data, re-rendering the caller only when the slice changes (by `equal`).
 * `inputs` names whatever else the selector reads (the widget's id), so a change there re-selects.
 * Without a store (a form that does not publish) the selector sees an empty document.
 */
export function useFormDataSelector<T>(registry: Registry | undefined, select: (data: Data) => T, equal: (a: T, b: T) => boolean, inputs = ''): T {
  const store = formDataStoreOf(registry);
  const latest = useRef({ select, equal });
  latest.current = { select, equal };
  const cache = useRef<{ data: Data; inputs: string; value: T } | null>(null);
  const subscribe = useCallback((l: () => void) => store?.subscribe(l) ?? (() => {}), [store]);
  const snapshot = () => {
    const data = store?.get() ?? NONE;
    const c = cache.current;
    if (c && c.data === data && c.inputs === inputs) return c.value;
    const next = latest.current.select(data);
    const value = c && latest.current.equal(c.value, next) ? c.value : next;
    cache.current = { data, inputs, value };
    return value;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Structural equality for the small JSON values selectors return. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
