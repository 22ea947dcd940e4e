import { haversineMetres } from '../../core/geo.ts';
import type { GeoPoint } from '../../core/relations.ts';
import { MAX_PATH_POINTS, type BeaconPlacement, type SavedSimulation, type SimulationInput } from '../../core/walk/simulation.ts';
import { pointAt } from '../../core/walk/walkRoute.ts';

/** Speed multipliers the author may walk at (× 1.4 m/s); 300× fast-forwards a long story route (an hour in twelve seconds). */
export const SPEEDS = [1, 5, 20, 60, 300] as const;

/** Whether the simulated clock runs, and what the visitor does meanwhile: follow the route or stand where placed. */
export type Motion = 'paused' | 'walking' | 'waiting';

/** The whole simulator state but the world: what the author did (the input) and where the clock is. */
export interface WalkState {
  input: SimulationInput;
  /** Seconds along the route's walk (walkRoute's time): where walking goes on from. */
  routeT: number;
  motion: Motion;
  /** The timeline entry the author jumped to, and its fix; null: now. */
  cursor: { event: number; fix: number } | null;
  /** The saved simulation being replayed (its input is `input` until the author changes something). */
  replay: SavedSimulation | null;
  /** A beacon id waiting for a map click to place it. */
  pendingBeacon: string | null;
}

type Path = SimulationInput['path'];
const truthOf = (p: Path[number]): GeoPoint => ({ latitude: p[1], longitude: p[2] });

/** The starting state: the visitor at the route's start at 0:00, or not placed when there is no route. */
export function initialWalkState(route: Path, accuracy: number, seed: number): WalkState {
  return {
    input: { path: route.length ? [[0, route[0][1], route[0][2]]] : [], accuracy, seed, beacons: [], inRange: [] },
    routeT: 0, motion: 'paused', cursor: null, replay: null, pendingBeacon: null,
  };
}

/** The path up to the jumped-to moment: going on from a timeline entry drops what came after it. */
function cutPath(s: WalkState): Path {
  return s.cursor ? s.input.path.slice(0, s.cursor.fix + 1) : s.input.path;
}

/** A changed input: a replay and a jump no longer describe it. */
const changed = (s: WalkState, input: Partial<SimulationInput>, rest: Partial<WalkState> = {}): WalkState =>
  ({ ...s, input: { ...s.input, ...input }, cursor: null, replay: null, ...rest });

/** The route time of the route sample nearest to a point (where walking resumes after the visitor was moved). */
export function nearestRouteT(route: Path, point: GeoPoint): number {
  let best = 0;
  let bestD = Infinity;
  for (const p of route) {
    const d = haversineMetres(point, truthOf(p));
    if (d < bestD) { bestD = d; best = p[0]; }
  }
  return best;
}

/** The route's walking time in seconds (0 without a route). */
export const routeDuration = (route: Path): number => (route.length ? route[route.length - 1][0] : 0);

/** Starts walking the route from where the visitor is (the route point nearest, when moved off it). */
export function startWalking(s: WalkState, route: Path): WalkState {
  if (!route.length) return s;
  let path = cutPath(s);
  let routeT = s.routeT;
  const last = path[path.length - 1];
  if (!last) path = [[0, route[0][1], route[0][2]]];
  else if (haversineMetres(truthOf(last), pointAt(route, routeT)) > 2) routeT = nearestRouteT(route, truthOf(last));
  if (routeT >= routeDuration(route) || path.length >= MAX_PATH_POINTS) return s;
  // New fixes make it another walk than the saved one: no longer a replay.
  return { ...s, input: { ...s.input, path }, routeT, motion: 'walking', cursor: null, replay: null };
}

/** Lets the clock run with the visitor standing where it is (GPS noise keeps coming). */
export function startWaiting(s: WalkState): WalkState {
  const path = cutPath(s);
  if (!path.length || path.length >= MAX_PATH_POINTS) return s;
  return { ...s, input: { ...s.input, path }, motion: 'waiting', cursor: null, replay: null };
}

/**
 * `seconds` more of the simulated clock: one path point a second, along the route while walking (the
 * walk stops at its end), in place while waiting. Stops at MAX_PATH_POINTS.
 */
export function tick(s: WalkState, seconds: number, route: Path): WalkState {
  if (s.motion === 'paused' || seconds <= 0) return s;
  const path = [...s.input.path];
  let routeT = s.routeT;
  let motion: Motion = s.motion;
  const end = routeDuration(route);
  for (let k = 0; k < seconds && motion !== 'paused'; k++) {
    if (path.length >= MAX_PATH_POINTS) { motion = 'paused'; break; }
    const last = path[path.length - 1];
    if (!last) { motion = 'paused'; break; }
    let p = truthOf(last);
    if (motion === 'walking') {
      routeT = Math.min(end, routeT + 1);
      p = pointAt(route, routeT);
      if (routeT >= end) motion = 'paused';
    }
    path.push([last[0] + 1, p.latitude, p.longitude]);
  }
  return { ...s, input: { ...s.input, path }, routeT, motion };
}

/** Whether the walk holds MAX_PATH_POINTS fixes (5 hours at 1 Hz): it can only be saved or reset. */
export const atLimit = (s: WalkState): boolean => cutPath(s).length >= MAX_PATH_POINTS;

/**
 * Places the visitor: one fix a second after the last (the path stays in time order); walking turns to
 * standing there. Nothing happens when the walk is at its limit.
 */
export function placeVisitor(s: WalkState, point: GeoPoint): WalkState {
  const path = cutPath(s);
  if (path.length >= MAX_PATH_POINTS) return s;
  const last = path[path.length - 1];
  return changed(s, { path: [...path, [last ? last[0] + 1 : 0, point.latitude, point.longitude]] }, { motion: s.motion === 'walking' ? 'waiting' : s.motion });
}

/** Puts a simulated beacon at a point (moving it when it is placed already). */
export function placeBeacon(s: WalkState, beaconId: string, point: GeoPoint): WalkState {
  const beacons: BeaconPlacement[] = [...s.input.beacons.filter((b) => b.beaconId !== beaconId), { beaconId, point }];
  return changed(s, { beacons }, { pendingBeacon: null });
}

/** Takes a simulated beacon off the map. */
export function removeBeacon(s: WalkState, beaconId: string): WalkState {
  return changed(s, { beacons: s.input.beacons.filter((b) => b.beaconId !== beaconId) });
}

/** Forgets a beacon id altogether: off the map and no longer read in range (a beacon no zone listens for any more). */
export function forgetBeacon(s: WalkState, beaconId: string): WalkState {
  return changed(s, { beacons: s.input.beacons.filter((b) => b.beaconId !== beaconId), inRange: s.input.inRange.filter((id) => id !== beaconId) });
}

/**
 * The walk from the start again. The beacons the author set up stay, as long as some zone of the world
 * listens for them (`listened`): one left from an old replay goes.
 */
export function resetWalk(s: WalkState, route: Path, listened: readonly string[]): WalkState {
  const fresh = initialWalkState(route, s.input.accuracy, s.input.seed);
  const keep = new Set(listened);
  return { ...fresh, input: { ...fresh.input, beacons: s.input.beacons.filter((b) => keep.has(b.beaconId)), inRange: s.input.inRange.filter((id) => keep.has(id)) } };
}

/** Toggles a beacon id read "in range" (at 0 m) for the whole walk. */
export function setInRange(s: WalkState, beaconId: string, on: boolean): WalkState {
  const rest = s.input.inRange.filter((id) => id !== beaconId);
  return changed(s, { inRange: on ? [...rest, beaconId].sort() : rest });
}

/** Another GPS accuracy: the whole walk is run again at it (a simulation has one accuracy). */
export function setAccuracy(s: WalkState, accuracy: number): WalkState {
  return changed(s, { accuracy });
}

/** Loads a saved simulation to replay it against today's zones. */
export function loadReplay(s: WalkState, saved: SavedSimulation, route: Path): WalkState {
  const input: SimulationInput = { ...saved.input, path: saved.input.path.map((p) => [p[0], p[1], p[2]]) };
  const last = input.path[input.path.length - 1];
  return { ...s, input, motion: 'paused', cursor: null, pendingBeacon: null, replay: saved, routeT: last && route.length ? nearestRouteT(route, truthOf(last)) : 0 };
}
