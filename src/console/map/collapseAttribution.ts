/**
 * Folds maplibre's compact attribution to its (i) button: maplibre opens it on load and it would
 * cover a third of a 220 px overview. The credit stays one click away, as maplibre itself does after a pan.
 */
export function collapseAttribution(container: HTMLElement): void {
  container.querySelector('.maplibregl-ctrl-attrib.maplibregl-compact-show')?.classList.remove('maplibregl-compact-show');
  container.querySelector('.maplibregl-ctrl-attrib.maplibregl-compact')?.removeAttribute('open');
}
