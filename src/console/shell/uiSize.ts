/** UI sizes of the size picker (SPEC §2); medium by default (SPEC §9). */
export const UI_SIZES = ['small', 'medium', 'large'] as const;

/** One UI size. */
export type UiSize = (typeof UI_SIZES)[number];

/** Local-storage key remembering the size. */
export const SIZE_STORAGE_KEY = 'size';

/** The remembered size, medium when none or unknown. */
export function storedSize(): UiSize {
  let v: string | null = null;
  try { v = localStorage.getItem(SIZE_STORAGE_KEY); } catch { /* storage blocked */ }
  return (UI_SIZES as readonly string[]).includes(v ?? '') ? (v as UiSize) : 'medium';
}

/** Applies a size to the page: `data-size` on <html> switches the scaled design tokens (shell.css). */
export function applySize(size: UiSize): void {
  document.documentElement.dataset.size = size;
}

/** Remembers and applies a size. */
export function chooseSize(size: UiSize): void {
  try { localStorage.setItem(SIZE_STORAGE_KEY, size); } catch { /* still applied for this visit */ }
  applySize(size);
}
