import type { PictureFocus } from '../../core/pictures.ts';

const STEPS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const inside = (n: number) => Math.round(Math.min(Math.max(n, 0), 1) * 1000) / 1000;

/**
 * The focal point after an arrow key (1 % of the picture, 10 % with Shift; from the middle when none
 * is set), or undefined for any other key.
 */
export function movedFocus(focus: PictureFocus | null, key: string, large: boolean): PictureFocus | undefined {
  const step = STEPS[key];
  if (!step) return undefined;
  const by = large ? 0.1 : 0.01;
  const from = focus ?? { x: 0.5, y: 0.5 };
  return { x: inside(from.x + step[0] * by), y: inside(from.y + step[1] * by) };
}

/** The focal point a click at (clientX, clientY) on a picture drawn in `rect` names (fractions of the picture). */
export function focusAt(clientX: number, clientY: number, rect: { left: number; top: number; width: number; height: number }): PictureFocus | undefined {
  if (rect.width <= 0 || rect.height <= 0) return undefined;
  return { x: inside((clientX - rect.left) / rect.width), y: inside((clientY - rect.top) / rect.height) };
}
