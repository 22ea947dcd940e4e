// Dark enough for white initials (WCAG AA, ≥ 4.5:1), far enough apart to tell two people apart.
const COLOURS = ['#4f46e5', '#0f766e', '#b45309', '#be185d', '#1d4ed8', '#15803d', '#7e22ce', '#c2410c'];

/** A user's avatar colour: the same on every screen and in every tab, since it follows the user id. */
export function userColour(userId: number): string {
  return COLOURS[Math.abs(userId) % COLOURS.length];
}

/** Up to two initials of a name ("Ana Ruiz" → "AR", "ana" → "A"); "?" for a name with no letters. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter((w) => /\p{L}|\p{N}/u.test(w));
  if (!words.length) return '?';
  const first = (w: string) => [...w.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '';
  return (first(words[0]) + (words.length > 1 ? first(words[words.length - 1]) : '')).toLocaleUpperCase();
}
