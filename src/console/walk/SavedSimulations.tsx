import { useId, useState, type FormEvent } from 'react';
import type { SimSubject } from '../../core/walk/simWorld.ts';
import type { SavedSimulation, SimulationSummary } from '../../core/walk/simulation.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { relativeTime } from '../model/relativeTime.ts';
import { useSimulations, type RunToSave } from './useSimulations.ts';
import { useMay } from '../session/useGrant.ts';
import './walkPanels.css';

/** Props of the saved-simulations panel. */
export interface SavedSimulationsProps {
  subject: SimSubject;
  /** The run on screen; undefined until the visitor has walked or been placed. */
  current: RunToSave | undefined;
  /** Called with the whole simulation (path and events), fetched when Replay is pressed. */
  onReplay(simulation: SavedSimulation): void;
}

/**
 * "Saved simulations": save the current run under a name, and the subject's saved runs newest first
 * (name, when, who, how many events) with Replay (fetches the whole run, then hands it over) and
 * Delete (asked first). A refused save, replay or delete shows the server's words beside the form,
 * in the interface language. Saving and deleting need the write right on the subject's kind:
 * a reader replays what others saved.
 */
export function SavedSimulations({ subject, current, onReplay }: SavedSimulationsProps) {
  const t = useT();
  const intl = useIntl();
  const sims = useSimulations(subject);
  const mayWrite = useMay('write', { kind: subject.kind });
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<SimulationSummary | null>(null);
  const [opening, setOpening] = useState<number | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!current || busy) return;
    const trimmed = name.trim();
    if (!trimmed) { setError(t('savedSims.nameRequired')); return; }
    setBusy(true);
    const outcome = await sims.save(trimmed, current);
    setBusy(false);
    if (outcome.ok) { setName(''); setError(undefined); } else setError(outcome.message ?? t('error.generic'));
  };
  const replay = async (s: SimulationSummary) => {
    if (opening !== null) return;
    setOpening(s.id);
    const outcome = await sims.open(s.id);
    setOpening(null);
    if (outcome.ok) { setError(undefined); onReplay(outcome.simulation); } else setError(outcome.message ?? t('error.generic'));
  };
  const remove = async (s: SimulationSummary) => {
    setDeleting(null);
    const outcome = await sims.remove(s.id);
    setError(outcome.ok ? undefined : (outcome.message ?? t('error.generic')));
  };

  return (
    <section className="saved-sims" aria-labelledby={headingId} aria-busy={sims.loading || busy || opening !== null}>
      <h2 id={headingId} className="saved-sims__title">{t('savedSims.title')}</h2>
      {mayWrite && <form className="saved-sims__form" onSubmit={(e) => void submit(e)}>
        <div className="field saved-sims__name">
          <label className="field__label" htmlFor={inputId}>{t('savedSims.name')}</label>
          <input id={inputId} className="input" value={name} maxLength={120} autoComplete="off"
            aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
            onChange={(e) => { setName(e.target.value); if (error) setError(undefined); }} />
        </div>
        <button type="submit" className="btn btn--primary btn--sm" disabled={!current || busy}>{t('savedSims.save')}</button>
      </form>}
      {error && <p id={errorId} className="saved-sims__error" role="alert">{error}</p>}
      {mayWrite && !current && <p className="saved-sims__note">{t('savedSims.noRun')}</p>}
      {sims.failed && <p className="saved-sims__note" role="alert">{t('savedSims.loadFailed')}</p>}
      {!sims.loading && !sims.failed && sims.list.length === 0 && <p className="saved-sims__note">{t('savedSims.empty')}</p>}
      {sims.list.length > 0 && (
        <ul className="saved-sims__list">
          {sims.list.map((s) => (
            <li key={s.id} className="saved-sims__row" data-simulation={s.id}>
              <div className="saved-sims__what">
                <span className="saved-sims__name-text">{s.name}</span>
                <span className="saved-sims__meta">
                  <time dateTime={s.createdAt} title={intl.formatDate(s.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}>{relativeTime(intl, s.createdAt)}</time>
                  {s.createdBy && <span>{s.createdBy}</span>}
                  <span>{t('savedSims.events', { count: s.eventCount })}</span>
                </span>
              </div>
              <button type="button" className="btn btn--sm btn--accent-soft" aria-label={t('savedSims.replayNamed', { name: s.name })}
                disabled={opening !== null} onClick={() => void replay(s)}>
                {t('savedSims.replay')}
              </button>
              {mayWrite && (
                <button type="button" className="btn btn--sm btn--danger-ghost" aria-label={t('savedSims.deleteNamed', { name: s.name })} onClick={() => setDeleting(s)}>
                  {t('savedSims.delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog title={t('savedSims.deleteTitle')} body={t('savedSims.deleteBody', { name: deleting.name })}
          confirmLabel={t('savedSims.delete')} cancelLabel={t('confirm.cancel')}
          onCancel={() => setDeleting(null)} onConfirm={() => void remove(deleting)} />
      )}
    </section>
  );
}
