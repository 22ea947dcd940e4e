import { vi } from 'vitest';
import type { SimulationRun } from './simulationRun.ts';
import type { WalkSimulation } from './useWalkSimulation.ts';
import * as W from './walkState.ts';

/** A simulator hook's answer for component tests: a paused walk on `route`, every action a spy; `over` replaces parts. */
export function fakeSim(route: WalkSimulation['route'], over: Partial<WalkSimulation> = {}): WalkSimulation {
  const state = W.initialWalkState(route, 20, 1);
  const at = state.input.path[0];
  const run: SimulationRun = { fixes: [], events: [], steps: [], saved: [], initial: { visiblePins: [], unlocked: [], radar: [], openPages: {} } };
  return {
    state, run, speed: 1, route, routeDone: route.length <= 1, full: false, beaconIds: [], upto: -1,
    visitor: at ? { truth: { latitude: at[1], longitude: at[2] }, t: at[0] } : null,
    walk: vi.fn(), wait: vi.fn(), pause: vi.fn(), reset: vi.fn(), setSpeed: vi.fn(), setAccuracy: vi.fn(), pick: vi.fn(), placeVisitor: vi.fn(),
    armBeacon: vi.fn(), placeBeacon: vi.fn(), removeBeacon: vi.fn(), forgetBeacon: vi.fn(), setInRange: vi.fn(), select: vi.fn(), replay: vi.fn(),
    ...over,
  };
}
