import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { FetchError } from 'ofetch';
import { useAtomValue } from 'jotai';
import type { ErrorSchema } from '@rjsf/utils';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import type { LifecycleAction } from '../../core/lifecycle.ts';
import { useServerNotice } from '../http/useServerNotice.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { contentLanguageAtom } from '../i18n/contentLanguage.ts';
import type { KindApiCalls, ReviewAction, WriteResult } from './useKindApi.ts';
import { pickDocument, type WireItem } from './wireItem.ts';
import { withFormDefaults } from './formDefaults.ts';
import { toErrorSchema, type ServerFieldError } from './formErrors.ts';
import { useFormHistory } from './useFormHistory.ts';
import { stableJson } from '../../core/stableJson.ts';

type Doc = Record<string, unknown>;

/** Rest after a selection change before the form loads the item: longer than a key-repeat interval. */
export const FORM_FOLLOWS_MS = 50;

/** A save refused with 409: my document and the item as someone else stored it. */
export interface SaveConflict {
  mine: Doc;
  theirs: WireItem;
}

/** Everything the kind screen's form, lifecycle bar, dialogs and guards need. */
export interface KindEditor {
  /** The stored item being edited; null in create mode. */
  current: WireItem | null;
  formData: Doc;
  /** Changes from the form: one undo step each. */
  setFormData(data: Doc): void;
  /** Changes so that RJSF drops its own error state: another item, New, after a save. */
  formKey: number;
  extraErrors: ErrorSchema | undefined;
  busy: boolean;
  /** Whether the form differs from what was loaded or last saved. */
  dirty: boolean;
  save(data?: Doc): Promise<void>;
  /** Create mode with an empty form ("New"). */
  startNew(): void;
  /** A lifecycle action or a review step (with the comment of a return); the stored state moves, the form's edits stay. */
  run(action: LifecycleAction | ReviewAction, comment?: string): Promise<void>;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  conflict: SaveConflict | null;
  /**
   * A write other than the form's on the stored item (a revision restored): its answer lands as a
   * save's does (notice, form shows the stored item), a 409 opens the conflict dialog with `doc` as
   * mine; resolves whether it was stored.
   */
  writeWith(call: (onto: WireItem) => Promise<WriteResult>, doc: Doc): Promise<boolean>;
  /** Keep mine (re-save on the stored version), take theirs (load it), or close and keep editing. */
  resolveConflict(choice: 'mine' | 'theirs' | 'cancel'): Promise<void>;
}

/**
 * Create/edit state of one kind (SPEC §4): selecting an id loads the full item (`GET /{x}/{id}`; the
 * list holds slim items) into the form, no id means
 * create mode, saving a new item switches to edit mode on the returned id; plus undo history,
 * dirty tracking and the 409 conflict.
 */
export function useKindEditor(opts: {
  kind: ResolvedKind; schema: JsonSchema; api: KindApiCalls; items: WireItem[];
  selectedId: number | null; select(id: number | null): void; reload(): Promise<void>;
  /** True while the selection moves by list keys: the form loads once it rests, in a transition. */
  stepping?: RefObject<boolean>;
}): KindEditor {
  const { kind, schema, api, items, selectedId, select, reload, stepping } = opts;
  const notice = useServerNotice();
  const intl = useIntl();
  const t = useT();
  // A server error's messageId is translated when the catalogue (the console's or the kind's) has it.
  const known = useCallback((id: string) => id in intl.messages, [intl]);
  const empty = useCallback((): Doc => withFormDefaults(schema, { ...kind.rules?.defaults?.() }), [kind, schema]);
  const history = useFormHistory<Doc>(empty);
  const [current, setCurrent] = useState<WireItem | null>(null);
  const [baseline, setBaseline] = useState<string>(() => stableJson(empty()));
  const [formKey, setFormKey] = useState(0);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  // Lets the selection effect skip work the save/action handlers already did.
  const shownId = useRef<number | null>(null);
  // The content language the open item was read in: another one reads it again (no page reload).
  const language = useAtomValue(contentLanguageAtom);
  const shownLanguage = useRef(language);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const { reset, push } = history;

  const show = useCallback((item: WireItem | null) => {
    shownId.current = item?.id ?? null;
    const doc = item ? withFormDefaults(schema, pickDocument(item, schema)) : empty();
    setCurrent(item);
    reset(doc);
    setBaseline(stableJson(doc));
    setExtraErrors(undefined);
    setFormKey((k) => k + 1);
  }, [schema, empty, reset]);

  useEffect(() => {
    const relanguage = shownLanguage.current !== language;
    shownLanguage.current = language;
    if (selectedId === shownId.current && !(relanguage && selectedId !== null)) return;
    if (selectedId === null) { show(null); return; }
    // The list holds slim items (list-item fields and lifecycle only): the form always loads the full
    // item. Until it arrives the previous form stays (the screen marks it busy and inert).
    const byKey = stepping?.current === true && itemsRef.current.some((i) => i.id === selectedId);
    let live = true;
    const open = () => {
      api.get(selectedId).then(
        // A list key: as a transition, a key pressed while the (big) form renders interrupts it
        // instead of waiting for it.
        (item) => { if (live) { if (byKey) startTransition(() => show(item)); else show(item); } },
        // Gone (destroyed elsewhere) or unreachable (already told by the http client): the
        // selection goes back to what the form shows, so list and form never disagree.
        () => { if (live) select(shownId.current); },
      );
    };
    // A list key: its highlight paints in the key's frame and the form follows once the selection
    // rests, so a held ↓ neither fetches nor builds a form per passing item. A click (or a reload
    // with ?id=) loads at once.
    const timer = byKey ? setTimeout(open, FORM_FOLLOWS_MS) : undefined;
    if (!byKey) open();
    return () => { live = false; clearTimeout(timer); };
  }, [selectedId, api, show, select, stepping, language]);

  const setFormData = useCallback((data: Doc) => {
    push(data);
    // Server errors describe the data that was sent; once the user edits, they are stale.
    setExtraErrors(undefined);
  }, [push]);

  const formRef = useRef(history.present);
  formRef.current = history.present;

  const write = useCallback(async (doc: Doc, onto: WireItem | null, call?: (onto: WireItem) => Promise<WriteResult>): Promise<boolean> => {
    setBusy(true);
    try {
      const res = onto ? await (call ? call(onto) : api.update(onto.id, doc, onto.version)) : await api.create(doc);
      notice(res.message);
      if (res.data) { show(res.data); select(res.data.id); }
      await reload();
      return true;
    } catch (err) {
      const status = err instanceof FetchError ? err.status : undefined;
      const body = err instanceof FetchError ? (err.data as { errors?: ServerFieldError[]; current?: WireItem } | undefined) : undefined;
      if (status === 409 && body?.current) setConflict({ mine: doc, theirs: body.current });
      // Field errors belong to the form's document; another write's were told by the http client's toast.
      else if (status === 400 && body?.errors?.length && !call) setExtraErrors(toErrorSchema(body.errors, t, known));
      return false;
    } finally {
      setBusy(false);
    }
  }, [api, notice, reload, select, show, t, known]);

  const save = useCallback(async (data?: Doc) => {
    const doc = pickDocument(data ?? formRef.current, schema);
    if (data) push(data);
    await write(doc, current);
  }, [current, push, schema, write]);

  const writeWith = useCallback(async (call: (onto: WireItem) => Promise<WriteResult>, doc: Doc) => {
    if (!current) return false;
    return write(pickDocument(doc, schema), current, call);
  }, [current, schema, write]);

  const resolveConflict = useCallback(async (choice: 'mine' | 'theirs' | 'cancel') => {
    const c = conflict;
    setConflict(null);
    if (!c || choice === 'cancel') return;
    if (choice === 'theirs') { show(c.theirs); await reload(); return; }
    // Keeping mine is a deliberate overwrite: save my document on top of the version now stored.
    shownId.current = c.theirs.id;
    setCurrent(c.theirs);
    await write(c.mine, c.theirs);
  }, [conflict, reload, show, write]);

  const run = useCallback(async (action: LifecycleAction | ReviewAction, comment?: string) => {
    if (!current) return;
    setBusy(true);
    try {
      const res = await api.action(action, current.id, comment);
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
  const dirty = useMemo(() => stableJson(history.present) !== baseline, [history.present, baseline]);

  const { present, undo, redo, canUndo, canRedo } = history;
  // One object per actual change, so the memoised form skips the renders a selection change causes.
  return useMemo(() => ({
    current, formData: present, setFormData, formKey, extraErrors, busy, dirty, save, startNew, run,
    undo, redo, canUndo, canRedo, conflict, resolveConflict, writeWith,
  }), [current, present, setFormData, formKey, extraErrors, busy, dirty, save, startNew, run, undo, redo, canUndo, canRedo, conflict, resolveConflict, writeWith]);
}
