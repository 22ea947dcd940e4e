import { useCallback } from 'react';
import { useServices } from '../http/ServicesContext.tsx';
import { useLatestLoad } from '../http/useLatestLoad.ts';
import { useLiveRefresh } from '../live/useLiveRefresh.ts';
import { fetchReviews, type ReviewEntry } from './overviewApi.ts';

/** The review queue as loaded: null until the first answer; `failed` when the call did not answer. */
export interface ReviewsLoad {
  reviews: ReviewEntry[] | null;
  failed: boolean;
}

/**
 * Loads `GET /reviews` on mount when `enabled` (a user who may decide reviews); asks nothing otherwise.
 * A change in the company (the live stream) loads it again quietly, keeping the shown queue until the answer
 * (and when that answer fails).
 */
export function useReviews(enabled: boolean): ReviewsLoad {
  const { http } = useServices();
  const load = useCallback(() => (enabled ? fetchReviews(http) : Promise.resolve(null)), [http, enabled]);
  const { value: reviews, failed, refresh } = useLatestLoad<ReviewEntry[] | null>(load, null);
  useLiveRefresh(() => enabled, () => void refresh());
  return { reviews, failed };
}
