import { DISCARD_NOTICE } from '../../core/publishedWire.ts';
import { RELEASE_NOTICES } from '../../core/releaseWire.ts';
import { REVIEW_NOTICES } from '../../core/reviewWire.ts';
import { SCHEDULE_NOTICE } from '../../core/scheduleWire.ts';

/** Server success wording (SPEC §8) mapped to catalogue ids, so notices appear in the UI language. */
export const SERVER_MESSAGE_IDS: Record<string, string> = {
  'Successfully Saved': 'notice.saved',
  'Successfully Updated': 'notice.updated',
  'Successfully Archived': 'notice.archived',
  'Successfully Restored': 'notice.restored',
  'Successfully Published': 'notice.published',
  'Successfully Unpublished': 'notice.unpublished',
  'Successfully Deleted': 'notice.deleted',
  'Challenge Successfully Deleted': 'notice.challengeDeleted',
  'Logged out': 'notice.loggedOut',
  [REVIEW_NOTICES.submit]: 'notice.submittedForReview',
  [REVIEW_NOTICES.return]: 'notice.returnedToAuthor',
  [SCHEDULE_NOTICE]: 'notice.scheduleSaved',
  [DISCARD_NOTICE]: 'notice.changesDiscarded',
  [RELEASE_NOTICES.created]: 'notice.releaseCreated',
  [RELEASE_NOTICES.added]: 'notice.addedToRelease',
  [RELEASE_NOTICES.removed]: 'notice.removedFromRelease',
  [RELEASE_NOTICES.deleted]: 'notice.releaseDeleted',
  [RELEASE_NOTICES.published]: 'notice.releasePublished',
};

/** Translates a server message when its wording is known; otherwise shows it as sent. */
export function translateServerMessage(message: string, t: (id: string) => string): string {
  const id = SERVER_MESSAGE_IDS[message.trim()];
  return id ? t(id) : message;
}
