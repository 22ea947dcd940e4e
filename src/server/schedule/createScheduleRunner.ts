import type { Db } from '../db/Db.ts';
import { DatabaseUnavailableError } from '../errors/databaseUnavailableError.ts';
import { failJob, JobRunError, runDueJob, type DueJobDeps, type JobOutcome } from './runDueJob.ts';

/** How often each process looks for due jobs: a job fires within this (plus its run) of its time, well inside 5 s. */
export const SCHEDULE_POLL_MS = 1000;

/** Jobs run per tick at most, so a backlog (a long stop) cannot hold the database for one long stretch. */
const PER_TICK = 50;

/** How many times a job may break (not a refusal: the database, a bug) before it is marked failed. */
const ATTEMPTS = 3;

/** What the runner is built from; `runDue`/`isDue`/`fail` are the real ones unless a test gives its own. */
export interface ScheduleRunnerDeps extends DueJobDeps {
  log: (line: string) => void;
  everyMs?: number;
  /** Told after each job ran (tests, logs). */
  ran?: (outcome: JobOutcome) => void;
  isDue?: (db: Db) => Promise<boolean>;
  runDue?: (deps: DueJobDeps) => Promise<JobOutcome | undefined>;
  fail?: (db: Db, jobId: number) => Promise<void>;
}

/** The one cheap query of a tick when nothing is due: the partial index on pending jobs' times answers it. */
export async function anyDue(db: Db): Promise<boolean> {
  // A read only (no FOR UPDATE here): the caches count any statement that may write as a write.
  const rows = await db.query("select 1 from scheduled_jobs where state = 'pending' and run_at <= now() limit 1");
  return rows.length > 0;
}

/**
 * The scheduled jobs' runner of one server process (a jobs table claimed with FOR UPDATE SKIP LOCKED,
 * not a job library: pg-boss and graphile-worker need Node 22 and a PostgreSQL server of their own,
 * while the embedded database is one connection in this process). A tick at start (what fell due while
 * the server was down) and then every `everyMs`; ticks never overlap, and `stop` waits for the one under way.
 */
export function createScheduleRunner(deps: ScheduleRunnerDeps) {
  const isDue = deps.isDue ?? anyDue;
  const runDue = deps.runDue ?? runDueJob;
  const fail = deps.fail ?? failJob;
  const broke = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runOnce(): Promise<boolean> {
    try {
      const outcome = await runDue(deps);
      if (outcome) deps.ran?.(outcome);
      return outcome !== undefined;
    } catch (err) {
      if (!(err instanceof JobRunError)) throw err;
      const cause = err.cause;
      // The database away: the job waits, untouched, for the next tick.
      if (cause instanceof DatabaseUnavailableError || (cause as { cause?: unknown })?.cause instanceof DatabaseUnavailableError) throw cause;
      const times = (broke.get(err.jobId) ?? 0) + 1;
      broke.set(err.jobId, times);
      deps.log(`[${new Date().toISOString()}] ${err.message}${cause instanceof Error && cause.stack ? `\n${cause.stack}` : ''}`);
      if (times < ATTEMPTS) return false;
      broke.delete(err.jobId);
      await fail(deps.db, err.jobId);
      return true;
    }
  }

  async function tick(): Promise<void> {
    try {
      if (!(await isDue(deps.db))) return;
      for (let i = 0; i < PER_TICK && !stopped; i++) {
        if (!(await runOnce())) break;
      }
    } catch (err) {
      if (!(err instanceof DatabaseUnavailableError)) deps.log(`[${new Date().toISOString()}] scheduled jobs: ${err instanceof Error ? err.stack : err}`);
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(() => { running = undefined; schedule(deps.everyMs ?? SCHEDULE_POLL_MS); });
    }, ms);
    // The runner alone never keeps a process alive: the HTTP server does.
    timer.unref();
  }

  return {
    /** Starts ticking: the first tick at once. */
    start() { schedule(0); },
    /** Stops ticking and waits for a tick under way (the database closes after this). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The runner built by `createScheduleRunner`. */
export type ScheduleRunner = ReturnType<typeof createScheduleRunner>;
