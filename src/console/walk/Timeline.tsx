import { memo, useEffect, useMemo, useRef } from 'react';
import type { SavedSimulation } from '../../core/walk/simulation.ts';
import type { SimWorld, SimZone } from '../../core/walk/simWorld.ts';
import { replayDiff, type ReplayLine } from '../../core/walk/replayDiff.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { formatSimTime, type SimulationRun } from './simulationRun.ts';
import { firedText, savedText } from './timelineText.ts';

/** One row of the timeline: an event of this run (`index`), or a saved one that no longer fires. */
interface Row {
  key: string;
  t: number;
  type: 'enter' | 'exit';
  zone: string;
  label: string;
  itemTitle: string;
  what: string[];
  index?: number;
  change?: ReplayLine['change'];
}

/** What the timeline reads of a run; kept apart so that it redraws only when events were added. */
export type TimelineRun = Pick<SimulationRun, 'events' | 'steps' | 'saved'>;

/**
 * Every event in the order the app fires it (time, item, zone, what happened); a click jumps the visitor
 * and the phone to that moment. While replaying a saved walk, rows the replay adds or no longer fires are
 * marked, with a one-line summary, and the count says how many saved events no longer fire.
 */
export const Timeline = memo(function Timeline({ world, run, cursor, replay, onSelect }: {
  world: SimWorld; run: TimelineRun; cursor: number | null; replay: SavedSimulation | null; onSelect(index: number | null): void;
}) {
  const t = useT();
  const zones = useMemo(() => new Map<string, SimZone>(world.items.flatMap((i) => i.zones.map((z) => [z.id, z] as const))), [world]);
  const lines = useMemo(() => (replay ? replayDiff(replay.events, run.saved) : null), [replay, run.saved]);
  const rows = useMemo<Row[]>(() => {
    const live = (i: number, change?: ReplayLine['change']): Row => {
      const ev = run.events[i];
      const z = zones.get(ev.zone);
      return { key: `e${i}`, t: ev.t, type: ev.type, zone: ev.zone, label: z?.label ?? ev.zone, itemTitle: z?.itemTitle ?? '', what: firedText(t, world, ev.type, run.steps[i]?.fired ?? []), index: i, change };
    };
    if (!lines) return run.events.map((_, i) => live(i));
    let j = 0;
    return lines.map((line, k) => (line.change === 'removed'
      ? { key: `r${k}`, t: line.event.t, type: line.event.type, zone: line.event.zone, label: line.event.label, itemTitle: line.event.itemTitle, what: [savedText(t, line.event)], change: 'removed' }
      : live(j++, line.change)));
  }, [lines, run, zones, world, t]);
  const differ = lines ? lines.filter((l) => l.change !== 'same').length : 0;
  const gone = lines ? lines.filter((l) => l.change === 'removed').length : 0;

  // While the walk goes on, the newest event stays in view.
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (cursor === null && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [rows.length, cursor]);

  return (
    <section className="sim-card sim-timeline" aria-labelledby="sim-timeline-title">
      <header className="sim-card__head">
        <h2 id="sim-timeline-title" className="sim-card__title">{t('walk.timeline')}</h2>
        <span className="sim-card__aside" data-testid="sim-event-count">
          {t('walk.eventCount', { count: run.events.length })}{gone > 0 && ` · ${t('walk.goneCount', { count: gone })}`}
        </span>
        {cursor !== null && <button type="button" className="btn btn--sm" onClick={() => onSelect(null)}>{t('walk.backToNow')}</button>}
      </header>
      {replay && (
        <p className={`sim-replay${differ ? ' sim-replay--differs' : ''}`} role="status" data-testid="sim-replay-summary">
          {t('walk.replayOf', { name: replay.name })} {differ ? t('walk.replayDiffers', { count: differ }) : t('walk.replaySame')}
        </p>
      )}
      <div ref={scroller} className="sim-timeline__scroller">
        {rows.length === 0 ? <p className="sim-empty">{t('walk.noEvents')}</p> : (
          <ol className="sim-timeline__list" aria-label={t('walk.timeline')} data-testid="sim-timeline">
            {rows.map((r) => {
              const current = r.index !== undefined && r.index === cursor;
              const body = (
                <>
                  <time className="sim-event__time">{formatSimTime(r.t)}</time>
                  <span className={`sim-event__type sim-event__type--${r.type}`} aria-hidden="true">{r.type === 'enter' ? '→' : '←'}</span>
                  <span className="sim-event__text">
                    <span className="sim-event__item">{r.itemTitle || r.label}</span>
                    {r.label && r.label !== r.itemTitle && <span className="sim-event__zone">{r.label}</span>}
                    <span className="sim-event__what">{r.what.join(' · ')}</span>
                  </span>
                  {r.change && r.change !== 'same' && <span className={`sim-event__change sim-event__change--${r.change}`}>{t(`walk.change.${r.change}`)}</span>}
                </>
              );
              return (
                <li key={r.key} className={`sim-event${r.change ? ` sim-event--${r.change}` : ''}`} data-testid="sim-event"
                  data-type={r.type} data-zone={r.zone} data-change={r.change ?? ''} data-t={r.t} aria-current={current ? 'step' : undefined}>
                  {r.index !== undefined
                    ? <button type="button" className="sim-event__main" onClick={() => onSelect(r.index!)}>{body}</button>
                    : <div className="sim-event__main sim-event__main--gone">{body}</div>}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
});
