import { useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { useTabLabel } from '../routes/useTabLabel.ts';
import { subjectOfQuery } from './simulateHref.ts';
import { useSimWorld } from './useSimWorld.ts';
import { WalkSimulator } from './WalkSimulator.tsx';
import './walkSimulator.css';

/**
 * `/simulate?kind=…&id=…` (no id: the kind's whole list): the walk simulator of a trip, a story, a
 * station or every station, with a way back to where the author came from.
 */
export function SimulatorPage() {
  const t = useT();
  const search = useSearch();
  const registry = useRegistry();
  const tabLabel = useTabLabel();
  const parsed = useMemo(() => subjectOfQuery(search), [search]);
  const kind = parsed ? registry.kinds.find((k) => k.id === parsed.kind) : undefined;
  const subject = useMemo(() => (parsed ? { kind: parsed.kind, ...(parsed.id !== undefined ? { id: parsed.id } : {}) } : { kind: '' }), [parsed]);
  const listTitle = kind ? tabLabel(kind) : '';
  const load = useSimWorld(subject, listTitle);
  const back = kind ? (subject.id !== undefined ? `/${kind.route}?id=${subject.id}` : `/${kind.route}`) : '/';
  const title = load.status === 'ready' ? load.loaded.world.subject.title : '';

  return (
    // A section, not a main: the shell's <main> already holds every screen (one main landmark).
    <section className="sim" aria-labelledby="sim-title" aria-busy={load.status === 'loading'}>
      <header className="sim__head">
        <Link href={back} className="btn btn--sm sim__back">‹ {kind ? tabLabel(kind) : t('walk.back')}</Link>
        <h1 id="sim-title" className="sim__title">{title ? t('walk.titleOf', { title }) : t('walk.title')}</h1>
        {load.status === 'ready' && (
          <span className="sim__meta">
            {subject.id === undefined ? t('walk.wholeList') : t('walk.stopCount', { count: load.loaded.world.stops.length })}
            {' · '}{t('walk.zoneCount', { count: load.loaded.world.items.reduce((n, i) => n + i.zones.length, 0) })}
          </span>
        )}
      </header>
      {load.status === 'loading' && <p className="sim__note"><span className="spinner" aria-hidden="true" />{t('app.loading')}</p>}
      {load.status === 'error' && (
        <p className="sim__note sim__note--error" role="alert">{t(load.reason === 'kind' ? 'walk.cannotSimulate' : 'walk.loadFailed')}</p>
      )}
      {load.status === 'ready' && <WalkSimulator key={search} loaded={load.loaded} subject={subject} />}
    </section>
  );
}
