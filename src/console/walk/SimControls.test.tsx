// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { walkRoute } from '../../core/walk/walkRoute.ts';
import { renderPanel } from './walkPanels.testUtil.tsx';
import { SimControls } from './SimControls.tsx';
import { fakeSim } from './walkSim.testUtil.ts';

const A = { latitude: 59.9104, longitude: 10.7275 };
const B = { latitude: 59.9075, longitude: 10.738 };
const note = () => screen.getByTestId('sim-walk-note').textContent;
const status = () => document.querySelector('.sim-status')?.textContent;

describe('the simulator’s controls', () => {
  afterEach(cleanup);

  it('are a labelled group, and say nothing more on an ordinary route', () => {
    renderPanel(<SimControls sim={fakeSim(walkRoute([A, B]))} />, () => ({}));
    expect(screen.getByRole('group', { name: 'Walk controls' })).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(note()).toBe('');
    expect(status()).toBe('Paused');
    expect((screen.getByRole('button', { name: 'Walk' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('tell that a one-stop route has nothing to walk, instead of calling it finished', () => {
    renderPanel(<SimControls sim={fakeSim(walkRoute([A]), { routeDone: true })} />, () => ({}));
    expect(note()).toBe('Only one stop: drag or click to move the visitor.');
    expect(status()).toBe('Paused');
    expect((screen.getByRole('button', { name: 'Walk' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tell why the walk stopped at its 5-hour limit, and let nothing more be walked', () => {
    renderPanel(<SimControls sim={fakeSim(walkRoute([A, B]), { full: true })} />, () => ({}));
    expect(note()).toBe('The walk is at its 5-hour limit: save it or reset.');
    expect(screen.getByTestId('sim-walk-note').getAttribute('role')).toBe('status');
    expect((screen.getByRole('button', { name: 'Walk' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Stand still' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
