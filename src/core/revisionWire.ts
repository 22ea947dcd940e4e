import type { FieldChange } from './documentDiff.ts';
import type { ItemState } from './lifecycle.ts';

/** One entry of an item's history (`GET /{x}/{id}/revisions`), as the server sends it and History reads it. */
export interface RevisionSummary {
  n: number;
  action: string;
  /** ISO instant. */
  at: string;
  user: { name: string; email: string } | null;
  title: string;
  version: number | null;
  state: ItemState;
  /** Top-level fields changed since the previous revision that has a document ([] when there is none, or this one has none). */
  changed: string[];
  restored_from: number | null;
  has_document: boolean;
  /** A review step's comment (`return-review ?comment=`); null on every other entry. */
  comment: string | null;
  /** A publish or un-publish a schedule ran (as `user`, who set it): History says "… as scheduled by". */
  scheduled: boolean;
}

/** One revision with what it kept of the item (`GET /{x}/{id}/revisions/{n}`). */
export interface RevisionDetail extends RevisionSummary {
  document: Record<string, unknown> | null;
  /** The kind's shape it was saved in; null: recorded before revisions kept it. */
  variant: string | null;
  translations: Record<string, Record<string, string>> | null;
  relations: Record<string, { kind: string; id: number; title: string }[]> | null;
}

/** A page of the history: newest first; `next` is the `before` of the next (older) page. */
export interface RevisionPage {
  revisions: RevisionSummary[];
  next: number | null;
}

/** The field changes between two revisions (`GET /{x}/{id}/revisions/compare`). */
export interface RevisionComparison {
  from: number;
  to: number;
  changes: FieldChange[];
}
