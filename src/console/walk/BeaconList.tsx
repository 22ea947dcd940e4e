import { naturalCompare } from '../../core/naturalOrder.ts';
import { useT } from '../i18n/IntlContext.tsx';
import type { WalkSimulation } from './useWalkSimulation.ts';

/**
 * The beacon ids the walk knows: placed or read in range, but listened for by no zone (left by a
 * replay of an old save, or after an edit), in natural order. They fire nothing, yet must be seen to be removed.
 */
export function orphanBeacons(listened: readonly string[], sim: Pick<WalkSimulation, 'state'>): string[] {
  const known = new Set(listened);
  const { beacons, inRange } = sim.state.input;
  return [...new Set([...beacons.map((b) => b.beaconId), ...inRange])].filter((id) => !known.has(id)).sort(naturalCompare());
}

/**
 * Every beacon id the world's zones listen for: place a simulated beacon on the map (the next map
 * click, or where the visitor stands), take it off, or have the phone read it "in range" all along.
 * Beacons the walk has that no zone listens for any more are listed too, marked, to be removed.
 */
export function BeaconList({ sim }: { sim: WalkSimulation }) {
  const t = useT();
  const ids = sim.beaconIds;
  const { beacons, inRange } = sim.state.input;
  const pending = sim.state.pendingBeacon;
  const orphans = orphanBeacons(ids, sim);
  return (
    <section className="sim-card" aria-labelledby="sim-beacons-title">
      <header className="sim-card__head">
        <h2 id="sim-beacons-title" className="sim-card__title">{t('walk.beacons')}</h2>
        {pending && <span className="sim-card__aside" role="status">{t('walk.beaconClickMap', { id: pending })}</span>}
      </header>
      {ids.length === 0 && orphans.length === 0 ? <p className="sim-empty">{t('walk.noBeacons')}</p> : (
        <ul className="sim-beacons">
          {ids.map((id) => {
            const placed = beacons.some((b) => b.beaconId === id);
            const armed = pending === id;
            return (
              <li key={id} className="sim-beacons__row" data-testid="sim-beacon-row" data-beacon={id}>
                <span className="sim-beacons__id">{id}</span>
                <span className="sim-beacons__state">{placed ? t('walk.beaconPlaced') : t('walk.beaconNotPlaced')}</span>
                <label className="switch sim-beacons__range">
                  <input type="checkbox" role="switch" checked={inRange.includes(id)} onChange={(e) => sim.setInRange(id, e.target.checked)}
                    aria-label={t('walk.inRangeOf', { id })} />
                  <span className="switch__track" aria-hidden="true" />
                  <span aria-hidden="true">{t('walk.inRange')}</span>
                </label>
                <div className="sim-beacons__actions">
                  <button type="button" className={`btn btn--sm${armed ? ' btn--accent-soft' : ''}`} aria-pressed={armed}
                    onClick={() => sim.armBeacon(armed ? null : id)} aria-label={t(armed ? 'walk.cancelBeaconOf' : 'walk.placeBeaconOf', { id })}>
                    {armed ? t('walk.cancel') : t('walk.placeBeacon')}
                  </button>
                  <button type="button" className="btn btn--sm" disabled={!sim.visitor} aria-label={t('walk.beaconAtVisitorOf', { id })}
                    onClick={() => sim.visitor && sim.placeBeacon(id, sim.visitor.truth)}>
                    {t('walk.beaconAtVisitor')}
                  </button>
                  {placed && (
                    <button type="button" className="btn btn--sm btn--danger-ghost" onClick={() => sim.removeBeacon(id)} aria-label={t('walk.removeBeaconOf', { id })}>
                      {t('walk.remove')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
          {orphans.map((id) => (
            <li key={id} className="sim-beacons__row" data-testid="sim-beacon-row" data-beacon={id} data-orphan="1">
              <span className="sim-beacons__id">{id}</span>
              <span className="sim-beacons__state sim-beacons__state--orphan">{t('walk.beaconInNoZone')}</span>
              <span className="sim-beacons__state">
                {[beacons.some((b) => b.beaconId === id) && t('walk.beaconPlaced'), inRange.includes(id) && t('walk.inRange')].filter(Boolean).join(' · ')}
              </span>
              <div className="sim-beacons__actions">
                <button type="button" className="btn btn--sm btn--danger-ghost" onClick={() => sim.forgetBeacon(id)} aria-label={t('walk.removeBeaconOf', { id })}>
                  {t('walk.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
