import type { NarrowPanel, NarrowPanels } from './useNarrowPanels.ts';

const ICONS: Record<NarrowPanel, string> = {
  list: 'M2.5 4h11M2.5 8h11M2.5 12h11',
  phone: 'M5 1.5h6a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1zM7 12.5h2',
};

/**
 * The button that opens a panel a narrow screen folds away (the list drawer, the phone). Hidden by
 * workspace.css where the panel has its own column.
 */
export function PanelToggle({ panel, panels, label, controls }: { panel: NarrowPanel; panels: NarrowPanels; label: string; controls: string }) {
  return (
    <button type="button" className={`btn btn--sm panel-toggle panel-toggle--${panel}`} data-panel-toggle={panel}
      aria-expanded={panels.open === panel} aria-controls={controls} onClick={() => panels.toggle(panel)}>
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true"><path d={ICONS[panel]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" /></svg>
      <span className="panel-toggle__text">{label}</span>
    </button>
  );
}
