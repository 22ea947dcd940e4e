import { useMemo } from 'react';
import type { Legs } from '../../core/geo.ts';
import type { WireLink } from '../../core/relations.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { MapOverview } from '../map/MapOverview.tsx';
import { formatDistance } from './distanceText.ts';
import { linkMarkers } from './relationWalk.ts';

/** Props of a relation's map. */
export interface RelationMapProps {
  /** The links in list order (the markers take their row numbers). */
  links: readonly WireLink[];
  /** The legs of the same links (`walkOf`), shared with the rows' distances. */
  walk: Legs;
  /** The relation's title, naming the map for screen readers. */
  relation: string;
  titleOf(link: WireLink): string;
}

/**
 * The linked items of a `map: true` relation on the 220 px overview map (SPEC §2 "Map overview"),
 * numbered as the rows are, with the total straight-line walk below it. Items not placed are left
 * off the map (their rows say so).
 */
export function RelationMap({ links, walk, relation, titleOf }: RelationMapProps) {
  const t = useT();
  const intl = useIntl();
  const markers = useMemo(() => linkMarkers(links, titleOf), [links, titleOf]);
  if (links.length === 0) return null;
  if (markers.length === 0) return <p className="relation__hint relation-map__none">{t('relations.map.none')}</p>;
  return (
    <div className="relation-map">
      <MapOverview markers={markers} label={t('relations.map.label', { relation })} />
      {walk.placed > 1 && <p className="relation-map__total">{t('relations.map.total', { distance: formatDistance(intl, walk.total) })}</p>}
    </div>
  );
}
