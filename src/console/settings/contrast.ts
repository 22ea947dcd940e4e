import { textOn } from '../emulator/clientColor.ts';

/** WCAG AA's minimum contrast for normal-size text (success criterion 1.4.3). */
export const WCAG_AA_TEXT = 4.5;

/**
 * The text colours the phone's list items draw on the list item colour (emulator.css: the title
 * inherits `.emu`'s #1b1f27, the ingress is #5b6472): the warning must judge the text really shown.
 */
export const LIST_ITEM_TEXT_COLOURS: readonly string[] = ['#1b1f27', '#5b6472'];

const HEX6 = /^#[0-9a-f]{6}$/i;

/** Whether a value is a `#rrggbb` colour: the only shape the server stores and CSS may receive. */
export function isHexColour(value: string): boolean {
  return HEX6.test(value);
}

/** WCAG 2 relative luminance of a `#rrggbb` colour (0 for black, 1 for white). */
export function relativeLuminance(hex: string): number {
  if (!isHexColour(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 (none) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio as people read it: one decimal, truncated (so 4.49 never shows as a passing "4.5"). */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 10) / 10).toFixed(1);
}

/** The lowest contrast of the given text colours on a background, and whether it meets WCAG AA. */
export interface ContrastCheck {
  ratio: number;
  passes: boolean;
}

/** Checks the worst of `texts` on `background`; undefined while the background is not a complete colour. */
export function checkContrast(background: string, texts: readonly string[]): ContrastCheck | undefined {
  if (!isHexColour(background) || !texts.length) return undefined;
  const ratio = Math.min(...texts.map((t) => contrastRatio(background, t)));
  return { ratio, passes: ratio >= WCAG_AA_TEXT };
}

/** The text colour the phone header (and the other detail-coloured pieces) uses on this detail colour. */
export function detailTextColour(detail: string): string {
  return textOn(detail);
}
