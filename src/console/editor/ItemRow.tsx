import { memo, type CSSProperties, type DragEvent } from 'react';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { mediaUrl } from '../media/mediaUrl.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import type { PresenceUser } from '../live/createLiveClient.ts';
import { EditingPen } from './PresenceAvatars.tsx';
import { initials, userColour } from './presenceLook.ts';
import { hasPublishStep } from '../../core/visitorState.ts';
import { StateBadge } from '../ui/StateBadge.tsx';
import type { WireItem } from '../model/wireItem.ts';

/** DOM id of an item's row, for aria-activedescendant. */
export const rowId = (kind: ResolvedKind, id: number) => `item-${kind.id}-${id}`;

/** Height of one row in px; the virtual list positions rows by it (CSS keeps rows exactly this tall). */
export const ROW_HEIGHT = 60;

/** The list's drag handlers, one stable object for every row (rows are memoised). */
export interface RowDrag {
  start(id: number, e: DragEvent<HTMLElement>): void;
  over(id: number, e: DragEvent<HTMLElement>): void;
  drop(id: number, e: DragEvent<HTMLElement>): void;
  end(): void;
}

// Two columns of three dots: the usual "drag me" mark.
const GRIP_DOTS = [2, 7, 12].flatMap((y) => [<circle key={`a${y}`} cx="2" cy={y} r="1.3" />, <circle key={`b${y}`} cx="6" cy={y} r="1.3" />]);

/** Props of one list row. */
export interface ItemRowProps {
  kind: ResolvedKind;
  item: WireItem;
  selected: boolean;
  /** Stable across renders (the row is memoised on it). */
  onSelect(id: number): void;
  /** Offset from the list top in px; a number, not a style object, so an unchanged row skips re-rendering. */
  top: number;
  /** 1-based position and list size, since the virtual list holds only the visible rows. */
  position: number;
  size: number;
  /** A `manualOrder` kind's rows: a grip, and these handlers while moves are allowed (`movable`). */
  drag?: RowDrag;
  movable?: boolean;
  /** This row is being dragged. */
  dragging?: boolean;
  /** The dragged row would land before or after this one. */
  dropAt?: 'before' | 'after';
  /** The other users who have this item open; the same array until they change. */
  present?: readonly PresenceUser[];
}

/**
 * One list row: thumbnail, title, subtitle and state badge; archived rows are visibly marked; a grip
 * where the kind keeps a manual order; a mark when others have it open or are editing it. Memoised: an arrow key re-renders two rows.
 */
export const ItemRow = memo(function ItemRow({ kind, item, selected, onSelect, top, position, size, drag, movable, dragging, dropAt, present }: ItemRowProps) {
  const t = useT();
  const view = kind.list.toListItem(item);
  const title = view.title || t('list.untitled');
  const archived = item.state === 'archived';
  const moves = drag && movable ? drag : undefined;
  const marks = `${archived ? ' row--archived' : ''}${dragging ? ' row--dragging' : ''}${dropAt ? ` row--drop-${dropAt}` : ''}`;
  return (
    <li id={rowId(kind, item.id)} role="option" aria-selected={selected} aria-posinset={position} aria-setsize={size}
      className={`row${marks}`} style={{ transform: `translateY(${top}px)` }} onClick={() => onSelect(item.id)}
      draggable={moves ? true : undefined}
      onDragStart={moves && ((e) => moves.start(item.id, e))} onDragOver={moves && ((e) => moves.over(item.id, e))}
      onDrop={moves && ((e) => moves.drop(item.id, e))} onDragEnd={moves?.end}>
      {drag && (
        <span className={`row__grip${movable ? '' : ' row__grip--off'}`} aria-hidden="true" title={movable ? t('list.dragToMove') : undefined}>
          <svg width="8" height="14" viewBox="0 0 8 14"><g fill="currentColor">{GRIP_DOTS}</g></svg>
        </span>
      )}
      {view.thumbnail
        ? <img className="row__thumb" src={mediaUrl('image', view.thumbnail)} alt="" loading="lazy" />
        : <span className="row__thumb row__thumb--empty" aria-hidden="true">{title.slice(0, 1).toUpperCase()}</span>}
      <span className="row__text">
        <span className="row__title">{title}</span>
        <span className="row__meta">
          <StateBadge state={item} publishable={hasPublishStep(kind)} />
          {view.ingress && <span className="row__sub">{view.ingress}</span>}
        </span>
      </span>
      {present && present.length > 0 && <PresenceMark users={present} />}
    </li>
  );
});

// Who has the row's item open, by the first one's initials; a pencil (and the editors named) once someone edits it.
function PresenceMark({ users }: { users: readonly PresenceUser[] }) {
  const t = useT();
  const intl = useIntl();
  const editors = users.filter((u) => u.editing);
  const named = editors.length ? editors : users;
  const text = t(editors.length ? 'presence.rowEditing' : 'presence.rowOpen', { names: intl.formatList(named.map((u) => u.name), { type: 'conjunction' }) });
  return (
    <span className={`row__presence${editors.length ? ' row__presence--editing' : ''}`} title={text} style={{ '--presence-colour': userColour(named[0].id) } as CSSProperties}>
      <span aria-hidden="true">{initials(named[0].name)}</span>
      {editors.length > 0 && <EditingPen className="row__presence-pen" />}
      <span className="row__presence-text">{text}</span>
    </span>
  );
}
