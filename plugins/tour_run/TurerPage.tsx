import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { FetchError } from 'ofetch';
import type { KindPageProps } from '../../src/console/plugin.ts';
import { userWebAtom } from '../../src/console/plugin.ts';
import { serverMessage } from '../../src/console/plugin.ts';
import { useT } from '../../src/console/plugin.ts';
import { useCompanyTimeZone } from '../../src/console/plugin.ts';
import type { TourRun } from './index.ts';
import { clientLanguageCodes, tourLanguagesFor, type TourLanguage } from './tourRunLanguage.ts';
import { TodayRuns } from './TodayRuns.tsx';
import {
  clockTime, nowOnClock, rememberGuide, rememberedGuide, turerBody, turerErrors,
  type TurerDraft, type TurerField,
} from './turerForm.ts';
import { useTurerData } from './useTurerData.ts';
import './turer.css';

/** The last start the server confirmed, as the confirmation line says it. */
interface Started { trip: string; count: number; time: string }

const MAX_GROUP = 500;

/**
 * /Turer, the crew start form: a guide on a tablet picks a trip, the date and time (now by
 * default, on the company's clock), the group size, the language and their name, and presses Start tour.
 * The run is created through the generic `POST /api/tour_run`; the server's complaints sit beside their
 * fields; a start is confirmed in words and today's runs are listed below. The guide's name is remembered.
 */
export function TurerPage({ kind }: KindPageProps) {
  const t = useT();
  const zone = useCompanyTimeZone();
  const user = useAtomValue(userWebAtom);
  const languages = useMemo(() => tourLanguagesFor(clientLanguageCodes(user?.user_setting as Record<string, unknown> | undefined)), [user]);
  const { trips, runs, create } = useTurerData(kind);
  const [draft, setDraft] = useState<TurerDraft>(() => ({ tripId: '', ...nowOnClock(zone), groupSize: '', language: languages[0], guideName: rememberedGuide() }));
  const [errors, setErrors] = useState<Partial<Record<TurerField, string>>>({});
  const [general, setGeneral] = useState<string>();
  const [started, setStarted] = useState<Started>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const offered = trips.value.filter((trip) => !trip.archived);
  const set = <K extends keyof TurerDraft>(key: K, value: TurerDraft[K], field?: TurerField) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (field && errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const size = Number(draft.groupSize);
  const step = (by: number) => {
    const from = Number.isInteger(size) && draft.groupSize.trim() ? size : 0;
    set('groupSize', String(Math.min(MAX_GROUP, Math.max(1, from + by))), 'group_size');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setStarted(undefined);
    setGeneral(undefined);
    setErrors({});
    try {
      const answer = await create(turerBody(draft, zone));
      const run = (answer.data ?? {}) as Partial<TourRun>;
      const tripTitle = trips.value.find((x) => x.id === run.trip_id)?.title ?? t('tour_run.start.unknownTrip', { id: String(run.trip_id) });
      setStarted({ trip: tripTitle, count: Number(run.group_size), time: clockTime(run.starts_at, zone) });
      rememberGuide(draft.guideName.trim());
      setDraft((d) => ({ ...d, ...nowOnClock(zone), groupSize: '', guideName: d.guideName.trim() }));
      void runs.reload();
    } catch (err) {
      const status = err instanceof FetchError ? err.status : undefined;
      const found = status === 400 ? turerErrors(err instanceof FetchError ? err.data : undefined) : { fields: {}, general: undefined };
      setErrors(found.fields);
      setGeneral(found.general ?? (Object.keys(found.fields).length ? undefined : t('tour_run.start.failed', { message: serverMessage(err) ?? t('error.generic') })));
      // The first field the server named gets the focus, so the guide can fix it at once.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: TurerField) => errors[field];
  const describedBy = (field: TurerField, extra?: string) => [errors[field] ? `turer-${field}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: TurerField) =>
    errors[field] ? <p id={`turer-${field}-error`} className="turer__error">{errors[field]}</p> : null;

  return (
    <div className="turer">
      <form ref={form} className="turer__card" onSubmit={submit} noValidate aria-labelledby="turer-title">
        <h1 id="turer-title" className="turer__title">{t('tour_run.start.title')}</h1>
        <p className="turer__lead">{t('tour_run.start.lead', { zone })}</p>

        <div className="turer__field">
          <label htmlFor="turer-trip">{t('tour_run.start.trip')}</label>
          <select id="turer-trip" value={draft.tripId} onChange={(e) => set('tripId', e.target.value, 'trip_id')}
            aria-invalid={errorOf('trip_id') ? true : undefined} aria-describedby={describedBy('trip_id', trips.failed || (!trips.loading && !offered.length) ? 'turer-trip-note' : undefined)}
            aria-busy={trips.loading || undefined}>
            <option value="">{trips.loading ? t('app.loading') : t('tour_run.start.pickTrip')}</option>
            {offered.map((trip) => <option key={trip.id} value={String(trip.id)}>{trip.title}</option>)}
          </select>
          {!trips.loading && (trips.failed || !offered.length) && (
            <p id="turer-trip-note" className="turer__note">{trips.failed ? t('tour_run.start.loadFailed', { message: t('error.generic') }) : t('tour_run.start.noTrips')}</p>
          )}
          {fieldError('trip_id')}
        </div>

        <fieldset className="turer__field turer__when" aria-describedby={describedBy('starts_at')}>
          <legend className="turer__legend">{t('field.tour_run.starts_at')}</legend>
          <div className="turer__row">
            <span className="turer__part">
              <label htmlFor="turer-date">{t('tour_run.start.date')}</label>
              <input id="turer-date" type="date" value={draft.date} onChange={(e) => set('date', e.target.value, 'starts_at')}
                aria-invalid={errorOf('starts_at') ? true : undefined} aria-describedby={describedBy('starts_at')} />
            </span>
            <span className="turer__part">
              <label htmlFor="turer-time">{t('tour_run.start.time')}</label>
              <input id="turer-time" type="time" value={draft.time} onChange={(e) => set('time', e.target.value, 'starts_at')}
                aria-invalid={errorOf('starts_at') ? true : undefined} aria-describedby={describedBy('starts_at')} />
            </span>
            <button type="button" className="btn turer__now" aria-label={t('tour_run.start.nowLabel')}
              onClick={() => { setDraft((d) => ({ ...d, ...nowOnClock(zone) })); setErrors((x) => ({ ...x, starts_at: undefined })); }}>
              {t('tour_run.start.now')}
            </button>
          </div>
          {fieldError('starts_at')}
        </fieldset>

        <div className="turer__field">
          <label htmlFor="turer-size">{t('tour_run.start.groupSize')}</label>
          <div className="turer__stepper">
            <button type="button" className="btn turer__step" aria-label={t('tour_run.start.fewer')} aria-controls="turer-size"
              disabled={Number.isInteger(size) && size <= 1 && draft.groupSize !== ''} onClick={() => step(-1)}>−</button>
            <input id="turer-size" type="number" inputMode="numeric" min={1} max={MAX_GROUP} step={1} value={draft.groupSize}
              onChange={(e) => set('groupSize', e.target.value, 'group_size')}
              aria-invalid={errorOf('group_size') ? true : undefined} aria-describedby={describedBy('group_size')} />
            <button type="button" className="btn turer__step" aria-label={t('tour_run.start.more')} aria-controls="turer-size"
              disabled={Number.isInteger(size) && size >= MAX_GROUP} onClick={() => step(1)}>+</button>
          </div>
          {fieldError('group_size')}
        </div>

        <div className="turer__field">
          <label htmlFor="turer-language">{t('tour_run.start.language')}</label>
          <select id="turer-language" value={draft.language} onChange={(e) => set('language', e.target.value as TourLanguage, 'language')}
            aria-invalid={errorOf('language') ? true : undefined} aria-describedby={describedBy('language')}>
            {languages.map((code) => <option key={code} value={code} lang={code === 'no' ? 'nb' : code}>{t(`field.tour_run.language.${code}`)}</option>)}
          </select>
          {fieldError('language')}
        </div>

        <div className="turer__field">
          <label htmlFor="turer-guide">{t('tour_run.start.guide')}</label>
          <input id="turer-guide" type="text" autoComplete="name" maxLength={120} value={draft.guideName}
            onChange={(e) => set('guideName', e.target.value, 'guide_name')}
            aria-invalid={errorOf('guide_name') ? true : undefined} aria-describedby={describedBy('guide_name', 'turer-guide-hint')} />
          <p id="turer-guide-hint" className="turer__note">{t('tour_run.start.guideHint')}</p>
          {fieldError('guide_name')}
        </div>

        {general && <p className="turer__error turer__general" role="alert">{general}</p>}
        <button type="submit" className="btn btn--primary turer__submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('tour_run.start.starting') : t('tour_run.start.submit')}
        </button>
        <div className="turer__status" role="status" aria-live="polite">
          {started && <p className="turer__started">{t('tour_run.start.started', { trip: started.trip, count: started.count, time: started.time })}</p>}
        </div>
      </form>
      <TodayRuns runs={runs} trips={trips.value} zone={zone} />
    </div>
  );
}
