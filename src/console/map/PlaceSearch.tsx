import { useRef, useState, type KeyboardEvent } from 'react';
import { usePopupPlacement } from '../ui/usePopupPlacement.ts';
import { useGeocode, type Place } from './useGeocode.ts';
import { useMapText } from './mapMessages.ts';

/** "Search and add a pin": a place combobox with suggestions from the server's geocoder and a Select Location button. */
export function PlaceSearch({ id, disabled, onSelect }: { id: string; disabled?: boolean; onSelect(place: Place): void }) {
  const t = useMapText();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<Place | null>(null);
  const { places, loading, unavailable } = useGeocode(text);
  const listId = `${id}-places`;
  const showList = open && text.trim().length >= 2;
  // Low on the screen (a station form scrolled down), the suggestions open upwards, never under the Save bar.
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const placement = usePopupPlacement(inputRef, listRef, showList, places);

  function choose(place: Place) {
    setChosen(place);
    setText(place.label);
    setOpen(false);
    setActive(-1);
  }

  function selectLocation() {
    const place = chosen ?? places[0];
    if (place) { choose(place); onSelect(place); }
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (places.length) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : places.length - 1)) % places.length);
    } else if (e.key === 'Enter') {
      // Enter inside the RJSF form would submit it; here it picks a suggestion or selects the location.
      e.preventDefault();
      if (showList && places[active]) choose(places[active]);
      else selectLocation();
    } else if (e.key === 'Escape' && showList) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <div className="place-search">
      <label className="place-search__label" htmlFor={id}>{t('searchLabel')}</label>
      <div className="place-search__row">
        <div className="place-search__box">
          <input
            ref={inputRef}
            id={id}
            className="place-search__input"
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
            placeholder={t('searchPlaceholder')}
            value={text}
            disabled={disabled}
            onChange={(e) => { setText(e.target.value); setChosen(null); setOpen(true); setActive(-1); }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          {showList && (
            <ul ref={listRef} id={listId} className="place-search__list" role="listbox" style={placement.style} aria-label={t('searchLabel')}>
              {loading && places.length === 0 && <li className="place-search__note" aria-live="polite">{t('searching')}</li>}
              {!loading && places.length === 0 && (unavailable
                // Search could not be made: say so and why, never "No places found".
                ? <li className="place-search__note place-search__note--problem" role="alert">{unavailable}</li>
                : <li className="place-search__note" aria-live="polite">{t('noPlaces')}</li>)}
              {places.map((p, i) => (
                <li key={`${p.label}-${i}`} id={`${listId}-${i}`} role="option" aria-selected={i === active}
                  className="place-search__option"
                  // mousedown, not click: the input's blur would close the list before the click lands.
                  onMouseDown={(e) => { e.preventDefault(); choose(p); }}>
                  {p.label}
                </li>
              ))}
            </ul>
          )}
        </div>
        <button type="button" className="btn btn--primary" disabled={disabled || (!chosen && places.length === 0)} onClick={selectLocation}>
          {t('select')}
        </button>
      </div>
    </div>
  );
}
