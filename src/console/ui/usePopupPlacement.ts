import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

/** Where an anchored popup list opens and how tall it may grow. */
export interface PopupPlacement {
  /** Opens above its field: there is not room enough below. */
  up: boolean;
  /** Its max height, so that it stays inside the room it has. */
  style: CSSProperties | undefined;
}

const GAP = 6;

/** The box a popup under `el` can show in: the window, cut by every scrolling ancestor and by a sticky Save bar below `el`. */
function roomAround(el: HTMLElement): { top: number; bottom: number } {
  let top = 0;
  let bottom = window.innerHeight;
  for (let p = el.parentElement; p; p = p.parentElement) {
    const overflow = getComputedStyle(p).overflowY;
    if (overflow === 'visible') continue;
    const r = p.getBoundingClientRect();
    top = Math.max(top, r.top);
    bottom = Math.min(bottom, r.bottom);
  }
  // The sticky Save bar of the field's own form floats over the bottom of its scrolling box: a list under it could not be clicked.
  let bar: HTMLElement | null = null;
  for (let p = el.parentElement; p; p = p.parentElement) if (p instanceof HTMLFormElement) { bar = p.querySelector<HTMLElement>('.form-footer'); break; }
  const anchor = el.getBoundingClientRect();
  if (bar) {
    const r = bar.getBoundingClientRect();
    if (r.top >= anchor.bottom - 1) bottom = Math.min(bottom, r.top);
  }
  return { top, bottom };
}

/**
 * Keeps a popup list anchored to a field inside the room it can be seen in: below the field when it fits,
 * above when there is more room there (a field low on the screen, just above the sticky Save bar), and
 * never taller than that room. Measured when it opens and again when its contents, the window or a
 * scrolling box change.
 */
export function usePopupPlacement(anchor: RefObject<HTMLElement | null>, list: RefObject<HTMLElement | null>, open: boolean, contents: unknown): PopupPlacement {
  const [placement, setPlacement] = useState<PopupPlacement>({ up: false, style: undefined });
  useLayoutEffect(() => {
    if (!open) { setPlacement((p) => (p.up || p.style ? { up: false, style: undefined } : p)); return; }
    const measure = () => {
      const field = anchor.current;
      const popup = list.current;
      if (!field || !popup) return;
      const room = roomAround(field);
      const r = field.getBoundingClientRect();
      const below = room.bottom - r.bottom - GAP;
      const above = r.top - room.top - GAP;
      // The list's own height as its stylesheet would let it be (its max-height), not as last placed.
      const cap = parseFloat(getComputedStyle(popup).getPropertyValue('--popup-max')) || 280;
      const wanted = Math.min(cap, popup.scrollHeight);
      const up = below < wanted && above > below;
      const height = Math.max(80, Math.floor(Math.min(cap, up ? above : below)));
      // Upwards, the list's bottom sits on the field's top (the field may have a label above it in the same box).
      const base = popup.offsetParent === field.offsetParent ? (popup.offsetParent as HTMLElement | null) : null;
      const bottom = up && base ? base.clientHeight - field.offsetTop + 4 : undefined;
      setPlacement((p) => (p.up === up && p.style?.maxHeight === height && p.style?.bottom === bottom ? p
        : { up, style: up ? { maxHeight: height, top: 'auto', bottom, marginTop: 0 } : { maxHeight: height } }));
    };
    measure();
    window.addEventListener('resize', measure);
    document.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      document.removeEventListener('scroll', measure, true);
    };
  }, [anchor, list, open, contents]);
  return placement;
}
