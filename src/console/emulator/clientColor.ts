const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The client's colour when it is a plain hex colour (it lands in CSS and must carry nothing else), else the fallback. */
export function clientColor(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX.test(value) ? value : fallback;
}

/** Black or white text, whichever reads better on the given hex background (WCAG relative luminance). */
export function textOn(hex: string): string {
  const h = hex.length === 4 ? hex.slice(1).split('').map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with black is (L+0.05)/0.05, with white 1.05/(L+0.05); they cross at about L = 0.179.
  return lum > 0.179 ? '#10231a' : '#ffffff';
}
