/** The index a list key moves the selection to, or undefined when the key is not a list key here. */
export function nextIndex(key: string, shift: boolean, at: number, count: number, tabMoves: boolean): number | undefined {
  const last = count - 1;
  if (last < 0) return undefined;
  switch (key) {
    case 'ArrowDown': return Math.min(at + 1, last);
    case 'ArrowUp': return Math.max(at - 1, 0);
    case 'Home': return 0;
    case 'End': return last;
    case 'PageDown': return Math.min(at + 10, last);
    case 'PageUp': return Math.max(at - 10, 0);
    // Where the kind says `list.tabMoves` (SPEC §2, stations): Tab moves through the list too; at either end it leaves the list as usual.
    case 'Tab': {
      if (!tabMoves) return undefined;
      const to = shift ? at - 1 : at + 1;
      return to < 0 || to > last ? undefined : to;
    }
    default: return undefined;
  }
}
