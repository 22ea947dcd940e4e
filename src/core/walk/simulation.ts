import type { GeoPoint } from '../relations.ts';
import type { ZoneEffect } from './triggerZone.ts';

/** GPS accuracy the simulator offers, in metres (a phone outdoors to a phone in a street canyon). */
export const ACCURACY_LIMITS = { min: 5, max: 65 } as const;

/** A simulated beacon placed on the map: kept with the simulation, never in the content. */
export interface BeaconPlacement {
  beaconId: string;
  point: GeoPoint;
}

/**
 * What a walk was, enough to replay it exactly: the visitor's true positions (`[seconds, latitude,
 * longitude]`, in time order), the GPS accuracy and the jitter's seed, the simulated beacons and the
 * beacon ids toggled "in range" for the whole walk.
 */
export interface SimulationInput {
  path: [number, number, number][];
  accuracy: number;
  seed: number;
  beacons: BeaconPlacement[];
  inRange: string[];
}

/** An event as it was saved: enough to show it and compare it after the content changed (zones may be gone). */
export interface SavedEvent {
  t: number;
  type: 'enter' | 'exit';
  /** The zone's world id, `<kind>:<item id>:<zone key>`. */
  zone: string;
  /** The zone's label and its item's title when it fired. */
  label: string;
  itemTitle: string;
  effects: ZoneEffect[];
}

/** A saved simulation of a trip, a story or a kind's whole list (`id` absent). */
export interface SavedSimulation {
  id: number;
  kind: string;
  itemId: number | null;
  name: string;
  input: SimulationInput;
  events: SavedEvent[];
  createdAt: string;
  createdBy: string;
}

/** A saved simulation as a list shows it (`GET /simulations`): no path and no events, only how many; `GET /simulations/:id` answers the whole. */
export interface SimulationSummary extends Omit<SavedSimulation, 'input' | 'events'> {
  input: Omit<SimulationInput, 'path'>;
  pathPoints: number;
  eventCount: number;
}

/** At most this many path points are kept (a 5-hour walk at 1 Hz). */
export const MAX_PATH_POINTS = 18_000;
