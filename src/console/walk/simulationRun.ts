import { appStates, initialAppState, type AppState, type FiredEffect } from '../../core/walk/appState.ts';
import type { SimulationInput } from '../../core/walk/simulation.ts';
import type { SimWorld } from '../../core/walk/simWorld.ts';
import { runTriggers, type Fix, type ZoneEvent } from '../../core/walk/triggerEngine.ts';
import { toFixes } from '../../core/walk/walkRoute.ts';

/** A walk run through the engine: its fixes, the events they fire and the app after each event. */
export interface SimulationRun {
  fixes: Fix[];
  events: ZoneEvent[];
  steps: { state: AppState; fired: FiredEffect[] }[];
  /** The app before any event. */
  initial: AppState;
}

/** Runs a simulation input against a world's zones, from the start (the jitter is seeded, so a run is repeatable). */
export function runSimulation(world: SimWorld, input: SimulationInput): SimulationRun {
  const zones = world.items.flatMap((i) => i.zones);
  const fixes = toFixes(input);
  const events = runTriggers(zones, fixes);
  return { fixes, events, steps: appStates(world, events), initial: initialAppState(world) };
}

/** The app state after event `upto` (−1: before any). */
export function stateAt(run: SimulationRun, upto: number): AppState {
  return upto < 0 ? run.initial : run.steps[Math.min(upto, run.steps.length - 1)]?.state ?? run.initial;
}

/**
 * The item the phone should show after event `upto`: the latest one whose details were unlocked or
 * whose page moved, while that still holds (details not locked again); undefined: the app's map.
 */
export function focusedItem(run: SimulationRun, upto: number): string | undefined {
  const state = stateAt(run, upto);
  for (let i = Math.min(upto, run.steps.length - 1); i >= 0; i--) {
    for (const f of [...run.steps[i].fired].reverse()) {
      if (f.effect === 'details' && f.on && state.unlocked.includes(f.item)) return f.item;
      if (f.effect === 'page' && f.item in state.openPages) return f.item;
    }
  }
  return undefined;
}

/** Simulated seconds as the timeline writes them: m:ss, or h:mm:ss from an hour. */
export function formatSimTime(t: number): string {
  const s = Math.max(0, Math.floor(t));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
