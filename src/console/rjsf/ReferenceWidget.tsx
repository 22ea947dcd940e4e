import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { fieldName, refKindOf, type RefAnnotation } from '../../core/schemaAnnotations.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useMay } from '../session/useGrant.ts';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { CandidateView, ItemSearch } from '../relations/ItemSearch.tsx';
import type { Candidate } from '../relations/candidates.ts';
import { jsonEqual, useFormDataSelector } from './formDataStore.ts';
import type { ConsoleFormContext } from './pendingEdits.ts';
import { annotationsOf, locateWidget } from './siblings.ts';
import { toCandidate } from '../relations/candidates.ts';
import type { WireItem } from '../model/wireItem.ts';
import { useResolvedRef, type RefHint } from './useResolvedRef.ts';
// The dialog's frame is here at once (progress, Cancel); its form loads when first opened.
import { CreateReferenceDialog } from './CreateReferenceDialog.tsx';
import '../relations/relations.css';
import '../ui/formDialog.css';
import './createReference.css';


/** Whether the schema stores the reference as a number (else as a string). */
function numericSchema(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('integer') || types.includes('number');
}

/**
 * `ui:widget: "reference"` on a property with `x-ref`: picks an item of the referenced kind by
 * searching as you type, shows the chosen item's title and state (archived targets flagged), a link
 * that opens it in its own screen, and a clear button. The value is the item's id, typed as the
 * schema says (integer or string). `ui:options.create: true` adds "New <item>": a dialog with the
 * target kind's own form, whose saved item becomes the value.
 */
export function ReferenceWidget(props: WidgetProps) {
  const { id, value, schema, registry, onChange, onBlur, onFocus, disabled, readonly, rawErrors, label, hideLabel, options } = props;
  const t = useT();
  const kinds = useRegistry();
  const ann = (schema as JsonSchema)['x-ref'] as RefAnnotation | undefined;
  const [picked, setPicked] = useState<Candidate | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  // The item "New …" just stored: it exists on its own whatever becomes of this form, and the row says so.
  const [createdId, setCreatedId] = useState<number | string | undefined>(undefined);
  // The form to open for "New …": the editor's own, handed down through formContext.
  const nestedForm = (registry.formContext as ConsoleFormContext | undefined)?.nestedForm;

  // Where the widget sits: the opened item's `refs` entry for it (from GET /{x}/{id}, handed down in
  // formContext: no extra call to name the target) and, for a reference to several kinds, the kind its
  // `kindField` sibling chose.
  const seat = useFormDataSelector(registry, (data) => {
    const refs = (registry.formContext as ConsoleFormContext | undefined)?.refs?.current as Record<string, RefHint> | undefined;
    const several = !!ann && typeof ann.kind !== 'string';
    const single = typeof ann?.kind === 'string' ? ann.kind : undefined;
    // Locating the widget walks the document: only when there is something to find there.
    if (!several && (!refs || typeof refs !== 'object')) return { hint: undefined, kind: single };
    const root = registry.rootSchema as JsonSchema;
    const at = locateWidget(id, annotationsOf(root).refs.filter((r) => !r.many).map((r) => r.path), data, registry.globalFormOptions);
    const hint = at && refs && typeof refs === 'object' ? refs[fieldName(at)] : undefined;
    return { hint, kind: several ? (at ? refKindOf(ann!, data, at) : undefined) : single };
  }, jsonEqual, id);
  const { hint } = seat;
  let target: ResolvedKind | undefined;
  try { target = seat.kind ? kinds.get(seat.kind) : undefined; } catch { target = undefined; }
  // Creating the target is a write on its kind: "New …" only for who may.
  const mayCreate = useMay('write', { kind: target?.id });

  // Choosing another kind in the sibling select empties the reference: its id named an item of the old kind.
  const lastKind = useRef(seat.kind);
  useEffect(() => {
    if (lastKind.current === seat.kind) return;
    lastKind.current = seat.kind;
    setPicked(undefined);
    if (value !== undefined) onChange(undefined);
  }, [seat.kind, value, onChange]);
  const resolved = useResolvedRef(target, value, picked, hint);

  const pick = useCallback((item: Candidate) => {
    setPicked(item);
    onChange(numericSchema(schema as JsonSchema) ? item.id : String(item.id));
  }, [onChange, schema]);

  const created = useCallback((item: WireItem) => {
    setCreating(false);
    setCreatedId(item.id);
    // Named from the answer: no extra call to show what was just made.
    if (target) pick(toCandidate(target, item));
  }, [pick, target]);

  if (ann && typeof ann.kind !== 'string' && !seat.kind) {
    // Several kinds, none chosen yet: nothing to search among.
    return <p className="ref-widget__wait" id={id}>{t('ref.chooseKindFirst')}</p>;
  }
  if (!ann || !target) {
    return <p className="ref-widget__problem" role="alert">{t('ref.notConfigured', { kind: seat.kind ?? '—' })}</p>;
  }

  const locked = Boolean(disabled || readonly);
  const hasValue = resolved.status !== 'empty';
  const item = resolved.status === 'found' ? resolved.item : undefined;
  const name = item ? item.title || t('list.untitled') : t('ref.itemNumber', { id: String(value) });
  const archived = item?.state === 'archived';
  const describedBy = ariaDescribedByIds(id);

  return (
    <div className="ref-widget">
      {hasValue && (
        <div className={`ref-chosen${archived ? ' ref-chosen--archived' : ''}${resolved.status === 'missing' ? ' ref-chosen--missing' : ''}`}
          role="group" aria-label={t('ref.chosen', { field: label })}>
          {item ? <CandidateView item={item} /> : (
            <span className="item-line">
              <span className="item-line__title">{resolved.status === 'loading' ? t('app.loading') : t('ref.missing', { id: String(value) })}</span>
            </span>
          )}
          {archived && <span className="ref-chosen__note">{t('ref.archivedNote')}</span>}
          {createdId !== undefined && String(createdId) === String(value) && (
            <span className="ref-chosen__created" role="status">{t('ref.createdOwn', { item: t(target.labels.item), tab: t(target.labels.tab) })}</span>
          )}
          <span className="ref-chosen__actions">
            <Link className="btn btn--sm" href={`/${target.route}?id=${encodeURIComponent(String(value))}`} aria-label={t('ref.openNamed', { title: name })}>
              {t('ref.open')}
            </Link>
            <button type="button" className="icon-btn icon-btn--danger" disabled={locked} aria-label={t('ref.clearNamed', { field: label })} title={t('ref.clear')}
              onClick={() => { setPicked(undefined); onChange(undefined); }}>
              <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true"><path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" /></svg>
            </button>
          </span>
        </div>
      )}
      <div className="ref-widget__pick">
        {/* RJSF labels the input (htmlFor = id); with `ui:label: false` the search shows the label itself. */}
        <ItemSearch id={id} kindId={target.id} label={hideLabel ? label : undefined} disabled={locked} invalid={(rawErrors?.length ?? 0) > 0} describedBy={describedBy}
          placeholder={hasValue ? t('ref.change') : t('ref.search')}
          onPick={pick} onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)} />
        {options?.create === true && mayCreate && !readonly && nestedForm && (
          <button type="button" className="btn ref-widget__new" disabled={locked} aria-haspopup="dialog" onClick={() => setCreating(true)}>
            <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
            {t('ref.create', { item: t(target.labels.item) })}
          </button>
        )}
      </div>
      {creating && nestedForm && (
        <CreateReferenceDialog kind={target} form={nestedForm} onCreated={created} onCancel={() => setCreating(false)} />
      )}
    </div>
  );
}
