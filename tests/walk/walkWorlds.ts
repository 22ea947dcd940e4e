import station from '../../plugins/station/index.ts';
import { fixtures as stationFixtures } from '../../plugins/station/fixtures.ts';
import story from '../../plugins/story/index.ts';
import { fixtures as storyFixtures } from '../../plugins/story/fixtures.ts';
import trip from '../../plugins/trip/index.ts';
import { fixtures as tripFixtures } from '../../plugins/trip/fixtures.ts';
import { resolveKind, type KindRecord, type ResolvedKind } from '../../src/core/defineKind.ts';
import { splitFixtureLinks } from '../../src/core/fixtureLinks.ts';
import type { GeoPoint } from '../../src/core/relations.ts';
import { itemWorld, listWorld, type SimRecord, type SimWorld, type SimZone } from '../../src/core/walk/simWorld.ts';
import type { ZoneEffect } from '../../src/core/walk/triggerZone.ts';

/** The real kinds the demo trip walks through. */
export const kinds: Record<string, ResolvedKind> = { station: resolveKind(station), story: resolveKind(story), trip: resolveKind(trip) };

const fixturesOf: Record<string, readonly KindRecord[]> = { station: stationFixtures, story: storyFixtures, trip: tripFixtures };

/** Fixture `index` of `kind` as a world record; its id is 100 × (index + 1) + a per-kind offset, so ids never collide across kinds by accident. */
export function fixtureRecord(kind: string, index: number): SimRecord {
  const offset = { station: 1, story: 2, trip: 3 }[kind] ?? 9;
  return { kind: kinds[kind], id: 100 * (index + 1) + offset, record: splitFixtureLinks(fixturesOf[kind][index]).doc };
}

/** The demo trip's world, its stops taken from the trip fixture's own links (station 0, the story, station 1, station 2). */
export function demoTripWorld(): SimWorld {
  const { links } = splitFixtureLinks(tripFixtures[0]);
  const stops = links.find(([name]) => name === 'stops')![1];
  return itemWorld(fixtureRecord('trip', 0), stops.map((ref) => fixtureRecord(ref.$fixture, ref.index)));
}

/** The Stations tab's world: every demo station. */
export function demoStationsWorld(): SimWorld {
  return listWorld(kinds.station, stationFixtures.map((_, i) => fixtureRecord('station', i)), 'Stations');
}

/** A hand-made location zone (for engine tests that need exact geometry). */
export function locationZone(id: string, centre: GeoPoint, radius: number, effects: ZoneEffect[] = ['pin']): SimZone {
  return { id, key: id, at: '/latitude', label: id, kind: 'k', itemId: 1, itemTitle: id, area: { type: 'location', centre, radius }, effects };
}

/** A hand-made beacon zone. */
export function beaconZone(id: string, beaconId: string, range: number, effects: ZoneEffect[] = ['details']): SimZone {
  return { id, key: id, at: '/range', label: id, kind: 'k', itemId: 1, itemTitle: id, area: { type: 'beacon', beaconId, range }, effects };
}

/** Every zone of a world. */
export const worldZones = (world: SimWorld): SimZone[] => world.items.flatMap((i) => i.zones);
