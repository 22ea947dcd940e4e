import type { ResolvedKind } from '../../core/defineKind.ts';
import { mediaUrl } from '../media/mediaUrl.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { StateBadge } from './StateBadge.tsx';
import type { WireItem } from './wireItem.ts';

/** DOM id of an item's row, for aria-activedescendant. */
export const rowId = (kind: ResolvedKind, id: number) => `item-${kind.id}-${id}`;

/** One list row: thumbnail, title, subtitle and state badge. */
export function ItemRow({ kind, item, selected, onSelect }: { kind: ResolvedKind; item: WireItem; selected: boolean; onSelect(): void }) {
  const t = useT();
  const view = kind.toListItem(item);
  const title = view.title || t('list.untitled');
  return (
    <li id={rowId(kind, item.id)} role="option" aria-selected={selected} className="row" onClick={onSelect}>
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
}
