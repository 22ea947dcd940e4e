import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { kindLookup } from '../../core/fieldPathLabel.ts';
import type { LifecycleAction } from '../../core/lifecycle.ts';
import type { Role } from '../../core/roles.ts';
import type { ReleaseRefusedItem } from '../../core/releaseWire.ts';
import type { ScheduledAction, ScheduleError } from '../../core/scheduleWire.ts';
import { grantRefusal } from '../auth/requireRight.ts';
import type { Db } from '../db/Db.ts';
import { isoTime } from '../db/isoTime.ts';
import { HttpError } from '../errors/httpError.ts';
import { consoleWords, type UiLanguage } from '../i18n/ruleMessages.ts';
import { createItemStore } from '../items/itemStore.ts';
import type { ItemWriter } from '../operations/createItemWriter.ts';
import { runLifecycle } from '../operations/runLifecycle.ts';
import type { WriteCaller } from '../operations/writeCaller.ts';
import { publishRelease } from '../releases/publishRelease.ts';
import { markReleaseFailed } from '../releases/releaseStore.ts';

/** A claimed job as the runner reads it. */
interface JobRow {
  id: number;
  company_id: number;
  target_type: 'item' | 'release';
  kind: string;
  item_id: number;
  release_id: number | null;
  action: ScheduledAction;
  set_by: number | null;
  language: string;
  run_at: Date | string;
}

/** What running a job came to: done, or failed with the reason a user reads. */
export interface JobOutcome {
  id: number;
  kind: string;
  itemId: number;
  action: ScheduledAction;
  state: 'done' | 'failed';
  error: string | null;
}

/** A job whose run broke on something other than a refusal (the database, a bug): the transaction rolled back, the job is still pending. */
export class JobRunError extends Error {
  constructor(readonly jobId: number, readonly cause: unknown) {
    super(`scheduled job ${jobId} could not run: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** What the runner needs: the database (with the caches' watch), the installation's writer (its live recorder) and the kinds. */
export interface DueJobDeps {
  db: Db;
  writer: ItemWriter;
  registry: KindRegistry;
}

/**
 * The earliest due job nobody else is running, locked for this transaction: another process's claim
 * skips it (SKIP LOCKED), and once this transaction commits it is no longer pending — so each job runs
 * exactly once, whatever the number of processes. A job claimed by a process that dies is released with
 * its connection, unchanged, and runs on the next tick anywhere.
 */
const CLAIM = `select id, company_id, target_type, kind, item_id, release_id, action, set_by, language, run_at from scheduled_jobs
  where state = 'pending' and run_at <= now() order by run_at, id limit 1 for update skip locked`;

// The lifecycle action a scheduled action runs.
const LIFECYCLE: Record<ScheduledAction, LifecycleAction> = { publish: 'publish', unpublish: 'un-publish' };
const COLUMN: Record<ScheduledAction, string> = { publish: 'publish_at', unpublish: 'unpublish_at' };

const uiLanguage = (code: string): UiLanguage => (code === 'es' || code === 'zh' ? code : 'en');

/** A refusal's sentence in `lang`: a catalogue refusal worded there, any other (a publish rule's, already in it) as written. */
function reasonOf(err: HttpError, lang: UiLanguage): string {
  return err.said ? consoleWords(lang)(err.said.messageId, { ...err.said.values }) : err.message;
}

/**
 * The caller a job runs as: the user who set it, with their role as it is now, in their company and the
 * language they set it in; or the reason it cannot run (that user is gone or may no longer do it).
 */
async function setterOf(db: Db, job: JobRow, kindLabel: string | undefined, lang: UiLanguage): Promise<WriteCaller | string> {
  const say = consoleWords(lang);
  const [u] = job.set_by === null ? [] : await db.query<{ id: number; slug: string; role: Role; kinds: string[] | null; languages: string[] | null }>(
    `select u.id, c.slug, u.role, u.kinds, u.languages from users u join companies c on c.id = u.company_id
      where u.id = $1 and u.company_id = $2`, [job.set_by, job.company_id]);
  if (!u) return say('api.refused.schedule.setterGone', {});
  const grant = { role: u.role, kinds: u.kinds, languages: u.languages };
  // A release's kinds are checked item by item when it runs (publishRelease).
  const refused = grantRefusal(grant, 'lifecycle', kindLabel === undefined ? {} : { kind: job.kind }, { kindLabel });
  if (refused) return reasonOf(refused, lang);
  return { companyId: job.company_id, client: u.slug, language: lang, userId: u.id, grant };
}

/**
 * Claims the earliest due job and runs it, in one transaction: the item's lifecycle action through
 * runLifecycle as the user who set it (their rights and the kind's publish rules apply; its revision,
 * marked as scheduled, and live event are recorded as any publish's), then the job and the item's
 * schedule say how it went. A refusal (a publish rule, a right the user lost) is not forced: the item stays
 * as it was and the job fails with the reason. Undefined when nothing is due.
 */
export async function runDueJob(deps: DueJobDeps): Promise<JobOutcome | undefined> {
  return deps.db.transaction(async (tx) => {
    const [job] = await tx.query<JobRow>(CLAIM);
    if (!job) return undefined;
    try {
      return await runClaimed(deps, tx, job);
    } catch (err) {
      throw new JobRunError(Number(job.id), err);
    }
  });
}

async function runClaimed(deps: DueJobDeps, tx: Db, job: JobRow): Promise<JobOutcome> {
  if (job.target_type === 'release') return runRelease(deps, tx, job);
  const lang = uiLanguage(job.language);
  const kind = deps.registry.kinds.find((k) => k.id === job.kind && k.api.actions.includes('publish'));
  let error: string | null = null;
  if (!kind) {
    error = consoleWords(lang)('api.refused.schedule.kindGone', {});
  } else {
    const caller = await setterOf(tx, job, kindLookup(kind.messages, lang)(kind.labels.tab) ?? kind.id, lang);
    if (typeof caller === 'string') {
      error = caller;
    } else {
      try {
        // The writer bound to this transaction: runLifecycle's own transaction joins it.
        await runLifecycle({ ...deps.writer, store: createItemStore(tx) }, caller, { kind, id: job.item_id, action: LIFECYCLE[job.action] });
        await tx.query(`update revisions set scheduled = true
          where item_id = $1 and n = (select max(n) from revisions where item_id = $1)`, [job.item_id]);
      } catch (err) {
        // Refusals are decided before anything is written; anything else (the database) rolls the claim back.
        if (!(err instanceof HttpError)) throw err;
        error = reasonOf(err, lang);
      }
    }
  }
  await finish(tx, job, error);
  return { id: Number(job.id), kind: job.kind, itemId: job.item_id, action: job.action, state: error === null ? 'done' : 'failed', error };
}

/**
 * A release's scheduled publish: the whole release through publishRelease as the user who scheduled
 * it, in the claim's transaction, all or nothing. A refusal (an item a rule refuses, a right lost)
 * publishes none of it: the release is marked failed with the reason, shown on it and on the schedule.
 */
async function runRelease(deps: DueJobDeps, tx: Db, job: JobRow): Promise<JobOutcome> {
  const lang = uiLanguage(job.language);
  const rid = Number(job.release_id);
  const caller = await setterOf(tx, job, undefined, lang);
  let error: string | null = typeof caller === 'string' ? caller : null;
  if (typeof caller !== 'string') {
    try {
      await tx.query('savepoint release_publish');
      await publishRelease(deps.writer, deps.registry, caller, rid, { tx, scheduled: true });
      await tx.query('release savepoint release_publish');
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      await tx.query('rollback to savepoint release_publish');
      const items = (err.extra as { items?: ReleaseRefusedItem[] }).items ?? [];
      error = [reasonOf(err, lang), ...items.map((i) => `${i.title}: ${i.reason}`)].join('\n');
    }
  }
  await finish(tx, job, error);
  return { id: Number(job.id), kind: 'release', itemId: rid, action: job.action, state: error === null ? 'done' : 'failed', error };
}

/**
 * Marks a job failed outside the transaction that broke on it, so a job that keeps breaking does not hold
 * up the ones due after it; the reason is the server's generic one, on the job and on its item.
 */
export async function failJob(db: Db, jobId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [job] = await tx.query<JobRow>(`select id, company_id, target_type, kind, item_id, release_id, action, set_by, language, run_at from scheduled_jobs
      where id = $1 and state = 'pending' for update`, [jobId]);
    if (!job) return;
    await finish(tx, job, consoleWords(uiLanguage(job.language))('api.refused.schedule.serverError', {}));
  });
}

/** Ends a job: done (error null) or failed with the reason, on the job and on its item's schedule. */
async function finish(tx: Db, job: JobRow, error: string | null): Promise<void> {
  const scheduleError: ScheduleError | null = error === null ? null : { action: job.action, at: isoTime(job.run_at), message: error };
  await tx.query('update scheduled_jobs set state = $2, error = $3, done_at = now() where id = $1', [job.id, error === null ? 'done' : 'failed', error]);
  if (job.target_type === 'release') {
    if (error !== null) await markReleaseFailed(tx, job.company_id, Number(job.release_id), error);
    return;
  }
  await tx.query(`update items set ${COLUMN[job.action]} = null, schedule_error = $3::jsonb where company_id = $1 and id = $2`,
    [job.company_id, job.item_id, scheduleError === null ? null : JSON.stringify(scheduleError)]);
}
