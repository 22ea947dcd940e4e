import { capitaliseKey } from '../../core/fieldPathLabel.ts';

/** The revision actions the server records, each with its catalogue id. */
const ACTION_IDS: Record<string, string> = {
  create: 'history.action.create',
  update: 'history.action.update',
  publish: 'history.action.publish',
  'un-publish': 'history.action.unpublish',
  delete: 'history.action.delete',
  restore: 'history.action.restore',
  destroy: 'history.action.destroy',
  revert: 'history.action.revert',
  'submit-review': 'history.action.submitReview',
  'return-review': 'history.action.returnReview',
  discard: 'history.action.discard',
};

// A publish or un-publish that a schedule ran says so.
const SCHEDULED_IDS: Record<string, string> = {
  publish: 'history.action.publishScheduled',
  'un-publish': 'history.action.unpublishScheduled',
};

/** What a revision did, in the UI language ("Restored revision 3", "Published as scheduled"); an action this console does not know reads as its capitalised name. */
export function actionLabel(
  revision: { action: string; restored_from: number | null; scheduled?: boolean },
  t: (id: string, values?: Record<string, string | number>) => string,
): string {
  if (revision.scheduled && SCHEDULED_IDS[revision.action]) return t(SCHEDULED_IDS[revision.action]);
  const id = ACTION_IDS[revision.action];
  if (!id) return capitaliseKey(revision.action.replace(/-/g, ' '));
  if (revision.action === 'revert' && revision.restored_from == null) return t('history.action.revertUnknown');
  return t(id, { n: revision.restored_from ?? '' });
}

/** Who made a revision: the name, else the e-mail; `none` when nobody did (the demo seed, a removed user). */
export function authorLabel(user: { name: string; email: string } | null, none: string): string {
  return user?.name?.trim() || user?.email?.trim() || none;
}
