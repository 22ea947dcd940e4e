import { useEffect, useRef, useState } from 'react';
import { DEFAULT_CENTER, toLatLng, type LatLng } from './coordinates.ts';
import { LazySatelliteMap } from './LazySatelliteMap.tsx';
import { LocateButton } from './LocateButton.tsx';
import { PlaceSearch } from './PlaceSearch.tsx';
import { OverviewPanel } from './OverviewPanel.tsx';
import type { OverviewFields } from './overviewMarkers.ts';
import { useMapConfig } from './useMapConfig.ts';
import { useStartCenter } from './useStartCenter.ts';
import { useMapText } from './mapMessages.ts';
import './locationEditor.css';

/** What the location editor edits: the pair and the pin texts, read from the form. */
export interface LocationEditorProps {
  idBase: string;
  latitude: unknown;
  longitude: unknown;
  pinNumber?: string;
  pinLabel?: string;
  /** Sets both coordinates in the form. */
  setPoint(p: LatLng): void;
  zoom: number;
  height: number;
  editable: boolean;
  /** A kind whose items an "All … on the map" overview shows, and the properties it reads (optional). */
  overview?: { kindId: string; fields: Omit<OverviewFields, 'title'> };
}

const same = (a: LatLng | null, b: LatLng | null) => a?.latitude === b?.latitude && a?.longitude === b?.longitude;

/** Place search, locate-me, the satellite map with the pin, and optionally an overview of a kind's items. */
export function LocationEditor({ idBase, latitude, longitude, pinNumber, pinLabel, setPoint, zoom, height, editable, overview }: LocationEditorProps) {
  const t = useMapText();
  const config = useMapConfig();
  const marker = toLatLng(latitude, longitude);
  const start = useStartCenter(marker, config?.default_center ?? DEFAULT_CENTER);
  const [focus, setFocus] = useState<LatLng | null>(null);
  const picked = useRef<LatLng | null>(null);

  // The view follows the pin when it moved by search or typing, not when the user clicked or dragged it there.
  useEffect(() => {
    if (marker && !same(marker, picked.current)) setFocus(marker);
    // Compared by value: a new object with the same point is no move.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the marker compared by value
  }, [marker?.latitude, marker?.longitude]);

  // With no pin, the browser's position (when it gives one) is where the author probably is.
  useEffect(() => { if (start.source === 'browser' && start.center) setFocus(start.center); }, [start]);

  const pick = (p: LatLng) => { picked.current = p; setPoint(p); };
  const initial = marker ?? (start.source === 'default' ? start.center : null) ?? config?.default_center ?? DEFAULT_CENTER;

  return (
    <div className="location-editor" data-start={start.source}>
      {overview && <OverviewPanel kindId={overview.kindId} fields={overview.fields} />}
      {editable && (
        <div className="location-editor__tools">
          <PlaceSearch id={`${idBase}-search`} onSelect={(p) => setPoint({ latitude: p.latitude, longitude: p.longitude })} />
          <LocateButton onLocated={setFocus} />
        </div>
      )}
      {config
        ? <LazySatelliteMap config={config} center={initial} zoom={zoom} focus={focus} marker={marker}
            pinNumber={pinNumber} pinLabel={pinLabel} editable={editable} height={height} onPick={pick} />
        : <div className="satellite-map satellite-map--loading" style={{ height }}>{t('loading')}</div>}
    </div>
  );
}
