import { describe, expect, it } from 'vitest';
import { haversineMetres } from '../../core/geo.ts';
import { walkRoute } from '../../core/walk/walkRoute.ts';
import { MAX_PATH_POINTS, type SavedSimulation } from '../../core/walk/simulation.ts';
import * as W from './walkState.ts';

const A = { latitude: 59.9104, longitude: 10.7275 };
const B = { latitude: 59.9075, longitude: 10.738 };
const route = walkRoute([A, B]);

describe('the simulator clock and the visitor’s path', () => {
  it('starts at the route’s start at 0:00, or with nobody placed when there is no route', () => {
    expect(W.initialWalkState(route, 20, 1).input.path).toEqual([[0, A.latitude, A.longitude]]);
    expect(W.initialWalkState([], 20, 1).input.path).toEqual([]);
  });

  it('walks the route one point a simulated second at 1.4 m/s and stops at its end', () => {
    let s = W.startWalking(W.initialWalkState(route, 20, 1), route);
    expect(s.motion).toBe('walking');
    s = W.tick(s, 10, route);
    expect(s.input.path).toHaveLength(11);
    const [t, lat, lon] = s.input.path[10];
    expect(t).toBe(10);
    expect(haversineMetres(A, { latitude: lat, longitude: lon })).toBeCloseTo(14, 0);
    s = W.tick(s, 100_000, route);
    expect(s.motion).toBe('paused');
    const last = s.input.path[s.input.path.length - 1];
    expect(haversineMetres(B, { latitude: last[1], longitude: last[2] })).toBeLessThan(0.01);
    // At the end: nothing more to walk.
    expect(W.startWalking(s, route)).toBe(s);
  });

  it('keeps the visitor in place while standing, one fix a second', () => {
    let s = W.startWaiting(W.initialWalkState(route, 20, 1));
    s = W.tick(s, 5, route);
    expect(s.input.path.map((p) => p[0])).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(s.input.path.map((p) => `${p[1]},${p[2]}`)).size).toBe(1);
  });

  it('records a placement as the next second’s fix, turns walking into standing, and resumes the route from the nearest point', () => {
    let s = W.tick(W.startWalking(W.initialWalkState(route, 20, 1), route), 3, route);
    s = W.placeVisitor(s, B);
    expect(s.motion).toBe('waiting');
    expect(s.input.path[s.input.path.length - 1]).toEqual([4, B.latitude, B.longitude]);
    s = W.placeVisitor({ ...s, motion: 'paused' }, { latitude: 59.909, longitude: 10.7328 });
    s = W.startWalking(s, route);
    // Resumes about half-way (the point is near the route's middle), not at 3 s.
    expect(s.routeT).toBeGreaterThan(W.routeDuration(route) / 3);
    expect(s.routeT).toBeLessThan((2 * W.routeDuration(route)) / 3);
  });

  it('drops what came after a jumped-to moment when the author goes on from there', () => {
    let s = W.tick(W.startWaiting(W.initialWalkState(route, 20, 1)), 9, route);
    s = { ...s, motion: 'paused', cursor: { event: 0, fix: 2 } };
    s = W.placeVisitor(s, B);
    expect(s.input.path.map((p) => p[0])).toEqual([0, 1, 2, 3]);
    expect(s.cursor).toBeNull();
  });

  it('places, moves and removes simulated beacons and toggles in-range ids, leaving a replay', () => {
    const saved = { id: 1, name: 'x', input: W.initialWalkState(route, 20, 1).input, events: [] } as unknown as SavedSimulation;
    let s = W.loadReplay(W.initialWalkState(route, 20, 1), saved, route);
    expect(s.replay).toBe(saved);
    s = W.placeBeacon({ ...s, pendingBeacon: 'AK02' }, 'AK02', A);
    s = W.placeBeacon(s, 'AK02', B);
    expect(s.input.beacons).toEqual([{ beaconId: 'AK02', point: B }]);
    expect(s.pendingBeacon).toBeNull();
    expect(s.replay).toBeNull();
    s = W.setInRange(W.setInRange(s, 'P31', true), 'AK02', true);
    expect(s.input.inRange).toEqual(['AK02', 'P31']);
    s = W.removeBeacon(W.setInRange(s, 'P31', false), 'AK02');
    expect(s.input).toMatchObject({ beacons: [], inRange: ['AK02'] });
  });

  it('is no longer a replay once the author walks on, stands still, moves the visitor or changes the set-up', () => {
    const saved = { id: 3, name: 'Before', input: W.tick(W.startWalking(W.initialWalkState(route, 20, 1), route), 30, route).input, events: [] } as unknown as SavedSimulation;
    const replaying = W.loadReplay(W.initialWalkState(route, 20, 1), saved, route);
    expect(replaying.replay).toBe(saved);
    // Looking at a moment of it keeps the replay.
    expect({ ...replaying, cursor: { event: 0, fix: 3 } }.replay).toBe(saved);
    const walkedOn = W.startWalking(replaying, route);
    expect(walkedOn.replay).toBeNull();
    expect(W.tick(walkedOn, 5, route).replay).toBeNull();
    expect(W.startWaiting(replaying).replay).toBeNull();
    expect(W.placeVisitor(replaying, B).replay).toBeNull();
    expect(W.setAccuracy(replaying, 40).replay).toBeNull();
    expect(W.setInRange(replaying, 'AK02', true).replay).toBeNull();
    expect(W.placeBeacon(replaying, 'AK02', A).replay).toBeNull();
  });

  it('resets to the route’s start keeping only beacons some zone listens for, and forgets an unknown one altogether', () => {
    let s = W.tick(W.startWaiting(W.initialWalkState(route, 30, 5)), 4, route);
    s = W.placeBeacon(W.placeBeacon(s, 'AK02', A), 'OLD9', B);
    s = W.setInRange(W.setInRange(s, 'OLD9', true), 'P31', true);
    const fresh = W.resetWalk(s, route, ['AK02', 'P31']);
    expect(fresh.input).toEqual({ path: [[0, A.latitude, A.longitude]], accuracy: 30, seed: 5, beacons: [{ beaconId: 'AK02', point: A }], inRange: ['P31'] });
    expect(fresh.motion).toBe('paused');
    const forgot = W.forgetBeacon(s, 'OLD9');
    expect(forgot.input.beacons.map((b) => b.beaconId)).toEqual(['AK02']);
    expect(forgot.input.inRange).toEqual(['P31']);
  });

  it('stops taking fixes at the 5-hour limit until the author goes back or resets', () => {
    const full = { ...W.initialWalkState(route, 20, 1), input: { ...W.initialWalkState(route, 20, 1).input, path: Array.from({ length: MAX_PATH_POINTS }, (_, i): [number, number, number] => [i, A.latitude, A.longitude]) } };
    expect(W.atLimit(full)).toBe(true);
    expect(W.placeVisitor(full, B)).toBe(full);
    expect(W.startWaiting(full)).toBe(full);
    expect(W.startWalking(full, route)).toBe(full);
    const back = { ...full, cursor: { event: 0, fix: 10 } };
    expect(W.atLimit(back)).toBe(false);
    expect(W.placeVisitor(back, B).input.path).toHaveLength(12);
  });
});
