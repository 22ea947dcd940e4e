import { useT } from '../i18n/IntlContext.tsx';
import type { WalkSimulation } from './useWalkSimulation.ts';

/**
 * Every beacon id the world's zones listen for: place a simulated beacon on the map (the next map
 * click, or where the visitor stands), take it off, or have the phone read it "in range" all along.
 */
export function BeaconList({ ids, sim }: { ids: readonly string[]; sim: WalkSimulation }) {
  const t = useT();
  const { beacons, inRange } = sim.state.input;
  const pending = sim.state.pendingBeacon;
  return (
    <section className="sim-card" aria-labelledby="sim-beacons-title">
      <header className="sim-card__head">
        <h2 id="sim-beacons-title" className="sim-card__title">{t('walk.beacons')}</h2>
        {pending && <span className="sim-card__aside" role="status">{t('walk.beaconClickMap', { id: pending })}</span>}
      </header>
      {ids.length === 0 ? <p className="sim-empty">{t('walk.noBeacons')}</p> : (
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
        </ul>
      )}
    </section>
  );
}
