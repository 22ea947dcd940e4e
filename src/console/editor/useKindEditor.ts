import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { FetchError } from 'ofetch';
import { useAtomValue } from 'jotai';
import type { ErrorSchema } from '@rjsf/utils';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import type { LifecycleAction } from '../../core/lifecycle.ts';
import type { ScheduleBody } from '../../core/scheduleWire.ts';
import { useServerNotice } from '../http/useServerNotice.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { contentLanguageAtom } from '../i18n/contentLanguage.ts';
import type { DiscardAction, KindApiCalls, ReviewAction, WriteResult } from './useKindApi.ts';
import { pickDocument, type WireItem } from '../model/wireItem.ts';
import { withFormDefaults } from '../rjsf/formDefaults.ts';
import { toErrorSchema, type ServerFieldError } from '../rjsf/formErrors.ts';
import { useFormHistory } from './useFormHistory.ts';
import { stableJson } from '../../core/stableJson.ts';
import { schemaAnnotations } from '../../core/schemaAnnotations.ts';
import type { LiveAction } from '../live/createLiveClient.ts';
import type { PendingEdits } from '../rjsf/pendingEdits.ts';
import { applyChoices, conflictsOf, mergeIntoForm, type ConflictChoice, type SaveConflict } from '../model/mergeIntoForm.ts';
import { useLiveMerge } from './useLiveMerge.ts';

type Doc = Record<string, unknown>;

/** Rest after a selection change before the form loads the item: longer than a key-repeat interval. */
export const FORM_FOLLOWS_MS = 50;

/** What someone else's change did to the open item, for the editor's quiet notice. */
export interface Arrival {
  by: string | null;
  action: LiveAction;
  /** The changed fields as the form titles them. */
  fields: string[];
  /** Whether my unsaved changes were kept around theirs. */
  kept: boolean;
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
  /**
   * A lifecycle action or a review step (with the comment of a return): the stored state moves, the form's
   * edits stay. A discard of the changes: the form shows the item as it is now (the published version).
   */
  run(action: LifecycleAction | ReviewAction | DiscardAction, comment?: string): Promise<void>;
  /**
   * A publish made through other calls (a release): the open item's live echo waits for `call`, then the
   * item's stored state is shown (the form's edits stay); rejects with the call's refusal.
   */
  runWith(call: () => Promise<void>): Promise<void>;
  /** Sets or clears the stored item's schedule; the answer's item is shown (the form's edits stay); throws the refusal. */
  schedule(body: ScheduleBody): Promise<void>;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** Fields to choose on (kept until applied, also while the dialog is closed); see conflictOpen. */
  conflict: SaveConflict | null;
  /** Whether the choice dialog is showing (cancel closes it and keeps the conflict). */
  conflictOpen: boolean;
  reopenConflict(): void;
  /** What arrived from someone else since the last save or opening; stays until dismissed. */
  arrival: Arrival | null;
  dismissArrival(): void;
  /**
   * A write other than the form's on the stored item (a revision restored): its answer lands as a
   * save's does (notice, form shows the stored item), a 409 opens the conflict dialog with `doc` as
   * mine; resolves whether it was stored.
   */
  writeWith(call: (onto: WireItem) => Promise<WriteResult>, doc: Doc): Promise<boolean>;
  /** Writes the chosen sides into the form on top of theirs (and saves again after a 409), or closes for later. */
  resolveConflict(choice: ConflictChoice): Promise<void>;
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
  /** The form's inputs' unreported typing: reported before someone else's save merges in. */
  pending?: PendingEdits;
  /** Names the fields of a pointer list (see fieldLabels.ts); without it the notice names none. */
  labels?(pointers: readonly string[], doc: Doc): string[];
}): KindEditor {
  const { kind, schema, api, items, selectedId, select, reload, stepping, pending, labels } = opts;
  const notice = useServerNotice();
  const intl = useIntl();
  const t = useT();
  // A server error's messageId is translated when the catalogue (the console's or the kind's) has it.
  const known = useCallback((id: string) => id in intl.messages, [intl]);
  const empty = useCallback((): Doc => withFormDefaults(schema, { ...kind.rules?.defaults?.() }), [kind, schema]);
  const history = useFormHistory<Doc>(empty);
  const [current, setCurrentState] = useState<WireItem | null>(null);
  const [baseline, setBaselineState] = useState<Doc>(empty);
  // Read by the live merge between renders: set together with the state, not after the next render.
  const currentRef = useRef<WireItem | null>(null);
  const baselineRef = useRef<Doc>(baseline);
  const setCurrent = useCallback((item: WireItem | null) => { currentRef.current = item; setCurrentState(item); }, []);
  const setBaseline = useCallback((doc: Doc) => { baselineRef.current = doc; setBaselineState(doc); }, []);
  const [arrival, setArrival] = useState<Arrival | null>(null);
  const [conflictOpen, setConflictOpen] = useState(false);
  // My save or action in flight: a live event waits for its answer (its echo is not someone else's change).
  const inflight = useRef<Promise<void> | null>(null);
  const hold = useCallback(() => {
    let done!: () => void;
    const p = new Promise<void>((r) => { done = r; });
    inflight.current = p;
    return () => { if (inflight.current === p) inflight.current = null; done(); };
  }, []);
  const keyed = useMemo(() => schemaAnnotations(schema).keyed, [schema]);
  const labelsRef = useRef(labels);
  labelsRef.current = labels;
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

  const docOf = useCallback((item: WireItem) => withFormDefaults(schema, pickDocument(item, schema)), [schema]);
  const show = useCallback((item: WireItem | null) => {
    shownId.current = item?.id ?? null;
    const doc = item ? docOf(item) : empty();
    setCurrent(item);
    reset(doc);
    setBaseline(doc);
    setExtraErrors(undefined);
    setConflict(null);
    setArrival(null);
    setFormKey((k) => k + 1);
  }, [docOf, empty, reset, setCurrent, setBaseline]);

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

  // A 409: my document merged onto theirs where it can be, the overlaps (the answer's, else the merge's) to choose on.
  // A whole-document write (a revision restored) offers every field where the two differ.
  const openSaveConflict = useCallback((mine: Doc, theirs: WireItem, answer: { path: string; yours: unknown; theirs: unknown }[] | undefined, whole: boolean) => {
    const base = baselineRef.current;
    const theirsDoc = docOf(theirs);
    const merged = mergeIntoForm(base, mine, theirsDoc, keyed);
    const rows = !whole && !answer?.length && merged.conflicts.length ? merged.conflicts : conflictsOf(whole ? undefined : answer, schema, mine, theirsDoc);
    setConflict({ base, mine, theirs, rows, then: 'save', by: null });
    setConflictOpen(true);
  }, [docOf, keyed, schema]);

  const write = useCallback(async (doc: Doc, onto: WireItem | null, call?: (onto: WireItem) => Promise<WriteResult>): Promise<boolean> => {
    setBusy(true);
    const done = hold();
    try {
      const res = onto ? await (call ? call(onto) : api.update(onto.id, doc, onto.version)) : await api.create(doc);
      notice(res.message);
      if (res.data) { show(res.data); select(res.data.id); }
      await reload();
      return true;
    } catch (err) {
      const status = err instanceof FetchError ? err.status : undefined;
      const body = err instanceof FetchError ? (err.data as { errors?: ServerFieldError[]; current?: WireItem; conflicts?: { path: string; yours: unknown; theirs: unknown }[] } | undefined) : undefined;
      if (status === 409 && body?.current) openSaveConflict(doc, body.current, body.conflicts, call !== undefined);
      // Field errors belong to the form's document; another write's were told by the http client's toast.
      else if (status === 400 && body?.errors?.length && !call) setExtraErrors(toErrorSchema(body.errors, t, known));
      return false;
    } finally {
      setBusy(false);
      done();
    }
  }, [api, notice, reload, select, show, t, known, openSaveConflict, hold]);

  const save = useCallback(async (data?: Doc) => {
    const doc = pickDocument(data ?? formRef.current, schema);
    if (data) push(data);
    await write(doc, current);
  }, [current, push, schema, write]);

  const writeWith = useCallback(async (call: (onto: WireItem) => Promise<WriteResult>, doc: Doc) => {
    if (!current) return false;
    return write(pickDocument(doc, schema), current, call);
  }, [current, schema, write]);

  const resolveConflict = useCallback(async (choice: ConflictChoice) => {
    const c = conflict;
    // Closing keeps both sides: the form as it is, the conflict reachable from the notice.
    if (!c || choice === 'cancel') { setConflictOpen(false); return; }
    setConflict(null);
    setConflictOpen(false);
    // The form as it is now (a live conflict) or what was sent (a 409), merged onto theirs, then each choice on top.
    const theirsDoc = docOf(c.theirs);
    const mine = c.mine ?? formRef.current;
    const next = applyChoices(mergeIntoForm(c.base, mine, theirsDoc, keyed).form, c.rows, choice, keyed);
    shownId.current = c.theirs.id;
    setCurrent(c.theirs);
    setBaseline(theirsDoc);
    // Undo starts at the merged form: an older step would silently take their change out again.
    reset(next);
    if (c.then === 'save') await write(pickDocument(next, schema), c.theirs);
  }, [conflict, docOf, keyed, reset, schema, setBaseline, setCurrent, write]);

  // Someone else saved the open item: merged into the form, or their overlaps to choose on (useLiveMerge.ts).
  const bumpFormKey = useCallback(() => setFormKey((k) => k + 1), []);
  const openConflict = useCallback((c: SaveConflict | null) => { setConflict(c); setConflictOpen(c !== null); }, []);
  useLiveMerge({
    kindId: kind.id, current, api, pending, keyed, docOf, empty, select, reset, rebase: history.rebase, labels: labelsRef,
    refs: { inflight, currentRef, baselineRef, formRef, shownId },
    setCurrent, setBaseline, setArrival, bumpFormKey, openConflict,
  });
  const dismissArrival = useCallback(() => setArrival(null), []);
  const reopenConflict = useCallback(() => setConflictOpen(true), []);

  const run = useCallback(async (action: LifecycleAction | ReviewAction | DiscardAction, comment?: string) => {
    if (!current) return;
    setBusy(true);
    const done = hold();
    try {
      const res = await api.action(action, current.id, comment);
      setArrival(null);
      notice(res.message);
      if (action === 'destroy') { show(null); select(null); }
      // A discard changes the document itself: the form reloads it (the user agreed to lose their edits).
      else if (action === 'discard' && res.data) show(res.data);
      // Keep the user's unsaved edits; only the stored state and version move on.
      else if (res.data) { shownId.current = res.data.id; setCurrent(res.data); }
      await reload();
    } catch {
      // Already shown by the http client.
    } finally {
      setBusy(false);
      done();
    }
  }, [api, current, notice, reload, select, show, hold, setCurrent]);

  const runWith = useCallback(async (call: () => Promise<void>) => {
    if (!current) return;
    setBusy(true);
    const done = hold();
    try {
      await call();
      setArrival(null);
      // The call's answer is not this item: read it again, so the badge and version move before the echo arrives.
      const item = await api.get(current.id).catch(() => null);
      if (item && currentRef.current?.id === item.id) { shownId.current = item.id; setCurrent(item); }
      await reload();
    } finally {
      setBusy(false);
      done();
    }
  }, [api, current, reload, hold, setCurrent]);

  const schedule = useCallback(async (body: ScheduleBody) => {
    if (!current) return;
    const res = await api.schedule(current.id, body);
    notice(res.message);
    // Only the schedule moved (not the version): the answer is what the form's item now is, unless another one opened meanwhile.
    if (res.data && currentRef.current?.id === res.data.id) { shownId.current = res.data.id; setCurrent(res.data); }
    await reload();
  }, [api, current, notice, reload, setCurrent]);

  const startNew = useCallback(() => { show(null); select(null); }, [show, select]);
  // The baseline's text once per baseline, not on every keystroke (a story of 50 pages is a large document).
  const baselineJson = useMemo(() => stableJson(baseline), [baseline]);
  const dirty = useMemo(() => stableJson(history.present) !== baselineJson, [history.present, baselineJson]);

  const { present, undo, redo, canUndo, canRedo } = history;
  // One object per actual change, so the memoised form skips the renders a selection change causes.
  return useMemo(() => ({
    current, formData: present, setFormData, formKey, extraErrors, busy, dirty, save, startNew, run, runWith, schedule,
    undo, redo, canUndo, canRedo, conflict, conflictOpen, reopenConflict, arrival, dismissArrival, resolveConflict, writeWith,
  }), [current, present, setFormData, formKey, extraErrors, busy, dirty, save, startNew, run, runWith, schedule, undo, redo, canUndo, canRedo, conflict, conflictOpen, reopenConflict, arrival, dismissArrival, resolveConflict, writeWith]);
}
