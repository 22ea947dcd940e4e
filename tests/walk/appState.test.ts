import { describe, expect, it } from 'vitest';
import { demoTripWorld, kinds, locationZone, worldZones } from './walkWorlds.ts';
import { applyEvent, appStates, initialAppState, type AppState } from '../../src/core/walk/appState.ts';
import { itemWorld, type SimWorld } from '../../src/core/walk/simWorld.ts';
import { runTriggers, type ZoneEvent } from '../../src/core/walk/triggerEngine.ts';
import { toFixes, walkRoute } from '../../src/core/walk/walkRoute.ts';

const ev = (type: ZoneEvent['type'], zone: string, t = 0): ZoneEvent => ({ t, type, zone, fix: t });
const run = appStates;

describe('the demo trip', () => {
  const world = demoTripWorld();

  it('starts with the pins of placed items without a pin zone, the story at its first page, nothing unlocked', () => {
    expect(initialAppState(world)).toEqual({
      // The gate is a beacon point: it keeps its coordinates (the route passes it) but the app shows no pin.
      visiblePins: ['station:101', 'story:102'],
      unlocked: [],
      radar: [],
      openPages: { 'story:102': -1 },
      inside: [],
    });
  });

  it('walked with the gate’s beacon placed: radar, unlock and lock, then the Opera’s pin, in trip order', () => {
    const fixes = toFixes({ path: walkRoute(world.route), accuracy: 10, seed: 1, beacons: [{ beaconId: 'AK02', point: { latitude: 59.9075, longitude: 10.7380 } }], inRange: [] });
    const events = runTriggers(worldZones(world), fixes);
    const steps = run(world, events);
    expect(events.map((e) => `${e.type} ${e.zone}`)).toEqual([
      'enter station:101:pin', 'exit station:101:pin', 'enter station:201:beacon', 'exit station:201:beacon', 'enter station:301:pin',
    ]);
    expect(steps.map((s) => s.fired)).toEqual([
      [{ effect: 'radar', item: 'station:101', on: true }],
      [{ effect: 'radar', item: 'station:101', on: false }],
      [{ effect: 'details', item: 'station:201', on: true }, { effect: 'radar', item: 'station:201', on: true }],
      [{ effect: 'details', item: 'station:201', on: false }, { effect: 'radar', item: 'station:201', on: false }],
      [{ effect: 'pin', item: 'station:301', on: true }],
    ]);
    expect(steps[2].state.unlocked).toEqual(['station:201']);
    expect(steps[2].state.radar).toEqual(['station:201']);
    expect(steps[3].state.unlocked).toEqual([]);
    expect(steps[4].state.visiblePins).toEqual(['station:101', 'story:102', 'station:301']);
  });

  it('hides a pin-zone pin again on leaving, and keeps unchanged lists on a zone that is not in the world', () => {
    const steps = run(world, [ev('enter', 'station:301:pin'), ev('exit', 'station:301:pin')]);
    expect(steps[0].state.visiblePins).toContain('station:301');
    expect(steps[1].state.visiblePins).not.toContain('station:301');
    expect(steps[1].fired).toEqual([{ effect: 'pin', item: 'station:301', on: false }]);
    const before = initialAppState(world);
    expect(applyEvent(world, before, ev('enter', 'station:999:pin'))).toEqual({ state: before, fired: [] });
  });

  it('does not change the state it is given', () => {
    const before = initialAppState(world);
    const copy = structuredClone(before);
    applyEvent(world, before, ev('enter', 'station:201:beacon'));
    expect(before).toEqual(copy);
  });
});

describe('story pages', () => {
  // A real story through the real declarations: page 1 moves to 3 near its place, page 3 to 2 at beacon P3.
  const story = {
    name: 'Pages', title: 'Pages',
    pages: [
      { id: 1, page_title: 'One', latitude: 59.91, longitude: 10.73, in_range: true, range_next_page: 3 },
      { id: 2, page_title: 'Two' },
      { id: 3, page_title: 'Three', latitude: 59.912, longitude: 10.73, in_range: true, range_next_page: 2, beacon_id: 'P3' },
    ],
  };
  const world = itemWorld({ kind: kinds.story, id: 7, record: story }, []);

  it('opens at the first page', () => {
    expect(initialAppState(world).openPages).toEqual({ 'story:7': 1 });
  });

  it('moves a page only from its `from` page; a page zone entered while another page is open does nothing', () => {
    const steps = run(world, [
      ev('enter', 'story:7:page:3:place'), // page 1 open: nothing
      ev('exit', 'story:7:page:3:place'),
      ev('enter', 'story:7:page:1:place'), // 1 → 3
      ev('exit', 'story:7:page:1:place'), // leaving moves nothing back
      ev('enter', 'story:7:page:1:place'), // page 3 open now: nothing
      ev('enter', 'story:7:page:3:beacon'), // 3 → 2
    ]);
    expect(steps.map((s) => s.state.openPages['story:7'])).toEqual([1, 1, 3, 3, 3, 2]);
    expect(steps.map((s) => s.fired)).toEqual([
      [], [],
      [{ effect: 'page', item: 'story:7', on: true, from: 1, to: 3 }],
      [], [],
      [{ effect: 'page', item: 'story:7', on: true, from: 3, to: 2 }],
    ]);
  });
});

describe('items with two zones of one effect', () => {
  const centre = { latitude: 59.91, longitude: 10.73 };
  const zones = [locationZone('k:1:a', centre, 20, ['pin', 'details']), locationZone('k:1:b', centre, 40, ['pin', 'details'])];
  const world: SimWorld = {
    subject: { kind: 'k', title: 'K' },
    items: [
      { kind: 'k', id: 1, title: 'One', point: centre, zones },
      { kind: 'k', id: 2, title: 'Two', zones: [{ ...locationZone('k:2:pin', centre, 20, ['pin', 'radar']), itemId: 2 }] },
    ],
    stops: [],
    route: [],
  };

  it('keeps the pin and the details while the visitor is still inside the other zone', () => {
    const steps = run(world, [ev('enter', 'k:1:b'), ev('enter', 'k:1:a'), ev('exit', 'k:1:b'), ev('exit', 'k:1:a')]);
    const show = (s: AppState) => [s.visiblePins.join(), s.unlocked.join()];
    expect(steps.map((s) => show(s.state))).toEqual([['k:1', 'k:1'], ['k:1', 'k:1'], ['k:1', 'k:1'], ['', '']]);
    expect(steps.map((s) => s.fired.length)).toEqual([2, 0, 0, 2]);
  });

  it('never shows the pin of an item that is not placed, but still shows it in the radar', () => {
    const [step] = run(world, [ev('enter', 'k:2:pin')]);
    expect(step.state.visiblePins).toEqual([]);
    expect(step.state.radar).toEqual(['k:2']);
  });
});
