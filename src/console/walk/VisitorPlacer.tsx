import { useId, useState, type FormEvent } from 'react';
import { toLatLng } from '../map/coordinates.ts';
import { useT } from '../i18n/IntlContext.tsx';
import type { WalkSimulation } from './useWalkSimulation.ts';

/** Places the visitor by typed coordinates: the keyboard's way to do what a map click does. */
export function VisitorPlacer({ sim }: { sim: WalkSimulation }) {
  const t = useT();
  const latId = useId();
  const lonId = useId();
  const [lat, setLat] = useState('');
  const [lon, setLon] = useState('');
  const point = toLatLng(lat.trim() === '' ? undefined : Number(lat), lon.trim() === '' ? undefined : Number(lon));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (point) sim.placeVisitor(point);
  };
  return (
    <form className="sim-placer" onSubmit={submit} aria-label={t('walk.placeVisitor')}>
      <div className="field">
        <label className="field__label" htmlFor={latId}>{t('walk.latitude')}</label>
        <input id={latId} className="input" inputMode="decimal" value={lat} onChange={(e) => setLat(e.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={lonId}>{t('walk.longitude')}</label>
        <input id={lonId} className="input" inputMode="decimal" value={lon} onChange={(e) => setLon(e.target.value)} />
      </div>
      <button type="submit" className="btn btn--sm" disabled={!point}>{t('walk.placeVisitor')}</button>
    </form>
  );
}
