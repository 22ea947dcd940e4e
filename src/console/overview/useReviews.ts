import { useEffect, useState } from 'react';
import { useServices } from '../http/ServicesContext.tsx';
import { useLiveRefresh } from '../live/useLiveRefresh.ts';
import { fetchReviews, type ReviewEntry } from './overviewApi.ts';

/** The review queue as loaded: null until the first answer; `failed` when the call did not answer. */
export interface ReviewsLoad {
  reviews: ReviewEntry[] | null;
  failed: boolean;
}

/**
 * Loads `GET /reviews` on mount when `enabled` (a user who may decide reviews); asks nothing otherwise.
 * A change in the company (the live stream) loads it again, keeping the shown queue until the answer.
 */
export function useReviews(enabled: boolean): ReviewsLoad {
  const { http } = useServices();
  const [load, setLoad] = useState<ReviewsLoad>({ reviews: null, failed: false });
  const [round, setRound] = useState(0);
  useLiveRefresh(() => enabled, () => setRound((n) => n + 1));
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchReviews(http).then(
      (reviews) => { if (live) setLoad({ reviews, failed: false }); },
      // A later round that fails keeps the queue it had.
      () => { if (live) setLoad((was) => (round > 0 && was.reviews ? was : { reviews: null, failed: true })); },
    );
    return () => { live = false; };
  }, [http, enabled, round]);
  return load;
}
