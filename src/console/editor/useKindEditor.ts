import { useCallback, useEffect, useRef, useState } from 'react';
import { FetchError } from 'ofetch';
import type { ErrorSchema } from '@rjsf/utils';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import type { LifecycleAction } from '../../core/lifecycle.ts';
import { useServerNotice } from '../http/useServerNotice.ts';
import type { KindApiCalls } from './useKindApi.ts';
import { pickDocument, type WireItem } from './wireItem.ts';
import { toErrorSchema, type ServerFieldError } from './formErrors.ts';

/** Everything the kind screen's form and lifecycle bar need. */
export interface KindEditor {
  /** The stored item being edited; null in create mode. */
  current: WireItem | null;
  formData: Record<string, unknown>;
  setFormData(data: Record<string, unknown>): void;
  extraErrors: ErrorSchema | undefined;
  busy: boolean;
  save(): Promise<void>;
  /** Create mode with an empty form ("New"). */
  startNew(): void;
  run(action: LifecycleAction): Promise<void>;
}

/**
 * Create/edit state of one kind (SPEC §4): selecting an id loads it into the form, no id means
 * create mode, saving a new item switches to edit mode on the returned id.
 */
export function useKindEditor(opts: {
  kind: ResolvedKind; schema: JsonSchema; api: KindApiCalls; items: WireItem[];
  selectedId: number | null; select(id: number | null): void; reload(): Promise<void>;
}): KindEditor {
  const { kind, schema, api, items, selectedId, select, reload } = opts;
  const notice = useServerNotice();
  const [current, setCurrent] = useState<WireItem | null>(null);
  const [formData, setFormDataState] = useState<Record<string, unknown>>(() => ({ ...kind.defaults?.() }));
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [busy, setBusy] = useState(false);
  // Lets the selection effect skip work the save/action handlers already did.
  const shownId = useRef<number | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const show = useCallback((item: WireItem | null) => {
    shownId.current = item?.id ?? null;
    setCurrent(item);
    setFormDataState(item ? pickDocument(item, schema) : { ...kind.defaults?.() });
    setExtraErrors(undefined);
  }, [kind, schema]);

  useEffect(() => {
    if (selectedId === shownId.current) return;
    if (selectedId === null) { show(null); return; }
    const listed = itemsRef.current.find((i) => i.id === selectedId);
    if (listed) { show(listed); return; }
    // Not in the list (archived while hidden, or a fresh reload): ask for it directly.
    let live = true;
    api.get(selectedId).then((item) => { if (live) show(item); }).catch(() => { if (live) select(null); });
    return () => { live = false; };
  }, [selectedId, api, show, select]);

  const setFormData = useCallback((data: Record<string, unknown>) => {
    setFormDataState(data);
    // Server errors describe the data that was sent; once the user edits, they are stale.
    setExtraErrors(undefined);
  }, []);

  const save = useCallback(async () => {
    setBusy(true);
    try {
      const doc = pickDocument(formData, schema);
      const res = current ? await api.update(current.id, doc, current.version) : await api.create(doc);
      notice(res.message);
      if (res.data) { show(res.data); select(res.data.id); }
      await reload();
    } catch (err) {
      const errors = err instanceof FetchError && err.status === 400 ? (err.data as { errors?: ServerFieldError[] })?.errors : undefined;
      if (errors?.length) setExtraErrors(toErrorSchema(errors));
    } finally {
      setBusy(false);
    }
  }, [api, current, formData, notice, reload, schema, select, show]);

  const run = useCallback(async (action: LifecycleAction) => {
    if (!current) return;
    setBusy(true);
    try {
      const res = await api.action(action, current.id);
      notice(res.message);
      if (action === 'destroy') { show(null); select(null); }
      // Keep the user's unsaved edits; only the stored state and version move on.
      else if (res.data) { shownId.current = res.data.id; setCurrent(res.data); }
      await reload();
    } catch {
      // Already shown by the http client.
    } finally {
      setBusy(false);
    }
  }, [api, current, notice, reload, select, show]);

  const startNew = useCallback(() => { show(null); select(null); }, [show, select]);

  return { current, formData, setFormData, extraErrors, busy, save, startNew, run };
}
