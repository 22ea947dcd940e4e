import { ROW_HEIGHT } from './ItemRow.tsx';

/**
 * Scrolls the list's scroller just enough that row `index` is fully visible (no-op when it is).
 * Rows are ROW_HEIGHT tall and start after the scroller's top padding, so nothing is measured.
 */
export function revealRow(scroller: HTMLElement, index: number): void {
  const pad = parseFloat(getComputedStyle(scroller).paddingTop) || 0;
  const top = pad + index * ROW_HEIGHT;
  const bottom = top + ROW_HEIGHT + pad;
  if (top - pad < scroller.scrollTop) scroller.scrollTop = top - pad;
  else if (bottom > scroller.scrollTop + scroller.clientHeight) scroller.scrollTop = bottom - scroller.clientHeight;
}
