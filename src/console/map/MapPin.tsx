/** The marker drawn on the maps: a teardrop pin with its pin number (or nothing) inside. */
export function MapPin({ number, title }: { number?: string | number; title?: string }) {
  return (
    <div className="map-pin" title={title} data-pin={number ?? ''}>
      <svg width="30" height="40" viewBox="0 0 30 40" aria-hidden="true">
        <path d="M15 39C15 39 28 24.5 28 14A13 13 0 0 0 2 14C2 24.5 15 39 15 39Z" fill="var(--map-pin, #e11d48)" stroke="#fff" strokeWidth="2" />
      </svg>
      {number !== undefined && number !== '' && <span className="map-pin__number">{number}</span>}
    </div>
  );
}
