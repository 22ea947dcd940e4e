import type { ResolvedKind } from '../../core/defineKind.ts';
import { isFixtureRef, type FixtureRef } from '../../core/fixtureRef.ts';
import { HttpError } from '../errors/httpError.ts';

/** A sample the demo seed left out (or a part of one), and why: printed once at the first start. */
export interface SkippedSample {
  kind: string;
  title: string;
  /** What was left out: the item, its translation into a language, or one of its links. */
  part: 'item' | 'translation' | 'link';
  reason: string;
  /** The client's patch of the kind, when it has one: the usual reason a sample no longer fits. */
  patchFile?: string;
}

/** The fixture references anywhere in a value, in document order. */
export function fixtureRefsIn(value: unknown, out: FixtureRef[] = []): FixtureRef[] {
  if (isFixtureRef(value)) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => fixtureRefsIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => fixtureRefsIn(v, out));
  return out;
}

/** A sample's title as its list shows it (its `title`, else its place, when the list cannot read it). */
export function sampleTitle(kind: ResolvedKind, doc: Record<string, unknown>, index: number): string {
  try {
    const title = kind.list.toListItem(doc).title;
    if (typeof title === 'string' && title) return title;
  } catch {
    // A sample its kind cannot list: named by the fields below.
  }
  return typeof doc.title === 'string' && doc.title ? doc.title : `sample ${index + 1}`;
}

/** Whether an error is the write path refusing a document (a 400 naming fields), which a sample may meet; anything else is a bug. */
export function isRefusal(err: unknown): err is HttpError {
  return err instanceof HttpError && err.status === 400;
}

/** Why the write path refused a sample, every field's sentence (`Thumbnail (200x200) is required; Title can be at most 12 …`), not just the first. */
export function refusalReason(err: HttpError): string {
  const errors = (err.extra.errors ?? []) as { field: string; message: string }[];
  if (!errors.length) return err.message;
  return errors.map((e) => e.message).join('; ');
}

/** The start-up report's lines for one company's skipped samples (none when nothing was skipped). */
export function skippedReport(company: string, skipped: readonly SkippedSample[]): string[] {
  if (!skipped.length) return [];
  const what = { item: 'left out', translation: 'translation left out', link: 'link left out' };
  return [
    `Demo content: ${skipped.length} sample part(s) of "${company}" left out because they do not fit its schemas (the rest was seeded):`,
    ...skipped.map((s) => `  - ${s.kind} "${s.title}" (${what[s.part]}): ${s.reason}${s.patchFile ? ` (${s.patchFile})` : ''}`),
  ];
}
