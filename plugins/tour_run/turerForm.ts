import { fromZonedInput, toZonedInput } from '../../src/core/index.ts';
import type { TourLanguage } from './tourRunLanguage.ts';

/** What the crew start form holds while the guide fills it in: the inputs' own text, nothing parsed yet. */
export interface TurerDraft {
  tripId: string;
  /** `YYYY-MM-DD` on the company's clock. */
  date: string;
  /** `HH:mm` on the company's clock. */
  time: string;
  groupSize: string;
  language: TourLanguage;
  guideName: string;
}

/** The fields the form shows a server complaint beside (the schema's names); anything else is said above the button. */
export const TURER_FIELDS = ['trip_id', 'starts_at', 'group_size', 'language', 'guide_name'] as const;

/** One of the form's fields. */
export type TurerField = (typeof TURER_FIELDS)[number];

/** Where localStorage keeps the last guide's name on this device. */
export const GUIDE_STORAGE_KEY = 'tourbench.tour_run.guide_name';

/** The date and time now on the company's clock, as the date and time inputs want them. */
export function nowOnClock(timeZone: string, now = new Date()): { date: string; time: string } {
  const local = toZonedInput(now.toISOString(), timeZone) ?? now.toISOString().slice(0, 16);
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/**
 * The create body (`POST /api/tour_run`) of a draft. The server judges it: an empty input is left out
 * (the server names it as required), a date or number it cannot read is sent as typed (the server names
 * it as invalid), so every complaint comes from the one place and sits beside its field.
 */
export function turerBody(d: TurerDraft, timeZone: string): Record<string, unknown> {
  const body: Record<string, unknown> = { language: d.language, guide_name: d.guideName.trim() };
  if (d.tripId) body.trip_id = Number(d.tripId);
  if (d.date || d.time) {
    const local = `${d.date}T${d.time}`;
    body.starts_at = fromZonedInput(local, timeZone) ?? local;
  }
  const size = d.groupSize.trim();
  if (size) body.group_size = /^-?\d+(\.\d+)?$/.test(size) ? Number(size) : size;
  return body;
}

/** A server field error as the 400 answer carries it. */
interface ServerFieldError { field?: unknown; message?: unknown }

/** The 400's complaints by form field (first one each), and the rest — or the answer's message — as one general line. */
export function turerErrors(data: unknown): { fields: Partial<Record<TurerField, string>>; general?: string } {
  const body = (data ?? {}) as { message?: unknown; errors?: unknown };
  const fields: Partial<Record<TurerField, string>> = {};
  const rest: string[] = [];
  for (const e of Array.isArray(body.errors) ? (body.errors as ServerFieldError[]) : []) {
    const field = String(e?.field ?? '') as TurerField;
    const message = typeof e?.message === 'string' ? e.message : '';
    if (!message) continue;
    if ((TURER_FIELDS as readonly string[]).includes(field)) fields[field] ??= message;
    else rest.push(message);
  }
  const general = rest.length ? rest.join(' ') : Object.keys(fields).length ? undefined : (typeof body.message === 'string' ? body.message : undefined);
  return { fields, general };
}

/** Whether a stored start (UTC ISO) falls on the same day as `now` on the company's clock. */
export function isSameDay(startsAt: unknown, timeZone: string, now = new Date()): boolean {
  const day = toZonedInput(startsAt, timeZone)?.slice(0, 10);
  return day !== undefined && day === nowOnClock(timeZone, now).date;
}

/** A stored start (UTC ISO) as `HH:mm` on the company's clock; empty when unreadable. */
export function clockTime(startsAt: unknown, timeZone: string): string {
  return toZonedInput(startsAt, timeZone)?.slice(11, 16) ?? '';
}

/** The guide's name remembered on this device ('' when none, or when storage is not allowed). */
export function rememberedGuide(): string {
  try {
    return globalThis.localStorage?.getItem(GUIDE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Remembers the guide's name on this device for the next run (quietly not, when storage is not allowed). */
export function rememberGuide(name: string): void {
  try {
    globalThis.localStorage?.setItem(GUIDE_STORAGE_KEY, name);
  } catch {
    // Private mode or a full storage: the name is simply typed again next time.
  }
}
