import { ZONE_EFFECTS, type ZoneEffect } from '../../core/walk/triggerZone.ts';
import { ACCURACY_LIMITS, MAX_PATH_POINTS, type BeaconPlacement, type SavedEvent, type SimulationInput } from '../../core/walk/simulation.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import { simulationRefusal, type SimulationMessageId } from '../i18n/simulationMessages.ts';

/**
 * What one saved simulation may hold. Together they keep the largest valid body, as a client's
 * JSON.stringify writes it (numbers at their longest, every text at its longest in a script of 3
 * bytes a character), under the API's 5 MB body limit: ~1.35 MB of path, ~0.25 MB of beacons, 1.25 MB
 * of event frames and 2.25 MB of event texts, ≈ 5.1 MB in all (simulationBody.test.ts builds it).
 * So a body over a limit hears which one (400), never just "too large" (413).
 */
export const SIMULATION_LIMITS = {
  /** The simulation's name. */
  name: 120,
  /** Any other text: the kind, an event's zone, label and item title. */
  text: 200,
  beaconId: 64,
  beacons: 500,
  inRange: 500,
  events: 10_000,
  /** All events' zones, labels and item titles together: long texts on every one of 10,000 events would not fit. */
  eventTexts: 750_000,
  path: MAX_PATH_POINTS,
} as const;

/** A checked `POST /simulations` body, rebuilt from the fields it may have (nothing else is stored). */
export interface SimulationBody {
  kind: string;
  id?: number;
  name: string;
  input: SimulationInput;
  events: SavedEvent[];
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const latitude = (v: unknown) => isNumber(v) && Math.abs(v) <= 90;
const longitude = (v: unknown) => isNumber(v) && Math.abs(v) <= 180;
// A control character in a label or an id is never meant, and escaped it would take 6 bytes of the body where the limits count 3.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The checks of one body, refusing in the caller's language. */
function checker(lang: UiLanguage) {
  const bad = (id: SimulationMessageId, values?: Record<string, string | number>) => simulationRefusal(lang, id, values);

  /** A text of at most `max` characters without control characters; `required`: not blank either. */
  function text(v: unknown, field: string, max: number, required = false): string {
    if (typeof v !== 'string' || CONTROL.test(v)) throw bad('notText', { field });
    if (v.length > max) throw bad('tooLong', { field, length: v.length, max });
    if (required && !v.trim()) throw bad('empty', { field });
    return v;
  }

  function listOf(v: unknown, field: string, max: number): unknown[] {
    if (!Array.isArray(v)) throw bad('notList', { field });
    if (v.length > max) throw bad('tooMany', { field, count: v.length, max });
    return v;
  }

  function pathOf(v: unknown): SimulationInput['path'] {
    const list = listOf(v, 'input.path', SIMULATION_LIMITS.path);
    if (!list.length) throw bad('pathEmpty');
    let previous = -Infinity;
    return list.map((p, i) => {
      if (!Array.isArray(p) || p.length !== 3 || !isNumber(p[0]) || p[0] < 0 || !latitude(p[1]) || !longitude(p[2])) throw bad('pathPoint', { field: `input.path[${i}]` });
      if (p[0] < previous) throw bad('pathOrder', { index: i, t: p[0], previous });
      previous = p[0];
      return [p[0], p[1], p[2]];
    });
  }

  function beaconsOf(v: unknown): BeaconPlacement[] {
    return listOf(v, 'input.beacons', SIMULATION_LIMITS.beacons).map((b, i) => {
      const field = `input.beacons[${i}]`;
      if (!isObject(b)) throw bad('notObject', { field, shape: '{ beaconId, point: { latitude, longitude } }' });
      const beaconId = text(b.beaconId, `${field}.beaconId`, SIMULATION_LIMITS.beaconId, true);
      if (!isObject(b.point) || !latitude(b.point.latitude) || !longitude(b.point.longitude)) throw bad('point', { field: `${field}.point` });
      return { beaconId, point: { latitude: b.point.latitude as number, longitude: b.point.longitude as number } };
    });
  }

  function inputOf(v: unknown): SimulationInput {
    if (!isObject(v)) throw bad('notObject', { field: 'input', shape: '{ path, accuracy, seed, beacons, inRange }' });
    const { accuracy, seed } = v;
    if (!isNumber(accuracy) || accuracy < ACCURACY_LIMITS.min || accuracy > ACCURACY_LIMITS.max) throw bad('accuracy', { min: ACCURACY_LIMITS.min, max: ACCURACY_LIMITS.max });
    if (!Number.isSafeInteger(seed)) throw bad('seed');
    const inRange = listOf(v.inRange ?? [], 'input.inRange', SIMULATION_LIMITS.inRange)
      .map((id, i) => text(id, `input.inRange[${i}]`, SIMULATION_LIMITS.beaconId, true));
    return { path: pathOf(v.path), accuracy, seed: seed as number, beacons: beaconsOf(v.beacons ?? []), inRange };
  }

  function eventsOf(v: unknown): SavedEvent[] {
    let texts = 0;
    const events = listOf(v, 'events', SIMULATION_LIMITS.events).map((e, i): SavedEvent => {
      const field = `events[${i}]`;
      if (!isObject(e)) throw bad('notObject', { field, shape: '{ t, type, zone, label, itemTitle, effects }' });
      if (!isNumber(e.t)) throw bad('number', { field: `${field}.t` });
      if (e.type !== 'enter' && e.type !== 'exit') throw bad('eventType', { field: `${field}.type` });
      const zone = text(e.zone, `${field}.zone`, SIMULATION_LIMITS.text, true);
      const label = text(e.label, `${field}.label`, SIMULATION_LIMITS.text);
      const itemTitle = text(e.itemTitle, `${field}.itemTitle`, SIMULATION_LIMITS.text);
      const effects = e.effects;
      if (!Array.isArray(effects) || !effects.every((x) => (ZONE_EFFECTS as readonly unknown[]).includes(x)) || new Set(effects).size !== effects.length) {
        throw bad('effects', { field: `${field}.effects`, effects: ZONE_EFFECTS.join(', ') });
      }
      texts += zone.length + label.length + itemTitle.length;
      return { t: e.t, type: e.type, zone, label, itemTitle, effects: effects as ZoneEffect[] };
    });
    if (texts > SIMULATION_LIMITS.eventTexts) throw bad('eventTexts', { count: texts, max: SIMULATION_LIMITS.eventTexts });
    return events;
  }

  /** The subject's id: absent (the whole list) or an item id. */
  function idOf(v: unknown): number | undefined {
    if (v === undefined || v === null) return undefined;
    if (!Number.isInteger(v) || (v as number) < 1 || (v as number) >= 2 ** 31) throw bad('idInvalid');
    return v as number;
  }

  return { text, inputOf, eventsOf, idOf, bad };
}

/** Checks a save's body, answering 400 `{ message }` in the caller's language, naming the first thing wrong. */
export function simulationBody(body: Record<string, unknown>, lang: UiLanguage): SimulationBody {
  const check = checker(lang);
  if (typeof body.kind !== 'string' || !body.kind) throw check.bad('kindMissing');
  const kind = check.text(body.kind, 'kind', SIMULATION_LIMITS.text, true);
  const id = check.idOf(body.id);
  if (typeof body.name !== 'string' || !body.name.trim()) throw check.bad('nameRequired');
  const name = check.text(body.name.trim(), 'name', SIMULATION_LIMITS.name, true);
  return { kind, ...(id !== undefined ? { id } : {}), name, input: check.inputOf(body.input), events: check.eventsOf(body.events) };
}
