import { memo } from 'react';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { mediaUrl } from '../media/mediaUrl.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { StateBadge } from './StateBadge.tsx';
import type { WireItem } from './wireItem.ts';

/** DOM id of an item's row, for aria-activedescendant. */
export const rowId = (kind: ResolvedKind, id: number) => `item-${kind.id}-${id}`;

/** Height of one row in px; the virtual list positions rows by it (CSS keeps rows exactly this tall). */
export const ROW_HEIGHT = 60;

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
}

/** One list row: thumbnail, title, subtitle and state badge; archived rows are visibly marked. Memoised: an arrow key re-renders two rows. */
export const ItemRow = memo(function ItemRow({ kind, item, selected, onSelect, top, position, size }: ItemRowProps) {
  const t = useT();
  const view = kind.toListItem(item);
  const title = view.title || t('list.untitled');
  const archived = item.state === 'archived';
  return (
    <li id={rowId(kind, item.id)} role="option" aria-selected={selected} aria-posinset={position} aria-setsize={size}
      className={`row${archived ? ' row--archived' : ''}`} style={{ transform: `translateY(${top}px)` }} onClick={() => onSelect(item.id)}>
      {view.thumbnail
        ? <img className="row__thumb" src={mediaUrl('image', view.thumbnail)} alt="" loading="lazy" />
        : <span className="row__thumb row__thumb--empty" aria-hidden="true">{title.slice(0, 1).toUpperCase()}</span>}
      <span className="row__text">
        <span className="row__title">{title}</span>
        <span className="row__meta">
          <StateBadge state={item.state} />
          {view.ingress && <span className="row__sub">{view.ingress}</span>}
        </span>
      </span>
    </li>
  );
});
