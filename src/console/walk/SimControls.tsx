import { useId } from 'react';
import { ACCURACY_LIMITS } from '../../core/walk/simulation.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { formatSimTime } from './simulationRun.ts';
import type { WalkSimulation } from './useWalkSimulation.ts';
import { SPEEDS } from './walkState.ts';

/**
 * The simulator's toolbar: Walk (follow the route), Stand still (the clock runs, the visitor stays),
 * Pause, Reset, the speed multiplier, the GPS accuracy slider and the simulated clock.
 */
export function SimControls({ sim }: { sim: WalkSimulation }) {
  const t = useT();
  const speedId = useId();
  const accuracyId = useId();
  const { motion, input } = sim.state;
  const hasVisitor = sim.visitor !== null;
  const status = motion === 'walking' ? 'walk.status.walking' : motion === 'waiting' ? 'walk.status.waiting'
    : sim.route.length && sim.routeDone && hasVisitor ? 'walk.status.done' : 'walk.status.paused';
  return (
    <div className="sim-controls" role="toolbar" aria-label={t('walk.controls')}>
      <div className="sim-controls__group">
        <button type="button" className="btn btn--sm btn--primary" onClick={sim.walk} aria-pressed={motion === 'walking'}
          disabled={sim.route.length === 0 || motion === 'walking' || sim.routeDone} title={sim.route.length === 0 ? t('walk.noRoute') : undefined}>
          <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true"><path d="M2 1l7 4-7 4z" fill="currentColor" /></svg>
          {t('walk.walk')}
        </button>
        <button type="button" className="btn btn--sm" onClick={sim.wait} aria-pressed={motion === 'waiting'} disabled={!hasVisitor || motion === 'waiting'}>
          {t('walk.wait')}
        </button>
        <button type="button" className="btn btn--sm" onClick={sim.pause} disabled={motion === 'paused'}>
          <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true"><path d="M2 1h2v8H2zM6 1h2v8H6z" fill="currentColor" /></svg>
          {t('walk.pause')}
        </button>
        <button type="button" className="btn btn--sm" onClick={sim.reset}>{t('walk.reset')}</button>
      </div>
      <div className="sim-controls__field">
        <label htmlFor={speedId}>{t('walk.speed')}</label>
        <select id={speedId} className="input sim-controls__select" value={sim.speed} onChange={(e) => sim.setSpeed(Number(e.target.value))}>
          {SPEEDS.map((s) => <option key={s} value={s}>{t('walk.speedTimes', { n: s })}</option>)}
        </select>
      </div>
      <div className="sim-controls__field sim-controls__field--wide">
        <label htmlFor={accuracyId}>{t('walk.accuracy')}</label>
        <input id={accuracyId} type="range" min={ACCURACY_LIMITS.min} max={ACCURACY_LIMITS.max} step={1} value={input.accuracy}
          onChange={(e) => sim.setAccuracy(Number(e.target.value))} aria-valuetext={t('walk.metres', { n: input.accuracy })} />
        <output htmlFor={accuracyId} className="sim-controls__value">{t('walk.metres', { n: input.accuracy })}</output>
      </div>
      <p className="sim-controls__clock" aria-live="off">
        <span className={`sim-status sim-status--${motion}`}>{t(status)}</span>
        <time data-testid="sim-clock">{formatSimTime(sim.visitor?.t ?? 0)}</time>
      </p>
    </div>
  );
}
