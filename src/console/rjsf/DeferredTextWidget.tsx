import { useCallback, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import type { ConsoleFormContext } from './pendingEdits.ts';

const DefaultText = getDefaultRegistry().widgets.TextWidget;

/** Idle time after the last keystroke before the form (and preview, history, draft) hears about it. */
export const REPORT_AFTER_MS = 250;

const isUndoKey = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && (e.key === 'z' || e.key === 'Z' || e.key === 'y');

/**
 * A text input that keeps keystrokes to itself and reports them to RJSF after a short pause, on blur,
 * on Enter and before undo. A keystroke re-renders this input only: RJSF 6 clones the whole form data,
 * recomputes defaults and deep-compares every field on each change, which is what makes big forms lag.
 */
function DeferredInput({ id, value, options, onChange, onBlur, onFocus, registry, multiline, type, ...p }: WidgetProps & { multiline?: boolean; type?: string }) {
  const toText = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  const [draft, setDraft] = useState(() => toText(value));
  // Adjust to outside changes (undo, another item, a restored draft) during render, not in an effect.
  const [seen, setSeen] = useState(value);
  if (value !== seen) { setSeen(value); setDraft(toText(value)); }

  const pending = (registry.formContext as ConsoleFormContext | undefined)?.pending;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ draft, value, onChange, emptyValue: options.emptyValue });
  latest.current = { draft, value, onChange, emptyValue: options.emptyValue };

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    pending?.set(id, null);
    const { draft: d, value: v, onChange: report, emptyValue } = latest.current;
    if (d !== toText(v)) report(d === '' ? emptyValue : d);
  }, [id, pending]);

  useEffect(() => () => { clearTimeout(timer.current); pending?.set(id, null); pending?.draft(id, null); }, [id, pending]);
  // The preview shows what the input shows (typing, undo, another item), without waiting for the report.
  useEffect(() => { pending?.draft(id, draft); }, [id, pending, draft]);

  function change(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const next = e.target.value;
    setDraft(next);
    latest.current.draft = next;
    // Straight from the event, not the effect: the phone can paint the key in the same frame as the input.
    pending?.draft(id, next);
    clearTimeout(timer.current);
    if (next === toText(value)) { pending?.set(id, null); return; }
    pending?.set(id, flush);
    timer.current = setTimeout(flush, REPORT_AFTER_MS);
  }

  function keyDown(e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const dirty = draft !== toText(value);
    if (e.key === 'Enter' && !multiline && !e.nativeEvent.isComposing) {
      // Enter submits, but only after the form has taken this input's text (see submitSoon.ts).
      e.preventDefault();
      const form = e.currentTarget.form;
      flush();
      setTimeout(() => form?.requestSubmit());
      return;
    }
    if (!isUndoKey(e) || !dirty) return;
    // Unreported typing is the newest step: undo drops it here, redo has nothing newer to bring back.
    e.preventDefault();
    e.stopPropagation();
    clearTimeout(timer.current);
    pending?.set(id, null);
    if (!e.shiftKey && e.key !== 'y') setDraft(toText(value));
    else flush();
  }

  const common = {
    id, name: p.htmlName || id, className: 'form-control', value: draft, placeholder: p.placeholder,
    required: p.required, disabled: p.disabled, readOnly: p.readonly, autoFocus: p.autofocus,
    'aria-describedby': ariaDescribedByIds(id),
    // Assistive technology announces the field as wrong, not only the message below it.
    'aria-invalid': (p.rawErrors?.length ?? 0) > 0 || undefined,
    onChange: change, onKeyDown: keyDown,
    onBlur: () => { flush(); onBlur(id, latest.current.draft); },
    onFocus: () => onFocus(id, draft),
  };
  if (multiline) return <textarea {...common} rows={options.rows as number | undefined} />;
  return <input {...common} type={type ?? 'text'} />;
}

/** RJSF `TextWidget` replacement (strings) with deferred reporting. */
export function DeferredTextWidget(props: WidgetProps) {
  // Numbers keep RJSF's own input: it types the value and its NumberField parses it.
  const t = props.schema.type;
  if (t === 'number' || t === 'integer') return <DefaultText {...props} />;
  return <DeferredInput {...props} type={(props.options.inputType as string | undefined) ?? 'text'} />;
}

/** RJSF `TextareaWidget` replacement with deferred reporting. */
export function DeferredTextareaWidget(props: WidgetProps) {
  return <DeferredInput {...props} multiline />;
}

/** RJSF `URLWidget` replacement with deferred reporting. */
export function DeferredUrlWidget(props: WidgetProps) {
  return <DeferredInput {...props} type="url" />;
}

/** RJSF `EmailWidget` replacement with deferred reporting. */
export function DeferredEmailWidget(props: WidgetProps) {
  return <DeferredInput {...props} type="email" />;
}
