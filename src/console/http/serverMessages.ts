import { DISCARD_NOTICE } from '../../core/publishedWire.ts';
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
};

/** Translates a server message when its wording is known; otherwise shows it as sent. */
export function translateServerMessage(message: string, t: (id: string) => string): string {
  const id = SERVER_MESSAGE_IDS[message.trim()];
  return id ? t(id) : message;
}
