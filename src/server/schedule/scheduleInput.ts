import type { ScheduledAction } from '../../core/scheduleWire.ts';
import type { HttpError } from '../errors/httpError.ts';
import { refusal } from '../errors/refusal.ts';
import { consoleWords, type UiLanguage } from '../i18n/ruleMessages.ts';

/** A schedule change as asked: per action an instant (set), null (clear) or absent (keep as it is). */
export type ScheduleChange = Partial<Record<ScheduledAction, Date | null>>;

/** The body field of each action. */
export const SCHEDULE_FIELDS: Record<ScheduledAction, 'publish_at' | 'unpublish_at'> = { publish: 'publish_at', unpublish: 'unpublish_at' };

// ISO 8601 with the offset said outright: a time without one would be read in the server's zone, not the caller's.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The 400 naming `field`, worded in `lang` in its `errors` entry as in its message. */
export function scheduleRefusal(messageId: string, field: string, lang: UiLanguage, values: Record<string, string> = {}): HttpError {
  const all = { field, ...values };
  return refusal(400, messageId, all, { errors: [{ field, message: consoleWords(lang)(messageId, all) }] });
}

/** An instant the API takes: ISO 8601 with its offset that is a real date; undefined otherwise. */
export function parseInstant(raw: unknown): Date | undefined {
  if (typeof raw !== 'string' || !INSTANT.test(raw)) return undefined;
  const at = new Date(raw);
  if (!Number.isFinite(at.getTime())) return undefined;
  // Date accepts 2026-02-31 (as 3 March): a day or hour that does not exist is not a date.
  const [, month, day, hour, minute] = /^\d{4}-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(raw)!.map(Number);
  const daysInMonth = new Date(Date.UTC(Number(raw.slice(0, 4)), month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59) return undefined;
  return at;
}

/**
 * The body of `POST /{x}/schedule/{id}` as a change: each field an instant with its offset, null, or
 * left out. 400 naming the field for a value that is not such a date or a time not after `now`.
 */
export function scheduleChange(body: Record<string, unknown>, now: Date, lang: UiLanguage): ScheduleChange {
  const change: ScheduleChange = {};
  for (const [action, field] of Object.entries(SCHEDULE_FIELDS) as [ScheduledAction, string][]) {
    if (!(field in body)) continue;
    const raw = body[field];
    if (raw === null) {
      change[action] = null;
      continue;
    }
    const at = parseInstant(raw);
    if (!at) throw scheduleRefusal('api.refused.schedule.notDate', field, lang);
    if (at.getTime() <= now.getTime()) throw scheduleRefusal('api.refused.schedule.past', field, lang);
    change[action] = at;
  }
  return change;
}

/** 400 naming unpublish_at when the schedule it leaves would un-publish at or before it publishes. */
export function assertScheduleOrder(publishAt: Date | null, unpublishAt: Date | null, lang: UiLanguage): void {
  if (publishAt && unpublishAt && unpublishAt.getTime() <= publishAt.getTime()) {
    throw scheduleRefusal('api.refused.schedule.order', SCHEDULE_FIELDS.unpublish, lang, { other: SCHEDULE_FIELDS.publish });
  }
}
