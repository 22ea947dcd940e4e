import { useId } from 'react';
import { ACCURACY_LIMITS, MAX_PATH_POINTS } from '../../core/walk/simulation.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { formatSimTime } from './simulationRun.ts';
import type { WalkSimulation } from './useWalkSimulation.ts';
import { routeDuration, SPEEDS } from './walkState.ts';

/** What there is to say about the walk as a whole, besides the clock's state (none: nothing). */
function walkNote(sim: WalkSimulation): { id: string; values?: Record<string, number> } | undefined {
  if (sim.full) return { id: 'walk.atLimit', values: { hours: Math.round(MAX_PATH_POINTS / 3600) } };
  // One placed stop (or all at one place): a route with nothing to walk along.
  if (sim.route.length > 0 && routeDuration(sim.route) === 0) return { id: 'walk.oneStop' };
  return undefined;
}

/**
 * The simulator's controls: Walk (follow the route), Stand still (the clock runs, the visitor stays),
 * Pause, Reset, the speed multiplier, the GPS accuracy slider, the simulated clock, and why walking
 * cannot go on when it cannot (one stop only, the 5-hour limit).
 */
export function SimControls({ sim }: { sim: WalkSimulation }) {
  const t = useT();
  const speedId = useId();
  const accuracyId = useId();
  const { motion, input } = sim.state;
  const hasVisitor = sim.visitor !== null;
  const note = walkNote(sim);
  const nothingToWalk = sim.route.length === 0 || routeDuration(sim.route) === 0;
  const status = motion === 'walking' ? 'walk.status.walking' : motion === 'waiting' ? 'walk.status.waiting'
    : !nothingToWalk && sim.routeDone && hasVisitor ? 'walk.status.done' : 'walk.status.paused';
  return (
    <div className="sim-controls" role="group" aria-label={t('walk.controls')}>
      <div className="sim-controls__group">
        <button type="button" className="btn btn--sm btn--primary" onClick={sim.walk} aria-pressed={motion === 'walking'}
          disabled={nothingToWalk || sim.full || motion === 'walking' || sim.routeDone} title={sim.route.length === 0 ? t('walk.noRoute') : undefined}>
          <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true"><path d="M2 1l7 4-7 4z" fill="currentColor" /></svg>
          {t('walk.walk')}
        </button>
        <button type="button" className="btn btn--sm" onClick={sim.wait} aria-pressed={motion === 'waiting'} disabled={!hasVisitor || sim.full || motion === 'waiting'}>
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
      <p className="sim-controls__note" role="status" data-testid="sim-walk-note">{note && t(note.id, note.values)}</p>
    </div>
  );
}
