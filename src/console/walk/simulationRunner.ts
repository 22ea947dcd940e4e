import { applyEvent, initialAppState, type AppState } from '../../core/walk/appState.ts';
import { savedEvents } from '../../core/walk/replayDiff.ts';
import type { BeaconPlacement, SimulationInput } from '../../core/walk/simulation.ts';
import type { SimWorld } from '../../core/walk/simWorld.ts';
import { createTriggerEngine } from '../../core/walk/triggerEngine.ts';
import { createJitter, fixOf } from '../../core/walk/walkRoute.ts';
import type { SimulationRun } from './simulationRun.ts';

/** Runs a walk that grows point by point against one world, each time costing only the new points. */
export interface SimulationRunner {
  /** The run of `input`: the same as `runSimulation(world, input)`. */
  run(input: SimulationInput): SimulationRun;
}

type Path = SimulationInput['path'];
type Setup = Omit<SimulationInput, 'path'>;

const samePoint = (a: Path[number], b: Path[number]) => a === b || (a[0] === b[0] && a[1] === b[1] && a[2] === b[2]);

const sameBeacons = (a: readonly BeaconPlacement[], b: readonly BeaconPlacement[]) => a === b || (a.length === b.length
  && a.every((x, i) => x.beaconId === b[i].beaconId && x.point.latitude === b[i].point.latitude && x.point.longitude === b[i].point.longitude));

const sameIds = (a: readonly string[], b: readonly string[]) => a === b || (a.length === b.length && a.every((x, i) => x === b[i]));

const sameSetup = (a: Setup, b: Setup) =>
  a.accuracy === b.accuracy && a.seed === b.seed && sameBeacons(a.beacons, b.beacons) && sameIds(a.inRange, b.inRange);

/** Whether `next` starts with every point of `done` (a walk that went on), not a cut or another walk. */
function extendsPath(done: Path, next: Path): boolean {
  if (next.length < done.length) return false;
  for (let i = done.length - 1; i >= 0; i--) if (!samePoint(done[i], next[i])) return false;
  return true;
}

/**
 * A runner over one world. It keeps the engine, the seeded jitter stream (two draws per fix, in
 * order, so going on from where it stopped gives the fixes a run from the start would) and the app's
 * state, and only feeds the points the path gained. A changed accuracy, beacon set-up, in-range list
 * or seed, or a path that is no longer an extension (the author went back in the timeline), starts
 * over. A run's `fixes` grows in place (read it by index); `events`, `steps` and `saved` are new
 * arrays exactly when events were added, so what is drawn from them can be kept until then.
 */
export function createSimulationRunner(world: SimWorld): SimulationRunner {
  const engine = createTriggerEngine(world.items.flatMap((i) => i.zones));
  const initial = initialAppState(world);
  let setup: Setup | undefined;
  let done: Path = [];
  let jitter = createJitter(0);
  let app: AppState = initial;
  let current: SimulationRun = { fixes: [], events: [], steps: [], initial, saved: [] };

  function restart(input: SimulationInput) {
    engine.reset();
    jitter = createJitter(input.seed);
    setup = { accuracy: input.accuracy, seed: input.seed, beacons: input.beacons, inRange: input.inRange };
    done = [];
    app = initial;
    current = { fixes: [], events: [], steps: [], initial, saved: [] };
  }

  return {
    run(input) {
      if (!setup || !sameSetup(setup, input) || !extendsPath(done, input.path)) restart(input);
      if (input.path.length === done.length) return current;
      const { fixes } = current;
      const events: SimulationRun['events'] = [];
      const steps: SimulationRun['steps'] = [];
      for (let i = done.length; i < input.path.length; i++) {
        const point = input.path[i];
        const fix = fixOf(point, input, jitter);
        fixes.push(fix);
        done.push(point);
        for (const ev of engine.step(fix)) {
          const step = applyEvent(world, app, ev);
          app = step.state;
          events.push(ev);
          steps.push(step);
        }
      }
      current = events.length === 0 ? { ...current } : {
        fixes,
        initial,
        events: current.events.concat(events),
        steps: current.steps.concat(steps),
        saved: current.saved.concat(savedEvents(world, events)),
      };
      return current;
    },
  };
}
