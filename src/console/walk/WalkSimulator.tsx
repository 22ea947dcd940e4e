import { lazy, Suspense, useMemo } from 'react';
import type { SimSubject } from '../../core/walk/simWorld.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useMapConfig } from '../map/useMapConfig.ts';
import { BeaconList } from './BeaconList.tsx';
import { MapLegend } from './MapLegend.tsx';
import { SavedSimulations } from './SavedSimulations.tsx';
import { SimControls } from './SimControls.tsx';
import { SimPhone } from './SimPhone.tsx';
import { focusedItem, stateAt } from './simulationRun.ts';
import { Timeline } from './Timeline.tsx';
import type { LoadedWorld } from './useSimWorld.ts';
import { useWalkSimulation } from './useWalkSimulation.ts';
import { VisitorPlacer } from './VisitorPlacer.tsx';
import { ZoneFindings } from './ZoneFindings.tsx';

// maplibre comes with the map (the one map chunk), after the rest of the screen is up.
const SimMap = lazy(() => import('../map/mapChunk.ts').then((m) => ({ default: m.SimMap })));

const MAP_HEIGHT = 460;

/**
 * The walk simulator on a loaded world: controls over the map, the timeline and the set-up panels
 * under it, the visitor's phone at the right. Everything shown is the engine's run of the input.
 */
export function WalkSimulator({ loaded, subject }: { loaded: LoadedWorld; subject: SimSubject }) {
  const t = useT();
  const config = useMapConfig();
  const { world, records } = loaded;
  const sim = useWalkSimulation(world);
  const { run, upto, state } = sim;
  const { steps, initial, events, saved } = run;
  // What is drawn from the events changes only when events are added, not on every simulated second.
  const appState = useMemo(() => stateAt({ steps, initial }, upto), [steps, initial, upto]);
  const focus = useMemo(() => focusedItem({ steps, initial }, upto), [steps, initial, upto]);
  const timeline = useMemo(() => ({ events, steps, saved }), [events, steps, saved]);
  const current = useMemo(() => (state.input.path.length ? { input: state.input, events: saved } : undefined), [state.input, saved]);
  const mapLabel = t('walk.mapLabel');
  const placeholder = <div className="satellite-map satellite-map--loading sim-map" style={{ height: MAP_HEIGHT }}>{t('map.loading')}</div>;

  return (
    <div className="sim__body">
      <div className="sim__main">
        <SimControls sim={sim} />
        {config ? (
          <Suspense fallback={placeholder}>
            <SimMap config={config} world={world} beacons={state.input.beacons} visitor={sim.visitor} accuracy={state.input.accuracy}
              placing={state.pendingBeacon} height={MAP_HEIGHT} label={mapLabel}
              names={{ visitor: t('walk.legend.visitor'), fix: t('walk.legend.fix'), beacon: (id) => t('walk.beaconMarker', { id }) }}
              onPick={sim.pick} onVisitorDrag={sim.placeVisitor} onBeaconDrag={sim.placeBeacon} />
          </Suspense>
        ) : placeholder}
        <div className="sim__below-map">
          <MapLegend />
          <p className="sim__hint">{state.pendingBeacon ? t('walk.beaconClickMap', { id: state.pendingBeacon }) : t('walk.mapHint')}</p>
        </div>
        <div className="sim__panels">
          <Timeline world={world} run={timeline} cursor={state.cursor?.event ?? null} replay={state.replay} onSelect={sim.select} />
          <div className="sim__side">
            <section className="sim-card" aria-labelledby="sim-visitor-title">
              <header className="sim-card__head"><h2 id="sim-visitor-title" className="sim-card__title">{t('walk.visitor')}</h2></header>
              <VisitorPlacer sim={sim} />
            </section>
            <BeaconList sim={sim} />
            <ZoneFindings subject={subject} accuracy={state.input.accuracy} />
            <SavedSimulations subject={subject} current={current} onReplay={sim.replay} />
          </div>
        </div>
      </div>
      <SimPhone world={world} records={records} state={appState} focus={focus} />
    </div>
  );
}
