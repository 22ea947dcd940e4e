import { isValidElement, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps, type ErrorSchema } from '@rjsf/utils';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { mediaUrl } from '../media/mediaUrl.ts';
import { useFaultsAt, useIsFresh, useIsOpen } from './childState.ts';
import { useCollapsibleArray, type CollapsibleOptions } from './CollapsibleArrayField.tsx';
import { childTitle } from './siblings.ts';
import { useSiblingLabel } from './SiblingWidget.tsx';

/** Whether an error schema holds an error anywhere inside. */
export function hasErrors(errors: ErrorSchema | undefined): boolean {
  if (!errors || typeof errors !== 'object') return false;
  return Object.entries(errors).some(([k, v]) => (k === '__errors' ? Array.isArray(v) && v.length > 0 : hasErrors(v as ErrorSchema)));
}

/** What a child is called in its row and in the graph: `summary.title`'s property, else its first text. */
export function summaryTitle(item: unknown, opts: CollapsibleOptions, itemSchema: JsonSchema | undefined, keyProp?: string): string | undefined {
  const prop = opts.summary?.title;
  if (!prop) return childTitle(item, itemSchema, keyProp);
  const v = (item as Record<string, unknown> | null | undefined)?.[prop];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

/** The stored image a row shows as thumbnail (`summary.thumbnail`), if any. */
function thumbnailOf(item: unknown, opts: CollapsibleOptions): string | undefined {
  const prop = opts.summary?.thumbnail;
  const v = prop ? (item as Record<string, unknown> | null | undefined)?.[prop] : undefined;
  return typeof v === 'string' && v ? v : undefined;
}

/**
 * One child of a collapsible array: a header row (drag handle, position, thumbnail, title, a marker
 * for lint faults or validation errors, RJSF's item buttons) and, only while open, the child's
 * fields: collapsed children mount no widgets. The header is a disclosure button; Alt+↑/↓ on it
 * moves the child, ↑/↓ alone go to the neighbouring header.
 */
export function CollapsibleItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, totalItems, registry, parentUiSchema, uiSchema, hasToolbar, schema } = props;
  const t = useT();
  const ctx = useCollapsibleArray();
  const opts = getUiOptions(parentUiSchema) as CollapsibleOptions;
  // RJSF hands templates the item's field as an element; its props carry the item's data and errors.
  const field = isValidElement<{ formData?: unknown; errorSchema?: ErrorSchema }>(children) ? children.props : {};
  const item = field.formData;
  const key = ctx.keyOf(item, index);
  const open = useIsOpen(ctx.state, ctx.pointer, key);
  const faults = useFaultsAt(ctx.state, `${ctx.pointer}/${index}`);
  // A child just added is unfinished, not wrong: its faults show as a hint until the author leaves it or saves.
  const fresh = useIsFresh(ctx.state, ctx.pointer, key);
  const errors = fresh ? [] : faults;
  const invalid = hasErrors(field.errorSchema);
  const labelOf = useSiblingLabel((schema as JsonSchema).title);
  const title = labelOf({ index, title: summaryTitle(item, opts, schema as JsonSchema, ctx.keyProp) });
  const thumb = thumbnailOf(item, opts);
  const [over, setOver] = useState(false);
  const id = ctx.childId(index);
  const orderable = opts.orderable !== false && !buttonsProps.disabled && !buttonsProps.readonly && totalItems > 1;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));

  const keys = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    const up = e.key === 'ArrowUp';
    const to = index + (up ? -1 : 1);
    e.preventDefault();
    if (!e.altKey) { document.getElementById(`${ctx.childId(to)}__toggle`)?.focus(); return; }
    if (!orderable || !(up ? buttonsProps.hasMoveUp : buttonsProps.hasMoveDown)) return;
    // RJSF's own one-step reorder (no event: it would blur the header); its row keys follow the child.
    if (up) buttonsProps.onMoveUpItem(); else buttonsProps.onMoveDownItem();
    ctx.stepped(index, to, title);
  };

  const drag = {
    start: (e: DragEvent<HTMLDivElement>) => {
      ctx.drag.from = index;
      if (e.dataTransfer) { e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', String(index)); }
    },
    over: (e: DragEvent<HTMLDivElement>) => {
      if (ctx.drag.from === null) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'move';
      if (!over) setOver(true);
    },
    // Only our own rows: a file dropped on a media field inside an open row is that field's business.
    drop: (e: DragEvent<HTMLDivElement>) => {
      const from = ctx.drag.from;
      if (from === null) return;
      e.preventDefault();
      ctx.drag.from = null;
      setOver(false);
      ctx.move(from, index, title);
    },
    leave: (e: DragEvent<HTMLDivElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
    },
    end: () => { ctx.drag.from = null; setOver(false); },
  };

  const faultText = faults.map((f) => t(f.message, f.values));
  const marker = errors.length > 0 || invalid;
  const markerText = [invalid ? t('collapsible.invalid') : '', errors.length ? t('collapsible.faults', { count: errors.length }) : ''].filter(Boolean).join(', ');
  const remove = (e: MouseEvent<HTMLButtonElement>) => { ctx.removing(index); buttonsProps.onRemoveItem(e); };
  const copy = (e: MouseEvent<HTMLButtonElement>) => { ctx.expectNew(index + 1); buttonsProps.onCopyItem(e); };

  return (
    <div id={`${id}__row`} className={`collapsible-row${open ? ' collapsible-row--open' : ''}${marker ? ' collapsible-row--faulty' : ''}${over ? ' collapsible-row--over' : ''}`}
      onDragOver={drag.over} onDragLeave={drag.leave} onDrop={drag.drop}>
      <div className="collapsible-row__head" draggable={orderable} onDragStart={drag.start} onDragEnd={drag.end}>
        {orderable && <span className="collapsible-row__grip" aria-hidden="true">⋮⋮</span>}
        <button type="button" id={`${id}__toggle`} className="collapsible-row__toggle" aria-expanded={open} aria-controls={`${id}__panel`}
          aria-label={t(marker ? 'collapsible.rowLabelMarked' : 'relations.rowLabel', { title, position: index + 1, count: totalItems, marker: markerText })}
          aria-describedby={orderable ? ctx.hintId : undefined}
          onClick={() => ctx.toggle(index, !open)} onKeyDown={keys}>
          {/* The number and the initial are drawn by CSS, not text: the button's text is then its title, which its name contains (WCAG 2.5.3). */}
          <span className="collapsible-row__pos" aria-hidden="true" data-pos={index + 1} />
          {thumb
            ? <img className="collapsible-row__thumb" src={mediaUrl('image', thumb)} alt="" loading="lazy" />
            : <span className="collapsible-row__thumb collapsible-row__thumb--empty" aria-hidden="true" data-initial={title.slice(0, 1).toUpperCase()} />}
          <span className="collapsible-row__title">{title}</span>
          {marker && <span className="collapsible-row__marker" aria-hidden="true" title={[...errors.map((f) => t(f.message, f.values)), invalid ? t('collapsible.invalid') : ''].filter(Boolean).join('\n')}>⚠</span>}
        </button>
        {hasToolbar && (
          <span className="collapsible-row__actions">
            <Buttons {...buttonsProps} onRemoveItem={remove} onCopyItem={copy} />
          </span>
        )}
      </div>
      {open && (
        <div id={`${id}__panel`} className="collapsible-row__panel" role="region" aria-labelledby={`${id}__toggle`}>
          {faultText.length > 0 && (fresh
            ? (
              <div className="collapsible-row__faults collapsible-row__faults--hint">
                <p>{t('collapsible.freshHint')}</p>
                <ul>{faultText.map((m, i) => <li key={i}>{m}</li>)}</ul>
              </div>
            )
            : <ul className="collapsible-row__faults">{faultText.map((m, i) => <li key={i}>{m}</li>)}</ul>)}
          {children}
        </div>
      )}
    </div>
  );
}
