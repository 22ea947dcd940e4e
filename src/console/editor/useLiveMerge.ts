import { useCallback, type RefObject } from 'react';
import type { KeyedSpec } from '../../core/schemaAnnotations.ts';
import { sameJson } from '../../core/stableJson.ts';
import type { LiveItemEvent } from '../live/createLiveClient.ts';
import type { PendingEdits } from '../rjsf/pendingEdits.ts';
import type { KindApiCalls } from './useKindApi.ts';
import type { Arrival } from './useKindEditor.ts';
import type { SaveConflict } from '../model/mergeIntoForm.ts';
import { mergeIntoForm } from '../model/mergeIntoForm.ts';
import { useLiveItem } from '../live/useLiveItem.ts';
import type { WireItem } from '../model/wireItem.ts';

type Doc = Record<string, unknown>;

/** Time for reported typing to reach the form's state (RJSF answers after its own commit). */
const REPORT_SETTLE_MS = 50;

/** The editor's state the live merge reads (refs: current between renders) and moves. */
export interface LiveMergeParts {
  kindId: string;
  current: WireItem | null;
  api: KindApiCalls;
  pending?: PendingEdits;
  keyed: readonly KeyedSpec[];
  docOf(item: WireItem): Doc;
  empty(): Doc;
  select(id: number | null): void;
  /** Starts the form's history over from this document (no remount). */
  reset(doc: Doc): void;
  /** Puts every undo step through `map` (see useFormHistory). */
  rebase(map: (doc: Doc) => Doc): void;
  labels: RefObject<((pointers: readonly string[], doc: Doc) => string[]) | undefined>;
  refs: {
    inflight: RefObject<Promise<void> | null>;
    currentRef: RefObject<WireItem | null>;
    baselineRef: RefObject<Doc>;
    formRef: RefObject<Doc>;
    shownId: RefObject<number | null>;
  };
  setCurrent(item: WireItem | null): void;
  setBaseline(doc: Doc): void;
  setArrival(a: Arrival | null): void;
  bumpFormKey(): void;
  /** Shows the choice dialog for `c`; null drops a conflict that no longer applies. */
  openConflict(c: SaveConflict | null): void;
}

/**
 * Someone else saved the open item (a live event newer than what the form shows): after my own save's
 * answer, their item is read and merged into the form as it is now — untouched or disjoint changes land
 * without a remount (focus, caret, open page stay) and the notice says what arrived; overlaps open the
 * field-by-field choice. Archived: the same, with its notice; deleted: my unsaved work stays as a new item.
 */
export function useLiveMerge(p: LiveMergeParts): void {
  const { kindId, current, api, pending, keyed, docOf, empty, select, reset, rebase, labels, refs, setCurrent, setBaseline, setArrival, bumpFormKey, openConflict } = p;
  // Someone's translation of the open item: its document and version stay, what differs from the published
  // version may not (the badge, Publish changes, the phone's switch), so only those are read again.
  const rereadFlags = useCallback(async (id: number) => {
    let item: WireItem;
    try { item = await api.get(id); } catch { return; }
    const now = refs.currentRef.current;
    if (!now || now.id !== item.id || item.version !== now.version) return;
    setCurrent({ ...now, published_version: item.published_version, has_changes: item.has_changes, changed_languages: item.changed_languages });
  }, [api, refs, setCurrent]);
  const arrive = useCallback(async (event: LiveItemEvent) => {
    const { inflight, currentRef, baselineRef, formRef, shownId } = refs;
    // My own save's answer first: it moves the version, so its echo is skipped below.
    while (inflight.current) await inflight.current;
    const shown = currentRef.current;
    if (!shown || shown.id !== event.id) return;
    if (event.action === 'translated' && event.version !== null && event.version <= shown.version) {
      await rereadFlags(event.id);
      return;
    }
    if (event.action !== 'destroyed' && event.version !== null && event.version <= shown.version) return;
    const by = event.by?.name ?? null;
    const dirtyNow = () => !sameJson(formRef.current, baselineRef.current);
    if (event.action === 'destroyed') {
      // Gone: what the form holds stays, as a new item Save creates again; an untouched form closes.
      const keep = dirtyNow();
      setArrival({ by, action: 'destroyed', fields: [], kept: keep });
      openConflict(null);
      shownId.current = null;
      setCurrent(null);
      if (keep) setBaseline(empty());
      else { reset(empty()); setBaseline(empty()); bumpFormKey(); }
      select(null);
      return;
    }
    // Typing the form has not heard yet takes part in the merge, so no keystroke is lost under theirs:
    // reported, then given time to pass through RJSF into the form's state (two commits).
    const report = async () => {
      for (let i = 0; i < 5 && pending?.any(); i++) {
        pending.flushAll();
        await new Promise((r) => setTimeout(r, REPORT_SETTLE_MS));
      }
    };
    await report();
    let item: WireItem;
    try { item = await api.get(event.id); } catch { return; }
    await report();
    const now = currentRef.current;
    if (!now || now.id !== item.id || item.version <= now.version) return;
    const base = baselineRef.current;
    const theirsDoc = docOf(item);
    const merged = mergeIntoForm(base, formRef.current, theirsDoc, keyed);
    if (merged.conflicts.length) {
      openConflict({ base, mine: null, theirs: item, rows: merged.conflicts, then: 'edit', by });
      return;
    }
    const kept = dirtyNow();
    const fields = labels.current?.(merged.arrived, theirsDoc) ?? [];
    shownId.current = item.id;
    setCurrent(item);
    setBaseline(theirsDoc);
    // No new form key: the open input keeps focus and caret, the open page and scroll stay. Every undo
    // step gets their change too, so undo takes back only mine.
    if (!sameJson(merged.form, formRef.current)) rebase((doc) => (doc === formRef.current ? merged.form : mergeIntoForm(base, doc, theirsDoc, keyed).form));
    if (fields.length || event.action !== 'updated') setArrival({ by, action: event.action, fields, kept });
  }, [api, docOf, empty, keyed, pending, reset, rebase, select, setBaseline, setCurrent, setArrival, bumpFormKey, openConflict, labels, refs, rereadFlags]);
  useLiveItem(kindId, current?.id ?? null, current?.version ?? null, (e) => { void arrive(e); });
}
