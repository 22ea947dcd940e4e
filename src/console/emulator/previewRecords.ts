import type { KindDefinition, PreviewContext, ResolvedRef } from '../../core/defineKind.ts';
import { previewFields, type PreviewField } from '../../core/previewField.ts';
import { previewMediaUrl, type MediaInfos } from '../media/pictureUrl.ts';

/** What toPreview gets in the console without references: pictures as their cropped derivatives, other media as stored (SPEC §7). */
export const consolePreviewContext: PreviewContext = { mediaUrl: previewMediaUrl({}) };

/** How a preview writes dates: the company's time zone and the language. */
export type PreviewClock = Pick<PreviewContext, 'timeZone' | 'locale'>;

/**
 * The console's preview context with references resolved from the preview's cache (see usePreviewRefs),
 * the open children, links and clock; pictures at the crops and versions `media` knows (mediaInfoAtom).
 */
export function consolePreviewContextWith(ref: (kind: string, id: unknown) => ResolvedRef | undefined, open?: PreviewContext['open'], links?: PreviewContext['links'], clock?: PreviewClock, media: MediaInfos = {}): PreviewContext {
  const ctx: PreviewContext = { mediaUrl: previewMediaUrl(media), ref };
  if (open) ctx.open = open;
  if (links) ctx.links = links;
  if (clock?.timeZone) ctx.timeZone = clock.timeZone;
  if (clock?.locale) ctx.locale = clock.locale;
  return ctx;
}

/** The result of running a kind's toPreview on the live form data. */
export type PreviewRecords = { ok: true; fields: PreviewField[] } | { ok: false; error: Error };

/**
 * Runs the kind's toPreview on a record that may be half typed; a kind without one previews its list
 * title. A throwing toPreview is reported, not allowed to take the editor down.
 */
export function previewRecords(
  kind: Pick<KindDefinition, 'preview' | 'list'>,
  record: Record<string, unknown>,
  ctx: PreviewContext = consolePreviewContext,
): PreviewRecords {
  try {
    const fields = kind.preview ? kind.preview.toPreview(record, ctx) : previewFields([['title', kind.list.toListItem(record).title]]);
    if (!Array.isArray(fields)) throw new Error('toPreview must return a list of field records');
    return { ok: true, fields };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
