import type { Release } from '../../core/releaseWire.ts';
import type { Db } from '../db/Db.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import { readRelease } from './releaseStore.ts';

/** Who schedules a release: their company, themselves (the release goes live as them) and their UI language (a refusal's words). */
export interface ReleaseScheduler {
  companyId: number;
  userId: number;
  language: UiLanguage;
}

/**
 * Sets (an instant) or clears (null) the release's scheduled publish, inside the caller's transaction
 * (the release row already locked): its pending scheduled_jobs row of target_type 'release' is replaced,
 * and the release carries the time. The runner publishes it then, once (runDueJob).
 */
export async function setReleaseSchedule(tx: Db, who: ReleaseScheduler, rid: number, at: Date | null): Promise<Release> {
  await tx.query("delete from scheduled_jobs where release_id = $1 and state = 'pending'", [rid]);
  if (at) {
    await tx.query(`insert into scheduled_jobs (company_id, target_type, release_id, action, run_at, set_by, language)
      values ($1, 'release', $2, 'publish', $3, $4, $5)`, [who.companyId, rid, at.toISOString(), who.userId, who.language]);
  }
  await tx.query('update releases set publish_at = $3, error = null where company_id = $1 and id = $2', [who.companyId, rid, at?.toISOString() ?? null]);
  return (await readRelease(tx, who.companyId, rid))!;
}
