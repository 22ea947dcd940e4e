// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SavedSimulation } from '../../core/walk/simulation.ts';
import type { SimWorld, SimZone } from '../../core/walk/simWorld.ts';
import { renderPanel } from './walkPanels.testUtil.tsx';
import { runSimulation } from './simulationRun.ts';
import { Timeline } from './Timeline.tsx';

const centre = { latitude: 59.9074, longitude: 10.753 };
const pinZone: SimZone = {
  key: 'pin', at: '/latitude', label: 'Roof walk', area: { type: 'location', centre, radius: 25 }, effects: ['pin'],
  id: 'tk_venue:1:pin', kind: 'tk_venue', itemId: 1, itemTitle: 'Opera house roof',
};
const world: SimWorld = { subject: { kind: 'tk_venue', title: 'Venues' }, items: [{ kind: 'tk_venue', id: 1, title: 'Opera house roof', point: centre, zones: [pinZone] }], stops: [], route: [] };
// In at 0:00, out at 1:05 (300 m away, beyond r + 2 × accuracy).
const input = { path: [[0, centre.latitude, centre.longitude], [65, centre.latitude + 0.0027, centre.longitude]] as [number, number, number][], accuracy: 5, seed: 1, beacons: [], inRange: [] };
const rows = () => screen.getAllByTestId('sim-event');

describe('the simulator timeline', () => {
  afterEach(cleanup);
  it('lists each event with its time, item, zone and what the app did, and jumps to one on a click', () => {
    const onSelect = vi.fn();
    renderPanel(<Timeline world={world} run={runSimulation(world, input)} cursor={null} replay={null} onSelect={onSelect} />, () => ({}));
    expect(rows().map((r) => r.textContent)).toEqual(['0:00→Opera house roofRoof walkPin shown', '1:05←Opera house roofRoof walkLeft: pin hidden']);
    expect(screen.getByTestId('sim-event-count').textContent).toBe('2 events');
    fireEvent.click(within(rows()[1]).getByRole('button'));
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('marks what a replay no longer fires and what it fires anew, with a one-line summary', () => {
    const saved = {
      id: 7, kind: 'tk_venue', itemId: null, name: 'Before the move', input, createdAt: '', createdBy: '',
      events: [
        { t: 0, type: 'enter', zone: 'tk_venue:1:pin', label: 'Roof walk', itemTitle: 'Opera house roof', effects: ['pin'] },
        { t: 30, type: 'enter', zone: 'tk_venue:9:pin', label: 'Old pier', itemTitle: 'Old pier', effects: ['radar'] },
      ],
    } as SavedSimulation;
    renderPanel(<Timeline world={world} run={runSimulation(world, input)} cursor={null} replay={saved} onSelect={() => {}} />, () => ({}));
    expect(screen.getByTestId('sim-replay-summary').textContent).toBe('Replay of “Before the move”: 2 events differ');
    // The count tells this walk's events from the saved ones that no longer fire.
    expect(screen.getByTestId('sim-event-count').textContent).toBe('2 events · 1 no longer fires');
    expect(rows().map((r) => [r.getAttribute('data-change'), r.getAttribute('data-zone')])).toEqual([
      ['same', 'tk_venue:1:pin'], ['removed', 'tk_venue:9:pin'], ['added', 'tk_venue:1:pin'],
    ]);
    expect(rows()[1].textContent).toContain('Entered (On radar)');
    expect(within(rows()[1]).queryByRole('button')).toBeNull();
  });
});
