import { useState, type FocusEvent, type MouseEvent } from 'react';
import { useT } from '../../i18n/IntlContext.tsx';
import { useEmulator } from '../EmulatorContext.tsx';
import type { PreviewListItem } from '../listItems.ts';
import { safeUrl } from '../urlSafety.ts';
import { EmbeddedPage } from './EmbeddedPage.tsx';
import { ArrowIcon, CheckIcon, DeleteIcon, EyeIcon } from './icons.tsx';

/** Props of one list item row. */
export interface ListItemRowProps {
  item: PreviewListItem;
  number: number;
  /** Open the embedded page from the start (the field's meta.open). */
  startOpen?: boolean;
}

/**
 * One clickable list item: thumbnail, title, ingress, check, number, delete or arrow. When its kind,
 * and so its entity, is known, hover/focus shows its detail beside the frame and pressing it (click,
 * Enter, Space) opens its own preview inside the phone; an item with an embedded page has an eye icon,
 * a button of its own, so showing the page never opens the item.
 */
export function ListItemRow({ item, number, startOpen = false }: ListItemRowProps) {
  const { entity, embeds } = item;
  const t = useT();
  const { hover, openItem } = useEmulator();
  const [open, setOpen] = useState(startOpen);
  const thumb = safeUrl(item.thumbnail);
  const canLookUp = entity !== undefined && item.id !== undefined;

  const show = (e: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    if (!canLookUp) return;
    const row = e.currentTarget.getBoundingClientRect();
    const phoneLeft = e.currentTarget.closest('.emu')?.getBoundingClientRect().left ?? row.left;
    const viewport = document.documentElement.clientWidth || window.innerWidth;
    // Level with the row, kept on screen; the panel's own 12 px gutter touches the phone so the
    // pointer can move into the detail without leaving the emulator.
    const top = Math.max(8, Math.min(row.top, window.innerHeight - 300));
    hover({ entity: entity!, id: item.id!, top, right: Math.max(0, viewport - phoneLeft) });
  };
  const openIt = () => { if (canLookUp) openItem({ entity: entity!, id: item.id! }); };

  return (
    <li className="emu-item">
      <div className="emu-item__row">
        {/* Named by its content (title, ingress), not an aria-label: the name holds every word the row shows (WCAG 2.5.3). */}
        <button type="button" className="emu-item__main" onMouseEnter={show} onFocus={show} onClick={openIt}>
          <span className="emu-item__number" aria-hidden="true">{number}</span>
          {thumb && <img className="emu-item__thumb" src={thumb} alt="" loading="lazy" />}
          <span className="emu-item__body">
            <span className="emu-item__title">{item.title || t('list.untitled')}</span>
            {item.ingress && <span className="emu-item__ingress">{item.ingress}</span>}
          </span>
          {item.checked && <span className="emu-item__check" title={t('emulator.list.done')}><CheckIcon /></span>}
          <span className="emu-item__end">{item.removable ? <DeleteIcon /> : <ArrowIcon />}</span>
        </button>
        {embeds && item.url && (
          <button type="button" className="emu-item__eye" aria-pressed={open} onClick={() => setOpen((o) => !o)}
            aria-label={open ? t('emulator.list.hidePage') : t('emulator.list.showPage')}>
            <EyeIcon />
          </button>
        )}
      </div>
      {open && item.url && <EmbeddedPage url={item.url} title={item.title} />}
    </li>
  );
}
