/**
 * Makes maplibre's canvas part of its map's region instead of a landmark of its own: maplibre marks
 * every canvas role="region" named "Map", so a screen with two maps listed two identical "Map"
 * landmarks inside the maps' own labelled regions. The canvas keeps its focus (keyboard panning)
 * and is named by its map's label.
 */
export function labelMapCanvas(container: HTMLElement, label: string): void {
  const canvas = container.querySelector('canvas.maplibregl-canvas');
  if (!canvas) return;
  canvas.removeAttribute('role');
  canvas.setAttribute('aria-label', label);
}
