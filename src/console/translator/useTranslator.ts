import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FetchError } from 'ofetch';
import { useAtomValue } from 'jotai';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import type { ServerFieldError } from '../rjsf/formErrors.ts';
import type { KindApiCalls } from '../editor/useKindApi.ts';
import type { TextConflict } from '../ui/ConflictDialog.tsx';
import type { ConflictChoice, FieldConflict } from '../model/mergeIntoForm.ts';
import { useLiveItem } from '../live/useLiveItem.ts';
import { userWebAtom } from '../session/session.ts';
import { applyTextChoices, textConflicts, textsMoved } from './translatorChoices.ts';
import { pickDocument, type WireItem } from '../model/wireItem.ts';
import { useServerNotice } from '../http/useServerNotice.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { translatedRecord, translationBody, type TranslationChange } from './translationBody.ts';
import { inOrder, translatorRows, workOrder, type TargetItem, type TranslatorRow } from './translatorRows.ts';

/** Everything the translator view, the preview and the leave guard need of one item's translation. */
export interface Translator {
  /** `loading` until both languages of the item are in; `failed` when a read failed (the http client said why). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Untranslated fields first, then those whose base text changed, then the rest (fixed while the item is open). */
  rows: TranslatorRow[];
  /** The text the input of a row shows. */
  text(path: string): string;
  setText(path: string, text: string): void;
  /** Marks a stale translation as still right: it is saved again against today's base text. */
  keep(path: string): void;
  kept: ReadonlySet<string>;
  dirty: boolean;
  busy: boolean;
  /** The server's 400 messages by row path; `other` for fields no row shows. */
  errors: Readonly<Record<string, readonly string[]>>;
  save(): Promise<void>;
  /**
   * When this screen last saved the translation (the server's item read keeps the base's `updated_at`,
   * which a translation does not move); undefined until a save.
   */
  savedAt: string | undefined;
  /** The item as a visitor in the target language reads it, typing included (for the phone preview). */
  record: Record<string, unknown> | null;
  conflict: TextConflict | null;
  resolveConflict(choice: 'mine' | 'theirs' | 'cancel'): Promise<void>;
  /** Texts both I and someone else changed (live, or a 409 naming them): chosen field by field. */
  choice: TextChoice | null;
  resolveChoice(choice: ConflictChoice): Promise<void>;
  /** Who changed the item's texts while it was open (the shown texts are theirs now; mine are kept); null: nobody since. */
  arrival: { by: string | null } | null;
  dismissArrival(): void;
  /** Drops what was typed (the user agreed to leave it). */
  discard(): void;
}

/** Texts to choose between, field by field; `then: 'save'` saves the choice at `version` (after a 409). */
export interface TextChoice {
  rows: FieldConflict[];
  then: 'save' | 'edit';
  by: string | null;
  version: number;
}

/** Errors of fields no row shows. */
export const OTHER_ERRORS = '';

interface Loaded {
  id: number;
  language: string;
  base: WireItem;
  /** The target as it was when opened: its gaps fix the order of the rows. */
  opened: WireItem & TargetItem;
  target: WireItem & TargetItem;
}

/**
 * One item's translation into `language`: reads the item in the base language (the left
 * column) and in the target language (`_missing`, `_stale`), keeps what is typed, and saves only the
 * changed fields with the item's version; a 400 puts each message at its row, a 409 opens the conflict.
 */
export function useTranslator(opts: {
  schema: JsonSchema; uiSchema: UiSchema; api: KindApiCalls;
  /** The kind's id, for the live events of the open item. */
  kindId: string;
  /** The item to translate; null: nothing (the base language, or create mode). */
  itemId: number | null;
  language: string | undefined;
  base: string | undefined;
  /** Reloads the list after a save (titles in the target language). */
  reload(): Promise<void>;
}): Translator {
  const { schema, uiSchema, api, kindId, itemId, language, base, reload } = opts;
  const t = useT();
  const intl = useIntl();
  const notice = useServerNotice();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<TextConflict | null>(null);
  // Bumped to read both languages again (after a conflict: the base text moved on).
  const [tick, setTick] = useState(0);
  const [choice, setChoice] = useState<TextChoice | null>(null);
  const [arrival, setArrival] = useState<{ by: string | null } | null>(null);
  const [savedAt, setSavedAt] = useState<{ id: number; language: string; at: string } | null>(null);
  const me = useAtomValue(userWebAtom)?.user.id;
  // Set by a live event: the next read keeps what is typed and compares the stored texts with it.
  const refreshBy = useRef<{ by: string | null; mine: boolean } | null>(null);
  const editsRef = useRef(edits);
  editsRef.current = edits;
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  // A choice that ends in a save waits for the chosen texts to be the form's (next render).
  const saveAt = useRef<number | null>(null);

  const active = itemId !== null && !!language && !!base && language !== base;
  useEffect(() => {
    if (!active) return;
    let live = true;
    setFailed(false);
    Promise.all([api.get(itemId, base), api.get(itemId, language)]).then(([b, target]) => {
      if (!live) return;
      const refresh = refreshBy.current;
      refreshBy.current = null;
      const was = loadedRef.current;
      if (refresh && was && was.id === itemId && was.language === language) {
        // Someone else's save: their texts are shown, mine stay typed on top; a text we both changed is asked.
        const rowsOf = (bb: WireItem, tt: WireItem & TargetItem) => translatorRows({ schema, uiSchema, base: bb, target: tt });
        const before = rowsOf(was.base, was.target);
        const after = rowsOf(b, target);
        const both = textConflicts(before, after, editsRef.current);
        setLoaded({ ...was, base: b, target });
        if (both.length) setChoice({ rows: both, then: 'edit', by: refresh.by, version: target.version });
        else if (!refresh.mine && textsMoved(before, after)) setArrival({ by: refresh.by });
        return;
      }
      setArrival(null);
      setChoice(null);
      setLoaded({ id: itemId, language, base: b, opened: target, target });
      setEdits({});
      setKept(new Set());
      setErrors({});
    }, () => { if (live) setFailed(true); });
    return () => { live = false; };
  }, [active, itemId, language, base, api, tick]); // eslint-disable-line react-hooks/exhaustive-deps -- schema read at load

  // Another save of this item (a translation, the base) is read again at once.
  useLiveItem(kindId, active ? itemId : null, null, (event) => {
    if (event.action === 'destroyed') return;
    refreshBy.current = { by: event.by?.name ?? null, mine: event.by?.id === me };
    setTick((n) => n + 1);
  });

  const current = active && loaded?.id === itemId && loaded.language === language ? loaded : null;
  const order = useMemo(() => (current ? workOrder(translatorRows({ schema, uiSchema, base: current.base, target: current.opened })) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fixed per opening, not per save
    [current?.base, current?.opened, schema, uiSchema]);
  const rows = useMemo(() => (current ? inOrder(translatorRows({ schema, uiSchema, base: current.base, target: current.target }), order) : []),
    [current, schema, uiSchema, order]);

  const changes = useMemo((): (TranslationChange & { base: string })[] => rows
    .filter((r) => (edits[r.path] !== undefined && edits[r.path] !== r.value) || kept.has(r.path))
    .map((r) => ({ path: r.path, at: r.at, text: edits[r.path] ?? r.value, base: r.base })), [rows, edits, kept]);
  const record = useMemo(() => (current ? translatedRecord(schema, pickDocument(current.target, schema), changes) : null), [current, schema, changes]);

  // By path: an item with hundreds of pages has thousands of rows, and every row asks on every key.
  const stored = useMemo(() => new Map(rows.map((r) => [r.path, r.value])), [rows]);
  const text = useCallback((path: string) => edits[path] ?? stored.get(path) ?? '', [edits, stored]);
  const setText = useCallback((path: string, value: string) => {
    setEdits((e) => ({ ...e, [path]: value }));
    // The server's message was about the text that was sent.
    setErrors((e) => { if (!e[path]) return e; const { [path]: _gone, ...rest } = e; return rest; });
  }, []);
  const keep = useCallback((path: string) => setKept((k) => new Set(k).add(path)), []);
  const discard = useCallback(() => { setEdits({}); setKept(new Set()); setErrors({}); }, []);

  const byField = useCallback((list: readonly ServerFieldError[]) => {
    const out: Record<string, string[]> = {};
    for (const e of list) {
      const message = e.messageId && e.messageId in intl.messages ? t(e.messageId, e.values) : e.message;
      const row = rows.find((r) => r.field === e.field || r.path === e.field);
      (out[row ? row.path : OTHER_ERRORS] ??= []).push(row || !e.field ? message : `${e.field}: ${message}`);
    }
    return out;
  }, [rows, intl, t]);

  const write = useCallback(async (version: number): Promise<boolean> => {
    if (!current || !changes.length) return false;
    setBusy(true);
    try {
      // An unchanged text keeps the base text it was made for unless `_reviewed` confirms it against today's.
      const reviewed = changes.filter((c) => kept.has(c.path)).map((c) => c.path);
      const body = { ...translationBody(schema, current.base, changes), ...(reviewed.length ? { _reviewed: reviewed } : {}) };
      const res = await api.update(current.id, body, version, current.language);
      notice(res.message);
      setSavedAt({ id: current.id, language: current.language, at: new Date().toISOString() });
      const saved = res.data as (WireItem & TargetItem) | undefined;
      if (saved) setLoaded((l) => (l && l.id === current.id && l.language === current.language ? { ...l, target: saved } : l));
      else setTick((n) => n + 1);
      // What was typed while the save ran stays; what was saved is now the stored text.
      const sent = new Map(changes.map((c) => [c.path, c.text]));
      setEdits((e) => Object.fromEntries(Object.entries(e).filter(([p, v]) => sent.get(p) !== v)));
      setKept(new Set());
      setErrors({});
      await reload();
      return true;
    } catch (err) {
      const status = err instanceof FetchError ? err.status : undefined;
      const body = err instanceof FetchError ? (err.data as { errors?: ServerFieldError[]; current?: WireItem; conflicts?: { path: string; yours: unknown; theirs: unknown; language?: string }[] } | undefined) : undefined;
      const texts = (body?.conflicts ?? []).filter((c) => !c.language || c.language === current.language);
      // The server names the texts we both changed: chosen field by field, then saved on the stored version.
      if (status === 409 && body?.current && texts.length) {
        setChoice({ rows: texts.map((c) => ({ path: c.path, mine: c.yours, theirs: c.theirs })), then: 'save', by: null, version: body.current.version });
        return false;
      }
      // The dialog compares the base text I translated from with the one now stored: what moved on under me.
      if (status === 409 && body?.current) setConflict({ mine: pickDocument(current.base, schema), theirs: body.current });
      else if (status === 400 && body?.errors?.length) setErrors(byField(body.errors));
      return false;
    } finally {
      setBusy(false);
    }
  }, [current, changes, kept, api, schema, notice, reload, byField]);

  const save = useCallback(async () => { if (current) await write(current.target.version); }, [current, write]);

  const resolveConflict = useCallback(async (choice: 'mine' | 'theirs' | 'cancel') => {
    const c = conflict;
    setConflict(null);
    if (!c || choice === 'cancel') return;
    // Keeping mine saves my translations on top of the version now stored; then (or on taking theirs)
    // both languages are read again, so the left column shows today's base text. A refused save keeps
    // what was typed, with the server's messages.
    if (choice === 'mine' && !(await write(c.theirs.version))) return;
    discard();
    setTick((n) => n + 1);
  }, [conflict, write, discard]);

  const resolveChoice = useCallback(async (answer: ConflictChoice) => {
    const c = choice;
    setChoice(null);
    // Decide later: my texts stay typed, theirs are the stored ones beside them; nothing is lost.
    if (!c || answer === 'cancel') return;
    setEdits(applyTextChoices(editsRef.current, c.rows, answer));
    if (c.then === 'save') saveAt.current = c.version;
  }, [choice]);
  useEffect(() => {
    if (saveAt.current === null || busy) return;
    const version = saveAt.current;
    saveAt.current = null;
    void write(version).then((ok) => { if (ok) setTick((n) => n + 1); });
  }, [edits, busy, write]);

  const status = !active ? 'idle' : current ? 'ready' : failed ? 'failed' : 'loading';
  return {
    status, rows, text, setText, keep, kept, dirty: changes.length > 0, busy, errors, save, record, conflict, resolveConflict, discard,
    choice, resolveChoice, arrival, dismissArrival: () => setArrival(null), savedAt: current && savedAt?.id === current.id && savedAt.language === current.language ? savedAt.at : undefined,
  };
}
