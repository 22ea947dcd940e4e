import { appStates, initialAppState, type AppState, type FiredEffect } from '../../core/walk/appState.ts';
import { savedEvents } from '../../core/walk/replayDiff.ts';
import type { SavedEvent, SimulationInput } from '../../core/walk/simulation.ts';
import type { SimWorld } from '../../core/walk/simWorld.ts';
import { runTriggers, type Fix, type ZoneEvent } from '../../core/walk/triggerEngine.ts';
import { toFixes } from '../../core/walk/walkRoute.ts';

/** A walk run through the engine: its fixes, the events they fire, the app after each event and the events as a save keeps them. */
export interface SimulationRun {
  fixes: Fix[];
  events: ZoneEvent[];
  steps: { state: AppState; fired: FiredEffect[] }[];
  /** The app before any event. */
  initial: AppState;
  /** `events` with today's labels and effects (what a save stores and a replay compares). */
  saved: SavedEvent[];
}

/** What the app shows along a run: the states after its events. */
export type RunSteps = Pick<SimulationRun, 'steps' | 'initial'>;

/**
 * Runs a simulation input against a world's zones, from the start (the jitter is seeded, so a run is
 * repeatable). The screen goes on point by point with createSimulationRunner; this is its oracle.
 */
export function runSimulation(world: SimWorld, input: SimulationInput): SimulationRun {
  const zones = world.items.flatMap((i) => i.zones);
  const fixes = toFixes(input);
  const events = runTriggers(zones, fixes);
  return { fixes, events, steps: appStates(world, events), initial: initialAppState(world), saved: savedEvents(world, events) };
}

/** The app state after event `upto` (−1: before any). */
export function stateAt(run: RunSteps, upto: number): AppState {
  return upto < 0 ? run.initial : run.steps[Math.min(upto, run.steps.length - 1)]?.state ?? run.initial;
}

/**
 * The item the phone should show after event `upto`: the latest one whose details were unlocked or
 * whose page moved, while that still holds (details not locked again); undefined: the app's map.
 */
export function focusedItem(run: RunSteps, upto: number): string | undefined {
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
