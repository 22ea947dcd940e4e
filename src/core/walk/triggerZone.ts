import type { GeoPoint } from '../relations.ts';

/**
 * What entering a zone does in the visitors' app. `pin`, `details` and `radar` hold while the visitor
 * is inside (leaving undoes them); `page` fires once on entering, when the item's open page is the
 * zone's `page.from`, and moves it on to `page.to`.
 */
export const ZONE_EFFECTS = ['pin', 'details', 'radar', 'page'] as const;

/** One effect of a zone (see {@link ZONE_EFFECTS}). */
export type ZoneEffect = (typeof ZONE_EFFECTS)[number];

/** A circle on the map: fires on a GPS fix inside it (with the engine's hysteresis). */
export interface LocationArea {
  type: 'location';
  centre: GeoPoint;
  /** Metres. */
  radius: number;
}

/** A beacon: fires on a reading of that beacon id at most `range` metres away. Beacons have no coordinates in the data. */
export interface BeaconArea {
  type: 'beacon';
  beaconId: string;
  /** Metres. */
  range: number;
}

/** Where a zone is: a circle or a beacon's range. */
export type ZoneArea = LocationArea | BeaconArea;

/** A page move: on entering, the item's open page `from` becomes `to` (keys of {@link KindTriggers.pages}). */
export interface PageMove {
  from: string | number;
  to: string | number;
}

/** One trigger zone of a record, as its kind declares it. */
export interface TriggerZone {
  /** Unique within the record and stable across edits (built from child ids, never positions): `pin`, `page:17:beacon`. */
  key: string;
  /** JSON pointer (indices) of the field that places or sizes the zone, for lint and links: `/range`, `/pages/4/latitude`. */
  at: string;
  /** What the visitor reads for it: the station's title, the page's title. */
  label: string;
  area: ZoneArea;
  /** Effects on entering (empty: the app notices, shows nothing new, e.g. a beacon without an in-range rule). */
  effects: readonly ZoneEffect[];
  /** With the `page` effect: which page moves to which. */
  page?: PageMove;
}

/** A page of an item with pages (a story's), as the phone names it. */
export interface TriggerPage {
  key: string | number;
  label: string;
}

/** A point of an item's own walk and what the stop is called there (a page's title). */
export interface WalkPoint {
  point: GeoPoint;
  label: string;
}

/**
 * A kind's trigger model: the zones a record declares and how a visitor walks it. Pure
 * functions of the record, run by the console's simulator and the server's zone lint alike.
 */
export interface KindTriggers<R = Record<string, unknown>> {
  /** The record's zones; none when it has nothing that fires. Must not throw on a half-filled record. */
  zones(record: R): TriggerZone[];
  /**
   * The item's pages in the order the app has them, the first open when the visitor starts it, and the
   * keyed array that holds them (the emulator's `open` pointer, e.g. `/pages`). Absent: no pages.
   */
  pages?: { pointer: string; of(record: R): TriggerPage[] };
  /** Where a visitor walks through the item on its own, in order (a story's placed pages); absent: the kind's `locate`. */
  walk?(record: R): WalkPoint[];
  /** The kind's list offers "Simulate walk" over all its items (the Stations tab); absent: only from an opened item. */
  wholeList?: boolean;
  /** Whether the app shows the placed item's pin (a beacon point keeps its coordinates but has none); absent: it does. */
  pinned?(record: R): boolean;
}

/** A zone's circle radius for lint and drawing: a location zone's radius; undefined for a beacon (it has no place in the data). */
export function zoneRadius(zone: Pick<TriggerZone, 'area'>): number | undefined {
  return zone.area.type === 'location' ? zone.area.radius : undefined;
}
