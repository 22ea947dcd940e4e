import type { LatestLoad } from '../../src/console/plugin.ts';
import { useT } from '../../src/console/plugin.ts';
import { clockTime, isSameDay } from './turerForm.ts';
import type { RunRow, TripChoice } from './useTurerData.ts';

/**
 * Today's runs on the company's clock, earliest first, under the crew start form: time, trip, group size,
 * language and guide. Archived runs are left out.
 */
export function TodayRuns({ runs, trips, zone }: { runs: LatestLoad<RunRow[]>; trips: readonly TripChoice[]; zone: string }) {
  const t = useT();
  const today = runs.value
    .filter((r) => r.state !== 'archived' && r.is_archived !== true && isSameDay(r.starts_at, zone))
    .sort((a, b) => String(a.starts_at).localeCompare(String(b.starts_at)));
  const tripTitle = (id: unknown) => trips.find((x) => x.id === id)?.title ?? t('tour_run.start.unknownTrip', { id: String(id) });
  let body;
  if (runs.loading && !runs.value.length) body = <p className="turer__note" aria-busy="true">{t('app.loading')}</p>;
  else if (runs.failed) body = <p className="turer__note">{t('tour_run.start.todayFailed', { message: t('error.generic') })}</p>;
  else if (!today.length) body = <p className="turer__note">{t('tour_run.start.noneToday')}</p>;
  else {
    body = (
      <ul className="turer__runs">
        {today.map((r) => (
          <li key={r.id} className="turer__run">
            <span className="turer__run-time">{clockTime(r.starts_at, zone)}</span>
            <span className="turer__run-trip">{tripTitle(r.trip_id)}</span>
            <span className="turer__run-meta">
              {[
                t('tour_run.start.people', { count: Number(r.group_size) }),
                r.language ? t(`field.tour_run.language.${r.language}`) : undefined,
                r.guide_name,
              ].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="turer__card turer__today" aria-labelledby="turer-today">
      <h2 id="turer-today" className="turer__subtitle">{t('tour_run.start.today')}</h2>
      {body}
    </section>
  );
}
