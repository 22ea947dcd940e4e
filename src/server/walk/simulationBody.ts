import { ZONE_EFFECTS, type ZoneEffect } from '../../core/walk/triggerZone.ts';
import { ACCURACY_LIMITS, MAX_PATH_POINTS, type BeaconPlacement, type SavedEvent, type SimulationInput } from '../../core/walk/simulation.ts';
import { HttpError } from '../httpError.ts';

/** The longest name a saved simulation may have. */
export const MAX_SIMULATION_NAME = 120;
/** At most this many events, beacons and in-range ids are kept with a simulation. */
export const MAX_SIMULATION_EVENTS = 50_000;
const MAX_BEACONS = 1000;
const MAX_TEXT = 500;

/** A checked `POST /simulations` body, rebuilt from the fields it may have (nothing else is stored). */
export interface SimulationBody {
  kind: string;
  id?: number;
  name: string;
  input: SimulationInput;
  events: SavedEvent[];
}

const bad = (message: string) => new HttpError(400, message);
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown, max = MAX_TEXT): v is string => typeof v === 'string' && v.length <= max;
const latitude = (v: unknown) => isNumber(v) && Math.abs(v) <= 90;
const longitude = (v: unknown) => isNumber(v) && Math.abs(v) <= 180;

function listOf(v: unknown, name: string, max: number): unknown[] {
  if (!Array.isArray(v)) throw bad(`${name} must be a list.`);
  if (v.length > max) throw bad(`${name} holds ${v.length} entries; at most ${max} are kept.`);
  return v;
}

function pathOf(v: unknown): SimulationInput['path'] {
  const list = listOf(v, 'input.path', MAX_PATH_POINTS);
  if (!list.length) throw bad('input.path must hold at least one position.');
  let previous = -Infinity;
  return list.map((p, i) => {
    if (!Array.isArray(p) || p.length !== 3 || !isNumber(p[0]) || p[0] < 0 || !latitude(p[1]) || !longitude(p[2])) {
      throw bad(`input.path[${i}] must be [seconds ≥ 0, latitude (−90…90), longitude (−180…180)].`);
    }
    if (p[0] < previous) throw bad(`input.path must be in time order: position ${i} is at ${p[0]} s, before the one before it (${previous} s).`);
    previous = p[0];
    return [p[0], p[1], p[2]];
  });
}

function beaconsOf(v: unknown): BeaconPlacement[] {
  return listOf(v, 'input.beacons', MAX_BEACONS).map((b, i) => {
    if (!isObject(b) || !isText(b.beaconId) || !b.beaconId.trim() || !isObject(b.point) || !latitude(b.point.latitude) || !longitude(b.point.longitude)) {
      throw bad(`input.beacons[${i}] must be { beaconId, point: { latitude, longitude } }.`);
    }
    return { beaconId: b.beaconId, point: { latitude: b.point.latitude as number, longitude: b.point.longitude as number } };
  });
}

function inputOf(v: unknown): SimulationInput {
  if (!isObject(v)) throw bad('input must be an object: { path, accuracy, seed, beacons, inRange }.');
  const { accuracy, seed } = v;
  if (!isNumber(accuracy) || accuracy < ACCURACY_LIMITS.min || accuracy > ACCURACY_LIMITS.max) {
    throw bad(`input.accuracy must be a GPS accuracy from ${ACCURACY_LIMITS.min} to ${ACCURACY_LIMITS.max} metres.`);
  }
  if (!Number.isSafeInteger(seed)) throw bad('input.seed must be a whole number (the jitter’s seed).');
  const inRange = listOf(v.inRange ?? [], 'input.inRange', MAX_BEACONS).map((id, i) => {
    if (!isText(id) || !id.trim()) throw bad(`input.inRange[${i}] must be a beacon id.`);
    return id;
  });
  return { path: pathOf(v.path), accuracy, seed: seed as number, beacons: beaconsOf(v.beacons ?? []), inRange };
}

function eventsOf(v: unknown): SavedEvent[] {
  return listOf(v, 'events', MAX_SIMULATION_EVENTS).map((e, i) => {
    const effects = isObject(e) ? e.effects : undefined;
    if (!isObject(e) || !isNumber(e.t) || (e.type !== 'enter' && e.type !== 'exit') || !isText(e.zone) || !isText(e.label) || !isText(e.itemTitle)
      || !Array.isArray(effects) || !effects.every((x) => (ZONE_EFFECTS as readonly unknown[]).includes(x))) {
      throw bad(`events[${i}] must be { t, type: enter|exit, zone, label, itemTitle, effects: (${ZONE_EFFECTS.join('|')})[] }.`);
    }
    return { t: e.t, type: e.type, zone: e.zone, label: e.label, itemTitle: e.itemTitle, effects: effects as ZoneEffect[] };
  });
}

/** Checks a save's body, answering 400 `{ message }` naming the first thing wrong. */
export function simulationBody(body: Record<string, unknown>): SimulationBody {
  if (typeof body.kind !== 'string' || !body.kind) throw bad('kind must name the kind of what was simulated.');
  let id: number | undefined;
  if (body.id !== undefined && body.id !== null) {
    if (!Number.isInteger(body.id) || (body.id as number) < 1 || (body.id as number) >= 2 ** 31) throw bad('id must be the id of the item simulated (a whole number), or absent for the whole list.');
    id = body.id as number;
  }
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) throw bad('name is required: call the simulation something.');
  if (name.length > MAX_SIMULATION_NAME) throw bad(`name is ${name.length} characters long; at most ${MAX_SIMULATION_NAME} are allowed.`);
  return { kind: body.kind, ...(id !== undefined ? { id } : {}), name, input: inputOf(body.input), events: eventsOf(body.events) };
}
