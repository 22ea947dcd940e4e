// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { walkRoute } from '../../core/walk/walkRoute.ts';
import { BeaconList } from './BeaconList.tsx';
import { renderPanel } from './walkPanels.testUtil.tsx';
import { fakeSim } from './walkSim.testUtil.ts';
import * as W from './walkState.ts';

const A = { latitude: 59.9104, longitude: 10.7275 };
const B = { latitude: 59.9075, longitude: 10.738 };
const route = walkRoute([A, B]);
const rows = () => screen.getAllByTestId('sim-beacon-row');

describe('the simulated beacons', () => {
  afterEach(cleanup);

  it('list a beacon no zone listens for any more (left by an old save), marked and removable', () => {
    let state = W.initialWalkState(route, 20, 1);
    state = W.setInRange(W.placeBeacon(W.placeBeacon(state, 'AK02', A), 'OLD9', B), 'GONE1', true);
    const sim = fakeSim(route, { state, beaconIds: ['AK02', 'P31'] });
    renderPanel(<BeaconList sim={sim} />, () => ({}));
    expect(rows().map((r) => r.getAttribute('data-beacon'))).toEqual(['AK02', 'P31', 'GONE1', 'OLD9']);
    const old = rows()[3];
    expect(old.textContent).toContain('Not in any zone');
    expect(old.textContent).toContain('On the map');
    expect(rows()[2].textContent).toContain('In range');
    expect(rows()[0].textContent).not.toContain('Not in any zone');
    fireEvent.click(within(old).getByRole('button', { name: 'Remove: OLD9' }));
    expect(sim.forgetBeacon).toHaveBeenCalledWith('OLD9');
  });

  it('say so when no zone listens for a beacon and the walk has none', () => {
    renderPanel(<BeaconList sim={fakeSim(route)} />, () => ({}));
    expect(screen.getByText('No zone here listens for a beacon.')).toBeTruthy();
  });
});
