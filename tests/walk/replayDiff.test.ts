import { describe, expect, it } from 'vitest';
import { demoTripWorld, fixtureRecord, worldZones } from './walkWorlds.ts';
import { replayDiff, savedEvents } from '../../src/core/walk/replayDiff.ts';
import type { SavedEvent, SimulationInput } from '../../src/core/walk/simulation.ts';
import { itemWorld } from '../../src/core/walk/simWorld.ts';
import { runTriggers } from '../../src/core/walk/triggerEngine.ts';
import { toFixes, walkRoute } from '../../src/core/walk/walkRoute.ts';

const saved = (t: number, type: SavedEvent['type'], zone: string): SavedEvent => ({ t, type, zone, label: zone, itemTitle: '', effects: [] });
const lines = (l: ReturnType<typeof replayDiff>) => l.map((x) => `${x.change} ${x.event.type} ${x.event.zone} @${x.event.t}`);

describe('savedEvents', () => {
  it('keeps each event’s zone label, item title and effects as they are now', () => {
    const world = demoTripWorld();
    expect(savedEvents(world, [{ t: 4, type: 'enter', zone: 'station:201:beacon', fix: 4 }, { t: 5, type: 'exit', zone: 'gone:1:pin', fix: 5 }])).toEqual([
      { t: 4, type: 'enter', zone: 'station:201:beacon', label: 'Akershus Fortress gate', itemTitle: 'Akershus Fortress gate', effects: ['details', 'radar'] },
      { t: 5, type: 'exit', zone: 'gone:1:pin', label: 'gone:1:pin', itemTitle: '', effects: [] },
    ]);
  });
});

describe('replayDiff', () => {
  const before = [saved(1, 'enter', 'a'), saved(5, 'exit', 'a'), saved(9, 'enter', 'b'), saved(12, 'exit', 'b')];

  it('marks an unchanged replay all the same, even when every time shifted', () => {
    const shifted = before.map((e) => ({ ...e, t: e.t + 3 }));
    expect(replayDiff(before, shifted).every((l) => l.change === 'same')).toBe(true);
    expect(lines(replayDiff(before, shifted))[0]).toBe('same enter a @4');
  });

  it('marks events the replay no longer fires as removed and new ones as added, in walk order', () => {
    const now = [saved(1, 'enter', 'a'), saved(5, 'exit', 'a'), saved(7, 'enter', 'c'), saved(8, 'exit', 'c')];
    expect(lines(replayDiff(before, now))).toEqual([
      'same enter a @1', 'same exit a @5', 'removed enter b @9', 'removed exit b @12', 'added enter c @7', 'added exit c @8',
    ]);
  });

  it('counts an enter that became an exit as a change', () => {
    expect(replayDiff([saved(1, 'enter', 'a')], [saved(1, 'exit', 'a')]).map((l) => l.change)).toEqual(['removed', 'added']);
  });

  it('shows what a moved station changes when a saved walk of the demo trip is replayed', () => {
    const world = demoTripWorld();
    const input: SimulationInput = { path: walkRoute(world.route), accuracy: 10, seed: 5, beacons: [], inRange: [] };
    const first = savedEvents(world, runTriggers(worldZones(world), toFixes(input)));
    // The Opera's station moved 300 m north, off the route: its pin zone no longer fires.
    const [trip, ...stops] = [fixtureRecord('trip', 0), fixtureRecord('station', 0), fixtureRecord('story', 0), fixtureRecord('station', 1), fixtureRecord('station', 2)];
    stops[3] = { ...stops[3], record: { ...stops[3].record, latitude: 59.9101 } };
    const edited = itemWorld(trip, stops);
    const again = savedEvents(edited, runTriggers(worldZones(edited), toFixes(input)));
    const diff = replayDiff(first, again);
    expect(diff.filter((l) => l.change !== 'same').map((l) => `${l.change} ${l.event.type} ${l.event.zone}`)).toEqual(['removed enter station:301:pin']);
  });
});
