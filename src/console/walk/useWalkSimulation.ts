import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GeoPoint } from '../../core/relations.ts';
import type { SavedSimulation } from '../../core/walk/simulation.ts';
import type { SimWorld } from '../../core/walk/simWorld.ts';
import { walkRoute } from '../../core/walk/walkRoute.ts';
import type { SimulationRun } from './simulationRun.ts';
import { clockFrame, startClock } from './simClock.ts';
import { createSimulationRunner } from './simulationRunner.ts';
import * as W from './walkState.ts';
import { beaconIds } from '../model/zoneShapes.ts';

/** The default GPS accuracy of a new simulation, in metres (a phone in a town street). */
export const DEFAULT_ACCURACY_M = 20;

/** Where the visitor is at the moment shown: the true position and the fix the phone reports there. */
export interface VisitorView {
  truth: GeoPoint;
  reported?: GeoPoint;
  /** Simulated seconds. */
  t: number;
}

/** The simulator's state and what the author can do with it. */
export interface WalkSimulation {
  state: W.WalkState;
  run: SimulationRun;
  speed: number;
  /** The route's samples (1 Hz); empty: free walk. */
  route: ReturnType<typeof walkRoute>;
  /** The walk has reached the route's end from where it is. */
  routeDone: boolean;
  /** The walk holds as many fixes as a simulation may (MAX_PATH_POINTS): it only can be saved or reset. */
  full: boolean;
  /** Every beacon id the world's zones listen for, sorted. */
  beaconIds: readonly string[];
  visitor: VisitorView | null;
  /** The last event counted as "now" (the jumped-to one, or the last one). */
  upto: number;
  walk(): void;
  wait(): void;
  pause(): void;
  reset(): void;
  setSpeed(speed: number): void;
  setAccuracy(accuracy: number): void;
  /** A map click: places the beacon waiting for one, else the visitor. */
  pick(point: GeoPoint): void;
  placeVisitor(point: GeoPoint): void;
  armBeacon(id: string | null): void;
  placeBeacon(id: string, point: GeoPoint): void;
  removeBeacon(id: string): void;
  /** Takes a beacon id no zone listens for off the map and out of range. */
  forgetBeacon(id: string): void;
  setInRange(id: string, on: boolean): void;
  /** Jumps to a timeline entry (null: back to now). */
  select(event: number | null): void;
  replay(saved: SavedSimulation): void;
}

/**
 * The walk simulator's state: the visitor's path, beacons and accuracy (the saved input), the
 * simulated clock (requestAnimationFrame, advancing at most every CLOCK_STEP_MS and feeding the path one
 * point per simulated second at 1.4 m/s × speed), and the engine's run over it all.
 */
export function useWalkSimulation(world: SimWorld): WalkSimulation {
  const route = useMemo(() => walkRoute(world.route), [world]);
  const [seed] = useState(() => Math.floor(Math.random() * 2 ** 31));
  const [state, setState] = useState(() => W.initialWalkState(route, DEFAULT_ACCURACY_M, seed));
  const [speed, setSpeed] = useState<number>(W.SPEEDS[0]);
  const ids = useMemo(() => beaconIds(world), [world]);
  // One runner per world: a walk that goes on costs only its new points (see createSimulationRunner).
  const runner = useMemo(() => createSimulationRunner(world), [world]);
  const run = useMemo(() => runner.run(state.input), [runner, state.input]);
  const runRef = useRef(run);
  runRef.current = run;

  // The clock: whole simulated seconds, carried over between frames.
  const { motion } = state;
  useEffect(() => {
    if (motion === 'paused') return;
    let clock = startClock(performance.now());
    let frame = requestAnimationFrame(function step(now) {
      const next = clockFrame(clock, now, speed);
      clock = next.clock;
      if (next.seconds > 0) setState((s) => W.tick(s, next.seconds, route));
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [motion, speed, route]);

  const { path } = state.input;
  const upto = state.cursor ? state.cursor.event : run.events.length - 1;
  const fixIndex = state.cursor ? state.cursor.fix : path.length - 1;
  const at = path[fixIndex];
  const visitor: VisitorView | null = at ? { truth: { latitude: at[1], longitude: at[2] }, reported: run.fixes[fixIndex]?.position, t: at[0] } : null;
  const routeDone = route.length === 0 || (state.routeT >= W.routeDuration(route) && !!at
    && W.nearestRouteT(route, { latitude: at[1], longitude: at[2] }) >= W.routeDuration(route));

  const select = useCallback((event: number | null) => setState((s) => {
    const ev = event === null ? undefined : runRef.current.events[event];
    return { ...s, motion: 'paused', cursor: ev && event !== null ? { event, fix: ev.fix } : null };
  }), []);
  return {
    state, run, speed, route, routeDone, visitor, upto, full: W.atLimit(state), beaconIds: ids,
    walk: () => setState((s) => W.startWalking(s, route)),
    wait: () => setState((s) => W.startWaiting(s)),
    pause: () => setState((s) => ({ ...s, motion: 'paused' })),
    reset: () => setState((s) => W.resetWalk(s, route, ids)),
    setSpeed,
    setAccuracy: (a) => setState((s) => W.setAccuracy(s, a)),
    pick: (p) => setState((s) => (s.pendingBeacon ? W.placeBeacon(s, s.pendingBeacon, p) : W.placeVisitor(s, p))),
    placeVisitor: (p) => setState((s) => W.placeVisitor(s, p)),
    armBeacon: (id) => setState((s) => ({ ...s, pendingBeacon: id })),
    placeBeacon: (id, p) => setState((s) => W.placeBeacon(s, id, p)),
    removeBeacon: (id) => setState((s) => W.removeBeacon(s, id)),
    forgetBeacon: (id) => setState((s) => W.forgetBeacon(s, id)),
    setInRange: (id, on) => setState((s) => W.setInRange(s, id, on)),
    select,
    replay: (saved) => setState((s) => W.loadReplay(s, saved, route)),
  };
}
