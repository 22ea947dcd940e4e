import { useCallback } from 'react';
import { useT } from '../i18n/IntlContext.tsx';

/** A message id of the map pieces: the part after `map.` in the console catalogue (src/locales). */
export type MapMessageId =
  | 'searchLabel' | 'searchPlaceholder' | 'searching' | 'noPlaces' | 'searchUnavailable' | 'select' | 'locate' | 'locating'
  | 'locateDenied' | 'locateUnavailable' | 'locateTimeout' | 'locateUnsupported'
  | 'digits' | 'loading' | 'mapLabel' | 'mapReadOnly' | 'pin' | 'overview' | 'overviewCount' | 'overviewLabel';

/** The catalogue id of a map message. */
export const mapMessageId = (id: MapMessageId): string => `map.${id}`;

/** The map translator in the console's current language (the `map.*` messages of the catalogue). */
export function useMapText(): (id: MapMessageId, values?: Record<string, string | number>) => string {
  const t = useT();
  return useCallback((id, values) => t(mapMessageId(id), values), [t]);
}
