import type { PreviewContext } from '../../src/core/index.ts';
import { previewFields, type PreviewField } from '../../src/core/index.ts';
import { eventWhen } from '../event/eventTime.ts';
import type { TourRun } from './index.ts';
import { messages } from './messages.ts';

/** One of the kind's own preview lines in the preview's language (English when the kind has none in it), with `{name}` filled in. */
export function previewLine(locale: string | undefined, id: string, values: Record<string, string | number>): string {
  const catalogue = (messages as unknown as Record<string, Record<string, string> | undefined>)[locale ?? 'en'] ?? messages.en;
  const text = catalogue[id] ?? messages.en[id] ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * The run in the phone: when it starts (on the company's clock) as the title, the trip as a list item,
 * then group size, language and guide.
 */
export function tourRunPreview(r: TourRun, ctx: PreviewContext): PreviewField[] {
  const trip = r.trip_id === undefined ? undefined : ctx.ref?.('trip', r.trip_id);
  const language = r.language ? messages.en[`field.tour_run.language.${r.language}`] ?? r.language : undefined;
  const lines = [
    typeof r.group_size === 'number' ? previewLine(ctx.locale, 'tour_run.preview.groupSize', { count: r.group_size }) : undefined,
    language ? previewLine(ctx.locale, 'tour_run.preview.language', { language }) : undefined,
    r.guide_name?.trim() ? previewLine(ctx.locale, 'tour_run.preview.guide', { name: r.guide_name.trim() }) : undefined,
  ].filter(Boolean);
  return previewFields([
    ['title', eventWhen(r.starts_at, undefined, ctx.timeZone, ctx.locale)],
    ['trip', trip ? [trip] : undefined],
    ['text', lines.length ? lines.join('\n') : undefined],
  ]);
}
