/** Performance marks the maps set, read by tests/bench/mapBench.ts. */
export const MAP_MARKS = {
  /** The style is loaded and the first frame drawn. */
  load: 'tourbench:map-load',
  /** Every visible tile loaded and drawn (maplibre `idle`). */
  idle: 'tourbench:map-idle',
} as const;

/** Sets a mark once per page: only the first map's first frame is the screen's load time. */
export function markOnce(name: string): void {
  if (typeof performance === 'undefined' || performance.getEntriesByName(name, 'mark').length) return;
  performance.mark(name);
}
