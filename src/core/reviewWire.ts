import type { KindApi } from './kindTypes.ts';

/** Where an item's review stands: waiting for an editor, or sent back to its author. */
export type ReviewState = 'submitted' | 'returned';

/** An item's open review as every item answer and list item carries it (`review`; null when none is open). */
export interface ItemReview {
  state: ReviewState;
  /** The editor's comment of a return; null on a submission or a return without one. */
  comment: string | null;
  /** Who took the last review step (null: that user is gone). */
  by: { id: number; name: string } | null;
  /** When (ISO instant). */
  at: string;
}

/** The longest comment a return takes (`?comment=`). */
export const REVIEW_COMMENT_MAX = 2000;

/** One item waiting for review (`GET /api/reviews`), oldest submission first. */
export interface ReviewEntry {
  kind: string;
  id: number;
  title: string;
  submitted_by: { id: number; name: string } | null;
  /** ISO instant. */
  submitted_at: string;
  /** Top-level fields changed since the last published revision (every field with a value when never published). */
  changed: string[];
  /** True: changes to a live item (its working copy against what visitors get); false: a first publication. */
  has_changes: boolean;
  /** The content languages whose working copy differs from the published version ([] for a first publication). */
  changed_languages: string[];
  /** n of the revision that last published the item; null when it never was. */
  from: number | null;
  /** n of the newest revision. */
  to: number;
  /** History's compare of that pair under the API base (`/{x}/{id}/revisions/compare?from=&to=`); null when never published. */
  compare: string | null;
}

/** The answer of `GET /api/reviews` (under `data`). */
export interface ReviewQueue {
  reviews: ReviewEntry[];
}

/** The review calls' paths, relative to the API base; shared by console and server. */
export const reviewPaths = {
  submit: (api: Pick<KindApi, 'entity'>, id: number | string) => `/${api.entity}/submit-review/${id}`,
  /** `?comment=` (optional, at most REVIEW_COMMENT_MAX characters). */
  return: (api: Pick<KindApi, 'entity'>, id: number | string) => `/${api.entity}/return-review/${id}`,
  queue: '/reviews',
};

/** Success notices (SPEC §8 style) of the two review steps. */
export const REVIEW_NOTICES = {
  submit: 'Submitted for review',
  return: 'Returned to the author',
} as const;
